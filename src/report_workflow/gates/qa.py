"""QA gate: the report as a whole — sections, coverage, abstract length, placeholders, leaks, front matter."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from .base import Finding, Rule

_CJK_CHAR = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LATIN_WORD = re.compile(r"[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*")
_PLACEHOLDER = re.compile(
    r"\bTBD\b|\bTODO\b|\bTBC\b|\bFIXME\b|\bXXX+\b|lorem ipsum|\[(?:author|your|insert|company|university)[^\]]*\]"
    r"|<(?:insert|your)[^>]*>|this section is under (?:development|construction)|to be (?:completed|determined)"
    r"|coming soon|待补充|待完善|待填写?|此处(?:填写|插入)|（待定）|\(待定\)|XX大学|XX公司",
    re.IGNORECASE,
)
_EVIDENCE_ID = re.compile(r"\bev-[0-9a-f]{6,}\b|\[CITE[^\]]*\]?|\[(?:FIGURE|TABLE):")
_FILE_PATH = re.compile(
    r"(?:[A-Za-z]:\\|/(?:home|root|tmp|usr|etc|var|Users|mnt)/)\S*"
    r"|\b[\w.-]+\.(?:jsonl|json|csv|tsv|xlsx|md|txt|docx|pdf)\b"
    r"|\b(?:evidence_ledger|source_registry|claim_matrix|section_drafts|agent_tasks)\b"
)
_GENERIC_FRONT_MATTER = re.compile(
    r"^(?:untitled(?: document| report)?|report title|title|your title|document title|john doe|jane doe|"
    r"author(?: name)?|your name|first last|name surname|university name|company name|organi[sz]ation name|"
    r"affiliation|institution|张三|李四|作者|姓名|某某|报告标题|标题|单位名称|XX大学|XX公司)$",
    re.IGNORECASE,
)
PROMPT_ECHO_WORDS = 8
PROMPT_ECHO_CJK = 15


def count_words(text: str) -> int:
    """Words as a reader counts them: Latin words, plus one per CJK character."""
    return len(_LATIN_WORD.findall(text)) + len(_CJK_CHAR.findall(text))


class RequiredSectionMissing(Rule):
    """A section the profile requires is not in the outline.

    What it does: checks that every required section of the profile is in outline.json (an outlined section with
    no sentences is EmptySection, QA010).
    Why it matters: a lab report without Results or a business report without Recommendations is not the
    deliverable that was asked for.
    Example: profile engineering_lab_report requires `method`; outline.json has no `method` section.
    Fix: add the section to outline.json and write `section_drafts/<id>.md`.
    """

    code = "QA001"
    family = "QA"
    message = "required section {section_id!r} ({title}) is {state}"
    hint = "add {section_id!r} to outline.json and draft it in section_drafts/{section_id}.md"


class ClaimNotStated(Rule):
    """A claim the outline assigns to a section is not stated by any sentence of that section.

    What it does: compares outline.json's claim ids per section with the claims bound to the section's sentences.
    Why it matters: the outline promises content the prose does not deliver; reviewers read the outline as a map.
    Example: outline section `results` lists c3, but no sentence in results.md cites c3's evidence.
    Fix: write a sentence for the claim (citing its evidence) or remove the claim id from the section.
    """

    code = "QA002"
    family = "QA"
    message = "claim {claim_id} is assigned to section {section_id!r} but no sentence there states it"
    hint = "write a sentence citing {evidence_ids} in {section_id!r}, or remove {claim_id} from that section"


class AbstractOutOfBounds(Rule):
    """The abstract (or summary) is shorter or longer than the profile allows.

    What it does: counts words (a CJK character counts as one word) in the section with the abstract role and
    compares with the profile's bounds.
    Why it matters: journals, lecturers and clients set abstract lengths; an overlong summary is not a summary.
    Example: academic_paper allows 100-300 words; the abstract has 42.
    Fix: shorten or extend the section within the bounds.
    """

    code = "QA003"
    family = "QA"
    message = "section {section_id!r} has {count} words; the profile allows {bounds}"
    hint = "rewrite {section_id!r} to {bounds} words (a CJK character counts as one word)"


class PlaceholderText(Rule):
    """The prose contains placeholder text.

    What it does: looks for TBD, TODO, Lorem ipsum, [Author Name], "This section is under development", 待补充 and
    similar marks of unfinished writing.
    Why it matters: a placeholder in a delivered report is the first thing a reader notices.
    Example: "Results are TBD."
    Fix: write the content from the evidence, or remove the sentence.
    """

    code = "QA004"
    family = "QA"
    message = "placeholder text {match!r}"
    hint = "replace the placeholder with content from the evidence, or delete the sentence"


class GenericFrontMatter(Rule):
    """The title page has a missing or generic field.

    What it does: checks title, authors and affiliation against the profile's front-matter rules and rejects
    stock values ("Untitled", "John Doe", "University Name", 张三).
    Why it matters: a fake author or a stock title on a report handed to a client is a fabrication too.
    Example: --author "John Doe".
    Fix: pass the real value with --title / --author / --affiliation and prepare again.
    """

    code = "QA005"
    family = "QA"
    message = "front matter {field} {problem}"
    hint = "pass the real {field} to `report-workflow prepare` (--{option}) and prepare the job again"


class LeakedEvidenceId(Rule):
    """Evidence ids or draft markers would appear in the published prose.

    What it does: looks for `ev-…` ids and broken `[CITE`/`[FIGURE:`/`[TABLE:` markers left in sentence text.
    Why it matters: the reader sees machinery instead of a citation.
    Example: "Latency fell (see ev-3f2a9c01d4e5)."
    Fix: cite with a well-formed `[CITE:<id>]` marker at the end of the sentence; never write ids in prose.
    """

    code = "QA006"
    family = "QA"
    message = "internal reference {match!r} would be published"
    hint = "move the id into a [CITE:<id>] marker, or remove it"


class LeakedPath(Rule):
    """A file path or artifact name would appear in the published prose.

    What it does: looks for absolute paths, file names with data extensions and artifact names.
    Why it matters: paths reveal the author's machine and mean nothing to a reader; cite the evidence instead.
    Example: "As /home/ana/data/results.csv shows, ..."
    Fix: describe the source in words and cite it with [CITE:<id>].
    """

    code = "QA007"
    family = "QA"
    message = "file path or artifact name {match!r} would be published"
    hint = "describe the source in words and cite it with [CITE:<id>]"


class LeakedPrompt(Rule):
    """The prose repeats the request that was given to the authoring agent.

    What it does: finds a run of at least 8 words (15 CJK characters) of the prompt inside a sentence.
    Why it matters: "Write a business report on Q3 revenue" in the report body is an instruction, not content.
    Example: "This report is a business report on Q3 revenue for the board, as requested."
    Fix: remove the echoed instruction; state what the evidence says.
    """

    code = "QA008"
    family = "QA"
    message = "the sentence repeats the prompt: {match!r}"
    hint = "remove the echoed request and state what the evidence says"


class UnresolvedFigure(Rule):
    """A figure or table marker names evidence that is missing or is not a table row.

    What it does: resolves `[FIGURE:<id> caption]` and `[TABLE:<id> caption]` against the ledger.
    Why it matters: render draws tables and charts from table evidence; anything else cannot be drawn honestly.
    Example: `[FIGURE:ev-000000000000 Sales by region]` where the id is unknown.
    Fix: name a `table_row` evidence id of the table to show (see `report-workflow evidence --grep`).
    """

    code = "QA009"
    family = "QA"
    message = "{kind} marker names {evidence_id}, which {problem}"
    hint = "name a table_row evidence id of the table to show"


class EmptySection(Rule):
    """A section of the outline has no draft, or its draft has no sentences.

    What it does: checks that every outline section has prose.
    Why it matters: an empty heading in a delivered document.
    Example: outline lists `discussion`, but section_drafts/discussion.md is missing.
    Fix: write the draft, or remove the section from the outline (if the profile allows).
    """

    code = "QA010"
    family = "QA"
    severity = "block"
    message = "section {section_id!r} has no drafted sentences"
    hint = "write section_drafts/{section_id}.md or remove {section_id!r} from outline.json"


QA_RULES: tuple[Rule, ...] = tuple(rule() for rule in (
    RequiredSectionMissing, ClaimNotStated, AbstractOutOfBounds, PlaceholderText, GenericFrontMatter,
    LeakedEvidenceId, LeakedPath, LeakedPrompt, UnresolvedFigure, EmptySection,
))


@dataclass(frozen=True)
class ProseSentence:
    """A sentence as published, where it stands, for the QA text checks."""

    text: str
    span: tuple[int, int] | None
    location: str
    section_id: str | None = None
    sentence_id: str | None = None


def prose_findings(sentences: Iterable[ProseSentence], prompt: str) -> list[tuple[ProseSentence, Finding]]:
    """Placeholders, leaked ids and paths, and prompt echoes in the published sentences, with their sentence."""
    findings: list[tuple[ProseSentence, Finding]] = []
    echo = _prompt_echo_pattern(prompt)
    checks = ((PlaceholderText(), _PLACEHOLDER), (LeakedEvidenceId(), _EVIDENCE_ID), (LeakedPath(), _FILE_PATH))
    for sentence in sentences:
        for rule, pattern in checks:
            match = pattern.search(sentence.text)
            if match:
                findings.append((sentence, rule.finding(sentence=sentence.text, span=sentence.span,
                                                        location=sentence.location, match=match.group(0))))
        hit = echo(sentence.text) if echo else None
        if hit:
            findings.append((sentence, LeakedPrompt().finding(sentence=sentence.text, span=sentence.span,
                                                              location=sentence.location, match=hit)))
    return findings


def _prompt_echo_pattern(prompt: str):
    """A matcher for runs of the prompt long enough to be an echo rather than shared vocabulary."""
    words = _LATIN_WORD.findall(prompt.casefold())
    cjk = "".join(_CJK_CHAR.findall(prompt))
    grams = {" ".join(words[i:i + PROMPT_ECHO_WORDS]) for i in range(len(words) - PROMPT_ECHO_WORDS + 1)}
    cjk_grams = {cjk[i:i + PROMPT_ECHO_CJK] for i in range(len(cjk) - PROMPT_ECHO_CJK + 1)}
    if not grams and not cjk_grams:
        return None

    def find(text: str) -> str | None:
        sentence_words = _LATIN_WORD.findall(text.casefold())
        for i in range(len(sentence_words) - PROMPT_ECHO_WORDS + 1):
            gram = " ".join(sentence_words[i:i + PROMPT_ECHO_WORDS])
            if gram in grams:
                return gram
        sentence_cjk = "".join(_CJK_CHAR.findall(text))
        for i in range(len(sentence_cjk) - PROMPT_ECHO_CJK + 1):
            if sentence_cjk[i:i + PROMPT_ECHO_CJK] in cjk_grams:
                return sentence_cjk[i:i + PROMPT_ECHO_CJK]
        return None

    return find


def front_matter_findings(
    title: str | None, authors: list[str], affiliation: str | None, require: dict[str, bool]
) -> list[Finding]:
    """Missing required fields and stock values on the title page."""
    rule = GenericFrontMatter()
    findings = []
    fields = (("title", "title", [title] if title else []), ("authors", "author", authors),
              ("affiliation", "affiliation", [affiliation] if affiliation else []))
    for field, option, values in fields:
        if require.get(f"require_{field}") and not values:
            findings.append(rule.finding(sentence="", span=None, location="report_spec.json",
                                         field=field, problem="is required by the profile but missing", option=option))
        for value in values:
            if _GENERIC_FRONT_MATTER.match(value.strip()):
                findings.append(rule.finding(sentence="", span=None, location="report_spec.json", field=field,
                                             problem=f"is a stock value ({value!r})", option=option))
    return findings
