"""Names: the proper names a text uses, and whether the evidence names the same things.

Every proper name a sentence uses must occur in the evidence: a capitalised word inside an English sentence, an
acronym (or the words it stands for), a Latin token in Chinese text, a token mixing letters and digits, a Chinese
organisation, body or person the patterns below read, and a Chinese place, person or organisation jieba's tagger
names where the evidence names another in the same spot (``swapped_names``: 上海—青岛航线 where the evidence says
上海—宁波航线, 甘孜州康定市 where it says 泸定县). A place located from another by a bearing keeps its bearing
(``misplaced_bearings``) and a person keeps the role the evidence gives them (``misattributed_roles``). A day of
the week is named by its short form or a span of days too (Sundays by "Sun", Saturday by "Mon–Sat" or "weekends").
``missing_names`` gathers them for the coverage gate (FE021); retrieval, attribution and the speaker gate read the
same names.
"""

from __future__ import annotations

import calendar
import re
from datetime import date as calendar_day
from functools import lru_cache
from typing import NamedTuple

from ..text import fold
from ..text.dates import MONTHS, WEEKDAYS, date_parts, days_of_week, weekday
from ..text.chinese_words import is_common_noun, tagged_words
from .inputs import Analysed, Evidence, Passage, Statement
from .lexicon import WholeWordScreen, WordScreen, held_beyond_ascii, holds_chinese
from .phrases import find_phrase, run_end

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


# Whether a text holds a CJK character (see ``_CJK``).
_holds_cjk = held_beyond_ascii(_CJK, 4096)


# A name starts at a capital (or digits and a capital: 4K) after no letter or digit. The first character comes
# first in the pattern so that the regex engine skips straight to capitals and digits instead of trying the
# look-behind at every position; the look-behind then checks the character before it.
# A capitalised word, its letters maybe beyond ASCII ("Grønli", "Émile", "Kovářová").
_UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de"
_CAPITALISED_TOKEN = re.compile(
    rf"[0-9{_UPPER}](?<![^\W_].)(?:(?<=[{_UPPER}])|[0-9]*[{_UPPER}])[^\W_]*(?:[.'\u2019&-][^\W_]+)*\.?"
)
_LATIN_TOKEN = re.compile(r"(?<![A-Za-z0-9])[0-9]*[A-Za-z][A-Za-z0-9]*(?:[.'\u2019&-][A-Za-z0-9]+)*\.?")
_CLAUSE_OPENERS = "\"'\u201c\u2018(\u300c\u300e:;*_"  # Markdown emphasis (**, __) opens too
# Capitalised words that are not names even inside a sentence.
_NOT_NAMES = frozenset({"I", "I'm", "I've", "I'd", "I'll", "OK"})
# Titles before a name: not names themselves, and their full stop does not open a sentence.
_TITLES = frozenset("Dr Mr Mrs Ms Prof St Sr Jr Gen Col Capt Lt Sgt Rev Hon Gov Sen Rep Mt".split())
# Function words are capitalised at the start of a sentence or title ("The Hubble ..."), never names.
_FUNCTION_WORDS = frozenset(
    "the a an in on at of for and but or nor to by with from as this that these those it its he she they we his "
    "her their our after before during while when if since although though however according there here".split()
)
# Quantifiers, adverbs and prepositions that open a sentence before a name ("Both Sweden and France", "Despite
# NATO's doubts"): capitalised by grammar, never names themselves.
_OPENING_WORDS = frozenset(
    "both some many most each every all several few only despite under over meanwhile overall later earlier "
    "unlike instead among between within without across against along around beyond through throughout toward "
    "towards upon neither either such other another together like also yet still then thus hence therefore "
    "moreover furthermore nevertheless nonetheless because unless until whereas once now today initially finally "
    "ultimately currently recently previously similarly likewise notably additionally consequently".split()
)
# Role nouns a sentence opens with before the name they describe ("Winner Mira Castell, 11, …", "Organiser Jane Doe
# said"): capitalised by grammar, no names themselves.
_ROLE_NOUNS = frozenset(
    "winner champion runner-up finalist organiser organizer coach captain chef farmer keeper curator ranger founder "
    "owner director manager teacher volunteer spokesperson spokeswoman spokesman researcher author artist".split()
)
# Chinese names have no capitals; three patterns find the common ones: an organisation by its suffix
# (清华大学, 西门子公司), a place where something is held (在杭州举行), and a person by surname before a title or a
# reporting verb (李强担任, 张伟表示). Without spaces the words before a suffix or a verb may be no name at all;
# ``_chinese_names`` leaves those out.
_CJK_STOP = "的了在于由和与及或为是对从向把被将该本全各此这那每其我贵、，。；：“”「」『』（）"
# 大学城 is a college town, not a university (快印通大学城店 is a shop's branch there).
_CJK_ORGANISATION_SUFFIX = "大学(?!城)|学院|公司|集团|银行|医院|研究院|研究所|委员会|实验室|基金会|出版社"
_CJK_ORGANISATION = re.compile(rf"[^{_CJK_STOP}\s\d]{{1,6}}?(?P<suffix>{_CJK_ORGANISATION_SUFFIX})")
_CJK_ORGANISATION_WORD = re.compile(_CJK_ORGANISATION_SUFFIX)
_CJK_PLACE = re.compile(r"(?:在|于)([\u4e00-\u9fff]{2,4}?)(?:举行|召开|举办|开幕|闭幕|落幕|成立|设立|开通|上市)")
# A foreign country, named in full: a closed list, so no tagger guesses (今日本市 holds no 日本, 跨越南北 no 越南).
_CJK_COUNTRY = re.compile(
    r"印度尼西亚|马来西亚|澳大利亚|新西兰|意大利|西班牙|葡萄牙|俄罗斯|加拿大|阿根廷|以色列|新加坡|土耳其|荷兰|瑞士|瑞典|挪威"
    r"|丹麦|芬兰|比利时|奥地利|波兰|希腊|巴西|印度|墨西哥|南非|埃及|(?<![跨超飞穿翻])越南|(?<!合)法国|[德英美韩泰]国"
    r"|(?<![今昨明前后每当次该某同首末逐])日本(?![市地土色])")
_CJK_PERSON = re.compile(
    r"([李王张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田"
    r"姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙段雷钱汤尹黎易常武乔贺赖龚][\u4e00-\u9fff]{1,2}?)"
    r"(?=担任|表示|指出|称|说|认为|强调|介绍|透露|主持|出任|当选|教授|博士|先生|女士|主任|院长|部长|总经理|董事长|市长|局长)"
)
_CJK_NUMERALS = "〇零一二两三四五六七八九十百千几多数"
# Time words, a closed class: a determiner or count before a period (今年, 上半年, 前三季度, 近年来), a period with
# a position (年底, 期末, 报告期内), a weekday (周一) or a time adverb (目前, 同期, 马上). None is a name.
_CJK_TIME = (
    rf"(?:[今去明前后当同上下次近每本第]|[{_CJK_NUMERALS}])[{_CJK_NUMERALS}]*个?(?:年度|半年|年|季度|月份?|周|天)"
    r"(?:[内初末底]|以?来)?"
    r"|(?:报告|本|当|同|上|前|近|后)期[内初末间]?|期[内初末间]|年度|年[内初末底]|季度末|月[初末底]"
    r"|周[一二三四五六日末]|星期[一二三四五六日天]"
    r"|目前|当前|之前|之后|随后|以前|以后|今后|过去|日前|近日|近来|如今|现在|当时|届时|以来|同时"
    r"|当天|当日|次日|马上|立即"
)
_CJK_TIME_WORD = re.compile(_CJK_TIME)
# What may stand before an organisation's name without being part of it: time words, the end of a date whose
# digits come before (2023年), clause openers (另外, 相比, 据) and counts (两家, 几所).
_CJK_BEFORE_NAME = re.compile(
    rf"(?:(?<=\d)(?:年度?|季度|月份?|日|号)[内初末底]?|{_CJK_TIME}"
    rf"|另外|因而|然而|不过|相比|相较|截至|截止|[而但并且则即据]|[{_CJK_NUMERALS}]+[家所个])*"
)
# Words that say what kind of organisation, not which one: 子公司, 控股子公司, 上市公司, 股份有限公司, 商业银行.
_CJK_KIND_OF_ORGANISATION = re.compile(r"(?:控股|参股|全?资|下属|附属|旗下|上市|股份|有限|国有|民营|商业)*[子母分总孙]?")
# An organisation's own name has at least two characters before its suffix: 大公司, 子公司, 家公司 name none.
MIN_CJK_ORGANISATION_NAME = 2
# An organisation is often named by a short form that keeps some of its characters in order (see ``shortens``). The
# bodies so shortened include courts, procuratorates and congresses, and the 和 inside an official name
# (发展和改革委员会, never its first character); a short form may begin a character or two before the name the
# surname pattern reads inside it (高法 in 最高法认为).
_CJK_BODY_SUFFIX = rf"{_CJK_ORGANISATION_SUFFIX}|法院|检察院|代表大会"
_CJK_BODY = re.compile(rf"(?!和)[^{_CJK_STOP.replace('和', '')}\s\d]{{1,12}}?(?P<suffix>{_CJK_BODY_SUFFIX})")
_CJK_BODY_AT_END = re.compile(rf"(?:{_CJK_BODY_SUFFIX})\Z")
MIN_SHORT_FORM = 2
SHORT_FORM_LEAD = 2
# The last character of a role, a body or a side (董事长, 高管, 高层, 董秘, 董事, 程序员, 高管们, 董事会, 林业局,
# 常务副, 方面): never the last character of a given name.
_CJK_ROLE_ENDINGS = frozenset("长管层秘事员们会局副面")


_POSSESSIVES = ("'s", "\u2019s", "'", "\u2019")


def _strip_possessive(token: str) -> str:
    if not token.endswith(_POSSESSIVES):
        return token  # the usual case
    for suffix in _POSSESSIVES:  # "Model B's" is B's; a lone quote keeps two letters before it ("Xs'", not "s'")
        if token.endswith(suffix) and len(token) > len(suffix) + (suffix[-1] != "s"):
            return token[: -len(suffix)]
    return token


# How a capitalised token counts as a name: never (a title, a function word, "I"), wherever it stands (an
# acronym or a token with digits), or unless it opens a sentence before a word that is not capitalised.
_NEVER, _ANYWHERE, _INSIDE_SENTENCE = range(3)


@lru_cache(maxsize=8192)
def _read_token(raw: str) -> tuple[str, int]:
    """A capitalised token as a name (no final full stop, no possessive) and where it counts as one.

    Remembered per token: the same capitalised words come back in every text.
    """
    token = _strip_possessive(raw.rstrip("."))
    lowered = token.lower()
    if token in _NOT_NAMES or token in _TITLES or lowered in _FUNCTION_WORDS or lowered in _OPENING_WORDS:
        return token, _NEVER
    if _is_acronym(token) or _DIGIT.search(token) is not None:
        return token, _ANYWHERE
    return token, _INSIDE_SENTENCE


def find_names(text: str) -> tuple[tuple[int, int, str], ...]:
    """The proper names in a text with their spans, in order."""
    if not _holds_cjk(text):
        return _english_names(text)
    names: list[tuple[int, int, str]] = []
    for match in _LATIN_TOKEN.finditer(text):
        token = _strip_possessive(match.group(0).rstrip("."))
        if len(token) >= 2 or token.isupper():
            names.append((match.start(), match.start() + len(token), token))
    names += _chinese_names(text)
    names.sort()
    return tuple(names)


def _english_names(text: str) -> tuple[tuple[int, int, str], ...]:
    names: list[tuple[int, int, str]] = []
    for match in _CAPITALISED_TOKEN.finditer(text):
        token, counts = _read_token(match.group())
        if counts == _NEVER:
            continue
        start = match.start()
        if counts == _INSIDE_SENTENCE and _opens_sentence(text, start) and (
                not _next_is_capitalised(text, match.end()) or token.lower() in _ROLE_NOUNS):
            continue  # the first word of a sentence is capitalised by grammar, not because it is a name
        names.append((start, start + len(token), token))
    return tuple(names)


def _opens_sentence(text: str, position: int) -> bool:
    index = position - 1
    while index >= 0 and text[index] in " \t\n\u00a0":
        index -= 1
    if index < 0 or text[index] in _CLAUSE_OPENERS or text[index] in "?!":
        return True
    if text[index] != ".":
        return False
    word = _LAST_WORD.search(text, max(0, index - 8), index)
    return word is None or word.group() not in _TITLES


def _chinese_names(text: str) -> list[tuple[int, int, str]]:
    found = [span for match in _CJK_ORGANISATION.finditer(text) if (span := _organisation(text, match))]
    found += [(match.start(1), match.end(1), match.group(1)) for match in _CJK_PLACE.finditer(text)
              if not _CJK_TIME_WORD.fullmatch(match.group(1))]
    found += [(match.start(1), match.end(1), match.group(1)) for match in _CJK_PERSON.finditer(text)
              if _may_be_person(match.group(1))]
    found += [(match.start(), match.end(), match.group()) for match in _CJK_COUNTRY.finditer(text)]
    return found


def _organisation(text: str, match: re.Match[str]) -> tuple[int, int, str] | None:
    """The organisation a suffix names, without the words before its name (报告期内公司 names none).

    The name starts after the last suffix before it (公司控股子公司) and after the time words, clause openers and
    counts it begins with; what is left must be a name, not the kind of organisation (上市公司, or 保险公司, which
    the dictionary holds as one common noun).
    """
    suffix = match.start("suffix")
    earlier = _CJK_ORGANISATION_WORD.finditer(text, match.start(), suffix)
    start = max((word.end() for word in earlier), default=match.start())
    start = _after_words_outside_names(text, start, suffix)
    start = run_end(_CJK_BEFORE_NAME, text, start, suffix)
    if suffix - start < MIN_CJK_ORGANISATION_NAME or _CJK_KIND_OF_ORGANISATION.fullmatch(text, start, suffix):
        return None
    if is_common_noun(text[start:match.end()]):
        return None
    return start, match.end(), text[start:match.end()]


# The tags of jieba's words that never belong to an organisation's name: verbs (覆盖, 来自, not 投资 as a noun),
# adverbs and negations (并未, 已经), prepositions (通过), pronouns (其中, 这家), conjunctions and particles.
_OUTSIDE_NAME_TAGS = frozenset("v vd vi d df p r rr rz c u uj ul uz ud ug uv".split())


def _after_words_outside_names(text: str, start: int, suffix: int) -> int:
    """Where an organisation's name may begin at the earliest: at a word the segmenter cuts, after the last verb,
    adverb or pronoun before its suffix. The pattern counts characters, so in 弹性工作制并未覆盖公司 it reads
    作制并未覆盖 before 公司, and no name is left; words that tell the kind of organisation (控股) stay in it."""
    position = 0
    for word, tag in tagged_words(text):
        end = position + len(word)
        if end > suffix:
            break
        if end > start and (position < start or (
                tag in _OUTSIDE_NAME_TAGS and not _CJK_KIND_OF_ORGANISATION.fullmatch(word))):
            start = end
        position = end
    return start


def _may_be_person(name: str) -> bool:
    """Whether a surname and what follows it may be a person's name, not a role (董秘) or a time word (周一)."""
    return name[-1] not in _CJK_ROLE_ENDINGS and _CJK_TIME_WORD.fullmatch(name) is None


def name_spans(item: Analysed) -> tuple[tuple[int, int, str], ...]:
    """The names of a statement or passage with their spans, leaving out units written after numbers (MB, 2M);
    read once per statement or passage."""
    return item.derived(_unmeasured_names)


def _unmeasured_names(item: Analysed) -> tuple[tuple[int, int, str], ...]:
    names = item.feature(find_names)
    if not names:
        return names
    measured = [(quantity.start, quantity.end) for quantity in item.quantities if quantity.kind != "label"]
    if not measured:
        return names
    return tuple(name for name in names if not any(low <= name[0] < high for low, high in measured))


def written_out_names(text: str) -> tuple[tuple[int, int, str], ...]:
    """Where ``text`` writes an acronym out in other words (国内生产总值 for GDP), as the acronym's name spans: the
    attribution gate reads "PPI下降2.2%" against "工业生产者出厂价格下降2.2%" by them."""
    lowered = text.lower()
    return tuple(sorted(
        (index, index + len(form), acronym.upper())
        for acronym, forms in _WRITTEN_OUT.items() for form in forms
        for index in _occurrences(lowered, form)
    ))


def _occurrences(text: str, part: str) -> list[int]:
    found, index = [], text.find(part)
    while index != -1:
        found.append(index)
        index = text.find(part, index + 1)
    return found


def _names_of(item: Analysed) -> tuple[str, ...]:
    if item.feature(is_bare_name):
        words = (_strip_possessive(word).strip("'\u2019-") for word in _WORD.findall(item.text))
        return tuple(dict.fromkeys(word for word in words if word and word[0].isupper()
                                   and word.lower() not in _FUNCTION_WORDS))
    return tuple(dict.fromkeys(name for _, _, name in item.derived(name_spans)))


def names_of(item: Analysed) -> tuple[str, ...]:
    """The names of a statement or passage without repeats (see ``name_spans``).

    A text that is only a name ("Nevada", "Saturday Night Live") counts its first word as a name too.
    """
    return item.derived(_names_of)


_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")
_DIGIT = re.compile(r"\d")
_TWO_CAPITALS = re.compile(r"[A-Z][^A-Z]*[A-Z]")


def is_bare_name(text: str) -> bool:
    """Whether a sentence is only a name or title ("Saturday Night Live", "the Kingdom of England").

    A bare name asserts nothing on its own, so negation, direction and strength are not read from it.
    """
    if _DIGIT.search(text) or _holds_cjk(text):
        return False
    capitalised = False
    for match in _WORD.finditer(text):  # read up to the first word of neither kind, where most texts stop
        word = match.group()
        if word[0].isupper():
            capitalised = True
        elif word.lower() not in _FUNCTION_WORDS:
            return False
    return capitalised


_NEXT_CAPITALISED = re.compile(r"\s+[A-Z][a-z]")
_LAST_WORD = re.compile(r"[A-Za-z]+\Z")


def _next_is_capitalised(text: str, position: int) -> bool:
    return _NEXT_CAPITALISED.match(text, position) is not None


MAX_ACRONYM = 8
# A word, with its possessive ending: "Women's Institute" is WI.
_INITIAL_WORD = re.compile(r"[A-Za-z]+(?:['\u2019]s\b)?")
_SKIPPED_IN_ACRONYMS = frozenset({"of", "and", "the", "for", "on", "in", "de"})


def _initials(text: str) -> tuple[str, str]:
    """The first letters of the words of a text, with and without small words.

    An acronym of two to eight letters stands for a run of words when it is part of one of the two: "yoy" in
    "year over year", "us" in "the United States".
    """
    words = [word.lower() for word in _INITIAL_WORD.findall(text)]
    return ("".join(word[0] for word in words),
            "".join(word[0] for word in words if word not in _SKIPPED_IN_ACRONYMS))


# A name may be followed by a short ending in the evidence: Korea/Korean, Europe/European, Japan/Japanese.
NAME_ENDING = 3
_VERSIONED = re.compile(r"([a-z][a-z.]*)-(\d+)")
# A demonym and its country share a stem of four letters or more: Chin-ese/China, Austral-ian/Australia.
_DEMONYM = re.compile(r"([A-Z][a-z]{3,})(?:ese|ish|ian|an|i)")
MAX_COUNTRY_ENDING = 3


def _is_acronym(name: str) -> bool:
    return _TWO_CAPITALS.search(name) is not None


class _Mentions(NamedTuple):
    """The ways a passage may mention a name other than by its plain form (see ``NameNotInEvidence`` and
    ``_plain_form``), worked out once per name.

    ``final`` says that a name not mentioned by any passage is not found (Chinese, versioned names and demonyms);
    otherwise a hyphenated name is still found when each of its ``parts`` is (Austria-Hungary).
    """

    name: str
    cjk: bool
    forms: tuple[str, ...]
    bare: str | None  # COVID-19 is mentioned by a bare "COVID"; GPT-4 is not by "GPT-3"
    initials: str | None  # "us" for U.S., when the name is an acronym
    country: str | None  # "china" for Chinese
    parts: tuple[str, ...]
    day: str | None  # "sunday" for Sundays and Sun, which a timetable's Sun or Mon–Sun mentions
    singulars: tuple[str, ...] = ()  # "chipotle bean burrito" for Chipotle Bean Burritos, found as written

    @property
    def final(self) -> bool:
        return self.cjk or self.bare is not None or self.country is not None

    def in_passage(self, passage: Analysed) -> bool:
        if self.cjk:
            return self.name in passage.folded or _without_fillers(self.name) in passage.feature(_without_fillers)
        if self.day is not None and any(self.day in named.days for named in days_of_week(passage.text)):
            return True
        folded = passage.folded
        for form in self.forms:
            if find_phrase(folded, form, ending=NAME_ENDING) != -1:
                return True
        if any(find_phrase(folded, form) != -1 for form in self.singulars):
            return True
        if self.bare is not None:
            return _bare_mention(folded, self.bare)
        if self.initials is not None and any(self.initials in run for run in passage.feature(_initials)):
            return True
        return self.country is not None and find_phrase(folded, self.country, ending=MAX_COUNTRY_ENDING) != -1


# Demonyms whose country shares no stem of four letters with them (see ``_DEMONYM``): a Dutch foundry is one in the
# Netherlands.
_COUNTRY_OF = {
    "dutch": ("netherlands", "holland"), "swiss": ("switzerland",), "french": ("france",), "welsh": ("wales",),
    "greek": ("greece",), "thai": ("thailand",), "danish": ("denmark",), "norwegian": ("norway",),
    "spanish": ("spain",), "portuguese": ("portugal",), "scottish": ("scotland",), "irish": ("ireland",),
    "peruvian": ("peru",), "icelandic": ("iceland",), "polish": ("poland",), "turkish": ("turkey", "türkiye"),
    "filipino": ("philippines",), "cypriot": ("cyprus",), "flemish": ("flanders",), "cornish": ("cornwall",),
}
# Acronyms a source often writes out in other words: a title by its usual short form (the CEO is the chief
# executive, a GP the doctor of primary care), and the statistics a Chinese source names in Chinese (GDP is
# 国内生产总值, CPI 居民消费价格).
_WRITTEN_OUT = {
    "ceo": ("chief executive",), "cfo": ("finance chief",),
    "gdp": ("gross domestic product", "国内生产总值", "地区生产总值"),
    "cpi": ("consumer price index", "consumer prices", "居民消费价格", "消费者价格指数"),
    "ppi": ("producer price index", "producer prices", "工业生产者出厂价格"),
    "pmi": ("purchasing managers", "采购经理指数", "采购经理人指数"),
    "lpr": ("loan prime rate", "贷款市场报价利率"),
    "ipo": ("initial public offering", "首次公开发行"),
    "gp": ("general practitioner", "general practice", "primary care", "family doctor"),
}


# The plural ending of a name's last word (Burritos, Pasties, Boxes), not of a word ending in "ss" or "us".
_PLURAL = re.compile(r"[a-z]{3}(?<![su])s\Z")


def _singulars(folded: str) -> tuple[str, ...]:
    """The forms of a name whose last word is plural with that word singular: burritos -> burrito, pasties ->
    pasty, boxes -> box."""
    if folded.endswith("ies"):
        return (folded[:-3] + "y",)
    return (folded[:-1], folded[:-2]) if folded.endswith("es") else (folded[:-1],)


# A youth age group written short: U12, U-12, U12s.
_AGE_GROUP = re.compile(r"u-?(\d{1,2})s?")


@lru_cache(maxsize=8192)
def _mentions(name: str) -> _Mentions:
    if _holds_cjk(name):
        return _Mentions(name, True, (), None, None, None, (), None)
    folded = fold(name)
    forms = dict.fromkeys((folded, folded.replace(".", "")))
    acronym = _is_acronym(name)
    if acronym and name.endswith("s"):
        forms[folded[:-1]] = None  # a plural acronym: PhDs, GANs
    forms.update(dict.fromkeys(_WRITTEN_OUT.get(folded.rstrip("s"), ())))
    forms.update(dict.fromkeys(_COUNTRY_OF.get(folded, ())))
    if age_group := _AGE_GROUP.fullmatch(folded):  # U12 is the under-12 age group
        forms.update(dict.fromkeys(f"{form}{age_group.group(1)}" for form in ("under-", "under ", "u-", "u")))
    versioned = _VERSIONED.fullmatch(folded)
    letters = "".join(filter(str.isalpha, name.rstrip("s"))).lower() if acronym else ""
    demonym = _DEMONYM.fullmatch(name)
    parts = tuple(part for part in name.split("-") if part[:1].isupper()) if "-" in name else ()
    return _Mentions(
        name,
        cjk=False,
        forms=tuple(forms)[1:],  # the first is the plain form
        bare=versioned.group(1) if versioned else None,
        initials=letters if 2 <= len(letters) <= MAX_ACRONYM else None,
        country=demonym.group(1).lower() if demonym else None,
        parts=parts,
        day=weekday(name),
        singulars=_singulars(folded) if not acronym and _PLURAL.search(folded) else (),
    )


# What a Chinese name drops when written short: a 的 between its words and the 有限/股份 of a company's legal form
# (国有独资演艺公司 for 国有独资的演艺有限公司, 华远公司 for 华远股份有限公司).
_NAME_FILLERS = re.compile(r"的|股份有限|有限责任|股份|有限")


def _without_fillers(text: str) -> str:
    return _NAME_FILLERS.sub("", text)


def _passage_mentions(passage: Analysed) -> dict[str, bool]:
    """Where a passage's answers for names are kept: the same names are looked up in the same passages by
    retrieval, the relatedness check and this gate, and again for the next answer over the same sources."""
    return {}


@lru_cache(maxsize=8192)
def _plain_form(name: str) -> str | None:
    """The folded name, the way a passage mentions most names; ``None`` for a Chinese name, which has other ways."""
    return None if _holds_cjk(name) else fold(name)


def _mentioned_in(name: str, passage: Analysed) -> bool:
    """Whether a passage mentions ``name``: by its plain form, or else in one of the other ways, worked out only
    then (most names are mentioned plainly)."""
    known = passage.derived(_passage_mentions)
    found = known.get(name)
    if found is None:
        plain = _plain_form(name)
        found = known[name] = (plain is not None and find_phrase(passage.folded, plain, ending=NAME_ENDING) != -1
                               ) or _mentions(name).in_passage(passage) or _letter_of_a_code(name, passage.text)
    return found


def _letter_of_a_code(name: str, text: str) -> bool:
    """Whether a name of one capital letter is the letter of a code the text writes with a digit after it: "a low D"
    of a note written D2, "an A grade" of A1."""
    return len(name) == 1 and name.isupper() and re.search(rf"\b{name}\d", text) is not None


def name_found(name: str, evidence: Evidence) -> bool:
    """Whether the evidence mentions ``name`` (see ``NameNotInEvidence`` for what counts as a mention)."""
    for passage in evidence.passages:
        if _mentioned_in(name, passage):
            return True
    mentions = _mentions(name)
    if mentions.final or not mentions.parts:
        return False
    return all(name_found(part, evidence) for part in mentions.parts)


# Holidays of a fixed day, by the words a sentence names them with: "over Christmas and New Year".
_HOLIDAYS = {"christmas eve": (12, 24), "christmas day": (12, 25), "christmas": (12, 25), "boxing day": (12, 26),
             "new year's eve": (12, 31), "new year's day": (1, 1), "new year": (1, 1), "hogmanay": (12, 31),
             "halloween": (10, 31), "valentine's day": (2, 14), "st patrick's day": (3, 17),
             "bastille day": (7, 14)}
_HOLIDAY = re.compile(r"\b(?:" + "|".join(sorted((re.escape(name) for name in _HOLIDAYS), key=len, reverse=True))
                      + r")\b", re.IGNORECASE)
# A word each holiday's name holds: a sentence with none of them names no holiday.
_HOLIDAY_WORDS = WordScreen("christmas", "boxing", "new year", "hogmanay", "halloween", "valentine", "patrick",
                            "bastille")
# Two dates a passage gives as the ends of a span: "from 23 December to 7 January", "24–26 December".
_SPAN_JOIN = re.compile(r"\s*(?:to|until|till|through|and|[-\u2013\u2014~至到])\s*\Z", re.IGNORECASE)


def holidays_dated(statement: Statement, evidence: Evidence) -> set[str]:
    """The words of each holiday of a fixed day the sentence names (Christmas, New Year) whose day the evidence
    gives as a date or holds in a span of dates ("a winter break from 23 December to 7 January"); worked out once,
    for the name check and the coverage floor both."""
    return evidence.answer((holidays_dated, statement), lambda: _holidays_dated(statement, evidence))


def _holidays_dated(statement: Statement, evidence: Evidence) -> set[str]:
    if not _HOLIDAY_WORDS.may_match(statement.text):
        return set()
    named = [(match.group(), _HOLIDAYS[match.group().lower().replace("\u2019", "'")])
             for match in _HOLIDAY.finditer(statement.text.replace("\u2019", "'"))]
    if not named:
        return set()
    spans = [span for passage in evidence.passages for span in _date_spans(passage)]
    return {word for phrase, (month, day) in named if any(_holds(span, month * 100 + day) for span in spans)
            for word in phrase.split()}


def _months_spanned(names: list[str], evidence: Evidence) -> set[str]:
    """The months named alone whose every day a span of dates of the evidence holds: "June, July and August" over
    "from 1 June to 31 August"."""
    months = {name: MONTHS[name] for name in names if name in MONTHS}
    if not months:
        return set()
    spans = [span for passage in evidence.passages for span in _date_spans(passage) if span[0] != span[1]]
    return {name for name, month in months.items()
            if any(all(_holds(span, month * 100 + day) for day in range(1, _month_days(month) + 1))
                   for span in spans)}


def _month_days(month: int) -> int:
    return 28 if month == 2 else calendar.monthrange(2001, month)[1]


# A day of the week's name, a cheap screen before the names are read.
_WEEKDAY_WORD = re.compile(r"(?:mon|tues|wednes|thurs|fri|satur|sun)day", re.IGNORECASE)
# What stands between a day of the week and the date it falls on: "Friday 8", "Monday, 26 May".
_DAY_TO_DATE = re.compile(r",? ")


def weekdays_dated(statement: Statement, evidence: Evidence) -> set[str]:
    """The days of the week the sentence writes right before a date that falls on that day, the date's year its own
    or the one the evidence gives that day and month ("Friday 8 to Sunday 10 August 2025" over "8-10 August 2025"):
    worked out from the calendar, not stated, so no name the evidence must hold."""
    found: set[str] = set()
    if _WEEKDAY_WORD.search(statement.text) is None:
        return found
    years = {parts[1:]: parts[0] for passage in evidence.passages for item in passage.quantities
             if item.kind == "date" and (parts := date_parts(item.value))[0]}
    for _, end, name in name_spans(statement):
        day = weekday(name)
        date = next((item for item in statement.quantities if item.kind == "date" and item.start >= end
                     and _DAY_TO_DATE.fullmatch(statement.text, end, item.start)), None)
        if day is None or date is None:
            continue
        year, month, number = date_parts(date.value)
        year = year or years.get((month, number), 0)
        try:
            if year and WEEKDAYS[calendar_day(year, month, number).weekday()] == day:
                found.add(name)
        except ValueError:  # no such day (30 February), or a date without its month or day
            continue
    return found


def _date_spans(passage: Passage) -> list[tuple[int, int]]:
    """The (month, day) of each date of the passage as a span of one day, and each span of two dates, as MMDD."""
    days = [(item, parts[1] * 100 + parts[2]) for item in passage.quantities if item.kind == "date"
            and (parts := date_parts(item.value))[1] and parts[2]]
    spans = [(day, day) for _, day in days]
    spans += [(first_day, second_day) for (first, first_day), (second, second_day) in zip(days, days[1:])
              if _SPAN_JOIN.match(passage.text[first.end:second.start])]
    return spans


def _holds(span: tuple[int, int], day: int) -> bool:
    """Whether the span of days (MMDD; it may run into the next year) holds ``day``."""
    start, end = span
    return start <= day <= end if start <= end else day >= start or day <= end


def _bare_mention(text: str, base: str) -> bool:
    index = find_phrase(text, base)
    while index != -1:
        if not text.startswith("-", index + len(base)):
            return True
        index = find_phrase(text, base, index + 1)
    return False


# A company is called by its trade name and 公司, without its place, trade and legal form: 绿源公司 for
# 临江绿源蜗牛食品有限公司, 金穗公司 for 东港金穗粉丝有限公司.
_COMPANY = "公司"


def shortens(short: str, name: str) -> bool:
    """Whether ``short`` is a short form of the organisation ``name``: 最高法 of 最高人民法院, 北大 of 北京大学, 发改委
    of 发展和改革委员会, 证监会 of 证券监督管理委员会; a company by its trade name (see ``_COMPANY``).

    The rule is kept tight so that a short form of another body never passes: at least two characters and fewer
    than the name's, the first of them the name's first, every one in the name in order, and the last one in the
    name's kind of body (大学, 法院, 委员会). So 最高检 is not 最高人民法院 (no 检), 清华 is not 北京大学, 高法 is not
    最高人民法院 (it starts elsewhere) and 北京, a place, is not 北京大学 (it keeps nothing of 大学).
    """
    body = _CJK_BODY_AT_END.search(name)
    if body is None or not MIN_SHORT_FORM <= len(short) < len(name):
        return False
    if short.endswith(_COMPANY) and name.endswith(_COMPANY) and len(short) - len(_COMPANY) >= MIN_SHORT_FORM \
            and short[:-len(_COMPANY)] in name[:-len(_COMPANY)]:
        return True  # 绿源公司 of 临江绿源蜗牛食品有限公司
    if short[0] != name[0]:
        return False
    position = 0
    for char in short[:-1]:
        position = name.find(char, position) + 1
        if not position:
            return False
    return name.find(short[-1], max(position, body.start())) != -1


def _bodies(text: str) -> tuple[str, ...]:
    """The organisations a text names in full, as a short form may shorten them (最高人民法院, 北京大学)."""
    return tuple(span[2] for match in _CJK_BODY.finditer(text) if (span := _organisation(text, match)))


def _short_form_found(statement: Statement, name: str, evidence: Evidence) -> bool:
    """Whether a Chinese name of the statement, or a short form ending with it, shortens an organisation the
    evidence names: 最高法 (read as the person 高法 before 认为) for 最高人民法院."""
    if not _holds_cjk(name):
        return False
    text = statement.text
    for start, end, found in name_spans(statement):
        if found != name:
            continue
        for first in range(start, max(0, start - SHORT_FORM_LEAD) - 1, -1):
            if not _CJK.match(text[first]) or text[first] in _CJK_STOP:
                break
            if any(shortens(text[first:end], body) for passage in evidence.passages
                   for body in passage.feature(_bodies)):
                return True
    return False


# The one-character names of China's provinces and its largest cities, as a run of them names a region (京津冀,
# 江浙沪, 川渝): each is the first or last character of the full name, so no table of them is needed beyond this one.
_PROVINCE_SHORT = {"京": "北京", "津": "天津", "沪": "上海", "渝": "重庆", "冀": "河北", "晋": "山西", "辽": "辽宁",
                   "吉": "吉林", "黑": "黑龙江", "苏": "江苏", "浙": "浙江", "皖": "安徽", "闽": "福建", "赣": "江西",
                   "鲁": "山东", "豫": "河南", "鄂": "湖北", "湘": "湖南", "粤": "广东", "桂": "广西", "琼": "海南",
                   "川": "四川", "黔": "贵州", "滇": "云南", "陕": "陕西", "甘": "甘肃", "青": "青海", "港": "香港",
                   "澳": "澳门", "江": "江苏", "蒙": "内蒙古", "宁": "宁夏", "新": "新疆", "藏": "西藏", "深": "深圳",
                   "穗": "广州", "杭": "杭州", "蓉": "成都"}


# A run of them naming a region, before the word for it: 京津两地, 江浙沪地区, 川渝一带; and the regions of China named by
# their bearing: 华东地区, 西南一带.
_PROVINCE_RUN = re.compile("([" + "".join(_PROVINCE_SHORT) + "]{2,4}|华东|华南|华北|华中|西南|西北|东北)"
                           "(?=两地|三地|四地|地区|区域|一带|两市|三省)")


def _province_runs(text: str) -> list[str]:
    """The regions ``text`` names by a run of one-character names of provinces or cities or by a bearing
    (``_PROVINCE_RUN``)."""
    return _PROVINCE_RUN.findall(text) if not text.isascii() else []


def _provinces_named(name: str, evidence: Evidence) -> bool:
    """Whether ``name`` is two to four one-character names of provinces or cities, each named in full by the
    evidence (京津 over 北京、天津的46家超市)."""
    return 2 <= len(name) <= 4 and all(char in _PROVINCE_SHORT for char in name) and all(
        evidence.find_folded(_PROVINCE_SHORT[char]) is not None for char in name)


# A run of capitalised words, with the small words a name may hold: "Bank of England", "The World Bank".
_CAPITALISED_RUN = re.compile(r"[A-Z][A-Za-z]+(?:\s+(?:(?:of|and|the|for|on|in|de)\s+)*[A-Z][A-Za-z]+)+")


def _spelled_out(text: str, evidence: Evidence, names: list[str]) -> set[str]:
    """The words of each run of capitalised words in ``text`` holding one of ``names`` whose acronym the evidence
    writes ("International Monetary Fund" where the evidence says "IMF" or "I.M.F.", "Bank of England" where it
    says "BoE"); a run holding none of them is not read."""
    found: set[str] = set()
    wanted = frozenset(names)
    for run in _CAPITALISED_RUN.findall(text):
        words = run.split()
        if wanted.isdisjoint(words):
            continue  # it would spell out no name the evidence lacks
        if any(word[1:].isupper() for word in words):
            continue  # "Chelsea FC": a run holding an acronym is not spelled out by its initials
        for first in range(len(words) - 1):
            initials = "".join(word[0] for word in words[first:])
            capitals = "".join(letter for letter in initials if letter.isupper())
            if any(2 <= len(letters) <= MAX_ACRONYM and _writes_acronym(evidence, letters)
                   for letters in dict.fromkeys((capitals, initials))):
                found.update(words[first:])
                break
    return found


# A word of two to eight letters, dotted or not (IMF, I.M.F., BoE), standing on its own: not beside a figure or
# another word in capitals ("10 AM", "GO:OD AM" are not "Ashton Matthews"). The capital comes first so that the
# regex engine skips to capitals; the look-behinds then check the characters before it.
_ACRONYM_WORD = re.compile(
    r"([A-Z](?<![\w.:].)(?<![A-Z0-9:] .)\.?(?:[A-Za-z]\.?){1,7})(?![\w])(?! [A-Z0-9]{2})"
)


def _writes_acronym(evidence: Evidence, letters: str) -> bool:
    """Whether the evidence writes ``letters`` as an acronym, dotted or not (IMF, I.M.F.): its acronyms are read only
    in a passage that holds the letters once its full stops are dropped, as each of them does."""
    return any(letters in passage.feature(_without_full_stops) and letters in passage.feature(_written_acronyms)
               for passage in evidence.passages)


def _without_full_stops(text: str) -> str:
    return text.replace(".", "")


def _written_acronyms(text: str) -> frozenset[str]:
    """The words of ``text`` that may write an acronym (they start with a capital, as every run of capitalised
    words does), without their dots."""
    return frozenset(word.replace(".", "") for word in _ACRONYM_WORD.findall(text))


# The words jieba's tagger takes for names of places (ns), organisations (nt) and people (nr, nrfg, nrt). Its other
# proper nouns (nz) are mostly no names at all (八月份, 世界纪录).
_NAME_TAGS = ("ns", "nt", "nr")
# A place may be named with or without the word for its kind: 华东地区 is 华东, 梧州市 is 梧州.
_PLACE_KIND = re.compile(r"(?:地区|自治区|省|市|县|区)\Z")
# The one-character words for a unit of administration, which end a place named in a chain (甘孜州康定市).
_ADMINISTRATIVE_KIND = frozenset("省州市县区镇乡")
# How many characters on one side of two names must be the same for one to stand in the other's place.
SWAP_CONTEXT = 2


def tagged_names(text: str) -> tuple[tuple[int, int, str], ...]:
    """The Chinese words of ``text`` that jieba's tagger takes for names, and the places named after a tagged place
    (``_chained_place``), with their spans."""
    if not _holds_cjk(text):
        return ()
    tagged = tagged_words(text)
    found, position = [], 0
    for index, (word, tag) in enumerate(tagged):
        if tag.startswith(_NAME_TAGS) and len(word) > 1 and _CJK.match(word):
            found.append((position, position + len(word), word))
        elif place := _chained_place(tagged, index):
            found.append((position, position + len(place), place))
        position += len(word)
    return tuple(found)


def _chained_place(tagged: tuple[tuple[str, str], ...], index: int) -> str | None:
    """The place a word names in an administrative chain, after a tagged place and before the word for its kind
    (康定 of 四川甘孜州康定市): the tagger knows the province and prefecture but often not the city or county."""
    word = tagged[index][0]
    if index == 0 or tagged[index - 1][1] != "ns" or len(word) < 2 or not _CJK.match(word):
        return None
    if len(word) > 2 and word[-1] in _ADMINISTRATIVE_KIND:
        return word
    following = tagged[index + 1][0] if index + 1 < len(tagged) else ""
    return word + following if following in _ADMINISTRATIVE_KIND else None


def swapped_names(statement: Statement, evidence: Evidence) -> list[str]:
    """The Chinese names of the statement that the evidence lacks and replaces with a name of its own.

    The tagger takes plenty of common words for names (台风 a place, 梅花 a person, 上市 a place), so a tagged name
    missing from the evidence is not enough: a careful reader sees a swap where the evidence has another tagged
    name, absent from the sentence and naming something else, in the same place, after or before the same two
    characters (上海—青岛航线 and 上海—宁波航线). A common word taken for a name has no such rival.
    """
    text = statement.text
    swapped = []
    for start, end, name in statement.feature(tagged_names):
        if name in swapped or _chinese_name_found(name, evidence) \
                or _ends_a_written_word(text, start, evidence):
            continue
        if any(other not in text and _another_name(name, other)
               and _same_place(text, start, end, passage.text, other_start, other_end)
               for passage in evidence.passages for other_start, other_end, other in passage.feature(tagged_names)):
            swapped.append(name)
    return swapped


def _ends_a_written_word(text: str, start: int, evidence: Evidence) -> bool:
    """Whether a tagged name opens with the last character of a longer name the evidence writes, with the two
    characters before it: the tagger cut 兰凭 out of "叶尔兰·努尔兰凭自创曲目" where the evidence writes 努尔兰."""
    return start >= 2 and evidence.find_folded(fold(text[start - 2:start + 1])) is not None


# A place told by its bearing from a named place: "40 km north-west of Kerman", "just south of the Alps".
_BEARING = re.compile(
    r"\b(?i:(?P<direction>(?:north|south)(?:[- ]?(?:east|west))?|east|west))\s+of\s+(?:the\s+)?"
    r"(?P<place>[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)*)"
)


def bearings(text: str) -> frozenset[tuple[str, str]]:
    """The (direction, place) pairs of ``text`` ("north-west of Kerman": ("northwest", "kerman"))."""
    return frozenset(_bearing(match) for match in _BEARING.finditer(text))


def _bearing(match: re.Match[str]) -> tuple[str, str]:
    return re.sub(r"[- ]", "", match.group("direction").lower()), match.group("place").lower()


def misplaced_bearings(statement: Statement, evidence: Evidence) -> list[str]:
    """The bearings of the statement ("north-west of Kerman") from a place the evidence gives another bearing from,
    and never this one ("south-west of Kerman"): the place is named right and located wrong."""
    found = []
    for match in _BEARING.finditer(statement.text):
        direction, place = _bearing(match)
        given = {other for passage in evidence.passages
                 for other, other_place in passage.feature(bearings) if other_place == place}
        if given and direction not in given:
            found.append(match.group())
    return found


# A person's role told with the name: before it ("Deputy CFO Marcus Hale") or after "as" ("Hale will serve as
# interim CFO"); a role is a head word (officer, CFO, coach) after the words that qualify it (chief financial, interim).
_ROLE_HEADS = (r"officer|CEO|CFO|COO|CTO|chairman|chairwoman|chair|president|director|minister|secretary|manager|"
               r"coach|captain|governor|mayor|chancellor|treasurer|editor|spokesperson|spokesman|spokeswoman|"
               r"ambassador|commissioner")
_ROLE_QUALIFIERS = (r"chief|financial|executive|operating|technology|deputy|interim|acting|vice|former|senior|"
                    r"general|prime|foreign|finance|managing|head|assistant|associate")
_ROLE = rf"(?i:(?:(?:{_ROLE_QUALIFIERS})\s+)*(?:{_ROLE_HEADS}))"
_PERSON = r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*"
# The letters a role opens with, in any case: the look-ahead lets the engine pass over every other word.
_ROLE_OPENERS = "".join(sorted({word[0] for word in f"{_ROLE_QUALIFIERS}|{_ROLE_HEADS}".lower().split("|")}))
_ROLE_BEFORE_NAME = re.compile(rf"\b(?=(?i:[{_ROLE_OPENERS}]))(?P<role>{_ROLE})\s+(?P<name>{_PERSON})")
_NAME_AS_ROLE = re.compile(rf"(?P<name>{_PERSON})[^,.;:A-Z]{{0,30}}?\bas\s+(?:the\s+|its\s+|an?\s+)?(?P<role>{_ROLE})\b")


# Every role ends on one of these heads, a whole word: a text without one tells no role, and the two patterns below,
# which try a match at every word, are not run over it (a set test on the split of its words every screen shares).
_ROLE_HEAD_WORDS = WholeWordScreen(*_ROLE_HEADS.lower().split("|"))


# A role told after the name follows an "as": a text without one is not read for it.
_AS_WORD = re.compile(r"\bas\s")


# A Chinese role told with a name: 第一作者为…陈墨 (the name closing its clause), 许安作为第一作者. A Chinese name is read
# by its last two characters, which both sides then share.
_CHINESE_ROLES = "第一作者|通讯作者|通信作者|负责人|主编|队长|总经理|董事长|馆长|院长|所长|校长|发言人|领队|主教练|导演|编剧"
_CHINESE_ROLE_IS_NAME = re.compile(rf"(?P<role>{_CHINESE_ROLES})(?:为|是)[^，。；,;]{{0,20}}?(?P<name>[\u4e00-\u9fff]{{2}})"
                                   r"(?=[，。；,;、]|\Z)")
_CHINESE_NAME_AS_ROLE = re.compile(rf"(?P<name>[\u4e00-\u9fff]{{2}})(?:作为|担任)(?P<role>{_CHINESE_ROLES})")
_CHINESE_ROLE_WORDS = re.compile(_CHINESE_ROLES)


def _role_matches(text: str) -> list[re.Match[str]]:
    if holds_chinese(text):
        if not _CHINESE_ROLE_WORDS.search(text):
            return []
        return [*_CHINESE_ROLE_IS_NAME.finditer(text), *_CHINESE_NAME_AS_ROLE.finditer(text)]
    if not _ROLE_HEAD_WORDS.may_match(text):
        return []
    told_after = _NAME_AS_ROLE.finditer(text) if _AS_WORD.search(text) else ()
    return [*_ROLE_BEFORE_NAME.finditer(text), *told_after]


def _role(match: re.Match[str]) -> tuple[str, str]:
    """(surname, role) of a role told with a name, lower case: ("hale", "interim cfo"); a Chinese name by its last two
    characters: ("许安", "第一作者")."""
    return match.group("name").split()[-1].lower(), " ".join(match.group("role").lower().split())


def roles(text: str) -> frozenset[tuple[str, str]]:
    """The (surname, role) pairs ``text`` tells ("Deputy CFO Marcus Hale": ("hale", "deputy cfo"))."""
    return frozenset(_role(match) for match in _role_matches(text))


def misattributed_roles(statement: Statement, evidence: Evidence) -> list[str]:
    """Where the statement gives a person a role the evidence gives another person, and gives this one only other
    roles ("Hale will step down as chief financial officer" over "Chief Financial Officer Priya Natarajan will step
    down. Deputy CFO Marcus Hale will serve as interim CFO"; 许安作为第一作者 over 第一作者为…陈墨，通讯作者为…许安): both names
    are right, the roles are swapped."""
    matches = _role_matches(statement.text)
    if not matches:
        return []  # the sentence tells no role: the evidence's roles are not read
    told = frozenset().union(*(passage.feature(roles) for passage in evidence.passages))
    found = []
    for match in matches:
        name, role = _role(match)
        own = {other_role for other_name, other_role in told if other_name == name}
        if own and role not in own and any(other_role == role for _, other_role in told):
            found.append(match.group())
    return found


def _chinese_name_found(name: str, evidence: Evidence) -> bool:
    place = _PLACE_KIND.sub("", name)
    return name_found(name, evidence) or (len(place) > 1 and name_found(place, evidence))


def _another_name(name: str, other: str) -> bool:
    """Whether two names name two things: once the ending they share is set aside (流域, 大学, 省: the kind of
    thing), they share no two characters. 长江流域 and 黄河流域 are two rivers; 浦东新区 and 上海浦东, 华为公司 and
    华为技术有限公司 are one place and one company, written otherwise."""
    shared = 0
    while shared < min(len(name), len(other)) and name[-1 - shared] == other[-1 - shared]:
        shared += 1
    own, other_own = name[: len(name) - shared], other[: len(other) - shared]
    return not any(own[index : index + 2] in other_own for index in range(len(own) - 1))


def _same_place(text: str, start: int, end: int, other_text: str, other_start: int, other_end: int) -> bool:
    """Whether two names stand between the same characters on one side: the same two before or the same two after."""
    before = text[max(0, start - SWAP_CONTEXT):start]
    after = text[end:end + SWAP_CONTEXT]
    return (len(before) == SWAP_CONTEXT and other_text.endswith(before, 0, other_start)) or (
        len(after) == SWAP_CONTEXT and other_text.startswith(after, other_end))


def missing_names(statement: Statement, evidence: Evidence) -> list[str]:
    """The names of ``statement`` the evidence does not state: unfound (save those spelled out or shortened there,
    holidays its dates hold and provinces it names in full), swapped for the evidence's own, placed by another
    bearing, or given another's role."""
    missing = [name for name in names_of(statement) if not name_found(name, evidence)]
    if missing:
        spelled_out = _spelled_out(statement.text, evidence, missing) | holidays_dated(statement, evidence) \
            | weekdays_dated(statement, evidence) | _months_spanned(missing, evidence)
        missing = [name for name in missing
                   if name not in spelled_out and not _short_form_found(statement, name, evidence)]
    missing += [name for name in swapped_names(statement, evidence)
                if not any(name in other or other in name for other in missing)]
    missing = [name for name in missing if not _provinces_named(name, evidence)]
    missing += [run for run in _province_runs(statement.text) if run not in missing
                and not name_found(run, evidence) and not _provinces_named(run, evidence)]
    if " of " in statement.text:
        missing += misplaced_bearings(statement, evidence)
    missing += misattributed_roles(statement, evidence)
    return missing
