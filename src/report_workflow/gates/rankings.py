"""FP rankings: which of two things is ahead, and in which place a thing ranks, must agree with the evidence.

"Sweden produced more hydropower than Norway" keeps every name and term of "Sweden generated 69 TWh of
hydropower and Norway 128 TWh"; only the order of the two figures shows it false. "The largest lender" keeps
every word of "the second-largest lender" but the ordinal.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..text import content_terms
from ..text.numerals import parse_cjk_numeral
from ..text.quantities import Quantity
from .base import Finding, Rule
from .columns import own_names, sharing_most, table_columns
from .inputs import Evidence, Passage, Statement
from .lexicon import WholeWordScreen, WordScreen, holds_chinese, matches_of
from .phrases import Marks, find_phrase, mentions_any, opening, run_end


class ComparisonAgainstFigures(Rule):
    """The sentence puts one thing above or below another, and the figures the evidence gives them say otherwise.

    What it does: reads a comparison of two named things ("Sweden produced more hydropower than Norway", "A is
    higher than B"; 乙市地区生产总值高于甲市, 多于, 超过, 大于, 少于, 低于, 不及), a place ahead of or behind another
    in an order by size ("Leeds ranked ahead of York", 成都排在苏州之前) or a comparison of two common nouns ("Barley
    covered more acreage than wheat", found in any letter case), its sides set by a preposition where it has them
    ("less common with drug X than with placebo"). A figure belongs to the thing named right after it ("30,000
    acres were wheat", "12,000 acres of barley", "3.2% of patients receiving drug X", 30000亩为小麦), else to the
    one named in the text before it. When one evidence passage gives each of the two exactly one figure of one kind (the same dimension
    and unit) and shares a term of the sentence besides the names, and the figures go the other way, it blocks;
    so it does when a table column gives the two, as its row keys name them, figures going the other way: a column
    whose header shares a term of the sentence besides the names, or the evidence's only column of figures.
    Figures of different kinds compare nothing and pass.

    Why it matters: the names, the metric and the year are all the evidence's; only the order of the figures
    shows that the comparison is reversed.

    Example: evidence "2023年，甲市地区生产总值12000亿元，乙市8600亿元。", sentence "2023年乙市地区生产总值高于甲市。"
    blocks.

    Fix: compare the two the way their figures go, or give the figures.
    """

    code = "FP007"
    family = "FP"
    message = "the sentence says \u201c{phrase}\u201d, but the evidence gives {first} and {second}"
    hint = "put {ahead} ahead, as its figure is"


class RankChanged(Rule):
    """The sentence ranks a thing in another place than the evidence does.

    What it does: reads a rank a sentence states with a superlative and its ordinal ("the largest lender" is first, "the
    second-largest", "the third-biggest"; 位居全国第一, 排名第二, 居首, 首位, 第二大, 最大, 第二高, 最低, 最多) and the ranks the evidence states
    with the same superlative (仅次于, "second only to", is second), or with a place alone among things the sentence names,
    read as the largest first (位列本年度国产动画电影票房第二位 against 票房最高的国产动画电影; a ranking verb may stand up to 14 characters before
    第). When the evidence ranks with it and never in the sentence's place, it blocks. When the evidence states such a
    rank, or none, but lists names each with a figure of one kind ("Maria Chen 92, Tom Reyes 85, Aisha Bello 88";
    陈玛丽92分，雷汤姆85分;
    其中玉米200万吨，水稻180万吨; a total such as 总产量 or "Total" is none of them), a sentence ranking one of them by a superlative
    of size (highest, largest, lowest; 高, 大, 低, 多, 少) or by a place alone, the largest first (居各粮食作物首位, 位居第二), blocks
    when the list puts at least as many names ahead of it as its place; names listed in order (排名前三的依次为金陵湾市、锦城市和沂州市,
    a figure in brackets after a name aside) hold the places 1, 2, 3 … of that order, as names a sentence gives places
    one by one do (白茧县和绿川县分列第二、第三), a list of results writing the place before the name gives it that place
    ("1st Harbourside Steel Orchestra …; 2nd Tropicana Pan Collective"), and a place label gives every name of its line
    that place ("Second place: 'The Long Migration' by Tomasz Wrona"; a sentence winning a contest named as one, "won
    the Bremholt Open", claims first place): "second-highest" with two higher figures listed, "the second most
    common", and the name after "followed by", which holds the place after the rank before it. A column of a table is
    such a list, its rows' keys the names, though each row is a passage of its own, named in any letter case, in the
    plural or without what the key adds in brackets. The name ranked is the one the
    sentence names last before the rank ("Avon had the highest rent, while Carlow had the lowest"), else the only listed
    name it gives; a name after the rank is the one ranked in 城镇化率最高的是青石市, read against the column its own clause names.
    A list may leave names out, so a place further down than the list gives passes. When the evidence gives the
    sentence's place by the same superlative to a name the sentence never writes ("Lumo posted the fastest growth"), the
    sentence giving it to another name the evidence writes ("Kestrel grew fastest") blocks. A place in a finishing order
    or a prize ("finished third", "sit third", "lead the table", "top the league", "took second prize", 获二等奖) is read
    only against the place the evidence gives the same name (海滨队获一等奖 over 海滨队“章鱼”获二等奖 blocks; who a Chinese name is,
    told before it, is no part of it: 杨秀梅 of 侗锦传承人杨秀梅凭借…获得金奖; a numbered order run into one line gives each partner of a
    crew its place: "1. Harker / Quayle; 2. Brandt / Moser"). "One of the largest" and "among the largest" state no
    place and pass; a first place over evidence giving only such a degree ("the largest" over "one of the largest",
    为近五年同期最高 over 处于近五年同期较高水平) blocks.

    Why it matters: first and second place share every other word of the sentence.

    Example: evidence "Kestrel Bank, the country's second-largest lender by assets", sentence "Kestrel Bank is
    the largest lender in the country by assets." blocks; evidence "Final exam results: Maria Chen 92, Tom Reyes 85,
    Aisha Bello 88.", sentence "Tom Reyes achieved the second-highest score." blocks.

    Fix: state the rank the evidence gives.
    """

    code = "FP008"
    family = "FP"
    message = "the sentence says \u201c{phrase}\u201d, but the evidence says \u201c{evidence_phrase}\u201d"
    hint = "state the rank as the evidence does: \u201c{evidence_phrase}\u201d"


RULES: tuple[Rule, ...] = (ComparisonAgainstFigures(), RankChanged())
COMPARISON_AGAINST_FIGURES, RANK_CHANGED = RULES


# --- comparisons ----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Comparison:
    """"A more than B": the text naming A, the text naming B, +1 when A is said to be ahead, -1 behind."""

    ahead: str
    behind: str
    sign: int
    phrase: str


_MORE = "more|higher|larger|greater|bigger"
_LESS = "less|lower|smaller|fewer"
# "A is more common than B"; "less common with drug X than with placebo", the sides set by a preposition.
_SIDE_PREPOSITION = r"(?:with|among|in|for|on)"
_ENGLISH_COMPARISON = re.compile(
    rf"\b(?P<word>{_MORE}|{_LESS})\b(?P<between>(?:\s+[a-z][\w-]*){{0,3}}?)"
    rf"(?:\s+{_SIDE_PREPOSITION}\s+(?P<own>[\w'\u2019-]+(?:\s+[\w'\u2019-]+){{0,2}}?))?\s+than\s+"
    rf"(?:(?(own){_SIDE_PREPOSITION}\s+))"
    r"(?:(?P<other>(?:the\s+)?[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*)*)|(?P<common>(?!the\b)[a-z]+)\b)"
)
# The thing a clause is about when two common nouns are compared: its first word after an article.
_HEAD_NOUN = re.compile(r"\s*(?:(?:the|a|an)\s+)?([A-Za-z]+)\b", re.IGNORECASE)
# A figure followed by the thing it counts ("30,000 acres were wheat", "12,000 acres of barley", 30000亩为小麦).
_NAMED_AFTER = re.compile(
    r"\s+of\s+(?:the\s+)?(?:patients|participants|people|those|subjects|children|adults|users|pupils)\s+"
    r"(?:receiving|given|taking|treated\s+with|on|in)\s+(?P<given>[\w'\u2019-]+(?:\s+[\w'\u2019-]+){0,2}?)"
    r"(?=\s*(?:[,;.)]|\band\b|$))"
    r"|\s+(?:were|was|are|is|of)\s+(?:the\s+)?(?P<name>[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*)*|[a-z]+)"
    r"|\s*为(?P<han>[\u4e00-\u9fff]+)"
)
_CHINESE_MORE, _CHINESE_LESS = ("高于", "多于", "超过", "大于"), ("低于", "少于", "不及", "小于")
# Every comparison holds one of these: texts without one are passed over cheaply.
_COMPARISON_MARKS = Marks("than", "ahead of", "behind", *_CHINESE_MORE, *_CHINESE_LESS, "之前", "前面", "之后", "后面")
_CHINESE_COMPARISON = re.compile(
    rf"(?P<word>{'|'.join(_CHINESE_MORE + _CHINESE_LESS)})(?P<other>[\u4e00-\u9fffA-Za-z]{{2,12}}?)"
    r"(?=[，。；！？,;!?]|$|的|水平|同期)"
)
# A place ahead of or behind another in an order by size: 成都排在苏州之前, "Leeds ranked ahead of York".
_CHINESE_PLACED = re.compile(
    r"(?:排在|排名在|位列|位居|居于)(?P<other>[\u4e00-\u9fffA-Za-z]{2,12}?)(?P<word>之前|前面|之后|后面)")
_ENGLISH_PLACED = re.compile(
    r"\b(?:ranks?|ranked|ranking)\s+(?:just\s+|well\s+)?(?P<word>ahead of|behind)\s+"
    r"(?P<other>(?:the\s+)?[A-Z][\w'\u2019&-]*(?:\s+[A-Z][\w'\u2019&-]*)*)"
)
_PLACED_AHEAD = frozenset({"之前", "前面", "ahead of"})
_CLAUSE_START = re.compile(r".*[，。；：！？,;:!?]\s*", re.DOTALL)
_NAME_WORD = re.compile(r"[A-Z][\w'\u2019&-]*")
_HAN = re.compile(r"[\u4e00-\u9fff]")
_LEADING_HAN = re.compile(r"[\u4e00-\u9fff]*")
_SHORTEST_CHINESE_NAME = 2
_CAPITALISED_FUNCTION_WORDS = frozenset("The A An In On At For By And But According".split())


def comparisons(text: str) -> tuple[Comparison, ...]:
    """The comparisons of two named things in ``text``: "Sweden produced more hydropower than Norway", and places
    one ahead of the other in an order by size ("Leeds ranked ahead of York", 成都排在苏州之前)."""
    if not mentions_any(text, _COMPARISON_MARKS):
        return ()
    found = [Comparison(_left_of(text, match.start()), match.group("other"),
                        1 if match.group("word") in _PLACED_AHEAD else -1, match.group(0))
             for placed in (_CHINESE_PLACED, _ENGLISH_PLACED) for match in placed.finditer(text)]
    for match in _ENGLISH_COMPARISON.finditer(text):
        sign = 1 if match.group("word").lower() in _MORE.split("|") else -1
        ahead, behind = match.group("own") or _left_of(text, match.start()), match.group("other")
        if behind is None:
            ahead, behind = _common_nouns(ahead, match.group("common"))
        found.append(Comparison(ahead, behind, sign, match.group(0)))
    for match in _CHINESE_COMPARISON.finditer(text):
        sign = 1 if match.group("word") in _CHINESE_MORE else -1
        found.append(Comparison(_left_of(text, match.start()), match.group("other"), sign, match.group(0)))
    return tuple(comparison for comparison in found if comparison.ahead.strip())


def _left_of(text: str, end: int) -> str:
    """The clause of ``text`` before ``end``: where the first thing compared is named."""
    head = text[:end]
    start = _CLAUSE_START.match(head)
    return head[start.end():] if start else head


def _common_nouns(clause: str, other: str) -> tuple[str, str]:
    """The two common nouns of "Barley covered more acreage than wheat", in lower case: ("barley", "wheat"); no
    sides ("", "") when either is a function word ("less than one")."""
    head = _HEAD_NOUN.match(clause)
    ahead = head.group(1).lower() if head else ""
    if not (content_terms(ahead) and content_terms(other)):
        return "", ""
    return ahead, other


def _is_common_noun(side: str) -> bool:
    """Whether a side is a common noun (one lower-case word, "wheat") rather than a name or a clause."""
    return side.isascii() and side.isalpha() and side.islower()


def _holds(segment: str, side: str) -> bool:
    """Whether a text next to a figure names the side: a capitalised word of it, the common noun it is in any
    letter case ("wheat" in "Wheat covered"), or the Chinese name the segment's last clause begins with, of at
    least two characters ("乙市" of "，乙市8600亿元" in "2023年乙市地区生产总值")."""
    if _is_common_noun(side):
        return re.search(rf"\b{side}(?:e?s)?\b", segment, re.IGNORECASE) is not None
    if _HAN.search(side):
        last_clause = re.split(r"[，、；,;]", segment)[-1].lstrip(" 和及与而")
        head = last_clause[:run_end(_LEADING_HAN, last_clause, 0)]
        return any(head[:length] in side for length in range(len(head), _SHORTEST_CHINESE_NAME - 1, -1))
    words = set(_NAME_WORD.findall(side)) - _CAPITALISED_FUNCTION_WORDS
    return any(word in words for word in _NAME_WORD.findall(segment))


def _figures_of(passage: Passage, side: str, other: str) -> list[Quantity]:
    """The figures of ``passage`` naming ``side`` only: by the thing named right after the figure when it names
    either side ("30,000 acres were wheat"), else by the figure's own stretch of text from the figure before."""
    figures, previous = [], 0
    for quantity in passage.quantities:
        if quantity.kind == "value":
            owner = _named_after(passage.text, quantity.end)
            if not (_holds(owner, side) or _holds(owner, other)):
                owner = passage.text[previous:quantity.start]
            if _holds(owner, side) and not _holds(owner, other):
                figures.append(quantity)
        previous = quantity.end
    return figures


def _named_after(text: str, end: int) -> str:
    """The thing a figure ending at ``end`` is said to count ("wheat" of "30,000 acres were wheat", "drug X" of
    "3.2% of patients receiving drug X"), or ""."""
    match = _NAMED_AFTER.match(text, end)
    return (match.group("given") or match.group("name") or match.group("han")) if match else ""


def _contradicting(comparison: Comparison, passage: Passage) -> tuple[Quantity, Quantity] | None:
    """The figures of the two sides, when the passage gives each one figure of one kind going the other way."""
    ahead = _figures_of(passage, comparison.ahead, comparison.behind)
    behind = _figures_of(passage, comparison.behind, comparison.ahead)
    if len(ahead) != 1 or len(behind) != 1:
        return None
    first, second = ahead[0], behind[0]
    if (first.dimension, first.unit) != (second.dimension, second.unit):
        return None
    return (first, second) if (first.value - second.value) * comparison.sign < 0 else None


def _metric_terms(terms: frozenset[str], comparison: Comparison) -> frozenset[str]:
    """The sentence's terms besides the two names and the comparison: what the figures must measure."""
    common = comparison.ahead if _is_common_noun(comparison.ahead) else ""
    named = " ".join((comparison.behind, *_NAME_WORD.findall(comparison.ahead), common)).lower()
    return frozenset(term for term in terms if term not in named)


def _column_contradicting(comparison: Comparison,
                          entries: tuple[tuple[str, Quantity], ...]) -> tuple[Quantity, Quantity] | None:
    """The figures a table column gives the two sides, as its row keys name them, when they go the other way."""
    ahead = [quantity for key, quantity in entries if find_phrase(comparison.ahead, key) != -1]
    behind = [quantity for key, quantity in entries if find_phrase(comparison.behind, key) != -1]
    if len(ahead) != 1 or len(behind) != 1 or ahead[0] is behind[0]:
        return None
    return (ahead[0], behind[0]) if (ahead[0].value - behind[0].value) * comparison.sign < 0 else None


def _compared_columns(comparison: Comparison, statement: Statement, evidence: Evidence) -> list[_Column]:
    """The table columns a comparison may be read against: those whose header shares a term with the comparison's
    own words ("fewer hives than Carlow" reads Hives, not Honey), else with the sentence besides the names, else the
    only column of figures the evidence has."""
    columns = _table_columns(evidence)
    own = _metric_terms(content_terms(comparison.phrase), comparison)
    metric = _metric_terms(statement.terms, comparison)
    near = [column for column in columns if column[1] & own] or [column for column in columns if column[1] & metric]
    return near or (columns if len(columns) == 1 else [])


def _check_comparisons(statement: Statement, evidence: Evidence) -> list[Finding]:
    for comparison in statement.feature(comparisons):
        metric = _metric_terms(statement.terms, comparison)
        found = [(passage, _contradicting(comparison, passage) if metric & passage.terms else None)
                 for passage in evidence.passages]
        found += [(first_row, _column_contradicting(comparison, entries))
                  for entries, _, first_row in _compared_columns(comparison, statement, evidence)]
        for passage, figures in found:
            if figures:
                first, second = figures
                ahead = comparison.behind if comparison.sign > 0 else comparison.ahead.strip()
                return [COMPARISON_AGAINST_FIGURES.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref, phrase=comparison.phrase,
                    first=f"\u201c{first.surface}\u201d", second=f"\u201c{second.surface}\u201d", ahead=ahead,
                )]
    return []


# --- ranks ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Rank:
    """A place a text states: the superlative it ranks by ("largest", "大"; "" for a plain 第二, "place" for a
    finishing order), the place, the phrase and where it starts."""

    by: str
    place: int
    phrase: str
    start: int = field(default=0, compare=False)


_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9,
             "tenth": 10, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10}
_SUPERLATIVES = {"largest": "largest", "biggest": "largest", "highest": "highest", "busiest": "busiest",
                 "smallest": "smallest", "lowest": "lowest", "richest": "richest", "oldest": "oldest",
                 "most populous": "most populous", "tallest": "tallest", "longest": "longest", "fastest": "fastest",
                 "quickest": "fastest", "most common": "most common", "commonest": "most common", "most": "most"}
# "The most" ranks by a count only before the plural of what it counts ("the most captures", "the most votes"):
# before an adjective ("the most popular") it ranks by no figure.
_ENGLISH_RANK = re.compile(
    rf"(?<!one of )(?<!among )\b(?:the|its|their|his|her|[A-Z][\w.&-]*['\u2019]s)\s+"
    rf"(?:(?P<ordinal>{'|'.join(_ORDINALS)})[- ])?"
    rf"(?P<by>{'|'.join(word for word in _SUPERLATIVES if word != 'most')}|most(?=\s+[a-z]{{3,}}s\b))\b",
    re.IGNORECASE,
)
_ENGLISH_RANK_WORDS = WordScreen(*_SUPERLATIVES)
# A superlative of growth said of a verb, with no article: "Kestrel grew fastest", "sales rose fastest in Asia".
_GREW_FASTEST = re.compile(r"\b(?:grew|grows|growing|rose|rises|rising|expanded|expands|increased|increases)\s+"
                           r"(?P<by>fastest|quickest)\b", re.IGNORECASE)
_GREW_FASTEST_WORDS = WordScreen("fastest", "quickest")
# A place in a finishing order: "runners-up", "finished third", "slipped to third", "in second place", "took second
# place".
FINISHING = "place"
_PLACES = {"first": 1, "1st": 1, **_ORDINALS}
_PLACE_WORD = rf"(?P<ordinal>{'|'.join(_PLACES)})"
_ENGLISH_PLACE = re.compile(opening(
    r"\b(?P<runner>runners?-up)\b"
    rf"|\b(?:finish(?:ed|es|ing)?|came|comes|placed|ended(?:\s+up)?|was|were|is|are|sits?|sat|lies|lie|lay|stands?"
    rf"|stood|remains?|remained|(?:slip(?:s|ped|ping)?|drop(?:s|ped|ping)?|fell|falls?|climb(?:s|ed|ing)?|rose"
    rf"|rises?|moved(?:\s+up|\s+down)?|jump(?:s|ed|ing)?)\s+to)\s+(?:in\s+)?{_PLACE_WORD}\b(?!-)"
    rf"(?!\s+(?:half|quarter|round|leg|day|time|season|year|week|month|game|match|race|stage|to)s?\b)"
    rf"|\b(?:in|(?:took|taking|takes|claimed|claiming|secured|securing|earned|won|winning)(?:\s+the)?)\s+"
    rf"{_PLACE_WORD.replace('ordinal', 'placed')}\s+(?:place|prize)\b"
    r"|\b(?:took|takes?|won|wins?|claim(?:ed|s)?|earned|taking|winning|secured?|secures|securing|into|to)\s+(?:the\s+)?"
    r"(?P<medal>gold|silver|bronze)\b"
    r"|\b(?P<top>lead|leads|led|leading|top|tops|topped|topping)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?"
    r"(?:table|standings|league|division|group|rankings|leaderboard)\b(?!\s+(?:in|for|on)\b)"),
    re.IGNORECASE,
)
# A word each of its matches holds: a runner-up, a place, a medal or the table led.
_ENGLISH_PLACE_WORDS = WordScreen("runner", *_PLACES, "gold", "silver", "bronze", "table", "standings", "league",
                                  "division", "group", "rankings", "leaderboard")
# Winning a contest named as one (not a prize or an award): "won the Bremholt Beach Sand Sculpture Open".
_WON_CONTEST = re.compile(r"\b(?:won|wins|win)\s+the\s+(?:\d{4}\s+)?(?:[A-Z][\w'\u2019-]*\s+){0,6}"
                          r"(?:Open|Cup|Championships?|Trophy|Grand Prix|Classic|Marathon|Tournament|Contest"
                          r"|Competition|Derby|Regatta|Rally)\b")
# A medal names the place it is won for.
_MEDALS = {"gold": 1, "silver": 2, "bronze": 3}
# A Chinese prize names its place: 一等奖 is first prize, 三等奖 third; so do the titles of the first three won (获得
# 亚军, 屈居季军, 季军由…获得; not 冠军基普罗蒂奇, a title before a name), read as the places 位列第二 and 第三 give; a medal may follow
# its event (夺得传统南狮项目金牌).
_CHINESE_PRIZE = re.compile(r"(?P<prize>[一二三四五六七八九])等奖"
                            r"|(?:(?:获得?|夺得|摘得|取得|成为|屈居)了?|(?=[冠亚季]军由))(?P<title>冠军|亚军|季军)"
                            r"|(?:获得?|夺得|摘得|取得|荣获|斩获)了?[\u4e00-\u9fff]{0,8}?(?P<medal>[金银铜])[奖牌]")
_TITLES = {"冠军": 1, "亚军": 2, "季军": 3}
_CHINESE_MEDALS = {"金": 1, "银": 2, "铜": 3}
# A line of a list of prizes naming who won each (金奖：佛岭龙腾醒狮队, 二等奖：李明、王芳, 亚军：江浦队).
_PRIZE_LINE = re.compile(r"(?m)^[ \t]*(?:(?P<medal>[金银铜])[奖牌]|(?P<prize>[一二三四五六七八九])等奖|(?P<title>冠军|亚军|季军))"
                         r"\s*[:：]\s*(?P<names>[^\n，,。；;:：]{2,60})")
# Every rank holds one of these: texts without one are passed over cheaply.
_RANK_MARKS = Marks(*_SUPERLATIVES, "second only", "第", "首", "最", "仅次于", "等奖", "冠军", "亚军", "季军", "金奖", "银奖",
                    "铜奖", "金牌", "银牌", "铜牌", "runner",
                    "finish", "came", "comes", "placed", "ended", " place", "second", "third", "fourth", "fifth",
                    "gold", "silver", "bronze", "won the", "wins the", "win the", "first", "lead", "led", "top")
# A whole word of each English rank (a superlative, a place, "st" of "1st", a runner-up, a medal, a table led, a
# contest won): text without Chinese holds a rank only where it holds one of these, a set test on the split of its
# words every screen shares.
_RANK_WORDS = WholeWordScreen(*(phrase.split()[-1] for phrase in _SUPERLATIVES),
                              *(place.lstrip("0123456789") for place in _PLACES), "runner", "runners", "gold",
                              "silver", "bronze", "table", "standings", "league", "division", "group", "rankings",
                              "leaderboard", "won", "wins", "win")
_SECOND_ONLY_TO = re.compile(r"\bsecond only to\b|仅次于", re.IGNORECASE)
_CHINESE_NUMERALS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
# 居 ranks unless it opens a word of dwelling (居民, 居住) or a place (居中); what it ranks among may take a few
# words (居各粮食作物首位, 位居全国同类城市第一).
_CHINESE_RANKING_VERB = "位居|位列|排名|排在|名列|居于|居(?![民住然家室中])"
_CHINESE_RANK = re.compile(
    rf"(?:{_CHINESE_RANKING_VERB})[\u4e00-\u9fff]{{0,14}}?第(?P<ordinal>[一二三四五六七八九十]|\d{{1,2}})(?:位|名)?"
    r"(?![季次批届个期轮])"
    rf"|(?:{_CHINESE_RANKING_VERB})[\u4e00-\u9fff]{{0,8}}?(?P<first>首位|榜首|首)"
    r"|(?:第(?P<sized>[二三四五六七八九十])|(?P<most>最))(?P<size>[大高低多少])"
)


# The next place, given to the name after it: "the busiest site with 18,400 visitors, followed by Stanwick Post Mill".
_FOLLOWED_BY = re.compile(r"[^.;]*?,\s*(?P<phrase>followed by)\s")


def ranks(text: str) -> tuple[Rank, ...]:
    """The places ``text`` states: "the second-largest" is (largest, 2), 位居全国第一 is ("", 1), 第二大 ("大", 2),
    最低 ("低", 1), 最多 ("多", 1)."""
    chinese = holds_chinese(text)  # every Chinese rank and prize holds a Chinese character
    if not ((chinese or _RANK_WORDS.may_match(text)) and mentions_any(text, _RANK_MARKS)):
        return ()
    found = [Rank(_SUPERLATIVES[match.group("by").lower()], _ORDINALS.get((match.group("ordinal") or "").lower(), 1),
                  match.group(0), match.start()) for match in matches_of(_ENGLISH_RANK, _ENGLISH_RANK_WORDS, text)]
    found += [Rank(rank.by, rank.place + 1, following.group("phrase"), following.start("phrase")) for rank in found
              if (following := _FOLLOWED_BY.match(text, rank.start + len(rank.phrase))) is not None]
    found += [Rank("fastest", 1, match.group(0), match.start())
              for match in matches_of(_GREW_FASTEST, _GREW_FASTEST_WORDS, text)]
    for match in _CHINESE_RANK.finditer(text) if chinese else ():
        if "从第" in match.group(0) or "由第" in match.group(0):
            continue  # the place a move started from (排名从第九位跃升至第四位) is not the place held
        if match.group("sized") or match.group("most"):
            found.append(Rank(match.group("size"), _CHINESE_NUMERALS.get(match.group("sized") or "一", 1),
                              match.group(0), match.start()))
        else:
            ordinal = match.group("ordinal")
            place = 1 if match.group("first") else _place_of(ordinal)
            found.append(Rank("", place, match.group(0), match.start()))
    if not found and (second := _SECOND_ONLY_TO.search(text)):
        found.append(Rank("", 2, second.group(0), second.start()))
    return tuple(found) + _finishing_places(text, chinese)


# A place written right after the name it is given, in a list of finishers: "with Andrés Patiño second and Julien
# Marceau third", "with Colombia's Andrés Patiño third, 14 seconds back", "with Grace Mwangi third in 30:49.8".
_NAMED_PLACE = re.compile(opening(
    rf"(?:\bwith|\band|,)\s+(?P<name>[A-Z][\w'\u2019.-]*(?:\s+(?:[A-Z][\w'\u2019.-]*|de|da|van|von|der)){{0,4}})\s+"
    rf"(?P<ordinal>{'|'.join(word for word in _PLACES if word.isalpha() and word != 'first')})\b"
    r"(?=\s*(?:[,;.]|\band\b|$)|\s+(?:in|at|on)\s+\d)"))
_NAMED_PLACE_WORDS = WordScreen(*(word for word in _PLACES if word.isalpha() and word != "first"))


# A medal in brackets right after the name it is given: "Marlow & Finch's honey Dijon (silver)".
_BRACKETED_MEDAL = re.compile(r"\((?P<medal>gold|silver|bronze)\)", re.IGNORECASE)


def _finishing_places(text: str, chinese: bool) -> tuple[Rank, ...]:
    """The places of a finishing order ``text`` states: "runners-up" is 2, "finished third", "was third" and "sit third"
    3, "lead the table" and "top the league" 1, "took silver" and "X (silver)" 2, "with X second" 2, "took second prize"
    and 二等奖 2, "won the Bremholt Open" 1. ``chinese`` tells whether ``text`` holds a Chinese character, as each
    Chinese prize does."""
    return tuple(Rank(FINISHING, _MEDALS[match.group("medal").lower()] if match.group("medal") else 1 if match.group(
                      "top") else _PLACES[(match.group("ordinal") or match.group("placed") or "second").lower()],
                      match.group(0), match.start()) for match in matches_of(_ENGLISH_PLACE, _ENGLISH_PLACE_WORDS, text)
    ) + tuple(
        Rank(FINISHING, _PLACES[match.group("ordinal").lower()], match.group("ordinal"), match.start("ordinal"))
        for match in matches_of(_NAMED_PLACE, _NAMED_PLACE_WORDS, text)) + tuple(
        Rank(FINISHING, _MEDALS[match.group("medal").lower()], match.group(0), match.start())
        for match in _BRACKETED_MEDAL.finditer(text)) + tuple(
        _prize_rank(match) for match in (_CHINESE_PRIZE.finditer(text) if chinese else ())) + tuple(
        Rank(FINISHING, 1, match.group(0), match.start()) for match in _WON_CONTEST.finditer(text))


def _prize_rank(match: re.Match[str]) -> Rank:
    """The place a Chinese prize, medal or title names: 二等奖 and 银奖 the second of a finishing order, 亚军 the
    second place."""
    if match.group("title"):
        return Rank("", _TITLES[match.group("title")], match.group("title"), match.start("title"))
    place = _CHINESE_NUMERALS[match.group("prize")] if match.group("prize") else _CHINESE_MEDALS[match.group("medal")]
    return Rank(FINISHING, place, match.group(0), match.start())


# A place labelled before what holds it: "First place: 'Drowned Cathedral' by Saskia Veldhuis (Netherlands)."
_PLACE_LABEL = re.compile(rf"\b(?P<ordinal>{'|'.join(_PLACES)})\s+place\s*:\s*(?P<holder>[^.;\n]{{2,120}})",
                          re.IGNORECASE)


# A place written before the name holding it in a list of results: "1st Harbourside Steel Orchestra, 'Sweet Pan
# Lady', 271; 2nd Tropicana Pan Collective, …".
_PLACED_ITEM = re.compile(r"(?:^|[;:\n]\s*)(?P<ordinal>1st|2nd|3rd|[4-9]th|10th)\s+(?P<holder>[A-Z][\w&'\u2019-]*"
                          r"(?:\s+[A-Z][\w&'\u2019-]*)*)")


def _prize_lines(text: str) -> tuple[tuple[str, Rank], ...]:
    """The names each line of a list of prizes gives a place (see ``_PRIZE_LINE``), each with it, every name a
    place label gives its place ("Second place: 'The Long Migration' by Tomasz Wrona") and each name of a list of
    results written after its place ("1st Harbourside Steel Orchestra …; 2nd Tropicana Pan Collective")."""
    placed = tuple((item["holder"], Rank(FINISHING, _PLACES[item["ordinal"].lower()], item.group(0).strip(" ;:\n"),
                                         item.start("ordinal")))
                   for item in _PLACED_ITEM.finditer(text)) if "1st" in text else ()
    if "：" not in text and ":" not in text:
        return placed
    return placed + tuple((name.strip(), _prize_rank(line)) for line in _PRIZE_LINE.finditer(text)
                 for name in line.group("names").split("、") if name.strip()) + tuple(
        (name, Rank(FINISHING, _PLACES[label["ordinal"].lower()], label.group(0), label.start()))
        for label in _PLACE_LABEL.finditer(text) for name in _NAME_RUN.findall(label["holder"]))


# What opens a piece before the name a place is given: "with Andrés Patiño second", "with Colombia's Andrés Patiño",
# a title ("Top seed Adaeze Okafor", "defending champion Lena Marsh").
_BEFORE_LISTED_NAME = re.compile(
    r"^(?:with\s+)?(?:[A-Z][\w-]*['\u2019]s\s+(?=[A-Z]))?"
    r"(?:(?:(?i:top|second|third|fourth|fifth|defending|reigning|former)\s+)?"
    r"(?i:seed|champion|title-holder|favourite|favorite)\s+(?=[A-Z]))?")
# Who a Chinese name is, told before it (来自黎平县的侗锦传承人 of 来自黎平县的侗锦传承人杨秀梅凭借作品…获得金奖): up to the
# last word of a person's calling right before the name and the word going on about it.
_CHINESE_CALLING = re.compile(r"^[\u4e00-\u9fff《》“”]*[人手员家师匠](?=[\u4e00-\u9fff]{2,3}(?:凭|以|获|夺|摘|荣))")
_STRETCH_BREAK = re.compile(r"[\u3002\uff1b\uff1a;:]|[.!?](?=\s)")


# The holder of a Chinese prize written after it: 一等奖由外国语学校的王思远获得 (the name right before 获得, after 的),
# 季军由柳林镇代表队获得.
_HELD_BY = re.compile(r"由(?:[^，。；,;]{0,20}的)?(?P<name>[\u4e00-\u9fff]{2,8}?)(?:获得|摘得|夺得|获)")


def ranked_names(text: str) -> tuple[tuple[str, Rank], ...]:
    """The names ``text`` gives a place, each with its rank: the name opening the last piece of the stretch of text
    the rank ends that opens with one (浙江队 of "；浙江队31枚，位列第三", "Easton United" of "Castleford Rovers
    finished second and Easton United finished third"), after "with" and a possessor ("Andrés Patiño" of "with
    Colombia's Andrés Patiño third"); or the holder a Chinese prize is given to after it (一等奖由…的王思远获得)."""
    found, previous = [], 0
    for rank in ranks(text):
        pieces = _LIST_PIECE.split(_STRETCH_BREAK.split(text[previous:rank.start])[-1])
        previous = rank.start + len(rank.phrase)
        if held_by := _HELD_BY.match(text, previous):
            found.append((held_by.group("name"), rank))  # 一等奖由外国语学校的王思远获得: the holder after the prize
            continue
        if text.startswith(("：", ":"), previous):
            continue  # the label of a line of prizes, which names its winners after it (see ``_prize_lines``)
        names = (_LISTED_NAME.match(_CHINESE_CALLING.sub("", _BEFORE_LISTED_NAME.sub("", piece.strip())))
                 for piece in reversed(pieces))
        if name := next((name for name in names if name), None):
            found.append((name.group(0), rank))
    return tuple(found) + _numbered_places(text) + _places_in_order(text) + _row_places(text) + _prize_lines(text)


# A table row read with its headers ("名次: 3; 3 骑手: 梁思远; 3 马匹: 雷霆"): the place its rank column gives, and the
# words of its other cells, which name what holds that place.
_ROW_PLACE = re.compile(r"(?:^|;\s)(?:\S+\s)?(?:名次|排名|(?i:place|pos|position|rank|finish))\s?:\s(?P<place>\d{1,2})"
                        r"(?=;|$)")
_ROW_CELL = re.compile(r"(?:^|;\s)[^:;]*:\s(?P<value>[^:;\d]+)(?=;|$)")


def _row_places(text: str) -> tuple[tuple[str, Rank], ...]:
    """The words of each cell of a table row that hold no figure, each with the place the row's rank column gives."""
    place = _ROW_PLACE.search(text)
    if place is None:
        return ()
    rank = Rank(FINISHING, int(place.group("place")), place.group(0).lstrip("; "), place.start("place"))
    return tuple((cell.group("value").strip(), rank) for cell in _ROW_CELL.finditer(text))


# Names given their places by the order they are listed in: 排名前三的依次为金陵湾市、锦城市和沂州市, each name perhaps
# with its figure in brackets, after a colon too (依次为丰桑县（1,420吨）、绿川县（1,180吨）; 依次为：金虎道馆（186分）、…).
_IN_ORDER = re.compile(r"依次(?:为|是)[：:]?\s*(?P<names>(?:[^。；;：:!！?？（(，,]|[（(][^）)]*[）)])+)")
_ORDER_BREAK = re.compile(r"、|，|,|和|及|与|以及")
_BRACKETED = re.compile(r"[（(][^）)]*[）)]")


def _places_in_order(text: str) -> tuple[tuple[str, Rank], ...]:
    """The names a list written in order (依次为) gives the places 1, 2, 3 …, when it lists two or more."""
    found: list[tuple[str, Rank]] = []
    for match in _IN_ORDER.finditer(text) if "依次" in text else ():
        names = [name.strip() for name in _ORDER_BREAK.split(_BRACKETED.sub("", match.group("names"))) if name.strip()]
        if len(names) > 1:
            found += [(name, Rank("", place, match.group(0), match.start())) for place, name in enumerate(names, 1)]
    return tuple(found)


# Names given places in the order they are written (白茧县和绿川县分列第二、第三, 两队分居第一和第三).
_RESPECTIVE_PLACES = re.compile(r"(?P<names>[^，。；,;：:]{2,40}?)分(?:别)?(?:列|居|排|位列|名列|获得?)"
                                r"(?P<places>第?[一二三四五六七八九十\d]{1,3}(?:(?:、|和|与|及)第?[一二三四五六七八九十\d]{1,3})+)")
_PLACE = re.compile(r"[一二三四五六七八九十\d]{1,3}")


def _places_respectively(text: str) -> tuple[tuple[str, Rank], ...]:
    """The names a sentence gives places one by one in the order it writes both (see ``_RESPECTIVE_PLACES``), when
    it writes as many names as places."""
    if "分" not in text:
        return ()  # every such list holds 分 (分列, 分居): a cheap screen before the pattern
    found: list[tuple[str, Rank]] = []
    for match in _RESPECTIVE_PLACES.finditer(text):
        names = [name.strip() for name in _ORDER_BREAK.split(match.group("names")) if name.strip()]
        places = [_place_of(place) for place in _PLACE.findall(match.group("places"))]
        if len(names) == len(places) > 1 and all(places):
            found += [(name, Rank("", place, match.group(0), match.start())) for name, place in zip(names, places)]
    return tuple(found)


def _place_of(written: str) -> int:
    """A place written in digits or Chinese numerals (二, 十二); 0 when it reads as neither."""
    if written.isdigit():
        return int(written)
    numeral = parse_cjk_numeral(written)
    return int(numeral.value) if numeral is not None else 0


# An entry of a numbered finishing order run into one line: "Final table: 1. Northbridge FC 84 pts; 2. Castleford
# Rovers 81 pts", "1. Marta Oliveira (POR) 30:12.45; 2. Hana Sato (JPN) 30:14.02", "Men: 1 Callum Reith 14:02; 2 …";
# an entry of a crew names each of its partners ("1. Harker / Quayle; 2. Brandt / Moser").
_ENTRY_NAME = r"[A-Z][\w'\u2019.&-]*(?:\s+[A-Z][\w'\u2019.&-]*){0,3}"
_NUMBERED_ENTRY = re.compile(rf"(?:^|[:;]\s*)(?P<place>\d{{1,2}})[.)]?\s+"
                             rf"(?P<name>{_ENTRY_NAME}(?:\s+/\s+{_ENTRY_NAME})?)")
_PARTNERS = re.compile(r"\s+/\s+")


def _numbered_places(text: str) -> tuple[tuple[str, Rank], ...]:
    """The names of a numbered finishing order, each with its place (each partner of a crew), when the numbers count
    up from 1."""
    entries = [(match.group("name"), Rank(FINISHING, int(match.group("place")), match.group(0).lstrip(":; "),
                                          match.start("place")))
               for match in _NUMBERED_ENTRY.finditer(text)]
    places = [rank.place for _, rank in entries]
    if len(places) < 2 or places != list(range(1, len(places) + 1)):
        return ()
    return tuple((partner, rank) for name, rank in entries for partner in _PARTNERS.split(name))


def _places_of_the_ranked(rank: Rank, statement: Statement, evidence: Evidence) -> list[tuple[Rank, Passage]]:
    """The places the evidence gives the thing the sentence ranks, by the same measure: the name it ranks that
    the sentence writes right after its rank, as a title ("runners-up Kilbride Caledonian"), else the names it ranks
    that the sentence names before its rank, in the same sentence ("浙江队以31枚金牌位列金牌榜第二"), a person maybe by the
    last word of the name, only those of the rank's own clause when it names any (none when it names only another
    name the evidence writes); the name written nearest the rank first; or the holder a Chinese prize is given to
    after it (二等奖由…的王思远获得)."""
    after = statement.text[rank.start + len(rank.phrase):].lstrip(" ,")
    placed = [(name, other, passage) for passage in evidence.passages for name, other in passage.feature(ranked_names)
              if _one_order(other.by, rank.by)]
    titled = [(other, passage) for name, other, passage in placed
              if rank.by in ("", FINISHING) and after.startswith(name)]
    if titled:
        return titled  # a place written as a title before its name: "runners-up Kilbride Caledonian"
    if held_by := _HELD_BY.match(statement.text, rank.start + len(rank.phrase)):
        return [(other, passage) for name, other, passage in placed if name == held_by.group("name")]
    before = _STRETCH_BREAK.split(statement.text[:rank.start])[-1]
    held = [(name, other, passage) for name, other, passage in placed if _names(before, name)]
    own_clause = _CLAUSE_BREAK.split(before)[-1]
    if any(_names(own_clause, name) for name, _, _ in held):  # "…, and a win lifted Valdoria into silver"
        held = [(name, other, passage) for name, other, passage in held if _names(own_clause, name)]
    elif any(_written_within(name, evidence) for name in _NAME_RUN.findall(own_clause)
             if name not in _CAPITALISED_FUNCTION_WORDS):
        return []  # "…, and a fast last leg lifted Lindqvist into bronze": a place of a name the evidence ranks not
    held.sort(key=lambda entry: -_last_mention(before, entry[0]))  # the name nearest the rank first
    return [(other, passage) for _, other, passage in held]


# Where a clause ends: the names of the rank's own clause are those it ranks, when the clause names any.
_CLAUSE_BREAK = re.compile(r"[,;，；]")


def _one_order(by: str, other: str) -> bool:
    """Whether two places rank in one order: by the same superlative, or both plain places in a list or a
    finishing order (位列第三 and 季军, "finished third" and a table's place 3)."""
    return by == other or {by, other} <= {"", FINISHING}


def _names(text: str, name: str) -> bool:
    """Whether ``text`` names ``name`` in full or, for a person's name of several words, by its last ("Okafor" for
    "Adaeze Okafor")."""
    *first, last = name.split()
    return find_phrase(text, name) != -1 or bool(first) and last[:1].isupper() and find_phrase(text, last) != -1


def _held_by_another(rank: Rank, statement: Statement, evidence: Evidence) -> tuple[str, Rank, Passage] | None:
    """The name the evidence gives the sentence's place by the same superlative, when the sentence gives that place
    to another name the evidence writes ("Kestrel grew fastest" over "Kestrel was second …. Lumo posted the fastest
    growth"): both must be names the evidence writes inside a sentence, not only opening one ("It", "Named"); the
    ranking passage must share a term with the sentence besides the names, never name the sentence's one, and the
    sentence must never name the evidence's."""
    ranked = _name_before(statement.text, rank.start + len(rank.phrase))
    if not _written_within(ranked, evidence):
        return None
    holders = [(name, other, passage) for passage in evidence.passages for name, other in passage.feature(ranked_names)
               if other.by == rank.by and other.place == rank.place and _written_within(name, evidence)]
    if not holders or any(find_phrase(statement.text, name) != -1 for name, _, _ in holders):
        return None
    for name, other, passage in holders:
        names = content_terms(f"{name} {ranked} {other.phrase}")
        if find_phrase(passage.text, ranked) == -1 and (statement.terms - names) & (passage.terms - names):
            return name, other, passage
    return None


def _name_before(text: str, end: int) -> str:
    """The last name written in the stretch of ``text`` before ``end`` ("Kestrel" of "while second-placed Kestrel,
    on 48.6 million, grew", "Little Richard" of "Little Richard's highest"), or ""."""
    stretch = _STRETCH_BREAK.split(text[:end])[-1]
    names = [name for name in _NAME_RUN.findall(stretch) if name not in _CAPITALISED_FUNCTION_WORDS]
    return names[-1] if names else ""


def _written_within(name: str, evidence: Evidence) -> bool:
    """Whether an evidence passage writes ``name`` after its first character: a name, not a word capitalised only
    because it opens the passage."""
    return bool(name) and any(find_phrase(passage.text, name, 1) != -1 for passage in evidence.passages)


_NAME_RUN = re.compile(r"[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*")


# The superlatives that rank the largest figure first, and those that rank the smallest first; a place named with
# no superlative (居首位, 位居第二) ranks by size, the largest first.
_DESCENDING = frozenset({"largest", "highest", "busiest", "richest", "most populous", "most common", "tallest",
                         "longest", "most", "大", "高", "多", ""})
_ASCENDING = frozenset({"smallest", "lowest", "低", "少"})
# A list entry: a name with its figure right after it ("Maria Chen 92", "，李四85分", "其中玉米200万吨"), the name
# alone in its piece; a total (总产量, 合计, "Total") is the sum of the others, not one of them.
_LIST_PIECE = re.compile(r"[,;:\uff0c\uff1b\uff1a\u3001]|\band\b|[和及]|其中|包括")
# A Chinese name ends before the word that goes on about it (临川队 of 临川队以9.56分, 罗星宇 of 罗星宇仍排在第1位).
_LISTED_NAME = re.compile(r"[A-Z][\w'\u2019.-]*(?:\s+[A-Z][\w'\u2019.-]*){0,3}"
                          r"|[\u4e00-\u9fff]{2,4}?(?=[以在于仍获夺摘荣凭则也]|\d)|[\u4e00-\u9fff]{2,4}")
_TOTAL = re.compile(r"总|合计|共计|\b(?:total|overall|combined|all)\b", re.IGNORECASE)


def listed_figures(passage: Passage) -> tuple[tuple[str, Quantity], ...]:
    """The names ``passage`` lists each with a figure of its own ("Maria Chen 92, Tom Reyes 85"; 其次是海泡石烟斗，
    占21%; 玉米芯烟斗和樱桃木烟斗分别占17%和9%)."""
    entries, previous = [], 0
    text = passage.text
    quantities = [quantity for quantity in passage.quantities if quantity.kind == "value"]
    both = dict(_each_of_two(text, quantities))
    for quantity in passage.quantities:
        if quantity.kind == "value":
            piece = _LIST_PIECE.split(text[previous:quantity.start])[-1].strip()
            if id(quantity) in both:
                entries.append((both[id(quantity)], quantity))
            elif _LISTED_NAME.fullmatch(piece) and not _TOTAL.search(piece):
                entries.append((piece, quantity))
            elif (named := _named_in_clause_before(text, previous, quantity)) is not None:
                entries.append((named, quantity))
        previous = quantity.end
    return tuple(entries)


# Two Chinese names given a figure each by 分别: 玉米芯烟斗和樱桃木烟斗分别占17%和9%.
_TWO_NAMES = re.compile(r"(?P<first>[\u4e00-\u9fff]{2,8})[和与、](?P<second>[\u4e00-\u9fff]{2,8}?)分别(?:占|为|是|达)?约?\s*\Z")
_AND_BETWEEN = re.compile(r"\s*[和与、]\s*")


def _each_of_two(text: str, quantities: list[Quantity]) -> Iterator[tuple[int, str]]:
    """The figures of a Chinese respectively pair, each with its name."""
    for first, second in zip(quantities, quantities[1:]):
        names = _TWO_NAMES.search(text, max(0, first.start - 24), first.start)
        if names is not None and _AND_BETWEEN.fullmatch(text, first.end, second.start):
            yield id(first), names["first"]
            yield id(second), names["second"]


# A Chinese figure given by a verb alone (，占21%; ，为46%) after the clause naming its thing: 其次是海泡石烟斗，占21%,
# 石楠木烟斗销售额占比最高，为46%.
_VERB_ONLY = re.compile(r"[，,]\s*(?:占比?|为|达到?|是)约?\s*\Z")
_NAMING_CLAUSE = re.compile(r"(?:^|[，。；,;：:])\s*(?:其次(?:是|为)|然后是|排名第[一二三四五六七八九十]的?是)?"
                            r"(?P<name>[\u4e00-\u9fff]{2,8}?)(?:的?(?:销售额|销量|产量|份额)?(?:占比|比例|比重)?"
                            r"(?:最高|最大|最多|居首))?\s*\Z")


def _named_in_clause_before(text: str, previous: int, quantity: Quantity) -> str | None:
    """The name of the clause right before a figure its own clause gives by a verb alone (see ``_VERB_ONLY``)."""
    verb = _VERB_ONLY.search(text, previous, quantity.start)
    named = _NAMING_CLAUSE.search(text, previous, verb.start()) if verb is not None else None
    return named["name"] if named is not None and not _TOTAL.search(named["name"]) else None


_Column = tuple[tuple[tuple[str, Quantity], ...], frozenset[str], Passage]


def _table_columns(evidence: Evidence) -> list[_Column]:
    """Each table column the evidence's row passages give, as a list of (row key, figure) without its total row,
    with the terms of its header and its first row."""
    return [(tuple((key, quantity) for key, quantity, _ in rows if not _TOTAL.search(key)), content_terms(header),
             rows[0][2]) for header, rows in table_columns(evidence.passages)]


_CLAUSE_BREAK = re.compile(r"[,;\uff0c\uff1b\u3002]|[.!?](?=\s|$)")


def _columns_near(rank: Rank, statement: Statement, columns: list[_Column]) -> list[_Column]:
    """The columns whose header shares the most terms with the clause of the rank, when any shares one, else with the
    clause before it: in "临江市常住人口最多，但城镇化率最高的是青石市" the highest is of 城镇化率, not of 常住人口, though the sentence
    names both; in "茶油产量达7120吨，居三个县区之首" the first is of 茶油产量."""
    breaks = [match.end() for match in _CLAUSE_BREAK.finditer(statement.text, 0, rank.start)]
    start = max(breaks, default=0)
    end = _CLAUSE_BREAK.search(statement.text, rank.start + len(rank.phrase))
    clause = content_terms(statement.text[start:end.start() if end else len(statement.text)])
    before = content_terms(statement.text[breaks[-2] if len(breaks) > 1 else 0:start]) if breaks else frozenset()
    return sharing_most(columns, _header_terms, clause) or sharing_most(columns, _header_terms, before) or columns


def _header_terms(column: _Column) -> frozenset[str]:
    return column[1]


def _ranked_list(rank: Rank, statement: Statement, entries: tuple[tuple[str, Quantity], ...],
                 terms: frozenset[str]) -> str | None:
    """The list ``entries`` in the rank's order, when its figures put as many names ahead of the sentence's one as
    its place, or more ("second-highest" with 92 and 88 listed above 85); a list may leave names out, so a place
    further down than the list gives is never contradicted. ``terms`` are those of the text around the list, which
    must share a term with the sentence besides the names."""
    order = 1 if rank.by in _DESCENDING else -1 if rank.by in _ASCENDING else 0
    named = _ranked_entry(rank, statement, entries)
    if not order or named is None or len({(quantity.dimension, quantity.unit) for _, quantity in entries}) != 1:
        return None
    ahead = [(name, quantity) for name, quantity in entries if (quantity.value - named.value) * order > 0]
    if len(ahead) < rank.place:
        return None
    names = frozenset().union(*(content_terms(name) for name, _ in entries))
    if not (statement.terms - names) & (terms - names):
        return None  # the figures measure nothing the sentence speaks of
    ordered = sorted(entries, key=lambda entry: -entry[1].value * order)
    return ", ".join(f"{name} {quantity.surface}" for name, quantity in ordered)


# What names the thing ranked right after a rank: 城镇化率最高的是青石市, 增速最高的城市为白沙市, 比最高的西港区低; "followed by X".
_NAMED_AFTER_RANK = re.compile(r"的(?:[\u4e00-\u9fff]{0,4}?(?:是|为))?|(?<=followed by)\s+")


def _ranked_entry(rank: Rank, statement: Statement, entries: tuple[tuple[str, Quantity], ...]) -> Quantity | None:
    """The figure of the listed name the sentence ranks: the one named right after a Chinese rank (城镇化率最高的是
    青石市, 最高的西港区), or by the words that set its name apart from the others' (售价最低的是Lite版 for 星河X1 Lite: see
    ``own_names``), else the one it names last before the rank in the same stretch ("Avon had the highest rent, while
    Carlow had the lowest"), else the only one it names."""
    after = _NAMED_AFTER_RANK.match(statement.text, rank.start + len(rank.phrase))
    short = own_names([name for name, _ in entries])
    if after and (named_after := [quantity for name, quantity in entries
                                  if statement.text.startswith(name, after.end())
                                  or name in short and statement.text.startswith(short[name], after.end())]):
        return named_after[0]
    before = _STRETCH_BREAK.split(statement.text[:rank.start])[-1].lower()
    ahead = [(_last_mention(before, name.lower()), quantity) for name, quantity in entries]
    if any(at != -1 for at, _ in ahead):
        return max(ahead, key=lambda item: item[0])[1]
    lowered = statement.text.lower()
    named = [quantity for name, quantity in entries if (at := _mention(lowered, name.lower())) != -1
             and not lowered.endswith("followed by ", 0, at)]  # the next place, a rank of its own
    return named[0] if len(named) == 1 else None


def _mention(text: str, name: str, start: int = 0) -> int:
    """Where ``text`` (in lower case) first names ``name`` (in lower case) from ``start`` on, itself, in the plural
    ("little corellas" of the row "Little corella") or without what it adds in brackets (手串 of 手串（菩提、木质）),
    or -1."""
    short = _BRACKETED.sub("", name)
    forms = (name, name + "s", name + "es", *((short,) if short and short != name else ()))
    found = [at for form in forms if (at := find_phrase(text, form, start)) != -1]
    return min(found, default=-1)


_BRACKETED = re.compile(r"\s*[（(][^）)]*[）)]")


def _last_mention(text: str, name: str) -> int:
    """Where ``text`` names ``name`` last, on clean word boundaries, or -1; a name after 比 or "than" is what the
    sentence compares with (岭西县油茶林面积虽比石门县少), not the thing it ranks, and is passed over."""
    at, found = _mention(text, name), -1
    while at != -1:
        if not _COMPARED_WITH_BEFORE.search(text, max(0, at - 6), at):
            found = at
        at = _mention(text, name, at + 1)
    return found


_COMPARED_WITH_BEFORE = re.compile(r"(?:比|\bthan\s+(?:the\s+)?)\Z", re.IGNORECASE)


def _check_ranks(statement: Statement, evidence: Evidence) -> list[Finding]:
    for rank in statement.feature(ranks):
        if held := _places_of_the_ranked(rank, statement, evidence):
            if all(other.place != rank.place for other, _ in held):
                other, passage = held[0]
                return [RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                             phrase=rank.phrase, evidence_phrase=other.phrase)]
            continue
        if rank.by == FINISHING:
            if rank.phrase.lower() in _PLACES and (ranked_column := _against_columns(
                    Rank("", rank.place, rank.phrase, rank.start), statement, evidence, by_time=False)):
                return [ranked_column]  # "with Minamizu second" over a table of output: the place its figure gives
            continue  # a finishing place is read only against the place the evidence gives the same name
        stated = [(other, passage) for passage in evidence.passages for other in passage.feature(ranks)
                  if other.by == rank.by or _place_by_size(rank, other, statement, passage)]
        if stated and all(other.place != rank.place for other, _ in stated):
            other, passage = stated[0]
            return [RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                         phrase=rank.phrase, evidence_phrase=other.phrase)]
        if not stated and (degree := _degree_only(rank, statement, evidence)):
            phrase, passage = degree
            return [RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                         phrase=rank.phrase, evidence_phrase=phrase)]
        if stated and (held_by := _held_by_another(rank, statement, evidence)):
            holder, other, passage = held_by
            return [RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                         phrase=rank.phrase, evidence_phrase=f"{holder} \u2026 {other.phrase}")]
        # the place is the evidence's, but may be another name's: 马来西亚以8900吨位居首位 over
        # 越南以1.26万吨居首，马来西亚8900吨次之
        for passage, entries, terms in _lists(evidence):
            if ranked := _ranked_list(rank, statement, entries, terms):
                return [RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                             phrase=rank.phrase, evidence_phrase=ranked)]
        if not stated and (ranked_column := _against_columns(rank, statement, evidence)):
            return [ranked_column]
    return _check_listed_order(statement, evidence)


def _lists(evidence: Evidence) -> Iterator[tuple[Passage, tuple[tuple[str, Quantity], ...], frozenset[str]]]:
    """Each passage's listed names and figures with its terms, and those of the clauses of one sentence cut at its
    semicolons read together (石楠木烟斗…为46%；其次是海泡石烟斗，占21%；玉米芯烟斗和樱桃木烟斗分别占17%和9%)."""
    for passage in evidence.passages:
        yield passage, passage.derived(listed_figures), passage.terms
    runs: list[list[Passage]] = []
    for passage in sorted(evidence.passages, key=lambda passage: (passage.source_id, passage.start)):
        if runs and passage.continues(runs[-1][-1]):
            runs[-1].append(passage)
        else:
            runs.append([passage])
    for run in runs:
        if len(run) > 1:
            yield run[0], tuple(entry for part in run for entry in part.derived(listed_figures)), \
                frozenset().union(*(part.terms for part in run))


def _against_columns(rank: Rank, statement: Statement, evidence: Evidence, by_time: bool = True) -> Finding | None:
    """The finding for a rank that a table column's figures contradict (see ``_ranked_list``): a column whose header
    shares a term of the sentence, or the evidence's only column of figures; with ``by_time`` false, columns of
    times are passed over (a race is won by the least time)."""
    columns = _table_columns(evidence)
    for entries, header, first_row in _columns_near(rank, statement, columns):
        if not by_time and any(quantity.dimension == "time" for _, quantity in entries):
            continue
        if ranked := _ranked_list(rank, statement, entries, statement.terms if len(columns) == 1 else header):
            return RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=first_row.ref,
                                        phrase=rank.phrase, evidence_phrase=ranked)
    return None


def _check_listed_order(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A list the sentence writes in order (前三大市场依次为日本、新加坡和法国), or names it gives places one by one
    (白茧县和绿川县分列第二、第三), against the places the evidence gives the same names (a table's rank column, its own
    list in order)."""
    for name, rank in _places_in_order(statement.text) + _places_respectively(statement.text):
        held = [(other, passage) for passage in evidence.passages for theirs, other in passage.feature(ranked_names)
                if theirs == name and _one_order(other.by, rank.by)]
        if held and all(other.place != rank.place for other, _ in held):
            other, passage = held[0]
            return [RANK_CHANGED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                         phrase=f"{rank.phrase} ({name}: {rank.place})",
                                         evidence_phrase=f"{name} \u2026 {other.phrase}")]
    return []


# A degree that ranks nothing: 较高水平, 相对较低, "one of the highest", "among the largest". A sentence making it the
# first place (为近五年同期最高, "the highest") overstates it.
_DEGREE = re.compile(r"(?:较|相对|偏)(?P<size>[大高低多少])|\b(?:one of|among) the (?P<by>[a-z]+(?:est)?)\b")


def _degree_only(rank: Rank, statement: Statement, evidence: Evidence) -> tuple[str, Passage] | None:
    """A degree of the sentence's superlative in an evidence passage sharing a term with the sentence besides it, when
    the sentence gives the first place."""
    if rank.place != 1 or rank.by == FINISHING or not rank.by:
        return None
    for passage in evidence.passages:
        for match in _DEGREE.finditer(passage.text):
            by = match.group("size") or _SUPERLATIVES.get(match.group("by") or "", "")
            if by == rank.by and statement.terms & passage.terms - content_terms(rank.phrase):
                return match.group(0), passage
    return None


# Superlatives that rank the largest first, as a place alone does (位列…票房第二位, 排名第二).
_LARGEST_FIRST = frozenset({"largest", "highest", "busiest", "richest", "most populous", "most common", "tallest",
                            "longest", "most", "大", "高", "多"})


def _place_by_size(rank: Rank, other: Rank, statement: Statement, passage: Passage) -> bool:
    """Whether an evidence place given alone ranks what the sentence's superlative ranks: the largest first, and
    among things named by a word the sentence names ("成为本年度票房最高的国产动画电影" against
    "位列本年度国产动画电影票房第二位")."""
    if other.by or rank.by not in _LARGEST_FIRST:
        return False
    return bool(content_terms(other.phrase) & statement.terms)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return _check_comparisons(statement, evidence) + _check_ranks(statement, evidence)
