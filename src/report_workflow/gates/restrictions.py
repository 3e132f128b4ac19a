"""FE restrictions: what the evidence grants only at some times, to some people or in some places is not granted
without them.

"Under-18s enter free on the first Sunday of each month; on other days the concession rate applies" and "under-18s
get in free" share every word of the grant and drop the one phrase that limits it. The coverage floor passes the
sentence and no figure changes; the strength gate reads conditions (if, provided that), not limits written as
"only on weekdays", "for 9am slots only" or 仅限本市户籍.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import content_terms, find_quantities
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .numbers import CALENDAR_KINDS, supports
from .phrases import Marks, mentions_any, opening
from .wholes import AgeGroup, age_groups


class RestrictionDropped(Rule):
    """The evidence grants something only within a limit; the sentence grants it without the limit.

    What it does: reads each part of an evidence sentence (between semicolons) that states a limit: "only" with the
    phrase it limits to ("only on weekdays", "only for residents", "for 9.00am slots only", "only between 1 and 31
    March"), 仅限, 仅在, 仅对, 只限 with theirs, a span of dates or a campaign it holds during (3月1日至3月31日期间, 活动期间,
    6月1日至9月30日用水高峰期), a bound on the group it grants to (养殖面积在20亩以上的养殖户), an age group naming the subject it opens on
    ("Drivers aged under 16 must also wear …", kept by a group within it or an age in it told with a word of age:
    "climbers under fourteen"), what a free grant is held on ("admitted free when accompanied by a paying adult", "free
    of charge when entering as part of a family team"), a span of clock hours a later clause sets against the rest of
    the day (每日9:00—15:00暂停开放，其余时段正常接待), a phrase of time or place ("on the first Sunday of each month") that the next
    part sets against the rest ("on other days", "at all other times", otherwise; 其余时间, 其他时段), a group the next part
    sets those outside it against ("会员…可享受半价优惠；非会员购买不参与本活动", "Members …; non-members pay £8") or those placed otherwise
    ("Dealers on the ground floor may begin …; those in the upper gallery …") or the same people of another group ("In
    the junior categories (under 14), riders must …; senior riders may …"), or a thing named by a code ("lot 4471B")
    when the next sentence says the others of its kind are untouched ("Other lots are not affected"); a limit whose next
    sentence goes on about the others of its kind ("free at the Quay Road car park only. All other council car parks
    charge …") is read without the words of that kind (as "Quay Road"). Of a limit closed by "only", the phrase from its
    last preposition is read ("on request only" of "will call at Skerry Island on request only"). A sentence restating
    that part (a figure of it, or half its other words) blocks when it has fewer than half the words of the limit and no
    limit or condition of its own (the rest set against a limit, 其余时段照常开放 or "at other times", is one), or says the
    grant holds all the time (全年, 全天, "year-round", "all day").

    Why it matters: a £595 fee for two early slots and a £595 fee are different prices; free entry one Sunday a
    month is not free entry. The reader is told a grant that holds only some of the time holds all of it.

    Example: evidence "Under-18s enter free on the first Sunday of each month; on other days the concession rate
    applies.", sentence "Under-18s get in free." blocks; "Under-18s get in free on the first Sunday of the month."
    passes.

    Fix: keep the limit the evidence gives ("on the first Sunday of each month", "for weekday morning slots").
    """

    code = "FE037"
    family = "FE"
    message = "the evidence limits this to \u201c{limit}\u201d; the sentence drops the limit"
    hint = "keep the limit: \u201c{limit}\u201d"


RESTRICTION_DROPPED = RestrictionDropped()
RULES: tuple[Rule, ...] = (RESTRICTION_DROPPED,)

_PREPOSITION = (r"(?:on|for|in|at|during|between|before|after|within|from|when|while|outside|by"
                r"|to(?! (?:be|find|see|discover|lose|learn|return|have|face|watch|hear|die|fail|end|become|get)\b))")
# What a free grant is held on, the words before what it names: "admitted free when accompanied by a paying adult",
# "may enter free of charge when entering as part of a family team".
_WHEN_WITH = ("when accompanied by", "when entering as part of", "when travelling with", "with")
# A character of a limit's phrase: not a break, save a point inside a figure (9.45am).
_IN_PHRASE = r"(?:[^,;:.()]|(?<=\d)\.(?=\d))"
# "Only" is read in lower case, or opening the part: "Both Ways Is the Only Way" is a title. "Only to be fired"
# tells what came next and "not only in" adds: neither limits. Goods named by a state they are still in (未拆封的,
# 未使用的) are the only ones a grant is for: 未拆封的盲盒…可无理由退货.
_LIMIT = re.compile(opening(
    rf"(?:(?<!\bnot )\bonly|(?:^|(?<=[;.]))\s*Only) {_PREPOSITION}\b{_IN_PHRASE}{{2,60}}"
    rf"|\bfree(?: of charge)? (?:{'|'.join(_WHEN_WITH)}) (?P<held_on>{_IN_PHRASE}{{2,60}})"
    rf"|\b{_PREPOSITION} (?:(?!only\b){_IN_PHRASE}){{2,40}}?\bonly(?=\s*(?:[,;:.)]|$))"
    r"|(?:仅|只)(?:限于?|在|对|于|适用于|供)[^，。；、,;]{1,20}"
    r"|(?:(?:\d{4}年)?\d{1,2}月\d{1,2}日|活动)[^，。；、,;]{0,16}?(?:期间|高峰期|期内)"
    r"|(?:每[日天])?\d{1,2}[:：]\d{2}\s*[—–~-]\s*\d{1,2}[:：]\d{2}(?=[^；;。]*，(?:其余|其他)(?:时间|时段))"
    r"|[\u4e00-\u9fff]{1,6}?(?:在|达到?)?[\d一二两三四五六七八九十百千万.]+[^\d，。；、,;]{0,3}?(?:及?以上|及?以下|以内)的"
    r"|未(?:拆封|开封|拆开|使用|激活|启用)的"))
# The next part of the sentence setting the rest against a limit: "on other days the concession rate applies".
# A limit's phrase ends before an amount it is charged at ("only to residents of the Old Town at £65 a year") or
# a clause joined to it ("only on her spring tour, with remaining copies sold online").
_PHRASE_END = re.compile(
    r"\s(?:(?:at|for|costing)\s(?=[£$€¥]|\d)|(?:with|but|which|while|so|as)\s(?![\d.]+\s?[ap]m)|and\s(?!\d))")
THE_REST = re.compile(r"\s*(?:(?i:on|at|in|for) (?:all )?other (?:days|times|hours|dates|cases|slots)|(?i:otherwise)"
                       r"|其余时间|其他时间|其他时段|其余时段|其他日期)(?![A-Za-z])")
# The next part saying the rest of a kind named by a code is untouched ("Other lots are not affected"): the code
# ("lot 4471B") limits the part before it.
OTHERS_UNAFFECTED = re.compile(r"\s*(?:All\s+)?[Oo]ther\s+(?P<things>[a-z]{3,}?)(?:es|s)?\s+"
                               r"(?:are|were|is|was|remain)\s+(?:not\s+affected|unaffected)\b")
# The next part opening on the others of the limited thing's kind ("All other council car parks charge ...").
_OTHERS_OF_KIND = re.compile(r"\s*(?:All\s+)?[Oo]ther\b|\s*其[余他]")
# The next part opening on those outside a group the part grants to: "非会员购买不参与本活动", "Non-members pay £8".
OTHER_GROUP = re.compile(r"\s*(?:非(?P<zh>[\u4e00-\u9fff]{2,3}?)(?=购买|消费|用户|顾客|不|均|须|需|参加|可|则|，)"
                          r"|[Nn]on-(?P<en>[a-z]{3,}))")
# The next part opening on others of the part's subject told apart by where they are or what they have: "Dealers on
# the ground floor may begin setting up at 7:30 am; those in the upper gallery may set up from 8 am"; the limit is the
# phrase telling the part's subject apart the same way, after its one or two words.
OTHERS_PLACED = re.compile(r"\s*(?:[Tt]hose|[Tt]he others?)\s+(?:in|on|at|from|with|without|aged|under|over)\b")
# The verbs a part's subject is told apart before: "Dealers on the ground floor may", "Drivers aged under 16 must".
_SUBJECT_VERB = r"(?:may|can|must|will|are|is|pay|get|receive|need|enter|go|travel|ride|qualify)\b"
_SUBJECT_PLACED = re.compile(r"\s*(?:[A-Za-z-]+\s+){1,2}?(?P<phrase>(?:in|on|at|from|with|without|aged|under|over)\s+"
                             rf"[^,;:.]{{2,40}}?)\s+{_SUBJECT_VERB}")
# A part opening on a group of entries ("In the junior categories (under 14), riders must …") whose next part opens on
# the same people of another group ("senior riders may use bought horses"): the opening phrase is the limit.
_GROUP_OPENING = re.compile(r"\s*(?P<phrase>(?:[Ii]n|[Ff]or)\s+the\s+(?:[\w-]+\s+){1,2}?"
                            r"(?:categor(?:y|ies)|class(?:es)?|divisions?|sections?|grades?))\b[^,;]{0,30},"
                            r"\s*(?P<subject>[a-z]{3,})\s")
# The verb right after an age group naming a part's subject, and how far into the part the group may start.
_VERB_AFTER_GROUP = re.compile(rf"\s+(?:also\s+)?{_SUBJECT_VERB}")
_SUBJECT_REACH = 12
# A word of age by an age told in words or hyphened: "climbers under fourteen", "10- and 11-year-olds".
_AGE_WORD = re.compile(r"\b(?:under|over|aged|below|above)\s|year-olds?\b", re.IGNORECASE)
_AGE_WORD_REACH = 12
_LAST_PHRASE = re.compile(r"\b(?:on|in|at|during|between|before|after|from|until) [^,;:()]{2,60}\Z")
# Every match of ``_LIMIT`` in a part holds one of these in that part.
_LIMIT_WORDS = ("only", "Only", "仅", "只", "期间", "高峰期", "期内", "其余", "其他", "以上的", "以下的", "以内的", "free",
                "未")
# Every limit holds one of these in some letter case, save an age group (read apart): a word of a limit, "other" of
# the next part setting the rest against it ("otherwise" holds it), or the group an opening phrase names (categories,
# classes): a cheap screen before the patterns.
_LIMIT_MARKS = Marks("other", "非", "non-", "those", "categor", "class", "division", "section", "grade",
                     *(word.lower() for word in _LIMIT_WORDS))
# Parts of a passage: between semicolons and full stops (a point inside a figure, 9.45, is none).
_PARTS = re.compile(r"(?:[^;；。.]|(?<=\d)\.(?=\d))+")
# Words stretching a grant over all the time there is: a sentence saying them states no limit of its own, whatever
# else it conditions ("全年不得…，须改用再生水" over "每年6月1日至9月30日用水高峰期…不得").
_ALL_THE_TIME = re.compile(r"全年|全天|常年|\b(?:all year(?: round)?|year-round|all day|at all times)\b", re.IGNORECASE)
# Words a sentence may limit or condition a grant with itself.
_OWN_LIMIT = re.compile(r"\b(?:only|if|provided|unless|except|subject to|some|certain)\b|仅|只|须|如|若|部分",
                        re.IGNORECASE)
# A time of day a limit cuts off at ("before 1pm", "until 18:00"), and the parts of the day a sentence may name
# instead.
_CUT_OFF_BEFORE = re.compile(r"\b(?:before|after|until|till|from|by)\s+\Z", re.IGNORECASE)
_CUT_OFF_REACH = 8
_PART_OF_DAY = re.compile(r"\b(?:mornings?|afternoons?|evenings?|nights?)\b|上午|下午|晚上|早上|夜间", re.IGNORECASE)
# A part is restated when the sentence has at least this share of its words outside the limit (or one of its figures).
_RESTATED_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class Limited:
    """A part of an evidence sentence that grants something only within ``limit``; ``terms`` are its other words."""

    start: int
    end: int
    limit: str
    limit_terms: frozenset[str]
    terms: frozenset[str]
    ages: tuple[float, float] | None = None  # the age group a part's subject is limited to ("Drivers aged under 16")


def limited_parts(passage: Passage) -> tuple[Limited, ...]:
    """Each part of ``passage`` stating a limit, with the words of the limit and of the rest of the part."""
    text = passage.text
    groups = age_groups(text)
    if not _may_limit(text) and not groups:
        return ()
    parts = [(match.start(), match.end()) for match in _PARTS.finditer(text)]
    found = []
    for index, (start, end) in enumerate(parts):
        if (group := _age_of_subject(text, start, end, groups)) is not None:
            found.append(Limited(start, end, group.phrase, content_terms(group.phrase),
                                 content_terms(text[start:end]) - content_terms(group.phrase), group.ages))
        limit = _LIMIT.search(text, start, end) if _holds_any(text, start, end, _LIMIT_WORDS) else None
        if limit is None and index + 1 < len(parts) and THE_REST.match(text, parts[index + 1][0]):
            limit = _LAST_PHRASE.search(text[start:end].rstrip())
        if limit is None and index + 1 < len(parts) and (others := OTHERS_UNAFFECTED.match(text, parts[index + 1][0])):
            limit = re.compile(rf"\b(?i:{others['things']})(?:es|s)?\s+(?=[\w-]*\d)[A-Z0-9][\w-]*").search(
                text, start, end)
        if limit is None and index + 1 < len(parts) and (others := OTHER_GROUP.match(text, parts[index + 1][0])):
            limit = re.compile(re.escape(others["zh"] or others["en"]), re.IGNORECASE).search(text, start, end)
        if limit is None and index + 1 < len(parts) and OTHERS_PLACED.match(text, parts[index + 1][0]) \
                and (placed := _SUBJECT_PLACED.match(text, start, end)):
            limit = re.compile(re.escape(placed["phrase"])).search(text, start, end)
        if limit is None and index + 1 < len(parts) and (opening := _GROUP_OPENING.match(text, start, end)) \
                and re.match(rf"\s*[A-Za-z-]+\s+{opening['subject']}\b", text[parts[index + 1][0]:parts[index + 1][1]]):
            limit = re.compile(re.escape(opening["phrase"])).search(text, start, end)
        if limit is None:
            continue
        held_on = limit.groupdict().get("held_on")
        phrase = _PHRASE_END.split(held_on or _last_phrase(limit.group()), 1)[0].strip()
        limit_terms = content_terms(phrase)
        if index + 1 < len(parts) and _OTHERS_OF_KIND.match(text, parts[index + 1][0]):
            # "free at the Quay Road car park only. All other council car parks charge": the kind the others are
            # of (car park) is what is limited, "Quay Road" the limit
            limit_terms = limit_terms - content_terms(text[parts[index + 1][0]:parts[index + 1][1]]) or limit_terms
        if limit_terms:
            found.append(Limited(start, end, phrase, limit_terms, content_terms(text[start:end]) - limit_terms))
    return tuple(found)


def _age_of_subject(text: str, start: int, end: int, groups: tuple[AgeGroup, ...]) -> AgeGroup | None:
    """The age group naming the subject a part opens on, right before its verb: "Children under 12 get in free",
    "Drivers aged under 16 must also wear a neck brace" (not "Adults pay £10 and children under 12 £5")."""
    opening = start + len(text[start:end]) - len(text[start:end].lstrip())
    return next((group for group in groups if opening <= group.start <= opening + _SUBJECT_REACH
                 and group.end <= end and _VERB_AFTER_GROUP.match(text, group.end)), None)


def _may_limit(text: str) -> bool:
    """Whether ``text`` holds one of the marks every limit holds (see ``_LIMIT_MARKS``), in any letter case."""
    return mentions_any(text, _LIMIT_MARKS)


def _holds_any(text: str, start: int, end: int, words: tuple[str, ...]) -> bool:
    """Whether ``text[start:end]`` holds any of ``words``, as written."""
    return any(text.find(word, start, end) != -1 for word in words)


def _last_phrase(limit: str) -> str:
    """A limit closed by "only" from its last preposition: "at Skerry Island on request only" limits the call to
    "on request", not to the island, which the sentence names as well."""
    if not limit.endswith("only"):
        return limit
    starts = [found.start() for found in _PREPOSITION_WORD.finditer(limit)]
    return limit[starts[-1]:] if starts else limit


_PREPOSITION_WORD = re.compile(rf"\b{_PREPOSITION} ")


def _with_the_rest_after(passages: tuple[Passage, ...]) -> tuple[Passage, ...]:
    """The passages, and each joined again with the next sentence of its source when that sets the rest against it
    ("… free on Sundays before 1pm. At all other times charges remain …") or says the others of a kind are untouched
    ("… recalling lot 4471B … . Other lots are not affected.") or sets those outside a group against it ("…；非会员
    购买不参与本活动") or goes on about the others of its kind ("… free at
    the Quay Road car park only. All other council car parks charge …"): the two are one limit."""
    joined = tuple(Passage(first.text + " " * (second.start - first.end) + second.text, source_id=first.source_id,
                           start=first.start, end=second.end, evidence_id=first.evidence_id)
                   for first in passages for second in passages
                   if second.follows(first)
                   and (OTHERS_UNAFFECTED.match(second.text) or THE_REST.match(second.text)
                        or OTHER_GROUP.match(second.text) or OTHERS_PLACED.match(second.text)
                        or _OTHERS_OF_KIND.match(second.text) and _may_limit(first.text)))
    return (*passages, *joined)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    passages = _with_the_rest_after(evidence.passages)
    limited = [(passage, part) for passage in passages for part in passage.derived(limited_parts)]
    if not limited or (_OWN_LIMIT.search(statement.text) or THE_REST.search(statement.text)) \
            and not _ALL_THE_TIME.search(statement.text):
        return []  # a limit of its own, or the rest set against a limit ("at other times", 其余时段照常开放)
    for passage, part in limited:
        if not _keeps_limit(statement, part) and _restates(statement, passage, part):
            return [RESTRICTION_DROPPED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                                limit=part.limit)]
    return []


def _keeps_limit(statement: Statement, part: Limited) -> bool:
    """Whether the sentence has at least half the words of the limit (a word or two shared is not the limit: 消费者
    of 仅限本市登记注册的个人消费者), or a date or month the limit states (3月份 of 3月1日至3月31日期间), or its bound
    (不超过90平方米 of 建筑面积在90平方米及以下的); a time of day the limit cuts off at must be kept, or the part of the
    day named ("on Sundays" drops the limit "on Sundays before 1pm"; "on Sunday mornings" keeps it); an age group
    the part's subject is limited to must be kept (see ``_keeps_ages``)."""
    if part.ages is not None:
        return _keeps_ages(statement, part.ages)
    clocks = [item for item in find_quantities(part.limit) if item.kind == "clock"
              and _CUT_OFF_BEFORE.search(part.limit, max(0, item.start - _CUT_OFF_REACH), item.start)]
    if clocks and not _PART_OF_DAY.search(statement.text) and not any(
            supports(mine, theirs) for mine in statement.quantities if mine.kind == "clock" for theirs in clocks):
        return False
    if 2 * len(part.limit_terms & statement.terms) >= len(part.limit_terms):
        return True
    stated = [item for item in find_quantities(part.limit) if item.kind in CALENDAR_KINDS or item.kind == "bound"]
    return any(supports(mine, theirs) for mine in statement.quantities if mine.kind in CALENDAR_KINDS
               or mine.kind == "bound" for theirs in stated)


def _keeps_ages(statement: Statement, ages: tuple[float, float]) -> bool:
    """Whether the sentence names an age group within ``ages`` ("Under-14s" of "under 14"), or an age in it told
    with a word of age ("climbers under fourteen" of "Under-14s", "10- and 11-year-olds" of "aged 10–14")."""
    if any(ages[0] <= group.low and group.high <= ages[1] for group in age_groups(statement.text)):
        return True
    text = statement.text
    return any(ages[0] <= item.magnitude <= ages[1] for item in statement.quantities
               if _AGE_WORD.search(text, max(0, item.start - _AGE_WORD_REACH), item.end + _AGE_WORD_REACH))


def _restates(statement: Statement, passage: Passage, part: Limited) -> bool:
    """Whether the sentence restates ``part``: one of its figures outside the limit, the age group it grants to
    ("under-12s" for "Children under 12"), or half its other words."""
    figures = [quantity for quantity in passage.quantities if part.start <= quantity.start < part.end
               and quantity.surface not in part.limit]
    if any(supports(mine, theirs) for mine in statement.quantities for theirs in figures):
        return True
    if {group.ages for group in age_groups(statement.text)} \
            & {group.ages for group in age_groups(passage.text[part.start:part.end])}:
        return True
    shared = len(part.terms & statement.terms)  # a part about an age group shares two words at least ("go free")
    return bool(part.terms) and shared >= max(2 if part.ages else 1, _RESTATED_SHARE * len(part.terms))
