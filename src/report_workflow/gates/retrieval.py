"""Which source passages an uncited (or source-cited) sentence relies on.

``verify()`` is given whole source texts, not ledger items. Each source is cut into passages (its sentences, long
ones in windows), and a sentence is matched to the few passages that together cover most of what it states:
a greedy cover of its content terms weighted by rarity, then the passages holding any of its numbers or names
the cover missed, or the amount one of its figures is a product of ("four times the individual deductible"), and
the passage before one that opens with a back-reference ("Of these, 3,000 ...") and, for a sentence with figures,
the passage after (or before) one that opens by taking up its figure ("This was 6.1 Ml/d lower ...", 与第三季度相比…),
the sentence after one saying the others of a kind are untouched ("Other lots are not affected"), and a source's
dateline when a chosen passage tells a day by it ("yesterday" under "Oster Courier, 15 June."). An inverted index
from term to passage keeps this linear in the size of the sources, so a long answer over a large source never
compares every sentence with every passage.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from functools import cached_property

from ..readers.base import Block
from ..readers.cells import row_statement
from ..readers.inline_tables import inline_tables
from ..text import content_terms, fold, split_sentences
from ..text.dates import date_parts
from ..text.quantities import Quantity
from .causality import disclaims_cause, states_an_effect
from .change_dates import THIS_PERIOD
from .durations import YEAR_SECONDS
from .causes import cause_left_open, cause_terms, mentions_cause, tells_a_cause
from .names import name_found, names_of
from .arithmetic import REST, given_as_rest
from .datelines import dateline_of, tells_days
from .derived import RESTATEMENT, range_ends, worked_out_across
from .discounts import rate_off_in_words
from .margins import difference_of_named
from .plain_steps import REST_OPENING
from .totals import source_totals, totals_of_periods
from .inputs import Evidence, Passage, Statement
from .numbers import (CALENDAR_KINDS, MEASUREMENT_KINDS, has_numeral, plainly_worked, rounds_to, stated_by, supports,
                      worked_out_from)
from .lexicon import direction_cues, negation_cues, negation_scopes
from ..readers.cells import row_cells
from .phrases import find_phrase
from .polarity import DECISION_AXES, decides_named
from .quotes import quote_found, quote_pieces, quoted_spans
from .majorities import universal_movement
from .rankings import ranks
from .records import first_claimed
from .restrictions import OTHER_GROUP, OTHERS_UNAFFECTED, THE_REST
from .status import claims_stage, status_line

MAX_PASSAGE_CHARS = 1200
MAX_RANKED_ROWS = 200
# Scopes up to this many passages are scanned directly; larger ones go through the index.
SCAN_LIMIT = 32
# Candidates kept (by first score) before the greedy cover, and passages chosen at most.
CANDIDATES = 40
BASE_PASSAGES = 2
TERMS_PER_EXTRA_PASSAGE = 6
MAX_PASSAGES = 6
# How many passages either side of a chosen one a record's status line may stand ("Status: Awaiting decision").
STATUS_REACH = 6
CHECKED_KINDS = MEASUREMENT_KINDS | CALENDAR_KINDS
# A sentence found word for word may end inside a longer word by this many letters ("west" in "western").
VERBATIM_ENDING = 3
# Terms in more than this share of a large scope's passages nominate candidates only when rarer terms found too
# few: they would make the candidate search linear in the scope for every sentence.
COMMON_TERM_SHARE = 0.2
# How a passage opens when it counts a part of a whole the passage before it states.
_BACK_REFERENCE = re.compile(
    r"\s*(?:(?i:of|among)\s+(?i:these|them|those|whom)\b|其中|这其中|[他她它]们(?:之)?中|这些人中)"
)


def _windows(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``[start, end)`` cut at spaces into windows of at most ``MAX_PASSAGE_CHARS``."""
    spans = []
    while end - start > MAX_PASSAGE_CHARS:
        cut = text.rfind(" ", start + MAX_PASSAGE_CHARS // 2, start + MAX_PASSAGE_CHARS)
        cut = cut if cut != -1 else start + MAX_PASSAGE_CHARS
        spans.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if start < end:
        spans.append((start, end))
    return spans


def cut_passages(source_id: str, text: str) -> list[Passage]:
    """The passages of one normalised source text, each with its exact span: its sentences, and the data rows of
    a table written in it, each read with its headers ("Region: North; Revenue: £412m")."""
    passages: list[Passage] = []
    prose_start = 0
    for table in inline_tables(text):
        passages += _sentence_passages(source_id, text, prose_start, table.start)
        passages += [_row_passage(source_id, text, row, table.unit) for row in table.rows]
        prose_start = table.end
    passages += _sentence_passages(source_id, text, prose_start, len(text))
    return passages


def _sentence_passages(source_id: str, text: str, start: int, end: int) -> list[Passage]:
    piece = text[start:end] if start or end != len(text) else text
    passages = []
    for sentence in split_sentences(piece):
        for low, high in _windows(text, start + sentence.start, start + sentence.end):
            passages.append(Passage(text[low:high], source_id=source_id, start=low, end=high))
    return passages


def _row_passage(source_id: str, text: str, row: Block, unit: str | None) -> Passage:
    assert row.table is not None
    return Passage(row_statement(row.table["headers"], row.table["cells"], unit,
                                 row.table.get("texts", ())), source_id=source_id,
                   start=row.start, end=row.end, source_text=text[row.start:row.end])


class SourceIndex:
    """The passages of a set of sources, with an inverted index built the first time a large scope is searched."""

    def __init__(self, texts: Mapping[str, str]) -> None:
        self.texts = dict(texts)
        self.passages: list[Passage] = []
        self.by_source: dict[str, range] = {}
        for source_id, text in self.texts.items():
            first = len(self.passages)
            self.passages.extend(cut_passages(source_id, text))
            self.by_source[source_id] = range(first, len(self.passages))
        self._folded: dict[str, str] = {}

    @cached_property
    def _postings(self) -> dict[str, list[int]]:
        postings: dict[str, list[int]] = {}
        for position, passage in enumerate(self.passages):
            for term in passage.terms:
                postings.setdefault(term, []).append(position)
        return postings

    def folded(self, source_id: str) -> str:
        if source_id not in self._folded:
            self._folded[source_id] = fold(self.texts[source_id])
        return self._folded[source_id]

    def scope(self, source_ids: Sequence[str]) -> list[int]:
        return [position for source_id in source_ids for position in self.by_source[source_id]]

    def select(self, statement: Statement, source_ids: Sequence[str], *, cited: bool = False) -> list[Passage]:
        """The passages of ``source_ids`` that ``statement`` relies on, best first (empty when none relates);
        ``cited`` tells that the sentence cites those sources itself, so that a product may join figures across them."""
        verbatim = self._verbatim(statement, source_ids)
        if verbatim is not None:
            return [verbatim]
        scope = self.scope(source_ids)
        terms = statement.terms
        candidates = self._candidates(terms, scope)
        chosen = self._cover(terms, candidates, len(scope))
        if not _all_chosen(chosen, scope):  # every step below adds only passages of the scope not yet chosen
            self._add_related(statement, chosen, candidates, scope, source_ids, cited)
        return [self.passages[position] for position in chosen]

    def _add_related(self, statement: Statement, chosen: list[int], candidates: list[int], scope: list[int],
                     source_ids: Sequence[str], cited: bool) -> None:
        """Add to the cover the passages stating what it misses and those its passages are read with."""
        self._add_missing_details(statement, chosen, candidates, scope, source_ids, cited)
        self._add_joined(chosen, -1, _BACK_REFERENCE)
        self._add_joined(chosen, 1, OTHERS_UNAFFECTED)
        self._add_joined(chosen, 1, THE_REST)
        self._add_joined(chosen, 1, OTHER_GROUP)
        if statement.quantities:
            self._add_joined(chosen, 1, RESTATEMENT)
            self._add_joined(chosen, -1, RESTATEMENT)
            self._add_joined(chosen, 1, _BACK_REFERENCE)
        self._add_disclaimers(statement, chosen)
        self._add_decisions(statement, chosen, candidates)
        self._add_negations(statement, chosen, candidates)
        self._add_status_lines(statement, chosen)
        self._add_named_rows(statement, chosen)
        self._add_year_of_lead(statement, chosen, candidates)
        self._add_year_of_source(statement, chosen)
        self._add_datelines(statement, chosen)
        self._add_semicolon_runs(statement, chosen)

    def _verbatim(self, statement: Statement, source_ids: Sequence[str]) -> Passage | None:
        """The passage holding the whole sentence word for word, if one does: the cheapest possible match."""
        needle = statement.folded
        if not needle:
            return None
        for source_id in source_ids:
            if needle in self.folded(source_id):
                for position in self.by_source[source_id]:
                    if find_phrase(self.passages[position].folded, needle, ending=VERBATIM_ENDING) != -1:
                        return self.passages[position]
        return None

    def _candidates(self, terms: frozenset[str], scope: list[int]) -> list[int]:
        if not terms:
            return []
        if len(scope) <= SCAN_LIMIT:
            return [position for position in scope if terms & self.passages[position].terms]
        in_scope = set(scope) if len(scope) < len(self.passages) else None
        common = COMMON_TERM_SHARE * len(scope)
        scores: defaultdict[int, float] = defaultdict(float)
        # Rarest terms first, ties by term: the order of a frozenset changes with the hash seed, and so would the
        # float sums below and with them the ranking of equal candidates.
        postings = sorted((len(positions), term, positions) for term in terms
                          if (positions := self._postings.get(term, ())))
        for _, _, positions in postings:
            if len(positions) > common and len(scores) >= CANDIDATES:
                continue  # a common term only nominates candidates when the rare ones found too few
            weight = math.log(1 + len(self.passages) / len(positions))
            for position in positions:
                if in_scope is None or position in in_scope:
                    scores[position] += weight
        ranked = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
        return [position for position, _ in ranked[:CANDIDATES]]

    def _cover(self, terms: frozenset[str], candidates: list[int], scope_size: int) -> list[int]:
        """Greedy cover of ``terms`` by candidate passages, rarer terms weighing more."""
        if len(candidates) < 2:  # a lone candidate is chosen when it covers any term, whatever the weights
            return [position for position in candidates if terms & self.passages[position].terms]
        document_frequency = Counter(term for position in candidates for term in terms & self.passages[position].terms)
        weights = {term: 1.0 / count for term, count in document_frequency.items()}
        limit = min(MAX_PASSAGES, BASE_PASSAGES + len(terms) // TERMS_PER_EXTRA_PASSAGE)
        chosen: list[int] = []
        covered: set[str] = set()
        while len(chosen) < limit:
            best, best_gain = -1, 0.0
            for position in candidates:
                if position in chosen:
                    continue
                # fsum is exact, so equal gains compare equal whatever order the set yields its terms in
                gain = math.fsum(weights[term] for term in (terms & self.passages[position].terms) - covered)
                if gain > best_gain:
                    best, best_gain = position, gain
            if best == -1:
                break
            chosen.append(best)
            covered |= terms & self.passages[best].terms
        return chosen

    def _add_missing_details(self, statement: Statement, chosen: list[int], candidates: list[int],
                             scope: list[int], source_ids: Sequence[str], cited: bool) -> None:
        """Add the passages stating a number, name or quote of the sentence that the chosen ones do not state, and
        for a sentence giving a cause, a passage saying the cause is not known ("is still under investigation")
        and one holding a word of the cause; for a sentence claiming a first (第一次全套亮相), a passage claiming one
        (首次完整展出). A number no passage states may be a product of figures apart (see
        ``_add_factor``), and a range the sentence joins with "to" may have its ends in two passages (see
        ``_add_range_ends``).

        Candidates (passages sharing terms) are searched first, then the rest of the scope: a summary often
        takes a figure, a name or a quoted word from a passage that shares no other word with it, and gives a
        cause where a passage of other words ("the cause of the pressurisation loss") leaves it open, or that a
        passage of other words states ("officials said the ban would strengthen cybersecurity").
        """
        self._add_table_rows(statement, chosen)
        quantities = [quantity for quantity in statement.quantities if quantity.kind in CHECKED_KINDS]
        names = names_of(statement)
        quotes = [quote_pieces(quote) for quote in statement.feature(quoted_spans)]
        first = statement.feature(first_claimed) is not None
        if not quantities and not names and not quotes and not first and not tells_a_cause(statement):
            return
        order = list(dict.fromkeys((*candidates, *scope)))
        for quantity in quantities:
            if given_as_rest(quantity, statement.text):
                self._add_whole_of_rest(statement, quantity, chosen, candidates if len(scope) > SCAN_LIMIT else order)
            if self._add_stating(quantity, chosen, order):
                continue  # the chosen passages state it: the steps below would find so again
            if quantity.kind == "range" and not stated_by(quantity, self._evidence(chosen)):
                self._add_range_ends(statement, quantity, chosen, order)
            if not stated_by(quantity, self._evidence(chosen)):
                self._add_factor(statement, quantity, chosen, order, source_ids if cited else ())
                self._add_addends(statement, quantity, chosen, source_ids)
                self._add_column(statement, quantity, chosen)
                self._add_operand(statement, quantity, chosen, candidates if len(scope) > SCAN_LIMIT else order)
        for name in names:
            if not name_found(name, self._evidence(chosen)) and any(
                _may_mention(self.folded(source_id), name) for source_id in source_ids
            ):
                self._add_first(chosen, order, lambda passage: name_found(name, passage.alone))
        for pieces in quotes:
            if pieces and not any(quote_found(pieces, self.passages[position]) for position in chosen):
                self._add_first(chosen, order, lambda passage: quote_found(pieces, passage))
        if first and not any(self.passages[position].feature(first_claimed) for position in chosen):
            self._add_first(chosen, order, lambda passage: passage.feature(first_claimed) is not None)
        if tells_a_cause(statement) and not any(
            self.passages[position].feature(cause_left_open) for position in chosen
        ):
            self._add_first(chosen, order, lambda passage: passage.feature(cause_left_open) is not None)
        if (named := statement.derived(cause_terms)) and not any(
            mentions_cause(self.passages[position], named) for position in chosen
        ):
            self._add_first(chosen, order, lambda passage: mentions_cause(passage, named))

    def _add_range_ends(self, statement: Statement, quantity: Quantity, chosen: list[int], order: list[int]) -> None:
        """Add a passage stating each end of a range the sentence joins with "to" that the chosen ones do not: "grew
        from 64 to 81" over a table's rows, one figure to a row."""
        for end in statement.derived(range_ends):
            if quantity.start <= end.start < quantity.end:
                self._add_stating(end, chosen, order)

    def _add_stating(self, figure: Quantity, chosen: list[int], order: list[int]) -> bool:
        """Add the first passage of ``order`` that states ``figure`` on its own, when the chosen ones do not; whether
        they did."""
        if stated_by(figure, self._evidence(chosen)):
            return True
        self._add_first(chosen, order, lambda passage: passage.feature(has_numeral)
                        and stated_by(figure, passage.alone))
        return False

    def _add_joined(self, chosen: list[int], step: int, opening: re.Pattern[str]) -> None:
        """Add the passage ``step`` away from each chosen one (-1 the one before, 1 the one after) where the later of
        the two opens by taking up the earlier, as ``opening`` reads it, in the same source: "Of these, 3,000
        reported ..." (其中) after the whole it counts a part of, whose share ("one in four of them") is worked out
        from the two; "This was 6.1 Ml/d lower than in 2022/23" (这比上年增加…) after the figure whose change it gives,
        where the change started is worked out from the two; "Other lots are not affected" after the lot it sets
        apart."""
        for position in list(chosen):
            other = position + step
            if (0 <= other < len(self.passages) and other not in chosen
                    and opening.match(self.passages[max(position, other)].text)
                    and self.passages[other].source_id == self.passages[position].source_id):
                chosen.append(other)

    def _add_disclaimers(self, statement: Statement, chosen: list[int]) -> None:
        """For a sentence stating an effect, add the passage beside a chosen one, or one further on either side, that
        says its finding establishes no cause ("Because of the observational design, ... the findings do not
        establish causality"). The passages beside are looked up first: with none to add, the sentence is not read."""
        beside = [near for position in chosen for step in (1, -1, 2, -2)
                  if 0 <= (near := position + step) < len(self.passages) and near not in chosen
                  and self.passages[near].source_id == self.passages[position].source_id]
        if beside and statement.feature(states_an_effect) is not None:
            self._add_first(chosen, beside, lambda passage: passage.feature(disclaims_cause) is not None)

    def _add_decisions(self, statement: Statement, chosen: list[int], candidates: list[int]) -> None:
        """For a sentence telling a decision (accepted, rejected, approved, banned, backed), add the first candidate
        passage deciding on the same scale with words of the sentence, when no chosen passage decides: "the trustees
        accepted the proposal" is told by "the trustees rejected the proposal", not by the passage before it that
        shares more words ("The board considered a proposal from the employer …")."""
        others = _unchosen(candidates, chosen)
        if not others:
            return
        axes = {cue.axis for cue in statement.feature(direction_cues) if cue.axis in DECISION_AXES and cue.sign}
        if not axes or any(cue.axis in axes for position in chosen
                           for cue in self.passages[position].feature(direction_cues)):
            return
        self._add_first(chosen, others, lambda passage: decides_named(passage.text, axes, statement.terms))

    def _add_negations(self, statement: Statement, chosen: list[int], candidates: list[int]) -> None:
        """For a sentence with a negation, add the first candidate passage negating a word it negates when no chosen
        passage has any negation: "no one was reported hurt" is told by "No injuries were reported", not only by the
        passage sharing more of its words ("Residents reported being woken …", "the fire service received 23
        calls")."""
        others = _unchosen(candidates, chosen)
        if not others or not _may_negate(statement):
            return
        denied = statement.feature(negated_terms)
        if not denied or any(self.passages[position].feature(negation_cues) for position in chosen):
            return
        self._add_first(chosen, others, lambda passage: not denied.isdisjoint(passage.feature(negated_terms)))

    def _add_status_lines(self, statement: Statement, chosen: list[int]) -> None:
        """For a sentence telling a stage reached ("consent has been granted"), add the line of a chosen passage's
        record giving its stage as sought or coming ("Status: Awaiting decision"), a few passages either side of it
        in the same source."""
        near = [other for position in chosen for other in range(position - STATUS_REACH, position + STATUS_REACH + 1)
                if 0 <= other < len(self.passages)
                and self.passages[other].source_id == self.passages[position].source_id]
        line = next((other for other in near
                     if other not in chosen and self.passages[other].feature(status_line) is not None), None)
        if line is not None and statement.feature(claims_stage):  # the sentence is read only when a line is near
            chosen.append(line)

    def _add_year_of_lead(self, statement: Statement, chosen: list[int], candidates: list[int]) -> None:
        """For a clause after a semicolon with a figure and no year, when the part of its sentence before it names one
        year, add the candidates stating that year: "2023年…比上年增加5000吨；当年交易额约8.1亿元" is read against 2023's
        交易额 as well as the clause sharing most of its words (2022年…交易额约8.1亿元), so a figure moved between the
        years is seen (see ``attribution``)."""
        lead_year = statement.year_of_lead if statement.quantities else None
        if lead_year is None or any(quantity.kind in CALENDAR_KINDS for quantity in statement.quantities):
            return
        year = lead_year.value
        written = str(int(year))  # a passage not writing the year's digits is not read for its figures
        chosen.extend(position for position in candidates if position not in chosen
                      and written in self.passages[position].text and any(
                          quantity.kind == "year" and quantity.value == year
                          for quantity in self.passages[position].quantities))

    def _add_year_of_source(self, statement: Statement, chosen: list[int]) -> None:
        """For a sentence dating something to a month of a year ("in August 2024") that a chosen passage writes
        without its year ("Between 6 and 9 August"), add the first passage of that source naming a year, its title
        or dateline ("Rock Pool Survey 2024: summary"): the year the month is read in (see ``numbers``); so too for
        a sentence giving a span of years where a chosen passage dates a figure "this spring" or 今年 (see
        ``change_dates.years_of_a_change``)."""
        months = {parts[1] for item in statement.quantities if item.kind == "date"
                  and (parts := date_parts(item.value))[0] and parts[1] and not parts[2]}
        years = any(item.dimension == "time" and item.unit_factor == YEAR_SECONDS for item in statement.quantities)
        if not months and not years:
            return
        for position in list(chosen):
            passage = self.passages[position]
            if not any(item.kind == "date" and date_parts(item.value)[:2] == (0, month)
                       for item in passage.quantities for month in months) \
                    and not (years and THIS_PERIOD.search(passage.text)):
                continue
            first = next((other for other in self.by_source[passage.source_id] if other < position and any(
                item.kind in CALENDAR_KINDS and date_parts(item.value)[0] or item.kind == "year"
                for item in self.passages[other].quantities)), None)
            if first is not None and first not in chosen:
                chosen.append(first)

    def _add_datelines(self, statement: Statement, chosen: list[int]) -> None:
        """For a sentence giving a day of a month, add the first passage of each source a chosen passage of which
        tells a day by its dateline ("yesterday", 明天, "2 February" with no year), when that passage holds the
        dateline it is counted from (see ``datelines``)."""
        if not any(item.kind == "date" and all(date_parts(item.value)[1:]) for item in statement.quantities):
            return
        for position in list(chosen):
            first = self.by_source[self.passages[position].source_id][0]
            if first not in chosen and first != position and tells_days(self.passages[position]) \
                    and dateline_of(self.passages[first]) is not None:
                chosen.append(first)

    def _add_semicolon_runs(self, statement: Statement, chosen: list[int]) -> None:
        """For a sentence stating a rank, add the other clauses of each chosen passage's sentence cut at its
        semicolons: a list ranked by its figures runs across them (石楠木烟斗…为46%；其次是海泡石烟斗，占21%；…)."""
        if not statement.feature(ranks):
            return
        for position in list(chosen):
            low = high = position
            while low > 0 and self.passages[low].continues(self.passages[low - 1]):
                low -= 1
            while high + 1 < len(self.passages) and self.passages[high + 1].continues(self.passages[high]):
                high += 1
            chosen.extend(other for other in range(low, high + 1) if other not in chosen)

    def _add_named_rows(self, statement: Statement, chosen: list[int]) -> None:
        """Add the rows of a chosen row's table that the sentence names by their key, or the part of its sentence
        before a semicolon does: "通衢驾校因…被责令整改" is read against 通衢驾校's own row as well as the row whose remark
        it words."""
        rows = self._table_rows(chosen)
        if not rows:
            return
        keys = [self.passages[position].feature(row_cells)[0] for position in chosen]
        text = statement.lead + statement.text
        chosen.extend(row for row in rows if (key := self.passages[row].feature(row_cells)[0])
                      and (not key.isdigit() or len(key) == 4) and find_phrase(text, key) != -1
                      and not any(key in other for other in keys))  # 云帆 of 云帆 Mini names no row; 1, 2 are places

    def _add_table_rows(self, statement: Statement, chosen: list[int]) -> None:
        """For a sentence giving a rank ("the highest rent") or a movement of every row ("rose in every region"), add
        every row of a table a chosen passage is a row of: it is read against the whole table, and a sentence names
        only some rows or none. The rows are looked up before the sentence is read for a rank: mostly there are none.
        A plain place (排在第二, no superlative) is also read against the table of a chosen passage's source when no
        chosen passage is a row (the results table above "海滨体育学院与西岭师范大学胜负场相同，按小分排名")."""
        rows = self._table_rows(chosen)
        if not rows:
            if any(not rank.by for rank in statement.feature(ranks)):
                chosen.extend(self._source_rows(chosen))
        elif statement.feature(ranks) or statement.feature(universal_movement) is not None:
            chosen.extend(rows)

    def _add_column(self, statement: Statement, quantity: Quantity, chosen: list[int]) -> None:
        """Add the other rows of a table a chosen passage is a row of, or, when none is, the rows of the tables of the
        chosen passages' sources, when with them the sentence's figure works out as the total of a column
        ("前三季度累计出货425万台" over a row for each quarter, "took in 1,047 animals" under the table's title)."""
        rows = self._table_rows(chosen) or self._source_rows(chosen)
        passages = [self.passages[position] for position in chosen]
        if rows and not _works_out(quantity, statement, passages) \
                and _works_out(quantity, statement, [*passages, *(self.passages[position] for position in rows)]):
            chosen.extend(rows)

    def _table_rows(self, chosen: list[int]) -> list[int]:
        """The rows not chosen of each table a chosen passage is a row of. A table of more than
        ``MAX_RANKED_ROWS`` rows is a data set, not a list a sentence ranks or adds up: its rows are left out."""
        rows: list[int] = []
        for position in chosen:
            if self.passages[position].source_text is None:
                continue
            low, high = position, position
            while low > 0 and self._same_table(low - 1, position):
                low -= 1
            while high + 1 < len(self.passages) and self._same_table(high + 1, position):
                high += 1
            if high - low < MAX_RANKED_ROWS:
                rows.extend(row for row in range(low, high + 1) if row not in chosen and row not in rows)
        return rows

    def _source_rows(self, chosen: list[int]) -> list[int]:
        """The table rows of the sources of the chosen passages, when they are fewer than ``MAX_RANKED_ROWS``."""
        sources = {self.passages[position].source_id for position in chosen}
        rows = [position for source_id in sorted(sources) for position in self.by_source[source_id]
                if self.passages[position].source_text is not None and position not in chosen]
        return rows if len(rows) < MAX_RANKED_ROWS else []

    def _same_table(self, other: int, row: int) -> bool:
        return self.passages[other].source_text is not None \
            and self.passages[other].source_id == self.passages[row].source_id

    def _add_factor(self, statement: Statement, quantity: Quantity, chosen: list[int], order: list[int],
                    cited_ids: Sequence[str]) -> None:
        """Add the passage of a chosen passage's source, or of a source the sentence cites (``cited_ids``), that,
        read with the chosen ones, works ``quantity`` out as a product ("capped at four times the individual
        deductible" and, sentences apart, "$1,500 applies to each insured person": $6,000 combined; 每套…共4枚 in one
        cited source, 免费刻制印章1350套 in another). Two sources the sentence does not cite are not joined: one may
        speak of another policy than the other.

        Only a passage yielding the sentence's very figure is added, and only when the figure also works out from
        the chosen passages read with every passage of their sources stating a figure of its kind: a product's
        amount must be the only one of its kind the evidence states, and one passage picked out of a source
        stating several ($1,500 a person, a $2,000 co-payment) would make any of them look like the only one.
        """
        passages = [self.passages[position] for position in chosen]
        sources = {passage.source_id for passage in passages} | set(cited_ids)
        of_its_kind = [self.passages[position] for source_id in sorted(sources)
                       for position in self.by_source[source_id] if position not in chosen
                       and _states_kind(self.passages[position], quantity)]
        if not of_its_kind or _works_out(quantity, statement, passages) \
                or not _works_out(quantity, statement, [*passages, *of_its_kind]):
            return
        self._add_first(chosen, order, lambda passage: passage in of_its_kind
                        and _works_out(quantity, statement, [*passages, passage]))

    def _add_addends(self, statement: Statement, quantity: Quantity, chosen: list[int],
                     source_ids: Sequence[str]) -> None:
        """Add, from each source the sentence relies on of which no chosen passage states a figure of ``quantity``'s
        kind, its passages stating one, when with them the sources' figures total ``quantity`` (see
        ``totals.source_totals`` and ``totals.totals_of_periods``): "a combined 851,000 TEU" over a bulletin for each
        quarter, 全年新增29支 over a bulletin for each half of the year, which one passage alone, sharing all the sentence's
        words with the other, would leave out, as would a first passage naming the shop of a source whose figure comes
        later."""
        if len(source_ids) < 2 or not chosen \
                or _works_out(quantity, statement, [self.passages[position] for position in chosen]):
            return
        sources = {self.passages[position].source_id for position in chosen
                   if _states_kind(self.passages[position], quantity)}
        added = [position for source_id in source_ids if source_id not in sources
                 for position in self.by_source[source_id] if _states_kind(self.passages[position], quantity)]
        passages = [self.passages[position] for position in (*chosen, *added)]
        totals = (*source_totals(quantity, statement, passages), *totals_of_periods(quantity, statement, passages))
        if added and any(rounds_to(quantity, figure) for figure in totals):
            chosen.extend(added)

    def _add_operand(self, statement: Statement, quantity: Quantity, chosen: list[int], candidates: list[int]) -> None:
        """Add the first candidate passage whose figures, alone or with the chosen passages' figures, give
        ``quantity`` in one plain step the sentence's words name (see ``plain_steps``), or in a reading of
        ``derived``: "共有583人成功献血" over "第一天共有318人" and the next clause, "第二天成功献血265人", and "improved by
        7.8 percentage points" over "rose from 58.3% to 66.1%", each sharing fewer of the sentence's words than the
        cover needs; or the other side of a difference of two named things ("won by 34 seconds from Brennan" over
        Brennan's own time in a passage after the winner's)."""
        numbered = [position for position in candidates
                    if position not in chosen and self.passages[position].feature(has_numeral)]
        # a rate off in words ("all spa pedicures are a quarter off") gives a price with the chosen passages' price
        off = [position for position in candidates if position not in chosen
               and rate_off_in_words(self.passages[position].text)] if quantity.dimension == "currency" else []
        if not numbered and not off:
            return  # only a passage with a figure is added
        passages = [self.passages[position] for position in chosen]
        evidence = Evidence(passages)
        if stated_by(quantity, evidence) or plainly_worked(quantity, statement, evidence):
            return
        self._add_first(chosen, numbered, lambda passage: (
            plainly_worked(quantity, statement, Evidence([*passages, passage]))
            or worked_out_from(quantity, statement, passage.alone)))
        if len(chosen) == len(passages):
            self._add_first(chosen, off, lambda passage: worked_out_from(quantity, statement,
                                                                         Evidence([*passages, passage])))
        if len(chosen) > len(passages):
            return
        # the other side is looked for before the figure is worked out of the chosen passages: mostly there is none
        other = self._first(chosen, numbered, lambda passage: any(
            rounds_to(quantity, figure) for figure in difference_of_named(quantity, statement, [*passages, passage])))
        if other is not None and not worked_out_from(quantity, statement, evidence):
            chosen.append(other)

    def _add_whole_of_rest(self, statement: Statement, quantity: Quantity, chosen: list[int],
                           candidates: list[int]) -> None:
        """Add the first candidate passage whose figure is the whole a figure the sentence gives as a rest is left
        of (see ``plain_steps``), or which names the rest: "the remaining 2.2 million tonnes" over the parts of one
        sentence, steel's 2.2 million tonnes among them, and the whole of the sentence before, which the cover need
        not choose; "the other 405 had withdrawn" over "The remainder withdrew" after the whole and its parts."""
        passages = [self.passages[position] for position in chosen]
        if not plainly_worked(quantity, statement, Evidence(passages)):
            self._add_first(chosen, candidates, lambda passage: (
                passage.feature(has_numeral) or REST.search(passage.text, 0, REST_OPENING) is not None)
                and plainly_worked(quantity, statement, Evidence([*passages, passage])))

    def _evidence(self, positions: list[int]) -> Evidence:
        return Evidence([self.passages[position] for position in positions])

    def _add_first(self, chosen: list[int], order: list[int], holds: Callable[[Passage], bool]) -> None:
        if (position := self._first(chosen, order, holds)) is not None:
            chosen.append(position)

    def _first(self, chosen: list[int], order: list[int], holds: Callable[[Passage], bool]) -> int | None:
        """The first position of ``order`` not chosen whose passage ``holds``."""
        for position in order:
            if position not in chosen and holds(self.passages[position]):
                return position
        return None


def _may_negate(statement: Statement) -> bool:
    """Whether the sentence has a negation word or a "-free" (risk-free), which any negated term needs."""
    return bool(statement.feature(negation_cues)) or "-free" in statement.text.lower()


def negated_terms(text: str) -> frozenset[str]:
    """The content terms of what the negations of ``text`` govern."""
    return frozenset(term for _, scope in negation_scopes(text) for term in content_terms(scope))


def _unchosen(candidates: list[int], chosen: list[int]) -> list[int]:
    """The candidates not chosen, in order: all a step adding one of the candidates can add, and when there are none,
    the step has nothing to read the sentence for."""
    return [position for position in candidates if position not in chosen]


def _all_chosen(chosen: list[int], scope: list[int]) -> bool:
    """Whether every passage of the scope is chosen."""
    return len(chosen) >= len(scope) and set(scope) <= set(chosen)


def _works_out(quantity: Quantity, statement: Statement, passages: list[Passage]) -> bool:
    """Whether figures of ``passages`` apart work out to ``quantity`` (see ``derived.worked_out_across``), rounded
    as the number gate rounds them: a mean of 7.55 is not "7.6" there, so it is no reason to stop adding rows."""
    return any(rounds_to(quantity, figure) for figure in worked_out_across(quantity, statement, passages, supports))


def _states_kind(passage: Passage, quantity: Quantity) -> bool:
    """Whether a passage states a figure of ``quantity``'s dimension (an amount of money, a volume)."""
    return passage.feature(has_numeral) and any(item.dimension == quantity.dimension for item in passage.quantities)


def _may_mention(folded: str, name: str) -> bool:
    """A cheap test before looking for a name passage by passage: its first letters occur somewhere at all."""
    letters = fold(name).replace(".", "")
    return len(letters) < 4 or letters[:4] in folded or len(re.findall("[A-Z]", name)) >= 2
