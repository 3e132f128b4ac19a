"""FE records: a figure called a record, or a thing the largest of its kind, where the evidence compares nothing.

"Counted 18,640 waders, a record for the survey" over a count report that compares the total with nothing keeps
every name and number; the one added word is the finding a reader takes away. So does "the pool will be the
resort's largest" over a release that gives the pool's size and nothing to set it against.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .lexicon import WholeWordScreen, holds_chinese
from .phrases import Marks, mentions_any, opening


class RecordNotInEvidence(Rule):
    """The sentence calls something a record, or the highest or lowest ever; no evidence passage compares it so.

    What it does: reads a record the sentence claims (", a record for the survey", "set a new record", "a record
    turnout", "record high", "an all-time high", "the highest ever", "unprecedented", "since records began", "on
    record"; 创纪录, 刷新了赛会纪录, 历史新高, 史上最, 前所未有; not "the record" or "released a record", a disc) and
    blocks when no passage of its evidence writes a word of a record or an extreme (record, all-time, ever, highest,
    lowest, most, best, largest, biggest, first, peak, unprecedented, warmest and other superlatives of measure,
    "since ... began"; 纪录, 记录, 最高, 最低, 最多, 最大, 新高, 新低, 之最, 首次, 前所未有): the evidence states the figure
    and says nothing of how it compares.

    Why it matters: a record is a comparison with every earlier figure; a source that gives the figure alone does
    not make it one.

    Example: evidence "Forty-two volunteers counted 18,640 waders across 14 sectors.", sentence "Forty-two
    volunteers counted 18,640 waders, a record for the survey." blocks; without ", a record for the survey" it passes.

    Fix: leave the record out, or cite the evidence that calls it one.
    """

    code = "FE038"
    family = "FE"
    message = "the sentence calls it \u201c{phrase}\u201d; the evidence states no record or extreme"
    hint = "leave out \u201c{phrase}\u201d, or cite the evidence that compares the figure with earlier ones"


class SuperlativeNotInEvidence(Rule):
    """The sentence calls a thing the largest, highest or oldest of its kind; the evidence compares it with nothing.

    What it does: reads a superlative of size or measure the sentence gives a thing ("will be the resort's largest",
    "the county's oldest brewery", "the most visited site"; 是…规模最大的, 成为…最高的) and blocks when no passage of its
    evidence writes a word of an extreme or a comparison (the words FE038 reads, "than", "more", "less", 比, 高于, 超过)
    and none gives two figures of one unit or a table row, from which a reader could rank the thing himself.

    Why it matters: a superlative compares the thing with every other of its kind; a source that describes it
    alone does not say it is the largest.

    Example: evidence "The pool holds about 60 guests and is kept at 40°C.", sentence "The pool holds about 60 guests
    and will be the resort's largest." blocks; "The pool holds about 60 guests." passes.

    Fix: leave the superlative out, or cite the evidence that compares the thing with others.
    """

    code = "FE043"
    family = "FE"
    message = "the sentence calls it \u201c{phrase}\u201d; the evidence compares it with nothing"
    hint = "leave out \u201c{phrase}\u201d, or cite the evidence that ranks it"


class FirstNotInEvidence(Rule):
    """The sentence calls a thing the first of its kind; the evidence never says it is.

    What it does: reads a first the sentence claims for a thing ("his first solo show", "the first-ever", "for the
    first time", "the first club to"; 首个, 首次, 首家, 首部, 首场, 首届, 第一个, 第一次; not 首位, a place) and blocks when no passage
    of its evidence writes a word of a first or of what came before (first, debut, inaugural, maiden, premiere, never,
    earlier, previous, again, new, "not … before"; 首, 第一, 初次, 头一, 处女, 从未, 此前, 以往, 再次, 又, 曾); an edition's
    number (第九届) tells the edition, not a first of what it holds. The first of anyone ("the first person to
    complete the route") blocks too where the evidence's every first is of a group ("the first woman to complete the
    two-way route").

    Why it matters: a first compares the thing with everything before it; a source that describes it alone does
    not say nothing came before.

    Example: evidence "魔术师沈一鸣个人专场《镜中城》将于5月10日晚上演。", sentence "魔术师沈一鸣的首个个人专场《镜中城》将上演。"
    blocks; "魔术师沈一鸣的个人专场《镜中城》将上演。" passes.

    Fix: leave the first out, or cite the evidence that says it is the first.
    """

    code = "FE044"
    family = "FE"
    message = "the sentence calls it \u201c{phrase}\u201d; the evidence never says it is the first"
    hint = "leave out \u201c{phrase}\u201d, or cite the evidence that says it is the first"


class RecordOfAStretch(Rule):
    """The sentence claims a record of all time; the evidence's extreme holds only since a date or over a stretch.

    What it does: reads a record of all time the sentence claims (what FE038 reads: "on record", "the highest
    ever", "an all-time high", "a record high", "since records began"; 历史最高, 历史新高, 史上最, 有记录以来) and blocks
    when the evidence's extremes are each limited to a stretch ("the highest total since 2011", "the most in a
    decade", "the lowest for 15 years"; 2011年以来最高, 近十年来最多, 十年来最低) and no passage writes a record of all time.

    Why it matters: "the highest since 2011" says there were higher counts before 2011; calling it the highest on
    record contradicts the source while keeping every figure.

    Example: evidence "Rangers counted 212 pups, the highest total since 2011.", sentence "Rangers counted 212 pups,
    the highest total on record." blocks; "the highest total since 2011" passes.

    Fix: keep the stretch the evidence gives ("since 2011").
    """

    code = "FE047"
    family = "FE"
    message = "the sentence calls it \u201c{phrase}\u201d; the evidence's extreme holds only \u201c{stretch}\u201d"
    hint = "keep the stretch the evidence gives (\u201c{stretch}\u201d)"


class RecordRankedBelow(Rule):
    """The sentence calls a figure a record; the evidence ranks that figure below another.

    What it does: reads a record the sentence claims (what FE038 reads: "a record 587 finishers", "an all-time high";
    创历史新高, 创纪录) and blocks when an evidence passage gives a figure the sentence states, within the same stretch
    of text, a rank below the top ("our second-highest attendance ever", "the third-largest", "second only to",
    "behind only the 2023 run"; 历史第二高, 第二多, 仅次于).

    Why it matters: the evidence itself compares the figure and finds a higher one; calling it a record reverses
    what it says while keeping every name and number.

    Example: evidence "The New Year's Day event drew 587 finishers, our second-highest attendance ever.", sentence
    "The New Year's Day event drew a record 587 finishers." blocks; "drew 587 finishers, its second-highest
    attendance" passes.

    Fix: give the rank the evidence gives.
    """

    code = "FE050"
    family = "FE"
    message = "the sentence calls it \u201c{phrase}\u201d; the evidence ranks that figure \u201c{rank}\u201d"
    hint = "give the rank the evidence gives (\u201c{rank}\u201d)"


RECORD_NOT_IN_EVIDENCE = RecordNotInEvidence()
SUPERLATIVE_NOT_IN_EVIDENCE = SuperlativeNotInEvidence()
FIRST_NOT_IN_EVIDENCE = FirstNotInEvidence()
RECORD_OF_A_STRETCH = RecordOfAStretch()
RECORD_RANKED_BELOW = RecordRankedBelow()
RULES: tuple[Rule, ...] = (RECORD_NOT_IN_EVIDENCE, SUPERLATIVE_NOT_IN_EVIDENCE, FIRST_NOT_IN_EVIDENCE,
                           RECORD_OF_A_STRETCH, RECORD_RANKED_BELOW)

# A record the sentence claims: set or broken, in apposition (", a record for the survey"), before what it is of ("a
# record turnout"), or an extreme of all time. "The record is impressive" and "released a record" name a disc.
_CLAIMED = re.compile(opening(
    r"\b(?:set|sets|setting|broke|breaks|breaking|smashed|hit|hits|reached|equalled)\s+"
    r"(?:a\s+|the\s+)?(?:new\s+)?record\b|,\s*(?:a\s+)?(?:new\s+)?record\b"
    r"|\ba\s+(?:new\s+)?record\s+(?:for|in|high|low|number|level|year|total|turnout|\d|[$£€¥])"
    r"|\brecord[- ](?:high|low|number|level|year|breaking)s?\b"
    r"|\ball-time (?:high|low)s?\b"
    r"|\b(?:highest|lowest|largest|biggest|best|worst)(?: [a-z-]+)?[- ]ever\b"
    r"|\bunprecedented\b|\bsince\s+(?:records|monitoring|measurements|observations|record-keeping)"
    r"\s+began\b|\bon record\b"
    r"|创(?:下)?(?:历史)?(?:新)?纪录|(?:刷新|打破|改写)了?[^，。；,;]{0,8}?纪录|历史(?:最高|最低|新高|新低)|史上最"
    r"|前所未有|有(?:记录|纪录)以来"),
    re.IGNORECASE,
)
_CLAIM_MARKS = Marks("record", "all-time", "ever", "unprecedented", "began", "纪录", "历史", "史上", "前所未有", "记录")
# A record of all time in the evidence, which a record the sentence claims restates.
_ALL_TIME = re.compile(r"\b(?:record\w*|all-time|ever|unprecedented)\b|since \w+ began|纪录|历史|史上|前所未有"
                       r"|有记录以来", re.IGNORECASE)
# An extreme held only over a stretch: "the highest total since 2011", "the most in a decade", "the lowest for 15
# years"; 2011年以来最高, 近十年来最多, 十年来最低, 近年来最好.
_STRETCH = re.compile(r"\b(?:highest|lowest|most|fewest|least|largest|biggest|smallest|best|worst|warmest|coldest"
                      r"|wettest|driest|strongest|weakest)\b[^.;:!?]{0,40}?"
                      r"\b(?P<english>since (?:19|20)\d{2}|(?:in|for|over)"
                      r" (?:a|the past|the last|\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|fifteen) "
                      r"(?:decades?|years?|seasons?|months?))\b"
                      r"|(?P<chinese>(?:自?(?:19|20)\d{2}年|近?[\d一二两三四五六七八九十]+年|近年)(?:以来|来))(?:的)?[^，。；]{0,8}?最",
                      re.IGNORECASE)
# A rank below the top: "our second-highest attendance ever", "the third-largest", "second only to", "behind only";
# 历史第二高, 第二多, 仅次于.
_RANKED_BELOW = re.compile(r"\b(?:second|third|fourth|2nd|3rd|4th)[- ](?:highest|largest|biggest|best|most|busiest"
                           r"|lowest|strongest|warmest|wettest|driest)\b|\bsecond only to\b|\bbehind only\b"
                           r"|第[二三四](?:高|多|大|好|低)|仅次于", re.IGNORECASE)
# How far after a figure its rank may stand: its clause and the one after it.
_RANK_REACH = 80
# Any word of a record or an extreme in the evidence.
_COMPARED = re.compile(r"\b(?:record\w*|all-time|ever|highest|lowest|most|least|best|worst|largest|biggest"
                       r"|smallest|first|peak\w*|unprecedented|surpass\w*|exceed\w*|warmest|coldest|hottest|wettest"
                       r"|driest|strongest|fastest|slowest|greatest|longest|shortest|deepest)\b|since \w+ began"
                       r"|纪录|记录|最|新高|新低|首次|前所未有|历史", re.IGNORECASE)


# A superlative given to a thing: "the resort's largest", "the county's oldest brewery", "the most visited", 规模最大的
# (not a compound: "the lowest-paid").
_SUPERLATIVES = ("largest", "biggest", "highest", "tallest", "longest", "deepest", "oldest", "busiest", "smallest",
                 "lowest", "shortest", "newest", "cheapest", "fastest", "heaviest", "widest", "greatest", "richest",
                 "strongest")
_SUPERLATIVE = re.compile(rf"\b(?:the|its|their|[\w-]+['\u2019]s)\s+(?:[\w-]+\s+)?(?:{'|'.join(_SUPERLATIVES)}|most\s+"
                          r"(?:popular|visited|expensive|used))\b(?!-)"
                          r"|(?:是|为|成为)[^，。；,;]{0,12}?最(?:大|高|长|多|早|深|老|快|低|小|少)的", re.IGNORECASE)
_SUPERLATIVE_MARKS = Marks(*_SUPERLATIVES, "most", "最")
# The superlative of each English one, whole ("popular" of "most popular"): text without Chinese holds a superlative
# only where it holds one of these, a set test on the split of its words every screen shares.
_SUPERLATIVE_WORDS = WholeWordScreen(*_SUPERLATIVES, "popular", "visited", "expensive", "used")
# A comparison or a ranking in the evidence, besides the words of an extreme: "larger than", "more", "the quietest",
# 比, 高于, 前三位依次为.
_COMPARING = re.compile(rf"\b(?:than|more|less|fewer|compared|against|versus|rank\w*|top|{'|'.join(_SUPERLATIVES)}"
                        r"|\w+iest|quietest|slowest|youngest|latest)\b|比|高于|低于|超过|多于|少于|位居|排名|依次|居首|首位"
                        r"|第[一二三1-3]|前[一二三四五六七八九十\d]+(?:位|名)", re.IGNORECASE)


# A first claimed for a thing: "his first solo show", "its first-ever", "for the first time", "the first club to";
# 首个, 首次, 首家, 第一个 (not "the first half", "first-quarter", "the league's first division", 首先, 首都, nor "its
# first overnight guests", the first people an opening lets in).
_FIRST = re.compile(r"\b(?:his|her|its|their|our|[\w-]+['\u2019]s)\s+first\b(?![- ](?:half|quarter|round|phase|stage"
                    r"|floor|leg|day|week|month|year|part|time|division|team|class|xi|tier|grade))"
                    r"(?!\s+(?:[\w-]+\s+)?(?:guests|visitors|customers|passengers|riders|residents|pupils|students"
                    r"|patients|tenants|shoppers|diners)\b)|\bfirst-ever\b"
                    r"|\bfor the first time\b"
                    r"|\bthe first\s+(?:[\w-]+\s+){1,3}?to\s+(?!be\b)[a-z]+"
                    r"|首(?:个|次|家|部|座|条|台|款|例|届|场|张|所)|第一(?:个|次|家|部|座|场)", re.IGNORECASE)
_FIRST_MARKS = Marks("first", "首", "第一")
# A word of a first or of what came before it in the evidence: "debut", "never", "previous", "had not used … before",
# "six years without", 首, 第一, 此前, 再次, a debut told as 正式与公众见面 or 正式亮相.
_BEFORE_WORDS = re.compile(r"\b(?:first\w*|debut\w*|inaugural|maiden|premi[eè]re\w*|never|earlier|previous\w*"
                           r"|prior|again|once|another|second|last|returns?|returning|pioneer\w*|new"
                           r"|not\b[^.;:!?]{1,60}?\bbefore|(?:years|months|decades)\s+without)\b"
                           r"|首|第一|初次|头一|处女|从未|此前|以往|之前|再次|又|再度|曾|上届|上一"
                           r"|正式(?:与公众见面|亮相|面世|登场)", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return _record(statement, evidence) or _superlative(statement, evidence) or _first(statement, evidence)


def first_claimed(text: str) -> re.Match[str] | None:
    """The words of ``text`` claiming a first for a thing ("its first solo show", 首次, 第一次), if any."""
    return _FIRST.search(text) if mentions_any(text.lower(), _FIRST_MARKS) else None


def _first(statement: Statement, evidence: Evidence) -> list[Finding]:
    claimed = statement.feature(first_claimed)
    if claimed is None:
        return []
    if any(_BEFORE_WORDS.search(passage.text) for passage in evidence.passages) \
            and not _first_of_anyone_over_a_group(claimed.group(), evidence):
        return []
    return [FIRST_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span,
                                          evidence=evidence.closest(statement.terms).ref, phrase=claimed.group())]


# The first of anyone ("the first person to", "the first one to") against the first of a group ("the first woman to").
_FIRST_OF = re.compile(r"\bthe first\s+(?P<who>(?:[\w-]+\s+){0,2}?[\w-]+)\s+to\b", re.IGNORECASE)
_ANYONE = frozenset({"person", "one", "individual", "human", "people", "swimmer", "athlete", "competitor"})


def _first_of_anyone_over_a_group(claimed: str, evidence: Evidence) -> bool:
    """Whether the sentence's first is of anyone ("the first person to complete") where the evidence's is only of a
    group ("the first woman to complete the route; two men have done so previously")."""
    mine = _FIRST_OF.match(claimed)
    if mine is None or mine["who"].lower().split()[-1] not in _ANYONE:
        return False
    theirs = [found["who"].lower() for passage in evidence.passages for found in _FIRST_OF.finditer(passage.text)]
    return bool(theirs) and all(who.split()[-1] not in _ANYONE for who in theirs)


def _record(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not mentions_any(statement.text, _CLAIM_MARKS):
        return []
    claimed = _CLAIMED.search(statement.text)
    if claimed is None:
        return []
    phrase = claimed.group().lstrip(", ").rstrip("0123456789 $£€¥")
    if ranked := _ranked_below(statement, evidence):
        passage, rank = ranked
        return [RECORD_RANKED_BELOW.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                            phrase=phrase, rank=rank)]
    if not any(_COMPARED.search(passage.text) for passage in evidence.passages):
        return [RECORD_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span,
                                               evidence=evidence.closest(statement.terms).ref, phrase=phrase)]
    stretches = [(found, passage) for passage in evidence.passages for found in _STRETCH.finditer(passage.text)]
    if not stretches or any(_ALL_TIME.search(passage.text) for passage in evidence.passages):
        return []
    found, passage = stretches[0]
    return [RECORD_OF_A_STRETCH.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                        phrase=phrase, stretch=found["english"] or found["chinese"])]


def _ranked_below(statement: Statement, evidence: Evidence) -> tuple[Passage, str] | None:
    """The passage and its words ranking a figure the sentence states below the top, written within
    ``_RANK_REACH`` after it (the figure after 仅次于 is the higher one)."""
    values = {item.value for item in statement.quantities if item.kind == "value"}
    for passage in evidence.passages:
        for found in _RANKED_BELOW.finditer(passage.text):
            if any(item.value in values and 0 <= found.start() - item.end <= _RANK_REACH
                   for item in passage.quantities):
                return passage, found.group()
    return None


def _superlative(statement: Statement, evidence: Evidence) -> list[Finding]:
    text = statement.text
    if not ((holds_chinese(text) or _SUPERLATIVE_WORDS.may_match(text)) and mentions_any(text, _SUPERLATIVE_MARKS)):
        return []
    claimed = _SUPERLATIVE.search(text)
    if claimed is None or _rankable(evidence) or any(
            _COMPARED.search(passage.text) or _COMPARING.search(passage.text) or passage.source_text is not None
            for passage in evidence.passages):
        return []
    return [SUPERLATIVE_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span,
                                                evidence=evidence.closest(statement.terms).ref,
                                                phrase=claimed.group())]


def _rankable(evidence: Evidence) -> bool:
    """Whether the evidence gives two figures of one unit counting one thing (not 一座粮仓 beside 十二个场景), a range, or
    two dates or years, which a reader could rank things by ("stalls seats cost £42-£68": the cheapest is £42; two
    dates of birth tell who is the oldest)."""
    figures = [item for item, _ in evidence.quantities]
    units = [(item.dimension, item.unit, item.counted) for item in figures if item.kind in ("value", "range")]
    return len(units) != len(set(units)) or any(item.kind == "range" for item in figures) \
        or sum(item.kind in ("date", "year") for item in figures) >= 2
