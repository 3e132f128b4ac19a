"""Agent briefs (``agent_tasks/*.md``): what to write, where, under which rules, citing which evidence."""

from __future__ import annotations

import json
from pathlib import Path

from .contracts import Blueprint, ContractStamp, ReportSpec, SourceRegistry
from .job import atomic_write_text
from .profiles import Profile, bounds_text
from .render.labels import ENGLISH

PREVIEW_PER_SOURCE = 25
PREVIEW_CHARS = 90

RULES = """\
## Rules the gates enforce (`report-workflow rules` explains each code)
- Every sentence that states a fact carries `[CITE:<evidence_id>]` naming the evidence it rests on; cite only ids
  that exist in `evidence_ledger.jsonl`. Several ids may be cited: `[CITE:ev-a][CITE:ev-b]`.
- Numbers must be the evidence's numbers: same value after unit and scale conversion (1,500 ms = 1.5 s,
  1.2亿 = 120 million), no extra precision (3.5 must not become 3.52), percent is not percentage points, a bound
  ("< 5 ms") is not a reading. Round only with "about"/"约" and only to the precision you write.
- Quotes are verbatim. Keep the evidence's negations, directions (rose/fell) and hedges (may, 可能): hedged or
  grade C/D evidence cannot carry certain wording ("proves", "证明").
- Each number belongs to the entity, metric and period it belongs to in the evidence.
- Where two pieces of evidence disagree on one metric, register the conflict in `claim_matrix.json`.
- No placeholders (TBD, Lorem ipsum, [Author Name]), no evidence ids, file paths or prompt text in the prose.
"""


def write_briefs(
    directory: Path,
    spec: ReportSpec,
    profile: Profile,
    blueprint: Blueprint,
    registry: SourceRegistry,
    contract: ContractStamp,
    previews: dict[str, list[dict]],
) -> list[str]:
    """Write the briefs into ``directory``; return their file names, the first one to read first."""
    stamp = json.dumps({"_contract": contract.model_dump()}, ensure_ascii=False, indent=2)
    briefs = {
        "00_start_here.md": _start_here(spec, profile, blueprint, stamp),
        "10_claim_matrix.md": _claim_matrix(spec),
        "20_outline.md": _outline(blueprint),
        "30_drafts.md": _drafts(blueprint),
        "40_sentence_map.md": _sentence_map(),
        "50_evidence_index.md": _evidence_index(spec, registry, previews),
    }
    for name, text in briefs.items():
        atomic_write_text(directory / name, text)
    return list(briefs)


def _start_here(spec: ReportSpec, profile: Profile, blueprint: Blueprint, stamp: str) -> str:
    sections = "\n".join(
        f"| `{s.section_id}` | {s.title} | {'yes' if s.required else 'no'} | "
        f"{bounds_text(s.min_words, s.max_words)} | {s.guidance} |"
        for s in blueprint.sections
    )
    front = spec.front_matter
    return f"""\
# Job {spec.job_id}: start here

You are drafting a report; report-workflow decides what may be published. Write only the files named below,
inside this job directory, then run `report-workflow validate --job-id {spec.job_id}` and fix what it reports
until it passes (exit 0). Never edit files the tool wrote.

- Request: {spec.prompt or "(no prompt given)"}
- Profile: `{profile.id}` ({profile.name.get(spec.language)}), {spec.profile_reason}
- Language of the report: `{spec.language}`
- Title: {front.title or "(not given)"}; authors: {", ".join(front.authors) or "(not given)"}

## Order of work
1. Read `50_evidence_index.md` and search `evidence_ledger.jsonl` (`report-workflow evidence --job-id {spec.job_id}
   --grep WORD`) for the evidence you need.
2. Write `claim_matrix.json` (brief `10_claim_matrix.md`).
3. Write `outline.json` (brief `20_outline.md`).
4. Write the drafts (brief `30_drafts.md`): `section_drafts/<section_id>.md`, or `structured_drafts.json`.
5. Optionally write `sentence_map.jsonl` (brief `40_sentence_map.md`); otherwise it is derived from the drafts.
6. Run validate; exit 0 passed, 2 blocked (read the findings and their hints), 3 artifacts missing, 4 invalid input.

Every JSON artifact must satisfy its schema in `schemas/` and start with this `_contract` stamp, copied exactly:

```json
{stamp}
```

## Sections of this report
| id | title | required | words | what it holds |
|---|---|---|---|---|
{sections}

{RULES}"""


def _claim_matrix(spec: ReportSpec) -> str:
    return f"""\
# Brief: `claim_matrix.json`

Schema: `schemas/claim_matrix.schema.json`. One entry per claim the report makes:

```json
{{
  "_contract": {{"job_id": "{spec.job_id}", "ledger_digest": "...", "registry_digest": "..."}},
  "claims": [
    {{"claim_id": "c1", "claim_text": "Mean latency fell from 120 ms to 85 ms.", "claim_type": "statistical",
     "status": "supported", "evidence_ids": ["ev-..."], "wording_strength": "certain", "section_id": "results"}}
  ],
  "conflicts": [
    {{"metric": "sample count", "evidence_ids": ["ev-...", "ev-..."], "resolution": "report both; the log is newer",
     "claim_ids": ["c4"]}}
  ]
}}
```
- `claim_type`: statistical (states a measured value), factual, comparative, causal, definition, quotation,
  qualitative, recommendation. Statistical claims need quantitative or tabular evidence (see each item's
  `allowed_claim_types`).
- `status`: only `supported` claims may appear in the report; use `unverified`, `disputed` or `blocked` to record
  claims you considered and left out.
- `wording_strength`: certain, qualified or hedged; evidence graded C or D supports hedged wording only.
- `evidence_ids`: the ids whose text states the claim. The claim must be true of their union.
"""


def _outline(blueprint: Blueprint) -> str:
    ids = ", ".join(f"`{s.section_id}`" for s in blueprint.sections)
    return f"""\
# Brief: `outline.json`

Schema: `schemas/outline.schema.json`. Sections in reading order, using the profile's section ids ({ids});
every required section must be present. Each section lists the claims it makes and the figures it shows:

```json
{{
  "_contract": {{"...": "copy from 00_start_here.md"}},
  "sections": [
    {{"section_id": "results", "title": "Results", "goal": "Report the measured values.",
     "claim_ids": ["c1", "c2"], "figures": [{{"evidence_id": "ev-...", "caption": "Latency by run", "kind": "chart"}}]}}
  ]
}}
```
A figure's `evidence_id` names a table row of the table to draw; `kind` is `table` (a Word table) or `chart`.
"""


def _drafts(blueprint: Blueprint) -> str:
    return f"""\
# Brief: the drafts

Either write one Markdown file per section, `section_drafts/<section_id>.md`, or one `structured_drafts.json`
(schema `schemas/structured_drafts.schema.json`).

## Markdown drafts
- No heading line for the section itself (the title comes from the outline); `###` sub-headings are allowed.
- Each factual sentence ends with its citation: `Mean latency fell to 85 ms [CITE:ev-1a2b3c4d5e6f].`
- Several ids: `[CITE:ev-a][CITE:ev-b]`. A sentence without a marker must not state a fact (transitions only).
- A table or chart: a line `[TABLE:<evidence_id> Caption text]` or `[FIGURE:<evidence_id> Caption text]`,
  naming a table row of the table to show.
- Write in the report language (`{blueprint.language}`); keep the evidence's numbers, units, negations and hedges.

## Structured drafts
```json
{{"_contract": {{"...": "copy from 00_start_here.md"}},
 "sections": [{{"section_id": "results", "paragraphs": [[
   {{"text": "Mean latency fell to 85 ms.", "claim_ids": ["c1"], "evidence_ids": ["ev-..."],
    "wording_strength": "certain"}}
 ]]}}]}}
```
"""


def _sentence_map() -> str:
    return """\
# Brief: `sentence_map.jsonl` (optional)

One JSON object per line, per sentence of the drafts, binding it to its claims and evidence. When the file is
absent, validate derives it from the drafts' `[CITE:]` markers and the claim matrix.

```json
{"sentence_id": "results-s1", "section_id": "results", "text": "Mean latency fell to 85 ms.", "claim_ids": ["c1"], "evidence_ids": ["ev-..."], "wording_strength": "certain"}
```
The text must be the sentence as it stands in the draft, without its citation marker.
"""


def wants_preview(item: dict, shown: list[dict]) -> bool:
    """The evidence index shows the first citable items of each source."""
    return len(shown) < PREVIEW_PER_SOURCE and item["evidence_type"] != "structural"


def _evidence_index(spec: ReportSpec, registry: SourceRegistry, previews: dict[str, list[dict]]) -> str:
    lines = [
        f"# Evidence index of job {spec.job_id}",
        "",
        "The ledger `evidence_ledger.jsonl` holds every item (one JSON object per line). Below, the first items of",
        "each source; find the rest with",
        f"`report-workflow evidence --job-id {spec.job_id} --source SOURCE_ID --grep WORD --offset N`.",
        "",
    ]
    for record in registry.sources:
        lines += [
            f"## `{record.source_id}`: {record.original_name} (revision {record.revision}, {record.item_count} items, "
            f"role {record.role})",
            "",
            "| evidence_id | kind | where | grade | text |",
            "|---|---|---|---|---|",
        ]
        shown = previews.get(record.source_id, [])
        for item in shown:
            text = item["text"].replace("\n", " ").replace("|", "\\|")
            if len(text) > PREVIEW_CHARS:
                text = text[: PREVIEW_CHARS - 1] + "…"
            lines.append(
                f"| `{item['evidence_id']}` | {item['kind']} | {ENGLISH.locator(item['locator']) or '-'} | {item['grade']} | {text} |"
            )
        hidden = record.item_count - len(shown)
        if hidden > 0:
            lines.append(f"\n{hidden} more items: use `--source {record.source_id} --offset {PREVIEW_PER_SOURCE}`.")
        lines.append("")
    return "\n".join(lines)
