"""A deterministic test author: claims, outline and drafts written from a prepared job's evidence ledger alone.

It stands in for the external agent in the benchmarks, so that the gates can be run end to end without a person
or a model writing text. Every claim is evidence text, never a paraphrase:

- a sentence of a paragraph or list item, as the source words it (hedged when the source hedges it);
- a table row read out as "For <label>, <header> was <value>, ..." (Chinese "<label>的<header>为<value>，…。").

A gate that blocks one of these sentences therefore blocks a faithful statement. The sections of the profile
are filled round-robin with the claims; each abstract-role section restates the first claims until its word
bounds are met; the first findings section shows a CSV table as a Word table and, where the profile allows
charts, as a chart. The same ledger always gives the same files.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from report_workflow.gates.qa import count_words
from report_workflow.ledger import iter_ledger
from report_workflow.text.written_units import header_unit, with_unit
from report_workflow.text import content_terms, find_quantities, split_sentences
from report_workflow.text.hedges import find_hedges

STATEMENT_KINDS = frozenset({"paragraph", "list_item"})
SKIPPED_TYPES = frozenset({"structural", "code"})
MEASURES = frozenset({"value", "range", "bound"})
TABLE_MEDIA = ("text/csv",)
MIN_TERMS = 3  # fewer content terms is a label or a fragment, not a statement
DEFAULT_ABSTRACT_WORDS = 50
SENTENCES_PER_PARAGRAPH = 4
TERMINATORS = ".!?。！？；"
HEADING_LINE = 12  # a first line this short with no punctuation, followed by more lines, is a heading
_PUNCTUATION = re.compile(r"[,.;:!?，。；：！？、]")
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")  # with CJK punctuation
_SPACE = re.compile(r"\s+")
_LINE_BREAK = re.compile(r"[ \t]*\n\s*")


@dataclass(frozen=True)
class SyntheticClaim:
    claim_id: str
    text: str
    evidence_id: str
    claim_type: str
    wording_strength: str


@dataclass(frozen=True)
class Exhibit:
    evidence_id: str
    kind: str  # table | chart
    caption: str


@dataclass
class Authored:
    """What was written, for the caller's report."""

    claims: int
    sentences: int
    exhibits: int


def author(job_dir: Path, contract: dict[str, str], *, max_claims: int | None = None) -> Authored:
    """Write claim_matrix.json, outline.json, section_drafts/ and sentence_map.jsonl into ``job_dir``.

    ``max_claims`` spreads that many claims evenly over the ledger instead of taking every statement.
    """
    spec = _read_json(job_dir / "report_spec.json")
    profile = _read_json(job_dir / "report_profile.json")
    language = spec["language"]
    table_sources = {record["source_id"] for record in _read_json(job_dir / "source_registry.json")["sources"]
                     if record["media_type"] in TABLE_MEDIA}
    claims: list[SyntheticClaim] = []
    exhibit_row: dict[str, Any] | None = None
    for item in iter_ledger(job_dir / "evidence_ledger.jsonl"):
        for text, claim_type, strength in statements_of(item, language):
            claims.append(SyntheticClaim(f"c{len(claims) + 1}", text, item["evidence_id"], claim_type, strength))
        if exhibit_row is None and item["source_id"] in table_sources and _chartable(item):
            exhibit_row = item
    claims = _spread(claims, max_claims)
    sections = profile["sections"]
    placed = place_claims(sections, claims)
    exhibits = _exhibits(exhibit_row, language, profile["figure_policy"]["charts"] != "none")
    exhibit_section = next((s["id"] for s in sections if s["role"] == "findings"),
                           next(s["id"] for s in sections if s["role"] != "abstract"))
    sentence_count = _write(job_dir, contract, sections, placed, claims, exhibits, exhibit_section, language)
    return Authored(len(claims), sentence_count, len(exhibits))


# --- claims from evidence -----------------------------------------------------------------------------------

def statements_of(item: dict[str, Any], language: str) -> Iterator[tuple[str, str, str]]:
    """(claim text, claim type, wording strength) for each statement an evidence item makes, in its words."""
    if item["grade"] == "D" or item["evidence_type"] in SKIPPED_TYPES:
        return
    allowed = item["allowed_claim_types"]
    if item["kind"] == "table_row" and item.get("table"):
        texts = [row_sentence(item["table"]["headers"], item["table"]["cells"], language)]
    elif item["kind"] in STATEMENT_KINDS:
        texts = [_statement(sentence.text, _starts_line(item["text"], sentence.start), item["kind"], language)
                 for sentence in split_sentences(item["text"])]
    else:
        texts = []
    for text in texts:
        if text and len(split_sentences(text)) == 1:
            yield text, _claim_type(text, allowed), _strength(text, item["grade"])


def _starts_line(text: str, start: int) -> bool:
    """Whether the sentence at ``start`` opens its line (after a list or section marker at most)."""
    line = text[text.rfind("\n", 0, start) + 1:start]
    return not any(mark in line for mark in TERMINATORS)


def _statement(sentence: str, opens_line: bool, kind: str, language: str) -> str | None:
    """A source sentence on one line, without a heading line glued to it; None when it states nothing.

    A heading is a short first line without punctuation in a sentence that opens its line ("三、下一步工作" above
    the paragraph in a plain-text file); a wrapped line in the middle of a paragraph is not one. Paragraph
    sentences must end as sentences do (a title or caption does not); a list item may omit the full stop, which
    is added.
    """
    lines = sentence.split("\n")
    if opens_line and len(lines) > 1 and len(lines[0].strip()) <= HEADING_LINE and not _PUNCTUATION.search(lines[0]):
        sentence = "\n".join(lines[1:])
    text = _one_line(sentence)
    if len(content_terms(text)) < MIN_TERMS:
        return None
    if text[-1] in TERMINATORS:
        return text
    return text + ("。" if language == "zh" else ".") if kind == "list_item" else None


def row_sentence(headers: list[str], cells: list[Any], language: str) -> str | None:
    """A table row read out in one sentence, or None when the row has no label or no values to state."""
    if len(headers) < 2 or len(cells) != len(headers) or not isinstance(cells[0], str) or not cells[0].strip():
        return None
    label = _one_line(cells[0])
    values = [_stated(header, cell) for header, cell in zip(headers[1:], cells[1:])
              if cell is not None and str(cell).strip()]
    if not values:
        return None
    if language == "zh":
        return f"{label}的" + "，".join(f"{header}为{value}" for header, value in values) + "。"
    stated = [f"{header} was {value}" for header, value in values]
    listed = stated[0] if len(stated) == 1 else ", ".join(stated[:-1]) + " and " + stated[-1]
    return f"For {label}, {listed}."


def _claim_type(text: str, allowed: list[str]) -> str:
    measured = any(quantity.kind in MEASURES for quantity in find_quantities(text))
    return "statistical" if measured and "statistical" in allowed else "factual"


def _strength(text: str, grade: str) -> str:
    return "hedged" if find_hedges(text) or grade == "C" else "certain"


def _stated(header: str, cell: Any) -> tuple[str, str]:
    """A header and its cell as a sentence states them: the header's unit goes with a number ("tensile
    strength", "46.5 MPa"), as the gates read the row."""
    value = _one_line(str(cell))
    name, unit = header_unit(_one_line(str(header)))
    if unit is not None and _is_number(cell):
        return _header(name), with_unit(value, unit)
    return _header(header), value


def _header(header: str) -> str:
    header = _one_line(str(header)).replace("_", " ")
    if len(header) > 1 and header[0].isupper() and header[1].islower():
        return header[0].lower() + header[1:]
    return header


def _one_line(text: str) -> str:
    """Source line breaks become a space (none between two CJK characters or marks), other runs of space one."""
    def join(match: re.Match[str]) -> str:
        before, after = text[match.start() - 1:match.start()], text[match.end():match.end() + 1]
        return "" if _CJK.match(before) and _CJK.match(after) else " "

    return _SPACE.sub(" ", _LINE_BREAK.sub(join, text)).strip()


def _spread(claims: list[SyntheticClaim], limit: int | None) -> list[SyntheticClaim]:
    if limit is None or len(claims) <= limit:
        return claims
    chosen = [claims[index * len(claims) // limit] for index in range(limit)]
    return [SyntheticClaim(f"c{number}", c.text, c.evidence_id, c.claim_type, c.wording_strength)
            for number, c in enumerate(chosen, start=1)]


# --- sections --------------------------------------------------------------------------------------------------

def place_claims(sections: list[dict[str, Any]], claims: list[SyntheticClaim]) -> dict[str, list[SyntheticClaim]]:
    """Claims per section: abstracts restate the first claims within their bounds; the rest share all claims.

    Body sections take the claims round-robin, each claim once, skipping a section whose word limit it would
    break; when there are fewer claims than sections, claims are reused so that every section says something.
    """
    placed: dict[str, list[SyntheticClaim]] = {section["id"]: [] for section in sections}
    words = dict.fromkeys(placed, 0)
    body = [section for section in sections if section["role"] != "abstract"]
    for section in sections:
        if section["role"] == "abstract":
            low = section.get("min_words") or DEFAULT_ABSTRACT_WORDS
            high = section.get("max_words")
            for claim in claims:
                if words[section["id"]] >= low:
                    break
                size = count_words(claim.text)
                if high and words[section["id"]] + size > high:
                    continue
                placed[section["id"]].append(claim)
                words[section["id"]] += size
    if not claims or not body:
        return placed
    turn = 0
    for index in range(max(len(claims), len(body))):
        claim = claims[index % len(claims)]
        size = count_words(claim.text)
        for step in range(len(body)):
            section = body[(turn + step) % len(body)]
            high = section.get("max_words")
            if not high or words[section["id"]] + size <= high:
                placed[section["id"]].append(claim)
                words[section["id"]] += size
                turn = (turn + step + 1) % len(body)
                break
    return placed


def _is_number(cell: Any) -> bool:
    return isinstance(cell, (int, float)) and not isinstance(cell, bool)


def _chartable(item: dict[str, Any]) -> bool:
    """A table row with a label and at least one number: something a chart can draw."""
    cells = (item.get("table") or {}).get("cells") or []
    return item["kind"] == "table_row" and bool(cells) and isinstance(cells[0], str) and any(map(_is_number, cells[1:]))


def _exhibits(row: dict[str, Any] | None, language: str, charts: bool) -> list[Exhibit]:
    """The table a row belongs to, as a Word table and (when charts are allowed) a chart, with captions."""
    if row is None:
        return []
    headers = [_header(header) for header in row["table"]["headers"]]
    numeric = next(header for header, cell in zip(headers[1:], row["table"]["cells"][1:]) if _is_number(cell))
    if language == "zh":
        table, chart = f"按{headers[0]}列出的数据", f"各{headers[0]}的{numeric}"
    else:
        table, chart = f"Values by {headers[0]}", f"{numeric[0].upper()}{numeric[1:]} by {headers[0]}"
    exhibits = [Exhibit(row["evidence_id"], "table", table)]
    if charts:
        exhibits.append(Exhibit(row["evidence_id"], "chart", chart))
    return exhibits


# --- files -----------------------------------------------------------------------------------------------------

def cited(claim: SyntheticClaim) -> str:
    """The claim's sentence with its citation marker before the closing punctuation."""
    body = claim.text.rstrip(TERMINATORS)
    return f"{body} [CITE:{claim.evidence_id}]{claim.text[len(body):]}"


def _paragraphs(claims: list[SyntheticClaim]) -> list[list[SyntheticClaim]]:
    """Claims grouped into paragraphs; a group the splitter would cut differently becomes one paragraph per claim."""
    groups = []
    for start in range(0, len(claims), SENTENCES_PER_PARAGRAPH):
        group = claims[start:start + SENTENCES_PER_PARAGRAPH]
        if len(split_sentences(" ".join(cited(claim) for claim in group))) == len(group):
            groups.append(group)
        else:
            groups.extend([claim] for claim in group)
    return groups


def _write(job_dir: Path, contract: dict[str, str], sections: list[dict[str, Any]],
           placed: dict[str, list[SyntheticClaim]], claims: list[SyntheticClaim], exhibits: list[Exhibit],
           exhibit_section: str, language: str) -> int:
    title_key = "zh" if language == "zh" else "en"
    drafts = job_dir / "section_drafts"
    drafts.mkdir(exist_ok=True)
    outline, sentence_map = [], []
    for section in sections:
        section_id = section["id"]
        blocks, number = [], 0
        for paragraph in _paragraphs(placed[section_id]):
            blocks.append(" ".join(cited(claim) for claim in paragraph))
            for claim in paragraph:
                number += 1
                sentence_map.append({"sentence_id": f"{section_id}-s{number}", "section_id": section_id,
                                     "text": claim.text, "claim_ids": [claim.claim_id],
                                     "evidence_ids": [claim.evidence_id],
                                     "wording_strength": claim.wording_strength})
        shown = exhibits if section_id == exhibit_section else []
        blocks.extend(f"[{'FIGURE' if e.kind == 'chart' else 'TABLE'}:{e.evidence_id} {e.caption}]" for e in shown)
        if not blocks:
            continue
        (drafts / f"{section_id}.md").write_text("\n\n".join(blocks) + "\n", encoding="utf-8")
        outline.append({
            "section_id": section_id, "title": section["title"][title_key], "goal": section["guidance"][title_key],
            "claim_ids": list(dict.fromkeys(claim.claim_id for claim in placed[section_id])),
            "figures": [{"evidence_id": e.evidence_id, "caption": e.caption, "kind": e.kind} for e in shown],
        })
    matrix = {"_contract": contract, "conflicts": [], "claims": [
        {"claim_id": c.claim_id, "claim_text": c.text, "claim_type": c.claim_type, "status": "supported",
         "evidence_ids": [c.evidence_id], "wording_strength": c.wording_strength} for c in claims]}
    _write_json(job_dir / "claim_matrix.json", matrix)
    _write_json(job_dir / "outline.json", {"_contract": contract, "sections": outline})
    (job_dir / "sentence_map.jsonl").write_text(
        "".join(json.dumps(entry, ensure_ascii=False) + "\n" for entry in sentence_map), encoding="utf-8")
    return len(sentence_map)


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _write_json(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
