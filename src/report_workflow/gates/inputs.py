"""The neutral input of the content gates: a statement and the passages it may rely on.

``verify()`` builds passages from raw source strings; ``validate`` builds them from evidence-ledger items. Both
hand the same two types to ``check_sentence``, so the gates never know where the text came from.

Parsing is lazy and cached on the object: a passage shared by many sentences is folded, parsed for quantities
and reduced to content terms at most once, and only when a gate asks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, overload

from ..text import content_terms, find_quantities, fold
from ..text.quantities import Quantity
from .base import EvidenceRef

T = TypeVar("T")
_MISSING: Any = object()
WEAK_GRADES = frozenset({"C", "D"})


class lazy(Generic[T]):
    """An attribute computed on first read and kept in the instance: ``functools.cached_property`` without its
    lock, which costs more than most views it guards (a view is a pure function of the text, so two threads that
    both compute it keep equal values)."""

    def __init__(self, compute: Callable[[Any], T]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    @overload
    def __get__(self, instance: None, owner: type) -> lazy[T]: ...
    @overload
    def __get__(self, instance: object, owner: type) -> T: ...
    def __get__(self, instance: object | None, owner: type) -> lazy[T] | T:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.compute(instance)
        return value


@dataclass(eq=False)
class Analysed:
    """Text with lazily computed, cached views (folded form, quantities, terms, gate-specific features)."""

    text: str
    _features: dict[Callable[[str], Any], Any] = field(default_factory=dict, init=False, repr=False)

    @lazy
    def folded(self) -> str:
        return fold(self.text)

    @lazy
    def quantities(self) -> tuple[Quantity, ...]:
        return tuple(find_quantities(self.text))

    @lazy
    def terms(self) -> frozenset[str]:
        return content_terms(self.text)

    def feature(self, extract: Callable[[str], T]) -> T:
        """``extract(self.text)``, computed once per object; gates keep their own lexicons this way.

        Most views are asked for once, so the first read is the common one: a ``get`` costs less than the
        ``KeyError`` a subscript would raise."""
        value = self._features.get(extract, _MISSING)
        if value is _MISSING:
            value = self._features[extract] = extract(self.text)
        return value

    def derived(self, compute: Callable[[Any], T]) -> T:
        """``compute(self)``, computed once per object: for views built from other views (names without units)."""
        value = self._features.get(compute, _MISSING)
        if value is _MISSING:
            value = self._features[compute] = compute(self)
        return value


@dataclass(eq=False)
class Statement(Analysed):
    """The sentence under check: its text (markers removed), its span in the answer or draft, and declarations.

    ``wording_strength`` is the declared label (certain | qualified | hedged) when the author gave one;
    ``claim_type`` is the declared claim type (statistical, factual, ...), when known; ``lead`` is the part of its
    sentence before it when the sentence was cut at a semicolon (截至2023年末，全省共有典当企业117家；), which names what
    the part after it goes on about.
    """

    start: int = 0
    end: int = 0
    wording_strength: str | None = None
    claim_type: str | None = None
    lead: str = ""

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)

    @lazy
    def year_of_lead(self) -> Quantity | None:
        """The one year the lead names, when the sentence names no year or date of its own (2024年，…；全年旅游收入480万元):
        the year the clause after the semicolon goes on about."""
        if not self.lead or any(quantity.kind in ("year", "date") for quantity in self.quantities):
            return None
        years = [quantity for quantity in find_quantities(self.lead) if quantity.kind == "year"]
        return years[0] if len(years) == 1 and years[0].high is None else None


# The most characters between two sentences that follow each other in a source: a space, a line break.
SENTENCE_GAP = 2


@dataclass(eq=False)
class Passage(Analysed):
    """A piece of evidence a statement may rely on, with its exact span in the normalised source text.

    ``text`` is what the gates read; ``source_text`` is the span as written, when the two differ (a table row
    is read with its headers, "material: PLA; max load N: 1210", but cited as the row "P80-1,PLA,1210").
    """

    source_id: str = ""
    start: int = 0
    end: int = 0
    evidence_id: str | None = None
    grade: str | None = None
    evidence_type: str | None = None
    source_text: str | None = None

    @property
    def weak(self) -> bool:
        """Grade C or D: hedged or low-quality evidence."""
        return self.grade in WEAK_GRADES

    @lazy
    def alone(self) -> Evidence:
        """This passage as the whole evidence, kept: retrieval asks it about one number or name after another."""
        return Evidence([self])

    @lazy
    def ref(self) -> EvidenceRef:
        """The span findings and verdicts cite for this passage, kept: every sentence relying on it cites it."""
        return EvidenceRef(self.source_id, self.start, self.end, self.source_text or self.text, self.evidence_id)

    def follows(self, other: Passage) -> bool:
        """Whether this passage comes right after ``other`` in the same source, with no more than a space or a line
        break between them: the next sentence, or the next clause of a sentence cut at its semicolon."""
        return self.source_id == other.source_id and 0 <= self.start - other.end <= SENTENCE_GAP

    def continues(self, other: Passage) -> bool:
        """Whether this passage is the next clause of ``other``'s sentence, cut at its semicolon (the sentence splitter
        ends a Chinese sentence at ；)."""
        return self.follows(other) and other.text.rstrip().endswith("；")


class Evidence:
    """The passages one statement relies on, read as a union: a check passes when any passage supplies it."""

    def __init__(self, passages: Sequence[Passage]) -> None:
        self.passages = tuple(passages)
        self._answers: dict[Hashable, Any] = {}

    def __bool__(self) -> bool:
        return bool(self.passages)

    @lazy
    def terms(self) -> frozenset[str]:
        return frozenset().union(*(passage.terms for passage in self.passages))

    @lazy
    def quantities(self) -> tuple[tuple[Quantity, Passage], ...]:
        return tuple((quantity, passage) for passage in self.passages for quantity in passage.quantities)

    def closest(self, terms: frozenset[str]) -> Passage:
        """The passage sharing the most of ``terms`` (the first one on a tie), for alignment and reporting."""
        return max(self.passages, key=lambda passage: len(terms & passage.terms))

    def answer(self, question: Hashable, compute: Callable[[], T]) -> T:
        """``compute()``, once per evidence and ``question``: gates that ask the same question share the answer."""
        value = self._answers.get(question, _MISSING)
        if value is _MISSING:
            value = self._answers[question] = compute()
        return value

    def find_folded(self, needle: str) -> Passage | None:
        """The first passage whose folded text contains ``needle`` (already folded)."""
        return next((passage for passage in self.passages if needle in passage.folded), None)
