"""verify(answer, sources): the gates over plain strings, for RAG answers, agent output and CI.

The answer is split into sentences; citation markers ([1], [src_a], [Source 2], 【1】, [1, 2], [1-3]; see
``text.markers``) scope a sentence to the sources they name and are removed before the sentence is checked; an
unmarked sentence is checked against every source. Each sentence is matched to the source passages it relies on
and run through the same content gates ``validate`` uses. The result is a plain JSON-ready dict whose
``verdict_hash`` is a sha256 over its canonical JSON, so the same input gives the same hash on every machine.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import orjson

from .errors import BadInput
from .gates.base import Finding
from .gates.engine import check_sentence, states_nothing_checkable
from .gates.inputs import Passage, Statement
from .gates.linkage import NO_EVIDENCE_FOUND, check_citations
from .gates.retrieval import SourceIndex
from .readers.base import Block
from .readers.cells import row_statement
from .readers.inline_tables import inline_tables
from .text import normalise_source_text, split_sentences
from .text.normalise import without_lone_surrogates
from .text.markers import SOURCE_ID, read_markers
from .text.sentences import HEADING_MARKUP, SEMICOLON_END

MAX_ANSWER_CHARS = 1_000_000
MAX_SOURCE_CHARS = 50_000_000
# Source sets whose parsed passages are kept between calls (several answers are often checked against one set).
SOURCE_CACHE = 16
SMALL_SOURCE_CHARS = 65_536
# Controls other than tab and newlines become spaces, so every offset into the answer stays put.
_ANSWER_CONTROLS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff]")


@dataclass(frozen=True, slots=True)
class AnswerSentence:
    """A sentence of the answer: as written, with markers removed, its span, the ids its markers name, whether
    it is a line of its own laid out as a heading or lead-in ("## Key findings", "**Highlights**", "Key figures:"),
    and the parts of its sentence before it when it continues one after a semicolon (``lead``)."""

    raw: str
    text: str
    start: int
    end: int
    cited: tuple[str, ...]
    lead_in: bool = False
    lead: str = ""


def answer_sentences(answer: str) -> list[AnswerSentence]:
    """The sentences of the answer in order; a table in it gives one statement per data row, read with its
    headers as a source table is ("North 2023: £412m"), so a figure moved to another row or column is seen."""
    tables = inline_tables(answer)
    sentences = [_table_row(answer, row, table.unit) for table in tables for row in table.rows]
    lead = ""
    for sentence in split_sentences(answer):
        if tables and any(table.start < sentence.end and sentence.start < table.end for table in tables):
            continue
        text, cited = read_markers(sentence.text)
        lead_in = _laid_out_as_lead_in(answer, sentence.start, sentence.end)
        sentences.append(AnswerSentence(sentence.text, text, sentence.start, sentence.end, cited, lead_in, lead))
        lead = lead + text if _continues(text) else ""
    # the splitter gives sentences in the order they are written: only table rows need sorting in
    return sorted(sentences, key=lambda sentence: sentence.start) if tables else sentences


def _table_row(answer: str, row: Block, unit: str | None) -> AnswerSentence:
    assert row.table is not None
    raw = answer[row.start:row.end]
    headers = ["" if str(header).strip().lower() in _GENERIC_HEADERS else _TITLE_WORD.sub(
        lambda word: word[0].lower(), str(header)) for header in row.table["headers"]]
    text, cited = read_markers(row_statement(headers, row.table["cells"], unit, row.table.get("texts", ())))
    return AnswerSentence(raw, text, row.start, row.end, cited)


# A column header is a label, not a name the sources must write: "Weight" and "Price" are read in lower case (an
# acronym such as GDP keeps its capitals), and a header that only says a column holds values, sources or items
# ("Value", "Source", "Indicator", 来源) is left out, so its word is not content the sources must word.
_TITLE_WORD = re.compile(r"\b[A-Z][a-z]+\b")
_GENERIC_HEADERS = frozenset({
    "value", "values", "figure", "figures", "amount", "number", "source", "sources", "citation", "citations", "ref",
    "reference", "references", "note", "notes", "indicator", "metric", "measure", "item", "category",
    "数值", "数据", "来源", "出处", "备注", "指标", "项目",
})


def _continues(text: str) -> bool:
    """Whether a sentence ends at a semicolon, so the next one goes on with it; a sentence holding none is not
    searched."""
    return (";" in text or "\uff1b" in text) and SEMICOLON_END.search(text) is not None


_HEADING_MARKUP = re.compile(HEADING_MARKUP)
_EMPHASISED = re.compile(r"(\*\*|__)[^\n]+\1")
_EMPHASIS_MARKS = ("**", "__")


def _laid_out_as_lead_in(answer: str, start: int, end: int) -> bool:
    """Whether ``answer[start:end]`` fills its line as a Markdown heading, an emphasised line or a line ending in
    a colon: the layout of a label that introduces what follows."""
    line_start = answer.rfind("\n", 0, start) + 1
    line_end = answer.find("\n", end)
    if answer[end : len(answer) if line_end == -1 else line_end].strip():
        return False
    before = answer[line_start:start]
    if "#" in before and _HEADING_MARKUP.fullmatch(before):
        return True
    raw = answer[start:end].rstrip()
    return not before.strip() and (raw.endswith((":", "\uff1a"))
                                   or raw.startswith(_EMPHASIS_MARKS) and _EMPHASISED.fullmatch(raw) is not None)


def _clean_answer(answer: object) -> str:
    if not isinstance(answer, str):
        raise BadInput(f"the answer must be a string, not {type(answer).__name__}")
    if len(answer) > MAX_ANSWER_CHARS:
        raise BadInput(
            f"the answer has {len(answer):,} characters; verify accepts at most {MAX_ANSWER_CHARS:,}",
            hint="split the answer and verify the parts separately",
        )
    # a control character and a lone surrogate are both unprintable: a printable answer holds neither
    cleaned = answer if answer.isprintable() else without_lone_surrogates(_ANSWER_CONTROLS.sub(" ", answer))
    if not cleaned.strip():
        raise BadInput("the answer is empty", hint="pass the text to check as the first argument")
    return cleaned


def source_texts(sources: object) -> dict[str, str]:
    """Source id → normalised text, from a string, a list (ids "1", "2", ...), (id, text) pairs or a dict."""
    if isinstance(sources, str):
        pairs: list[tuple[object, object]] = [("1", sources)]
    elif isinstance(sources, Mapping):
        pairs = list(sources.items())
    elif isinstance(sources, (list, tuple)):
        if sources and all(isinstance(item, (list, tuple)) and len(item) == 2 for item in sources):
            pairs = [(item[0], item[1]) for item in sources]
        else:
            pairs = [(str(number), item) for number, item in enumerate(sources, start=1)]
    else:
        raise BadInput(
            f"sources must be a string, a list or a dict of id to text, not {type(sources).__name__}",
            hint='e.g. verify(answer, {"report": "..."}) or verify(answer, ["first source", "second source"])',
        )
    if not pairs:
        raise BadInput("no sources were given", hint="pass at least one source text")
    texts: dict[str, str] = {}
    total = 0
    for source_id, text in pairs:
        if not isinstance(source_id, str) or not SOURCE_ID.fullmatch(source_id):
            raise BadInput(
                f"source id {source_id!r} cannot be cited",
                hint="use ids of 1-64 letters, digits, '_', '.', ':' or '-' (they are what [id] markers name)",
            )
        if source_id in texts:
            raise BadInput(f"source id {source_id!r} is given twice", hint="give every source a distinct id")
        if not isinstance(text, str):
            raise BadInput(f"source {source_id!r} must be text, not {type(text).__name__}")
        normalised = _normalised(text) if len(text) <= SMALL_SOURCE_CHARS else normalise_source_text(text)
        if not normalised.strip():
            raise BadInput(f"source {source_id!r} is empty", hint="remove it or pass its text")
        total += len(normalised)
        if total > MAX_SOURCE_CHARS:
            raise BadInput(
                f"the sources exceed {MAX_SOURCE_CHARS:,} characters",
                hint="pass only the sources the answer relies on",
            )
        texts[source_id] = normalised
    return texts


@lru_cache(maxsize=SOURCE_CACHE)
def _normalised(text: str) -> str:
    """The normalised text of a small source, kept for the next answer checked against it."""
    return normalise_source_text(text)


@lru_cache(maxsize=SOURCE_CACHE)
def _source_index(texts: tuple[tuple[str, str], ...]) -> SourceIndex:
    """The passages of a set of sources, kept for the next answers checked against the same sources."""
    return SourceIndex(dict(texts))


def _sentence_result(sentence: AnswerSentence, index: SourceIndex) -> dict[str, Any]:
    known = index.texts.keys()
    statement = Statement(sentence.text, start=sentence.start, end=sentence.end, lead=sentence.lead)
    findings = check_citations(
        sentence.cited, known, sentence=sentence.raw, span=(sentence.start, sentence.end), scope="sources"
    )
    scope_ids = [source_id for source_id in sentence.cited if source_id in known] or (
        [] if sentence.cited else list(known)
    )
    passages: list[Passage] = []
    label = False
    if scope_ids and sentence.text:
        passages = index.select(statement, scope_ids, cited=bool(sentence.cited))
        scope = "cited sources" if sentence.cited else "sources"
        content = check_sentence(statement, passages, scope=scope)
        label = sentence.lead_in and [f.rule for f in content] == [NO_EVIDENCE_FOUND.code] \
            and states_nothing_checkable(statement)
        findings += [] if label else content
    blocking = [finding for finding in findings if finding.blocks]
    primary = blocking[0] if blocking else None
    evidence = primary.evidence if primary is not None else (passages[0].ref if passages else None)
    if primary is not None:
        reason, hint = primary.reason, primary.hint
    elif label:
        reason, hint = "a heading or lead-in: it states nothing the sources could confirm or contradict", None
    elif passages:
        reason, hint = f"supported by source {passages[0].source_id}", None
    else:
        reason, hint = "the sentence states nothing the sources could confirm or contradict", None
    return {
        "sentence": sentence.raw,
        "status": "blocked" if primary is not None else "verified",
        "checker": primary.family if primary is not None else None,
        "rule": primary.rule if primary is not None else None,
        "reason": reason,
        "hint": hint,
        "source_id": evidence.source_id if evidence is not None else None,
        "answer_span": [sentence.start, sentence.end],
        "evidence": evidence.to_dict() if evidence is not None else None,
        "findings": [_finding_record(finding) for finding in findings],
    }


def _finding_record(finding: Finding) -> dict[str, Any]:
    """A finding as verify reports it: the sentence and its span are the result's own, so they are not repeated,
    and its evidence is given by span (the text is in the result's ``evidence`` or the source itself)."""
    evidence = finding.evidence
    return {
        "rule": finding.rule,
        "family": finding.family,
        "severity": finding.severity,
        "reason": finding.reason,
        "hint": finding.hint,
        "evidence": None if evidence is None else {"source_id": evidence.source_id, "start": evidence.start,
                                                   "end": evidence.end},
    }


def verdict_hash(verdicts: Mapping[str, Any]) -> str:
    """sha256 of the canonical JSON (sorted keys, no spaces, UTF-8) of ``verdicts``.

    Verdicts hold strings, integers, booleans and nulls only, for which orjson writes the very bytes of
    ``json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False)``, several times faster.
    """
    return hashlib.sha256(orjson.dumps(verdicts, option=orjson.OPT_SORT_KEYS)).hexdigest()


def verify(answer: str, sources: str | list[str] | Mapping[str, str]) -> dict[str, Any]:
    """Check every sentence of ``answer`` against ``sources``; publishable only when none is blocked.

    Raises ``BadInput`` (a ``ValueError``) for an empty or oversized answer, empty sources, non-text values,
    duplicate or uncitable source ids.
    """
    text = _clean_answer(answer)
    index = _source_index(tuple(source_texts(sources).items()))
    return _verdicts("sentence_results", [_sentence_result(sentence, index) for sentence in answer_sentences(text)])


def _verdicts(key: str, results: list[dict[str, Any]]) -> dict[str, Any]:
    """Counts, the results under ``key``, and the hash that proves two runs agree."""
    blocked = sum(result["status"] == "blocked" for result in results)
    verdicts: dict[str, Any] = {
        "publishable": blocked == 0,
        "verified_count": len(results) - blocked,
        "blocked_count": blocked,
        key: results,
    }
    return {**verdicts, "verdict_hash": verdict_hash(verdicts)}


def verify_claims(claims: Iterable[Mapping[str, Any]], evidence: Mapping[str, str]) -> dict[str, Any]:
    """Check claims (``{"claim_id", "text", "evidence_ids"}``), each against the union of its own evidence.

    The claim-level form of ``verify``: citing evidence that is not given blocks (FA001), a claim with no
    evidence blocks (FA002), and each sentence of the claim must be supported by its evidence.
    """
    return _verdicts("claim_results", [_claim_verdict(claim, evidence) for claim in claims])


def _claim_verdict(claim: Mapping[str, Any], evidence: Mapping[str, str]) -> dict[str, Any]:
    text, evidence_ids = claim["text"], list(claim.get("evidence_ids", ()))
    span = (0, len(text))
    findings = check_citations(evidence_ids, evidence.keys(), sentence=text, span=span, scope="evidence")
    own = {evidence_id: evidence[evidence_id] for evidence_id in evidence_ids if evidence_id in evidence}
    sentences = verify(text, own)["sentence_results"] if own else []
    if not own and not findings:
        findings = [NO_EVIDENCE_FOUND.finding(sentence=text, span=span, scope="evidence")]
    blocking = [
        *({"checker": f.family, "rule": f.rule, "reason": f.reason, "hint": f.hint} for f in findings),
        *(sentence for sentence in sentences if sentence["status"] == "blocked"),
    ]
    first = blocking[0] if blocking else None
    return {
        "claim_id": claim["claim_id"],
        "status": "blocked" if first else "verified",
        "checker": first["checker"] if first else None,
        "rule": first["rule"] if first else None,
        "reason": first["reason"] if first else "every sentence of the claim is supported by its evidence",
        "hint": first["hint"] if first else None,
        "findings": [finding.to_dict() for finding in findings],
        "sentence_results": sentences,
    }


def _verify_record(record: Mapping[str, Any]) -> dict[str, Any]:
    record_id = record.get("id") if isinstance(record, Mapping) else None
    if isinstance(record_id, str):
        record_id = without_lone_surrogates(record_id)  # echoed as UTF-8
    try:
        if not isinstance(record, Mapping):
            raise BadInput(f"a batch record must be an object, not {type(record).__name__}")
        if not isinstance(record_id, (str, int, float, type(None))) or isinstance(record_id, bool):
            record_id = None
            raise BadInput("a batch record's id must be a string or a number", hint="or leave the id out")
        return {"id": record_id, **verify(record.get("answer"), record.get("sources"))}  # type: ignore[arg-type]
    except BadInput as error:
        return {"id": record_id, "error": error.to_dict()}


def verify_batch(records: Iterable[Mapping[str, Any]], workers: int = 1) -> Iterator[dict[str, Any]]:
    """Verify ``{"id", "answer", "sources"}`` records, yielding results in input order.

    A record with bad input yields ``{"id", "error"}`` instead of stopping the batch. ``workers > 1`` spreads
    records over processes; the results are identical to a sequential run.
    """
    if workers < 1:
        raise BadInput(f"workers must be at least 1, not {workers}")
    if workers == 1:
        yield from map(_verify_record, records)
        return
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        yield from pool.imap(_verify_record, records, chunksize=16)
