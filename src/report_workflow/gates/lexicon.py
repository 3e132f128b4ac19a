"""Cue words the polarity, strength and quote gates read, in English and Chinese.

The lists are short on purpose: each word is one a reader would point at when saying "the source said the
opposite" or "the source was less sure". Words that merely contain a cue (不断, 未来, 非常) and idioms that only
look like one ("not only", "more than 200", "up to") are listed as exceptions so they never count.

Matching is by whole English words (a cue may be several words) and by substring for Chinese. Each text is split
into its runs of letters once; a vocabulary first checks whether the longest word of any of its cues is one of them,
so a passage without cues costs one set test per vocabulary, and only a text that may hold a cue is tokenised.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from typing import Generic, TypeVar

from ..text import content_terms
from ..text.hedges import (CHINESE_HEDGES, CHINESE_NON_HEDGES, CHINESE_PLANS, ENGLISH_HEDGES, HEDGES_IN_CONTEXT,
                           find_hedges)
from ..text.normalise import CASE_BLIND_STRAYS
from ..text.numerals import CJK_NUMERAL_CHARS
from .phrases import Marks, mentions_any

T = TypeVar("T")
NUMBER = "#"  # in an ignored phrase: any number
_TOKEN = re.compile(r"[a-z]+(?:'[a-z]+)?|\d[\d,.]*")


def _lowered(text: str) -> str:
    """``text`` lower-cased with the same length, so offsets stay put."""
    lowered = text.lower().replace("\u2019", "'")
    if len(lowered) != len(text):
        lowered = "".join(char.lower() if len(char.lower()) == 1 else char for char in text)
    return lowered


# A Chinese character: every Chinese cue and condition holds one, so a text without one holds none of them.
CHINESE_CHARACTER = re.compile(r"[\u3400-\u9fff]")


def held_beyond_ascii(characters: re.Pattern[str], kept: int) -> Callable[[str], bool]:
    """A test whether a text holds one of ``characters``, none of them ASCII: an ASCII text is answered at once, and
    the answer for ``kept`` other texts is kept, as the gates ask it of the same passage and sentence again and a
    passage with a dash or an accent is searched to its end."""
    searched = lru_cache(maxsize=kept)(lambda text: characters.search(text) is not None)
    return lambda text: not text.isascii() and searched(text)


# Whether a text holds a Chinese character (see ``CHINESE_CHARACTER``).
holds_chinese = held_beyond_ascii(CHINESE_CHARACTER, 8192)


class WordScreen:
    """The words (lower-case ASCII) of which each English match of a case-blind pattern holds one, and whether its
    other matches each hold a Chinese character: a text holding none of them holds no match, and is not read."""

    def __init__(self, *words: str, chinese: bool = False) -> None:
        self._marks = Marks(*words)
        self._chinese = chinese
        self._pattern = re.compile("|".join(map(re.escape, words)), re.IGNORECASE)

    def may_match(self, text: str) -> bool:
        """Whether ``text`` may hold a match. Unless it holds a stray (``CASE_BLIND_STRAYS``), a case-blind match of
        a word is the word in the lower-cased text, which is cheaper to look for than the case-blind search."""
        if self._chinese and holds_chinese(text):
            return True
        if text.isascii() or not any(stray in text for stray in CASE_BLIND_STRAYS):
            return mentions_any(text, self._marks)
        return self._pattern.search(text) is not None


CONTRACTION = "n't"
_CONTRACTION_BYTES = CONTRACTION.encode()
# Every byte but a lower-case ASCII letter becomes a space: splitting the result gives the runs of letters.
_LETTER_BYTES = bytes(code if 97 <= code <= 122 else 32 for code in range(256))


@lru_cache(maxsize=8192)
def _words(text: str, screened: frozenset[bytes]) -> frozenset[bytes]:
    """The runs of ASCII letters of the lower-cased ``text`` that are ``screened`` words (and "n't" when it
    occurs), to tell a vocabulary absent.

    A byte-level split, several times cheaper than tokenising. The screen is exact: a token made of letters is a
    whole run of letters (``_TOKEN`` is greedy and every letter belongs to a token), so a cue with a word that is
    none of these runs cannot occur. Non-ASCII characters (and lone surrogates) become "?", a separator. Only the
    words some vocabulary screens for are kept: a small set is cheaper to build than one of every word.
    """
    lowered = _lowered(text)
    words = screened.intersection(lowered.encode("ascii", "replace").translate(_LETTER_BYTES).split())
    return words | {_CONTRACTION_BYTES} if CONTRACTION in lowered else words


@lru_cache(maxsize=2048)
def _tokens(text: str) -> tuple[str, ...]:
    """The lower-cased words and numbers of ``text`` in order, read only when some cue may be present."""
    return tuple(_TOKEN.findall(_lowered(text)))


def _token_starts(text: str, tokens: tuple[str, ...]) -> list[int]:
    """Where each of ``tokens``, the first tokens of ``text``, starts: read only when a cue was found.

    Each token is the first occurrence of its own text after the token before it: a token starts with a letter
    or a digit, and every letter or digit between two tokens would have started a token of its own.
    """
    lowered = _lowered(text)
    starts = []
    position = 0
    for token in tokens:
        position = lowered.find(token, position)
        starts.append(position)
        position += len(token)
    return starts


def _indices(tokens: tuple[str, ...], word: str) -> list[int]:
    """Every index of ``word`` in ``tokens`` (a scan in C, not a loop over the tokens)."""
    found = []
    index = -1
    try:
        while True:
            index = tokens.index(word, index + 1)
            found.append(index)
    except ValueError:
        return found


def _holds_phrase(words: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """Whether the phrase ``words`` holds the shorter phrase ``other``, word for word."""
    return len(other) < len(words) and any(
        words[start : start + len(other)] == other for start in range(len(words) - len(other) + 1))


def _matches(tokens: tuple[str, ...], index: int, phrase: tuple[str, ...]) -> bool:
    if index + len(phrase) > len(tokens):
        return False
    for offset, word in enumerate(phrase):
        token = tokens[index + offset]
        if token != word and not (word == NUMBER and token[0].isdigit()):
            return False
    return True


class Vocabulary(Generic[T]):
    """Cue phrases, each with a payload, found in English (whole words) and Chinese (substrings) text."""

    # The screen words of every vocabulary: one split of a text then serves them all (see ``_words``).
    _screened: frozenset[bytes] = frozenset()

    def __init__(self, cues: Mapping[str, T], ignore: Iterable[str] = ()) -> None:
        self._english: dict[str, list[tuple[tuple[str, ...], str, T]]] = {}
        chinese: dict[str, T] = {}
        for phrase, payload in cues.items():
            if phrase.isascii():
                words = tuple(phrase.lower().split())
                if not (words[0].isalpha() or words[0] == CONTRACTION):
                    raise ValueError(f"cue {phrase!r} must start with a word of letters or {CONTRACTION!r}")
                self._english.setdefault(words[0], []).append((words, phrase, payload))
            elif CHINESE_CHARACTER.search(phrase):
                chinese[phrase] = payload
            else:
                raise ValueError(f"cue {phrase!r} must be ASCII or hold a Chinese character")
        for options in self._english.values():
            options.sort(key=lambda option: -len(option[0]))
        self._ignored: dict[str, list[tuple[str, ...]]] = {}
        chinese_ignored = []
        for phrase in ignore:
            if phrase.isascii():
                words = tuple(phrase.lower().split())
                if words[0] == NUMBER:
                    raise ValueError(f"ignored phrase {phrase!r} must start with a word")
                self._ignored.setdefault(words[0], []).append(words)
            else:
                chinese_ignored.append(phrase)
        self._chinese = chinese
        self._chinese_pattern = _alternation(chinese)
        self._chinese_ignored = _alternation(chinese_ignored)
        self._suffix = [(word, payload) for word, payload in cues.items() if word.startswith("n'")]
        # A phrase occurs only where each of its words does: its longest word screens it ("possible" for "it is
        # possible"), as "it" would let almost every text through. A phrase holding a shorter cue ("only if" holds
        # "if", "no longer" holds "no") is screened by that cue's word, which every text holding it holds.
        phrases = [words for options in self._english.values() for words, _, _ in options]
        self._screen = frozenset(
            max((word for word in words if word.isalpha()), key=len, default=CONTRACTION).encode()
            for words in phrases if not any(_holds_phrase(words, other) for other in phrases)
        )
        Vocabulary._screened = Vocabulary._screened | self._screen
        self._starters = frozenset(self._english) | frozenset(self._ignored)
        self._suffixes = tuple(suffix for suffix, _ in self._suffix)

    def may_find(self, text: str) -> bool:
        """Whether ``text`` may hold a cue: the word screening one among its runs of letters, "n't" for contracted
        cues, or a Chinese character for Chinese ones. A text that may not holds none, nor does any piece of it cut
        between runs of letters (a clause of it)."""
        words = _words(text, Vocabulary._screened)
        return not words.isdisjoint(self._screen) or bool(self._suffix) and _CONTRACTION_BYTES in words \
            or self._chinese_pattern is not None and holds_chinese(text)

    def find(self, text: str) -> list[tuple[int, str, T]]:
        """(offset, cue, payload) for every cue in ``text``, in order."""
        words = _words(text, Vocabulary._screened)
        contracted = _CONTRACTION_BYTES in words
        english = not words.isdisjoint(self._screen) or (self._suffix and contracted)
        chinese_pattern = self._chinese_pattern if holds_chinese(text) else None
        if not english and chinese_pattern is None:
            return []  # the common case, ``may_find`` false: one set test
        found = [cue for cue in self._find_english(text, contracted)
                 if not _in_compound(text, cue[0], cue[1])] if english else []
        if chinese_pattern is not None:
            chinese = list(chinese_pattern.finditer(text))
            if chinese and self._chinese_ignored is not None:
                chinese = _outside_ignored(chinese, list(self._chinese_ignored.finditer(text)))
            if chinese:
                found += [(match.start(), match.group(), self._chinese[match.group()]) for match in chinese]
                found.sort(key=lambda cue: cue[0])
        return found

    def _find_english(self, text: str, contracted: bool) -> list[tuple[int, str, T]]:
        tokens = _tokens(text)
        found = []
        resume = 0
        for index in self._candidates(tokens, contracted):
            if index < resume:
                continue
            token = tokens[index]
            match = next(((words, phrase, payload) for words, phrase, payload in self._english.get(token, ())
                          if _matches(tokens, index, words)), None)
            if token in self._ignored:  # an idiom, unless a longer cue starts there ("at all of its sites")
                skip = max((len(phrase) for phrase in self._ignored[token] if _matches(tokens, index, phrase)),
                           default=0)
                if skip and (match is None or len(match[0]) <= skip):
                    resume = index + skip
                    continue
            if match is not None:
                words, phrase, payload = match
                found.append((index, phrase, payload))
                resume = index + len(words)
            else:
                found += [(index, suffix, payload) for suffix, payload in self._suffix if token.endswith(suffix)]
        if not found:
            return []
        starts = _token_starts(text, tokens[: found[-1][0] + 1])
        return [(starts[index], phrase, payload) for index, phrase, payload in found]

    def _candidates(self, tokens: tuple[str, ...], contracted: bool) -> list[int]:
        """The indices, in order, of the tokens a cue or an ignored phrase may start at.

        Any other token is neither a cue nor the start of an idiom, so the scan passes over it unchanged. A token
        ends in "n't" only in a text that holds "n't" (``contracted``).
        """
        indices = [index for word in self._starters.intersection(tokens) for index in _indices(tokens, word)]
        if self._suffixes and contracted:
            indices += [index for index, token in enumerate(tokens) if token.endswith(self._suffixes)]
        return sorted(set(indices))


class WholeWordScreen:
    """The words (lower-case ASCII letters) one of which each English match of a case-blind pattern holds as a whole
    run of letters ("up" of "was up 4.5%"), and whether its other matches each hold a Chinese character: a text
    holding none of them holds no match, and is not read.

    The runs of a text are split once for every vocabulary (``_words``), so the test is a set lookup. It is exact:
    lower-casing turns every letter a case-blind pattern reads as an ASCII letter into that letter but the strays
    (``CASE_BLIND_STRAYS``), and a text holding one is let through.
    """

    def __init__(self, *words: str, chinese: bool = False) -> None:
        self._words = frozenset(word.encode() for word in words)
        self._chinese = chinese
        Vocabulary._screened = Vocabulary._screened | self._words

    def may_match(self, text: str) -> bool:
        """Whether ``text`` may hold a match."""
        if not text.isascii() and (self._chinese and holds_chinese(text)
                                   or any(stray in text for stray in CASE_BLIND_STRAYS)):
            return True
        return not self._words.isdisjoint(_words(text, Vocabulary._screened))


def _outside_ignored(found: list[re.Match[str]], ignored: list[re.Match[str]]) -> list[re.Match[str]]:
    """The Chinese cues of ``found`` that start in none of the ``ignored`` words, or that start where one does and
    run past it: 不 of 不断 is no cue, but 不足以 ("not enough to") is one though 不足 ("short of", 不足1%) is not."""
    ends = {match.start(): match.end() for match in ignored}
    inside = {index for match in ignored for index in range(match.start(), match.end())}
    return [match for match in found
            if match.start() not in inside or match.end() > ends.get(match.start(), match.end())]


def _in_compound(text: str, start: int, cue: str) -> bool:
    """Whether a cue word is part of a hyphenated compound ("drop-through", "no-fee"): then it is no cue."""
    end = start + len(cue) if not cue.startswith("n'") else start + len(_tokens(text[start:])[0])
    return (start > 0 and text[start - 1] == "-") or text.startswith("-", end)


def _alternation(words: Iterable[str]) -> re.Pattern[str] | None:
    ordered = sorted(words, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, ordered))) if ordered else None


def _cue_words(vocabulary: Vocabulary[str], text: str) -> tuple[str, ...]:
    found = vocabulary.find(text)
    return tuple([cue for _, cue, _ in found]) if found else ()


# --- negation ------------------------------------------------------------------------------------------------

ENGLISH_NEGATIONS = (
    "not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "no longer",
    "n't", "fail to", "failed to", "fails to", "lack", "lacks", "lacked", "declined to", "declines to",
    "refused to", "refuses to", "yet to", "unable to",
    *(f"{verb} against" for verb in ("caution", "cautions", "cautioned", "warn", "warns", "warned", "advise",
                                     "advises", "advised")),
)
# "has yet to be assessed" denies what "has not yet been assessed" does; "cautions against reading the rise as a
# recovery" what "the rise should not be read as a recovery" does.
# 别 ("don't") is left out: in reports it is nearly always part of a word (分别, 特别, 区别, 性别, 类别, 个别).
# 不予 and 未予 deny what follows the formal 予 (不予支持, 不予受理, 未予批准): the negated word is the verb after it.
# 不足以 ("not enough to") denies what it would suffice for: 不足以证明 denies 证明, as 不能证明 does. 缺乏 and 缺少
# ("lack") deny what follows, as "lacks" does. 无需 and 无须 ("need not") deny what follows them: 无需预约 denies 预约, as
# 不需要预约 does; 勿 (切勿, 请勿: "do not") and 避免 ("avoid") deny what follows them: 避免进入 is 不要进入.
CHINESE_NEGATIONS = ("不再", "并非", "并未", "从未", "尚未", "没有", "毫无", "不予", "未予", "不足以", "缺乏", "缺少", "无需",
                     "无须", "避免", "不", "没", "未", "无", "非", "勿")
# Words that contain a Chinese negation character but do not negate the statement.
CHINESE_NON_NEGATIONS = (
    "不断", "不少", "不同", "不仅", "不过", "不足", "不久", "不错", "不如", "不但", "不管", "不论", "不得不", "不禁",
    "不外乎", "无论", "无数", "无疑", "无限", "未来", "非常", "非凡", "是非", "除非", "莫非", "无人机", "无线", "无机",
    "非洲", "并非不", "差不多", "了不起", "不光",
    # "not necessarily" doubts rather than denies: a hedge (see ``text.hedges``)
    "不一定", "未必", "不见得",
    # 非 as "non-" in a term: 非食品价格, 非农就业, 非经常性损益, 非流动资产, 非公开发行
    "非食品", "非农", "非金融", "非公开", "非流动", "非经常性", "非营利", "非公有", "非国有", "非标", "非居民",
    # bounds, not negations: 不到1%, 不超过3天, 不低于90分
    "不到", "不超过", "不低于", "不少于", "不多于", "不高于", "不下于", "不及",
)

# "declined to overturn" refuses; "declined to $3m" and "declined to a record low" fall to a level.
_FELL_TO = tuple(f"{verb} to {word}" for verb in ("declined", "declines") for word in (
    NUMBER, "a", "an", "the", "its", "their", "about", "around", "roughly", "nearly", "almost", "just", "only",
    "below", "under", "less", "fewer", "zero", "record", "levels"))
# A negation naming what a finding is compared with denies nothing of the finding: "a lower risk compared with not
# drinking coffee", "than those who did not".
_COMPARED_WITH_NONE = (
    *(f"{lead} {word}" for lead in ("compared with", "compared to", "versus", "vs", "than") for word in ("not", "no")),
    *(f"{lead} {group} {negation}" for lead in ("than", "with", "to") for group in ("those", "people", "those who",
      "people who") for negation in ("not", "without", "did not", "do not", "does not", "had not", "have not",
                                     "didn't", "don't", "doesn't", "hadn't", "haven't")),
)
_NEGATION: Vocabulary[str] = Vocabulary(
    {word: word for word in (*ENGLISH_NEGATIONS, *CHINESE_NEGATIONS)},
    ignore=("no #", "not only", "not just", "no doubt", "not least", "no less than", "no more than",
            "no fewer than", "nothing but", "no matter", "no problem", "not bad", "don't worry", "never mind",
            "without compromising", "without sacrificing", "without charge", "without cost", "without a fee",
            "without payment", *_FELL_TO, *_COMPARED_WITH_NONE, *CHINESE_NON_NEGATIONS),
)


def negation_cues(text: str) -> tuple[str, ...]:
    """The negation words in ``text`` (English and Chinese), in order."""
    return _cue_words(_NEGATION, text)


# What a negation or a hedge governs: the few words (or characters) right after it.
SCOPE_WORDS = 4
SCOPE_CHARACTERS = 6
_SCOPE_WORDS = re.compile(r"(?:\W*\w+){1,%d}" % SCOPE_WORDS)
_SCOPE_WORD = re.compile(r"[A-Za-z]+|[\u3400-\u9fff]{1,2}")

# Irregular past forms and their base, so that "found" meets "did not find".
IRREGULAR_PAST = {
    "found": "find", "made": "make", "took": "take", "gave": "give", "said": "say", "went": "go", "came": "come",
    "saw": "see", "got": "get", "held": "hold", "led": "lead", "won": "win", "lost": "lose", "left": "leave",
    "kept": "keep", "paid": "pay", "sold": "sell", "told": "tell", "built": "build", "began": "begin",
    "became": "become", "brought": "bring", "bought": "buy", "caught": "catch", "fought": "fight",
    "thought": "think", "taught": "teach", "felt": "feel", "met": "meet", "ran": "run", "rose": "rise",
    "fell": "fall", "grew": "grow", "knew": "know", "shown": "show", "meant": "mean", "wrote": "write",
    "written": "write", "drove": "drive", "flew": "fly", "threw": "throw", "spent": "spend", "sent": "send",
    "stood": "stand", "understood": "understand", "chose": "choose", "spoke": "speak", "broke": "break",
    "froze": "freeze", "stole": "steal", "woke": "wake", "rode": "ride", "sang": "sing", "sank": "sink",
    "swam": "swim", "drank": "drink", "shrank": "shrink", "hung": "hang", "dug": "dig", "fed": "feed",
    "fled": "flee", "slid": "slide", "spun": "spin", "struck": "strike", "bore": "bear", "wore": "wear",
    "tore": "tear", "did": "do", "had": "have", "done": "do", "gone": "go", "seen": "see", "taken": "take",
    "given": "give", "known": "know", "grown": "grow", "chosen": "choose", "spoken": "speak", "broken": "break",
    "frozen": "freeze", "stolen": "steal", "woken": "wake", "ridden": "ride", "driven": "drive", "torn": "tear",
    "worn": "wear", "borne": "bear", "begun": "begin", "sung": "sing", "sunk": "sink", "drunk": "drink",
}


def base_form(word: str) -> str:
    """The base of an irregular past form ("found" -> "find"); any other word unchanged."""
    return IRREGULAR_PAST.get(word.lower(), word)


# A time between a Chinese negation or hedge and its verb (有望于2025年实现, 尚未在今年年底前完成) is no part of what it
# governs: the scope starts after it.
_CHINESE_TIME = re.compile(
    r"\s*(?:[于在到至将]\s*)?"
    r"(?:(?:\d{4}|[今明去后前本次]|下一?|上一?)\s*年(?:度|内|底|末|初|中)?(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?"
    r"|\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?|[上下]半年|年[内底末初中])"
    r"(?:[上下]半年|第?[一二三四1-4]季度|[底末初内中]|前|以前|之前)?"
)


# Chinese hedges told after what they doubt as well as before it: 尚不能确定因果关系, or a question of whether in the
# clause before them, 种群是否增长尚不能确定 (not the subject alone: 观察性研究尚不能确定 doubts no study).
_TRAILING_HEDGES = frozenset(("不能确定", "无法确定", "尚不确定", "尚难确定", "尚不清楚", "尚无定论"))
_WHETHER_BEFORE = re.compile(r"[^，。；：,;:]*(?:是否|能否|会否|是不是|有没有)[^，。；：,;:]*\Z")


def _scope_before(text: str, position: int) -> str:
    whether = _WHETHER_BEFORE.search(text, 0, position)
    return whether.group() if whether else ""


def _scope_after(text: str, position: int, word: str) -> str:
    if word.isascii():
        match = _SCOPE_WORDS.match(text, position)
        return match.group() if match else ""
    time = _CHINESE_TIME.match(text, position)
    if time:
        position = time.end()
    return text[position : position + SCOPE_CHARACTERS]


_FREE_OF = re.compile(r"\b([A-Za-z]+)-free\b", re.IGNORECASE)
# A Chinese negation of a verb may stand before a modal (不能保证, 未能完成, 不会影响, 不得混放, 不要自行带回): what it
# negates is the verb.
# English needs no such step, as its modals (can, will, should) are no content words. 在 before a range is passed
# over alike: 不在减免范围内 denies 减免, which 纳入减免范围 affirms.
_VERB_NEGATIONS = frozenset(("不", "没", "未", "并未", "从未", "尚未", "不再"))
_CHINESE_MODAL = re.compile("能够|可以|应该|应当|需要|能|会|应|该|敢|肯|需|必|得|要(?!求)|宜|可|在(?=[^，。；]{1,12}(?:范围|之列))")


# Verbs of attaining, showing or finding a result: "did not reach significance" denies the significance too, so the
# negation's scope runs on past the verb ("did not reach the primary endpoint", "did not find the contract void").
# Verbs of opinion (consider, deem, think) are left out: their paraphrases are too many to pair ("not deemed to be"
# / "not thought to be"). Chinese verbs of taking in or handling what is asked deny it too: 不接受现场报名 denies
# 现场报名, which "也可现场报名" affirms ("not accepted as a threat" is an opinion, so "accept" is left out).
_ATTAINING = content_terms("reach achieve attain show demonstrate meet read find 达到 显示 表明 发现 接受 受理 办理")


def _attaining(word: str) -> bool:
    return content_terms(base_form(word)) <= _ATTAINING


# Where a sentence or its clause cut at a semicolon ends (not the point of a decimal): a negation governs nothing past
# it ("failed to reach the playoffs.The arena ...").
SENTENCE_STOP = re.compile(r"[.;!?。；！？](?!\d)")
# The time a negated word is denied for, right after it: "not available *during* the first three months".
_TIME_DENIED = re.compile(r"\s+(?:during|until|before|within|throughout)\b", re.IGNORECASE)
# A place or setting between a Chinese negation and its verb (未在抽检的120批次样品中发现, 未在规定期限内提交): 在 and
# what it places, up to the word closing it.
_CHINESE_PLACE = re.compile(r"\s*在[^，。；、,;：:！？!?在]{1,16}?(?:之中|之内|期间|中|内|上|里|下)")


# A Chinese causative right after a negation (并没有让耗能明显上升, 未使成本显著增加): what it denies is what the thing
# it names does, to the end of the clause.
_CHINESE_CAUSATIVE = re.compile(r"\s*(?:让|使得?|令)[^，。；、,;：:！？!?]{1,16}")


def _negated_scope(text: str, position: int, word: str) -> str:
    """What a negation at ``position`` governs: a scope, run on past a verb of attaining or a Chinese place phrase
    to the verb after it, past a Chinese causative to the clause's end, and past the word it negates to the time
    that word is denied for ("not available during the first three *months*", which "but not during the
    probationary *period*" restates), cut at the sentence end."""
    causative = None if word.isascii() else _CHINESE_CAUSATIVE.match(text, position)
    if causative is not None:
        return causative.group()
    scope = _scope_after(text, position, word)
    if word.lower() == "no" and (done := _DONE_TO_IT.match(text, position)) is not None:
        scope = done.group() + _scope_after(text, done.end(), word)
    verb = next(_content_words(scope), None)
    place = None if word.isascii() else _CHINESE_PLACE.match(text, position)
    time = _TIME_DENIED.match(text, position + verb.end()) if verb is not None and word.isascii() else None
    if time is not None:
        scope = text[position : time.end()] + _scope_after(text, time.end(), word)
    elif verb is not None and _attaining(verb.group()):
        scope = scope[: verb.end()] + _scope_after(text, position + verb.end(), word)
    elif place is not None:
        scope = text[position : place.end()] + _scope_after(text, place.end(), word)
    end = SENTENCE_STOP.search(scope)
    return scope[: end.start()] if end else scope


# "neither you nor a member of your family is living in it": one denial of what follows both things it names, up
# to the end of the clause.
_NEITHER_NOR = re.compile(r"\b(?P<neither>neither)\b[^,;:.]{1,80}?\b(?P<nor>nor)\b(?:\W+[^\W\d_]+){1,8}",
                          re.IGNORECASE)


def negation_scopes(text: str) -> tuple[tuple[str, str], ...]:
    """Each negation with the stretch of text it governs: ("not", " find any evidence").

    "risk-free" negates its first half ("-free", "risk"); "no-fee" is an adjective and no negation at all; 不能保证
    governs 保证; "did not reach the primary endpoint" governs the endpoint as well; "neither you nor your family
    is living in it" is one negation, governing both things it names and the living.
    """
    scopes = []
    paired = {match.start(): match for match in _NEITHER_NOR.finditer(text)} if "neither" in text.lower() else {}
    nors = {match.start("nor") for match in paired.values()}
    for start, word, _ in _NEGATION.find(text):
        if start in nors:
            continue  # one denial with its "neither"
        if start in paired:
            scopes.append((start, word.lower(), text[paired[start].end("neither") : paired[start].end()]))
            continue
        after = start + len(word) if not word.startswith("n'") else start + len(_tokens(text[start:])[0])
        if word in _VERB_NEGATIONS:
            modal = _CHINESE_MODAL.match(text, after)
            after = modal.end() if modal else after
        scopes.append((start, word.lower(), _negated_scope(text, after, word)))
    if "-free" in text.lower():
        scopes += [(match.start(), "-free", match.group(1)) for match in _FREE_OF.finditer(text)]
        scopes.sort()
    return tuple((word, scope) for _, word, scope in scopes)


def _content_words(scope: str) -> Iterator[re.Match[str]]:
    """The words (or CJK character pairs) of a scope that carry content."""
    return (match for match in _SCOPE_WORD.finditer(scope) if content_terms(base_form(match.group())))


def first_content_word(scope: str) -> str | None:
    """The first word (or CJK character pair) of a scope that carries content: what is negated or hedged."""
    words = first_content_words(scope, 1)
    return words[0] if words else None


def first_content_words(scope: str, count: int) -> list[str]:
    """The first ``count`` words of a scope that carry content, in their base form."""
    return [base_form(match.group()) for match in islice(_content_words(scope), count)]


# "no evidence that the armour accelerated erosion", "no sign of damage": what the evidence would show is denied too.
_SIGNS = frozenset({"evidence", "sign", "signs", "indication", "indications", "proof", "suggestion", "trace", "traces"})
_SIGN_OF = re.compile(r"\s+(?:that|of)\b", re.IGNORECASE)
# Adverbs a negation passes over to what it denies: "has not yet *approved*", "was never formally *adopted*".
_PASSED_OVER = frozenset({"yet", "ever", "always", "fully", "currently", "entirely", "necessarily", "previously",
                          "formally", "officially"})


_NOR = re.compile(r"\bnor\b", re.IGNORECASE)
# "do not catch up quickly enough": the negation denies the degree (quickly), not the catching up.
_DEGREE = re.compile(r"\b([A-Za-z]+)\s+enough\b", re.IGNORECASE)


def negated_words(scope: str) -> tuple[str, ...]:
    """What a negation denies: the first content word of its scope (past "yet", "formally" and other adverbs that
    only time or qualify it), and the next one after a verb of attaining or being taken as ("did not *reach*
    statistical *significance*", "should not be *read* as *significant*") or after "that" or "of" ("no *evidence*
    that the *armour* accelerated erosion"); before "enough", the degree it falls short
    of ("too many pupils do not catch up *quickly* enough": they do catch up, slowly)."""
    degree = _DEGREE.search(scope)
    if degree is not None and content_terms(degree.group(1)):
        return (degree.group(1),)
    nor = _NOR.search(scope)
    if nor is not None:  # "neither the drug nor placebo reduced ...": each thing named
        return negated_words(scope[: nor.start()]) + negated_words(scope[nor.end() :])
    words = (match for match in _content_words(scope) if match.group().lower() not in _PASSED_OVER)
    first = next(words, None)
    if first is None:
        return ()
    following = next(words, None) if _attaining(first.group()) or first.group().lower() in _SIGNS \
        and _SIGN_OF.match(scope, first.end()) else None
    done = _DONE_TO_IT.match(scope)
    return tuple(base_form(match.group()) for match in (first, following) if match) \
        + ((base_form(done.group(1)),) if done else ())


# "no agreement has been *signed*", "no charges were *brought*": a thing denied with the act that would have made
# it, which the negation denies as well.
_DONE_TO_IT = re.compile(r"\s*[A-Za-z'-]+(?:\s+[A-Za-z'-]+){0,3}?\s+(?:has|have|had|is|are|was|were)\s+(?:yet\s+)?"
                         r"(?:been\s+)?([A-Za-z]+(?:ed|en|ght|wn))\b", re.IGNORECASE)


# Participles that vouch for a thing: "no confirmed cases" denies that any case is confirmed, so a sentence
# stating cases as fact affirms what it denies, while "the regulator has not confirmed the reports" denies only
# the confirming.
_VOUCHED = frozenset({"confirmed", "verified", "proven", "documented", "substantiated"})


def vouched_thing(word: str, scope: str) -> str | None:
    """The thing a negation ``word`` denies any vouched-for instance of: "case" of "no *confirmed cases*" (a
    determiner, then a vouching participle right before its noun)."""
    if word != "no":
        return None
    words = _content_words(scope)
    first, following = next(words, None), next(words, None)
    if first is None or following is None or first.group().lower() not in _VOUCHED \
            or not scope[first.end() : following.start()].isspace():
        return None
    return base_form(following.group())


# --- denials of use and cover --------------------------------------------------------------------------------

# Some words deny using a drug or covering a loss with no negation word: "contraindicated in", 禁用 and 忌用 ("not
# to be used"). Each is read as a negation of the words of using or covering, which a sentence affirms with "can be
# used", "can take", "is covered", 可以使用, 由本保险承保; 慎用 ("use with caution") is a use, not a denial of one.
_USE = "use used uses using take takes taken taking took 使用 服用 用药 适用 慎用"
_COVER = "cover covered covers covering 承保 赔偿 赔付 理赔 保障"
# So does a word that something is off or shut: 默认关闭 is 默认不启用, and "switched off" is "not enabled".
_ON = "enable enabled enables enabling 开启 启用 打开 开放 开通"
# And a word that a place is shut for a time: 周一闭馆 is 周一不开放, 初一休市 no 照常营业; 周一店休 is 周一歇业.
_OPEN = "开放 开馆 开园 营业 开门"
# And 免费 ("free"): 24小时内归还免费 is 24小时内归还不收费.
_CHARGE = "收费 付费 收取"
_DENYING_WORDS: Vocabulary[str] = Vocabulary({
    "contraindicated": _USE, "禁用": _USE, "忌用": _USE,
    # a ban on using a thing denies its use as 禁用 does (严禁用钉耙 reads 严禁 and 用, not 禁用 alone)
    **dict.fromkeys(("禁止使用", "严禁使用", "不得使用", "禁止用", "严禁用"), _USE),
    **dict.fromkeys(("switched off", "turned off", "关闭"), _ON),
    **dict.fromkeys(("闭馆", "休馆", "闭园", "休市", "停业", "歇业", "休业", "店休", "闭店", "休店"), _OPEN),
    "免费": _CHARGE,
})
# A heading that denies what stands under it: "Contraindications: severe hepatic impairment" are cases the drug is
# not to be used in, 除外责任：洪水 a loss the policy does not cover.
_DENYING_LABELS = {
    **dict.fromkeys(("contraindications", "contraindicated in", "do not use if", "do not use in", "not for use in",
                     "禁忌", "禁忌症", "禁忌证", "不适用于"), _USE),
    **dict.fromkeys(("exclusions", "not covered", "what is not covered", "除外责任", "责任免除"), _COVER),
}
_LABELS = "|".join(map(re.escape, sorted(_DENYING_LABELS, key=len, reverse=True)))
_DENYING_HEADING = re.compile(rf"\s*(?:【(?P<bracketed>{_LABELS})】|(?P<label>{_LABELS})\s*[:：])", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class DenyingHeading:
    """A heading that denies what follows it, the words of what it denies, and where it ends."""

    label: str
    denied: str
    end: int


def _may_open_with_heading(text: str) -> bool:
    """Whether ``text`` holds the colon or bracket every denying heading (``_DENYING_HEADING``) holds."""
    return ":" in text or "\uff1a" in text or "\u3010" in text


def denying_heading(text: str) -> DenyingHeading | None:
    """The heading ``text`` opens with when it denies what follows it ("Contraindications:", 【禁忌】, 除外责任：)."""
    match = _DENYING_HEADING.match(text) if _may_open_with_heading(text) else None
    if match is None:
        return None
    label = match.group("bracketed") or match.group("label")
    return DenyingHeading(label, _DENYING_LABELS[label.lower()], match.end())


def may_deny_use(text: str) -> bool:
    """Whether ``text``, or a piece of it cut between runs of letters (a clause of it), may hold a denial of use or
    cover (``denials_of_use``): a word of one, or the colon or bracket every opening heading holds."""
    return _DENYING_WORDS.may_find(text) or _may_open_with_heading(text)


def denials_of_use(text: str) -> tuple[tuple[str, str], ...]:
    """Each word or opening heading of ``text`` that denies using or covering, with the words of what it denies."""
    found = [(word, denied) for _, word, denied in _DENYING_WORDS.find(text)]
    heading = denying_heading(text)
    if heading is not None:
        found.insert(0, (heading.label, heading.denied))
    return tuple(found)


# --- negations written as words ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class WordNegation:
    """A word or phrase that negates with no negation word, and the stretch it governs, read as a negation's scope;
    ``pending`` when it denies only that something has happened yet; ``pairs_only`` when it only agrees with a
    negation of the other side of the same thing and denies no word a sentence may state: a thing an end word
    governs ("shut down *his account*", which "deleted his account" names without affirming it), or a claim
    rejected in Chinese, whose predicate is not read."""

    word: str
    scope: str
    pending: bool = False
    pairs_only: bool = False


# Words that state an end: what they govern holds no longer, as after "no longer" or 不再 ("drops support for
# Windows 7" is "no longer supports Windows 7", 停止提供 is 不再提供). Each negates what follows it as its object:
# "sales dropped 5%", "dropped sharply", "the bus stops at the depot" and 航班取消 end nothing they name, and a word
# after a determiner or a preposition ("the number of dropped calls") or before 的 (取消的航班) names a thing by its end.
# An English object with a determiner ("shut down *his* account", "withdrew *the* drug") is a thing, not an act: a
# sentence naming it ("deleted his account") does not affirm it, though it may deny the end ("did not shut down").
# So is the object of 取消, 终止, 撤销 and 撤回 (取消航班, 终止合同, 撤回起诉), where 停止, 暂停 and 中止 end an act (停止提供,
# 暂停开放). Each English verb in its forms, the base form first.
_END_VERBS = (
    ("drop", "drops", "dropped", "dropping"), ("discontinue", "discontinues", "discontinued", "discontinuing"),
    ("stop", "stops", "stopped", "stopping"), ("cease", "ceases", "ceased", "ceasing"),
    ("withdraw", "withdraws", "withdrew", "withdrawn", "withdrawing"), ("halt", "halts", "halted", "halting"),
    ("suspend", "suspends", "suspended", "suspending"), ("shut down", "shuts down", "shutting down"),
)
ENGLISH_ENDS = tuple(word for forms in _END_VERBS for word in forms)
CHINESE_ENDS = ("停止", "暂停", "中止")
CHINESE_ENDS_OF_THINGS = ("取消", "终止", "撤销", "撤回")
_ENDS: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_ENDS, *CHINESE_ENDS, *CHINESE_ENDS_OF_THINGS)})
_OBJECT = re.compile(r"\s+(?P<determiner>(?:the|an?|its|their|his|her|our|my|your|this|that|these|those|all|any|some"
                     r"|[A-Z][\w-]*['\u2019]s)\s+)?(?P<object>[A-Za-z]+)\b")
# Words after an end word that say how far something moved or stopped, not what ended ("dropped around 5%").
_NOT_OBJECTS = frozenset("less around almost back short twice once again".split())
_NAMING_LEAD = frozenset("the a an of for with its their his her our these those any all no some".split())
_WORD_BEFORE = re.compile(r"(?P<word>[\w.'\u2019-]*\w)\s+\Z")
_CHINESE_OBJECT = re.compile(r"了?(?P<object>(?![了的之后前时期])[\u4e00-\u9fff])")
# What ended when nothing follows ("production at the plant stopped in March", 该航班已被取消): the words before the end
# word in its clause, past a verb of being and 被, 已 or 已经. In English only a past form says so: "the Station Road
# stop" and "the bus stops at" end nothing.
_SUBJECT = re.compile(r"(?P<subject>[^,;:.!?，；：。！？]{1,60}?)(?:\s+(?:has|have|had|is|are|was|were)(?:\s+been)?)?"
                      r"(?:被|已经?|已被)?\s*\Z", re.IGNORECASE)
_SUBJECT_REACH = 80  # "Solo flying by pilots with under 20 logged hours is suspended": the subject from its head
# "Drop" mostly moves something down ("dropped 5%", "dropped gallons of paint on the street"): it states an end only
# with what the ended thing was for, against or from ("drops support for Windows 7", "dropped the charges against
# him", "dropped the striker from the squad").
_DROPS = frozenset(word for word in ENGLISH_ENDS if word.startswith("drop"))
# A base form is a verb after a modal, "to", a negation or a pronoun ("will stop selling", "to drop support"), and "shut
# down" after an auxiliary too ("has shut down"); after a noun it is mostly a noun itself ("the Station Road stop").
_BASE_FORMS = frozenset(forms[0] for forms in _END_VERBS)
_VERB_LEAD = frozenset("will would can could may might must shall should to not never did do does we they you i also "
                       "has have had is are was were be been".split())
_ENDED = frozenset(word for word in ENGLISH_ENDS if word.endswith(("ed", "withdrew", "withdrawn", "shut down")))
_ENDED_FOR = re.compile(r"[A-Za-z]+\s+(?:for|against|from)\b", re.IGNORECASE)
# A person's name, a capitalised word and then another, as the object of an end word.
_FULL_NAME = re.compile(r"[A-Z][a-z'\u2019-]+\s+[A-Z][a-z'\u2019-]+\b")


def _ends(text: str) -> Iterator[WordNegation]:
    """Each word of ``text`` stating an end, with what it ends: the act or thing after it, or else the thing
    before it, which it only names ("production … stopped": a sentence naming the production does not affirm it)."""
    for start, word, _ in _ENDS.find(text):
        end = start + len(word)
        if word.isascii():
            before = _WORD_BEFORE.search(text, max(0, start - 30), start)
            lead = before.group("word").lower().replace("\u2019", "'") if before is not None else ""
            if not lead or lead in _NAMING_LEAD or (word in _BASE_FORMS and lead not in _VERB_LEAD
                                                    and not lead.endswith(CONTRACTION)):
                continue  # "the number of dropped calls" names the calls, "the bus stop" is a place
            found = _OBJECT.match(text, end)
            if found is not None and not _is_object(found.group("object")):
                found = None
            if found is not None and _FULL_NAME.match(text, found.start("object")):
                continue  # "Dev Anand stopped Tom Keyes in round four" beat a person: no act ended
        else:
            found = _CHINESE_OBJECT.match(text, end)
            if text.startswith("的", end):
                continue  # 取消的航班 names the flights
        if found is not None and (word not in _DROPS or _ENDED_FOR.match(text, found.start("object"))):
            thing = found.group("determiner") is not None if word.isascii() else word in CHINESE_ENDS_OF_THINGS
            yield WordNegation(word, _negated_scope(text, found.start("object"), word), pairs_only=thing)
            if word in CHINESE_ENDS and (subject := _SUBJECT.search(text, max(0, start - 30), start)) \
                    and len(named := subject.group("subject").rstrip("已经被将")) > 1:
                yield WordNegation(word, named, pairs_only=True)  # 两站暂停停靠 ends the stops too
        elif found is None and (word in _ENDED or not word.isascii()) and word not in _DROPS \
                and (subject := _SUBJECT.search(text, max(0, start - _SUBJECT_REACH), start)):
            yield WordNegation(word, subject.group("subject"), pairs_only=True)


def _is_object(word: str) -> bool:
    """Whether ``word``, right after an end word, is what ends: a content word that is no adverb."""
    lowered = word.lower()
    return bool(content_terms(word)) and not lowered.endswith("ly") and lowered not in _NOT_OBJECTS


# What is to be given later is not given yet: 首末班车时间另行公布 (to be announced separately) says the times are not
# published, as 尚未公布 does, and so do 在确诊之前 or 签约前 ("before it is confirmed", "before signing"; not 公布前三名,
# nor 截至宣判前, "as of the verdict") and "the date is yet to be confirmed"; a sentence saying they will be published
# denies nothing of it.
_PENDING = re.compile(r"(?:另行|择期|择日)(?P<act>公布|通知|公告|告知|发布|宣布|确定|宣判)"
                      r"|(?<!截至)(?<!截止)(?<!直到)在?(?:正式)?(?P<before>确诊|获批|批准|审批|公布|宣布|验收|竣工|签约|判决|宣判|确认|核实|查明)之?前"
                      r"(?![一二三四五六七八九十两\d])"
                      r"|\b(?:is|are|remains?|remained|yet)\s+to\s+be\s+"
                      r"(?P<act_en>announced|confirmed|determined|decided|notified|named|set)\b", re.IGNORECASE)


# An English act left to be done later holds "to be" ("is yet to be confirmed"): a text holding neither it nor a
# Chinese character holds no act to come.
_TO_BE = re.compile(r"to\s+be\s", re.IGNORECASE)


def _pending_acts(text: str) -> Iterator[WordNegation]:
    """Each act ``text`` leaves to be done later, as a denial that it is done yet: 另行公布, 在确诊之前 ("until it is
    confirmed"), "is yet to be confirmed"."""
    for match in _PENDING.finditer(text):
        act = next(name for name in ("act", "before", "act_en") if match.group(name))
        yield WordNegation(text[match.start() : match.start(act)].strip() or "前", match.group(act), pending=True)


# What a thing is too far gone for is not done: "the lead came was too degraded to be reused" denies the reuse, as
# "could not be reused" does; "not too late to apply" denies nothing.
_TOO = WholeWordScreen("too")
_TOO_TO = re.compile(r"(?<!\bnot )\b(?P<word>too\s+[a-z-]+(?:\s+[a-z-]+)?\s+to)\s+(?P<act>(?:be\s+)?[a-z]+)",
                     re.IGNORECASE)


def _too_far_gone(text: str) -> Iterator[WordNegation]:
    """Each act ``text`` says a thing is too far gone for ("too degraded to be reused"), as a denial of it."""
    for match in _TOO_TO.finditer(text):
        yield WordNegation(match.group("word"), match.group("act"))


# Rejecting an argument that something is so denies it: "the judge rejected the argument that the inspector
# misapplied flood-risk policy" finds, as "the judge found that the inspector had not misapplied it" does, that
# the inspector did not. What it denies is the claim from its predicate on: its first auxiliary, else its first verb.
_REJECTED_CLAIM = re.compile(
    r"\b(?P<word>(?:reject(?:s|ed|ing)?|dismiss(?:es|ed|ing)?|refut(?:e|es|ed|ing)|rebut(?:s|ted|ting)?)\s+"
    r"(?:[\w'\u2019-]+\s+){0,3}?(?:argument|claim|contention|suggestion|submission|allegation|assertion|notion"
    r"|premise)s?\s+that)\b(?P<claim>[^,;:.]+)", re.IGNORECASE)
_CLAIM_AUXILIARY = re.compile(r"\b(?:is|are|was|were|had|has|have|would|could|should|will|did|does|do)\b",
                              re.IGNORECASE)
_LOWER_WORD = re.compile(r"\b[a-z]{3,}\b")
_REJECTING = WholeWordScreen("reject", "rejects", "rejected", "rejecting", "dismiss", "dismisses", "dismissed",
                             "dismissing", "refute", "refutes", "refuted", "refuting", "rebut", "rebuts", "rebutted",
                             "rebutting", chinese=True)


# 法官不采纳开发商关于规划督察误用政策的主张 denies the misapplying as well; what the claim is of stands between 关于 and
# 的主张, with its subject first, so it only agrees with a negation of the other side ("并未误用").
_CHINESE_REJECTED_CLAIM = re.compile(
    r"(?P<word>驳回|驳斥|否定|否认|推翻|不予?采纳|不予?支持|不接受|不认可)了?[^，。；]{0,12}?(?:关于|有关)"
    r"(?P<claim>[^，。；]{2,40}?)的(?:主张|说法|观点|论点|指控|理由|意见)")


def _rejected_claims(text: str) -> Iterator[WordNegation]:
    """Each claim ``text`` says was rejected, as a denial of its predicate."""
    for match in _REJECTED_CLAIM.finditer(text):
        yield WordNegation(match.group("word"), _predicate(match.group("claim")))
    if not text.isascii():
        for match in _CHINESE_REJECTED_CLAIM.finditer(text):
            yield WordNegation(match.group("word"), match.group("claim"), pairs_only=True)


def _predicate(claim: str) -> str:
    """A claim from its predicate on: the words after its first auxiliary ("that the contract *was* void"), else
    from its first verb in the past ("that the inspector *misapplied* policy"), else in -s ("that the drug
    *causes* harm"); the whole claim when none is found."""
    auxiliary = _CLAIM_AUXILIARY.search(claim)
    if auxiliary is not None:
        return claim[auxiliary.end() :]
    words = [match for match in _LOWER_WORD.finditer(claim) if content_terms(match.group())]
    verb = next((match for match in words if match.group() in IRREGULAR_PAST or match.group().endswith("ed")),
                None) or next((match for match in words if match.group().endswith("s")
                               and not match.group().endswith("ss")), None)
    return claim[verb.start() :] if verb is not None else claim


def word_negations(text: str) -> tuple[WordNegation, ...]:
    """The negations ``text`` writes as words, in order of kind: ends ("drops support for", 停止提供), what is still
    to be given (另行公布, "is yet to be confirmed"), rejected claims ("rejected the argument that …") and acts a thing
    is too far gone for ("too degraded to be reused")."""
    found = list(_ends(text))
    if " to be " in text or not text.isascii() and (holds_chinese(text) or _TO_BE.search(text)):
        found += _pending_acts(text)
    if _REJECTING.may_match(text):
        found += _rejected_claims(text)
    if _TOO.may_match(text) and "too " in text.lower():
        found += _too_far_gone(text)
    return tuple(found)


# The words an English negation word, denial of use or negation written as words holds one of as a run of letters: what
# their vocabularies and screens look for, and "n't", which stands for every contracted negation.
_NEGATING_WORDS = frozenset().union(_NEGATION._screen, _DENYING_WORDS._screen, _ENDS._screen, _REJECTING._words,
                                    _TOO._words, (_CONTRACTION_BYTES,))
# The run of letters every match of ``_TO_BE`` holds, which ``word_negations`` looks for in a text outside ASCII.
_BE = WholeWordScreen("be")


def may_negate(text: str) -> bool:
    """Whether ``text`` may hold a negation word (``negation_cues``), a denial of use or cover (``denials_of_use``) or
    a negation written as words (``word_negations``): one test standing for the three where most texts hold none.

    A text holding a Chinese character, " to be " or a denying heading may, and so may one outside ASCII holding "be"
    or a stray letter (``_BE`` lets it through); any other only with one of ``_NEGATING_WORDS`` among its runs of
    letters, as each of the three reads a text holding none of these no further than its screens.
    """
    return (holds_chinese(text) or " to be " in text
            or _may_open_with_heading(text) and _DENYING_HEADING.match(text) is not None
            or not text.isascii() and _BE.may_match(text)
            or not _NEGATING_WORDS.isdisjoint(_words(text, Vocabulary._screened)))


# --- direction -----------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Direction:
    """A direction cue: which scale it moves on (``axis``), which way (+1/-1), where, and the word."""

    axis: str
    sign: int
    start: int
    word: str


# axis -> (upward words, downward words), English and Chinese. A word belongs to one axis only, so "faster"
# never contradicts "lower" (latency): they move on different scales.
DIRECTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "magnitude": (
        ("increase", "increased", "increases", "increasing", "rise", "rises", "rose", "risen", "rising", "grow",
         "grows", "grew", "grown", "growing", "gain", "gained", "climb", "climbed", "climbs", "jump", "jumped",
         "surge", "surged", "soar", "soared", "boost", "boosted", "raise", "raised", "raises", "higher", "more",
         "greater", "exceed", "exceeded", "exceeds", "above", "soars", "surges", "spiked", "skyrocketed",
         "doubled", "tripled", "quadrupled", "went up", "gone up", "go up", "goes up", "going up", "shot up",
         "edged up", "ticked up", "crept up",
         "上升", "增加", "增长", "上涨", "回升", "提高", "提升", "攀升", "走高", "增多", "激增", "增大", "高于", "多于", "大于",
         "上调", "超过", "增幅", "涨幅", "升幅", "猛增", "剧增", "骤增", "大涨", "暴涨", "猛涨", "飙升", "上扬", "翻番", "翻倍", "倍增",
         "偏高", "偏多", "增至", "增开", "增加到", "微增", "略增", "小增", "微涨", "略涨", "微升", "略升",
         "涨价", "提价", "加价", "涨了", "升了", "涨至", "升至", "净增", "更高"),
        ("decrease", "decreased", "decreases", "decreasing", "fall", "falls", "fell", "fallen", "falling", "decline",
         "declined", "declines", "declining", "drop", "dropped", "drops", "reduce", "reduced", "reduces", "reducing",
         "cut", "cuts", "cutting", "trim", "trims", "trimmed", "trimming", "slash", "slashes", "slashed",
         "slashing", "lower", "lowered", "lowers", "plunge", "plunged", "slump", "slumped", "less", "fewer",
         "below", "plunges", "slumps", "plummeted", "plummets", "tumbled", "tumbles", "collapsed", "sank", "halved",
         "dwindled", "nosedived", "slipped", "slipping", "slips", "dipped", "went down", "gone down", "go down",
         "goes down", "going down", "edged down", "ticked down", "came down", "come down",
         "下降", "减少", "下滑", "下跌", "回落", "降低", "走低", "减弱", "锐减", "下调", "低于", "少于", "小于", "降幅", "跌幅",
         "暴跌", "大跌", "猛跌", "骤降", "骤减", "下挫", "腰斩", "缩水", "偏低", "偏少", "减至", "减开", "减少到", "微降", "略降",
         "小降", "微跌", "略跌", "微减", "略减", "降价", "减价", "跌了", "降了", "跌至", "降至", "净减", "更低"),
    ),
    "size": (
        ("expand", "expanded", "expands", "widen", "widened", "widens", "widening", "larger", "bigger", "wider",
         "longer", "lengthen", "lengthened", "lengthens", "stretch", "stretches", "stretched", "扩大", "扩张", "延长"),
        ("shrink", "shrinks", "shrinking", "shrank", "shrunk", "contract", "contracted", "narrowed", "narrows", "narrowing", "smaller",
         "narrower", "shorter", "shorten", "shortened", "shortens", "缩小", "萎缩", "收窄", "缩窄", "缩短"),
    ),
    "speed": (
        ("accelerate", "accelerated", "accelerates", "accelerating", "faster", "quicker", "speed up", "加快", "加速",
         "快于"),
        ("slow", "slowed", "slows", "slowing", "decelerate", "decelerated", "slower", "slow down", "放缓", "减慢",
         "慢于"),
    ),
    "quality": (
        ("improve", "improved", "improves", "improving", "improvement", "better", "outperform", "outperformed",
         "outperforms", "surpass", "surpassed", "strengthen", "strengthened", "stronger", "改善", "好转", "优于", "好于",
         "强于", "领先"),
        ("worsen", "worsened", "worsens", "worsening", "deteriorate", "deteriorated", "deterioration", "worse",
         "underperform", "underperformed", "underperforms", "trail", "trailed", "weaken", "weakened", "weaker", "恶化",
         "变差", "劣于", "差于", "弱于", "落后", "不及"),
    ),
    "rank": (("highest", "largest", "biggest", "greatest", "最高", "最大", "最多"),
             ("lowest", "smallest", "fewest", "least", "最低", "最小", "最少")),
    "support": (("support", "supports", "supported", "supporting", "favour", "favor", "voted for", "votes for",
                 "vote for", "支持", "赞成", "拥护"),
                ("oppose", "opposes", "opposed", "opposing", "voted against", "votes against", "vote against",
                 "反对")),
    # a ruling on a claim or motion is an approval too: "upheld", "granted in part", "dismissed" (not "grant" or
    # "grants", mostly the noun: "the Small Business Grant", "research grants")
    "approval": (("approve", "approved", "approves", "accept", "accepted", "accepts", "uphold", "upheld", "upholds",
                  "granted", "批准", "同意", "通过"),
                 ("reject", "rejected", "rejects", "refuse", "refused", "dismiss", "dismissed", "dismisses", "否决",
                  "拒绝", "驳回")),
    "inclusion": (("include", "includes", "included", "including", "包括", "包含"),
                  ("exclude", "excludes", "excluded", "excluding", "排除", "不包括")),
    "permission": (("allow", "allows", "allowed", "permit", "permits", "permitted", "允许", "准许"),
                   ("forbid", "forbids", "forbade", "ban", "banned", "bans", "prohibit", "prohibited", "禁止")),
    # a service or an activity running again or stopped for a time: "releases have resumed" over "remain suspended"
    # (暂停 is read as an end, among the negations; a cue word's bigrams are no terms, so no compound such as 恢复运行
    # is listed, which would take 运行 from every text)
    "operation": (("resume", "resumed", "resumes", "resuming", "restart", "restarted", "restarts", "reopen",
                   "reopened", "reopens", "恢复", "复航", "复工", "复课"),
                  ("suspend", "suspended", "suspends", "suspending", "halt", "halted", "halts", "停运", "停航", "停工",
                   "停课")),
    # a charge owned or denied: "admitted felling the beech" over "he denied the charge", 认罪 over 否认
    "plea": (("admit", "admits", "admitted", "admitting", "confess", "confessed", "confesses", "pleaded guilty",
              "pleads guilty", "plead guilty", "承认", "认罪"),
             ("deny", "denies", "denied", "denying", "pleaded not guilty", "pleads not guilty", "plead not guilty",
              "否认")),
    # a time moved later or earlier: "postponed", 推迟, 提前; "nine days later than in 2023" ("no later than" is a
    # deadline, ignored below)
    "timing": (("postponed", "later than", "behind schedule", "推迟", "延后", "延迟", "推后"),
               ("earlier than", "ahead of schedule", "brought forward", "提前")),
    # light: the night sky 变亮 (light pollution grows) over 变暗
    "brightness": (("brighter", "brightened", "变亮", "调亮", "增亮"), ("darker", "dimmer", "dimmed", "变暗", "调暗")),
    # a wind from behind helps, one from ahead holds back: a tailwind over a headwind ("economic tailwinds" too)
    "wind": (("tailwind", "tailwinds", "顺风"), ("headwind", "headwinds", "逆风")),
}
# The scales a word that something stayed put (UNCHANGED) denies a move on: an amount, and a time.
STAYING_SCALES = frozenset({"magnitude", "timing"})
# Supporting a claim is granting it (法院支持了原告的诉讼请求, 判决驳回): a stance and a ruling are read on one scale.
RULING_SCALES = frozenset({"support", "approval"})


# Words that a magnitude did not move: they contradict a rise or a fall ("cut the rate" over "kept it unchanged",
# 下降 over 持平). Looser words ("steady growth", "stable condition", 维持增长) are left out.
UNCHANGED = ("unchanged", "held steady", "remained steady", "remained flat", "remained stable", "held constant",
             "持平", "不变")
_DIRECTION: Vocabulary[tuple[str, int]] = Vocabulary(
    {**{word: (axis, sign) for axis, groups in DIRECTIONS.items() for sign, group in zip((1, -1), groups)
        for word in group}, **dict.fromkeys(UNCHANGED, ("magnitude", 0))},
    # bounds and idioms, not directions: "more than 200", "less likely", "up to", "cut off", "超过3000"
    ignore=(
        *(f"{word} {than}#" for word in ("more", "less", "fewer", "greater", "higher", "lower", "longer", "shorter",
                                         "larger", "smaller", "above", "below") for than in ("than ", "")),
        *(f"{word} than {number}" for word in ("more", "less", "fewer") for number in
          ("a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "half")),
        "no later than", "not later than", "more likely", "less likely", "more often", "less often", "cut off",
        "cutting off", "cut short", "cuts short", "more and more", "no more", "made up", "make up", "makes up",
        "making up",
        "once more", "more or less", "more than ever", "any more", "below the line", "above the line", "cutting edge",
        # "more than making up for a drop", "more than offset": how far a thing goes, no direction of its own
        "more than making", "more than made", "more than make", "more than makes", "more than offset",
        "more than offsetting", "more than offsets", "more than compensated", "more than compensating",
        # "the office doubled as a clinic", "the team doubled down"; 大跌眼镜 (to be astonished)
        "doubled as", "doubled down", "doubled over", "大跌眼镜",
        # "take it for granted"
        "for granted",
        # a name written shorter: "shortened as Al-Ghazali", "a shortened form of"
        "shortened as", "shortened form", "shortened name", "shortened version",
        # the opposition party or camp is who, not a stance: 反对党支持该计划; constant prices, unchanging
        "反对党", "反对派", "不变价", "一成不变",
    ),
)
_CHINESE_BOUND = re.compile(r"(?:超过|高于|低于|大于|小于|多于|少于)\s*[\d零〇一二两三四五六七八九十百千万亿]")
# A movement across a threshold in a condition ("if visibility falls below 3 km", "when it rises above 40 °C") states
# a condition on a level, as "is below 3 km" does, not a change: its word is no direction ("net debt to fall below $25
# billion" is one).
_CROSSING = re.compile(r"\s+(?:below|under|above|over|beneath)\s+(?:about\s+|roughly\s+|around\s+)?[\d$£€¥]")
_CONDITION_BEFORE = re.compile(r"\b(?:if|when|whenever|unless|once|should)\b[^,;.]{0,60}\Z", re.IGNORECASE)
# Words that compare two things ("A is higher than B", "A outperformed B", "甲高于乙"); the gate reads which side
# of the word each thing stands on.
COMPARATIVES = frozenset(
    "higher more greater exceed exceeded exceeds above lower less fewer below larger bigger wider longer smaller "
    "narrower shorter faster slower better worse outperform outperformed outperforms underperform underperformed "
    "underperforms surpass surpassed trail trailed stronger weaker 高于 多于 大于 超过 低于 少于 小于 快于 慢于 优于 "
    "好于 强于 领先 劣于 差于 弱于 落后 不及 更高 更低".split()
)
# 甲比乙快, 二号线比一号线准时: the predicate after what 比 compares against carries the direction. A one-character
# adjective of known direction, a direction word, or any two-character predicate (read as its own scale). 同比, 环比
# and 占比 (year on year, month on month, share) and 比例, 比重, 比率 (ratio) compare nothing. A figure may follow
# the predicate (比上年多出三十三万人次); what a figure counts (万人次) is no predicate.
_NUMERAL = rf"[\d{CJK_NUMERAL_CHARS}]"
CHINESE_COMPARISON = re.compile(
    r"(?<![同环占])比(?![例重率])(?P<other>[^，。；、,;比]{1,12})(?:更加|更|还要|还)?"
    rf"(?P<predicate>[快慢高低多少大小强弱好差早晚]|(?<!{_NUMERAL})(?:(?!{_NUMERAL})[\u4e00-\u9fff]){{2}})"
    rf"(?=[，。；、,;！？!?]|$|了|的|得|出|{_NUMERAL})"
)
_BI_ADJECTIVES = {
    "快": ("speed", 1), "慢": ("speed", -1), "高": ("magnitude", 1), "多": ("magnitude", 1), "大": ("magnitude", 1),
    "低": ("magnitude", -1), "少": ("magnitude", -1), "小": ("magnitude", -1), "强": ("quality", 1),
    "好": ("quality", 1), "弱": ("quality", -1), "差": ("quality", -1), "早": ("timing", -1), "晚": ("timing", 1),
}


_MORE_OR_LESS = frozenset({"更高", "更低"})


def _bi_direction(predicate: str) -> tuple[str, int]:
    if predicate in _BI_ADJECTIVES:
        return _BI_ADJECTIVES[predicate]
    found = _DIRECTION.find(predicate)
    return found[0][2] if found else (f"predicate:{predicate}", 1)


@lru_cache(maxsize=4096)
def direction_cues(text: str) -> tuple[Direction, ...]:
    """The direction words in ``text`` with their axis and sign; bounds such as "more than 200" are skipped. Kept, as
    a clause is read again and again (by each reading of the polarity gate, and for the next answer checked)."""
    found = _DIRECTION.find(text)
    bounds = {match.start() for match in _CHINESE_BOUND.finditer(text)} if found and not text.isascii() else set()
    cues = [Direction(axis, sign, start, word.lower()) for start, word, (axis, sign) in found if start not in bounds
            and not (_CROSSING.match(text, start + len(word)) and _CONDITION_BEFORE.search(text, 0, start))
            and not _RAISED_FROM.match(text, start + len(word))
            and not (word in _NOUN_SENSES and _NOUN_BEFORE.search(text, 0, start))]
    if movements := _figure_movements(text):
        cues = sorted(cues + movements, key=lambda cue: cue.start)
    if "比" in text:
        for match in CHINESE_COMPARISON.finditer(text):
            axis, sign = _bi_direction(match.group("predicate"))
            # 比去年更高 is one comparison, quoted whole, its 更高 no second one
            cues = [cue for cue in cues if cue.word not in _MORE_OR_LESS or not match.start() < cue.start < match.end()]
            cues.append(Direction(axis, sign, match.start(), match.group(0)))  # quoted whole: 比去年晚
        cues.sort(key=lambda cue: cue.start)
    if not cues:
        return ()
    return _sizes_of_movements(text, _rates_as_speeds(text, _appeals_as_decisions(text, cues)))


def clause_direction_cues(clause: str, sentence: str) -> tuple[Direction, ...]:
    """The direction words of a clause of ``sentence``; a Chinese clause opening with a comparative of size is read
    with the movement and figure the clause before it ends on (下降2.4分，略多于对照组的2.0分: the sizes of two falls)."""
    cues = direction_cues(clause)
    if not cues or clause.isascii() or cues[0].word not in _SIZE_COMPARATIVES:
        return cues
    at = sentence.find(clause)
    if at <= 0:
        return cues
    return tuple(Direction(cue.axis, cue.sign, cue.start - at, cue.word)
                 for cue in direction_cues(sentence[:at + len(clause)]) if cue.start >= at)


# Direction words that are also plain nouns, read as nouns after an article, a possessive or what they are made of
# or for: "the paper slips inside its cookies", "eye drops" (no movement of any figure).
_NOUN_SENSES = frozenset({"slips", "drops"})
_NOUN_BEFORE = re.compile(r"\b(?:the|its|their|these|those|his|her|our|your|paper|betting|ballot|pay|packing|gift"
                          r"|fortune|deposit|eye|ear|cough|nasal)\s+\Z", re.IGNORECASE)
# What a plant or an animal is grown or raised from ("young plants raised from cuttings", "grown from seed"): no
# movement of any figure.
_RAISED_FROM = re.compile(r"\s+from\s+(?:\w+\s+){0,2}?(?:seeds?|cuttings?|bulbs?|tubers?|spores?|eggs?|larvae"
                          r"|rootstock|stock)\b", re.IGNORECASE)


# An appeal named right after a ruling ("dismissed Halvorsen's appeal", 驳回上诉, 驳回了被告的上诉) or right before it
# ("the appeal was dismissed").
_APPEAL_AFTER = re.compile(r"\s+(?:[\w'\u2019-]+\s+){0,3}?appeals?\b|[^，。；,;]{0,12}?上诉", re.IGNORECASE)
_APPEAL_BEFORE = re.compile(r"\bappeals?\s+(?:[\w-]+\s+){0,6}?(?:is|are|was|were|be|been)\s+(?:\w+ly\s+)?\Z",
                            re.IGNORECASE)


def _appeals_as_decisions(text: str, cues: list[Direction]) -> list[Direction]:
    """``cues`` with each ruling on an appeal read as a ruling on the decision appealed against, the other way
    round: dismissing an appeal upholds the finding below ("dismissed the appeal against the High Court's finding"
    is "upheld the High Court's finding", 驳回上诉 is 维持原判). A challenge dismissed is no such thing: it may be
    dismissed for want of standing, leaving the law it challenged unjudged."""
    read = []
    for cue in cues:
        end = cue.start + len(cue.word)
        if cue.axis in RULING_SCALES and (_APPEAL_AFTER.match(text, end)
                                          or _APPEAL_BEFORE.search(text, max(0, cue.start - 60), cue.start)):
            cue = Direction(cue.axis, -cue.sign, cue.start, cue.word)
        read.append(cue)
    return read


# "up 4.5% year on year", "down $3 million", "up by a quarter": up and down move an amount when a figure follows and
# they stand after a clause break, a verb of being or closing ("Revenue was up 4.5%", "shares closed down 2%") or a
# noun ("print loans up 6%"), not after a verb they complete ("set up 3 teams", "broke down 4 times", "made up 12% of
# sales"), nor before a score ("up 2-1").
_UP_OR_DOWN = re.compile(r"\b(?P<word>up|down)\s+(?:(?:by|from)\s+)?(?:(?:about|around|nearly|almost|roughly|some)\s+)?"
                         r"(?:[$\u20ac\u00a3\u00a5]?\d(?![\d.]*\s*[-\u2013]\s*\d)"
                         r"|(?:an?|one|two|three|four)[\s-](?:half|thirds?|quarters?|fifths?|tenths?)\b)",
                         re.IGNORECASE)
_UP_OR_DOWN_WORDS = WholeWordScreen("up", "down")
# "attendance was down on 2023", "sales up on last year": up or down set against an earlier period moves it too.
_UP_OR_DOWN_ON = re.compile(
    r"\b(?P<word>up|down)\s+on\s+(?:(?:19|20)\d\d\b|(?:the\s+)?(?:last|previous|prior)\s+[a-z]+)", re.IGNORECASE)
_BEFORE_UP_OR_DOWN = re.compile(
    r"(?:\A|[,;:(\u2014\u2013]|\b(?:is|was|are|were|be|been|being|closed|ended|finished|traded|stood|remained|"
    r"stayed|came in))\s*\Z", re.IGNORECASE)


# "growth of 12%", "a reduction of 8%": a noun of movement before its figure moves an amount, though "growth" alone
# names a subject ("weighing on growth") rather than a movement.
_MOVEMENT_OF_FIGURE = re.compile(r"\b(?P<word>growth|reduction|contraction)\s+of\s+"
                                 r"(?:(?:about|around|nearly|almost|roughly|some)\s+)?[$\u20ac\u00a3\u00a5]?\d",
                                 re.IGNORECASE)
_MOVEMENT_OF_FIGURE_WORDS = WholeWordScreen("growth", "reduction", "contraction")


# "remained at 5.25%", "stays at 50", 仍为50万元, 维持在3%: an amount that stayed at a figure did not move.
_STAYS_AT = re.compile(
    r"\b(?P<word>(?:remain(?:s|ed)?|stay(?:s|ed)?|held|holds?|kept|keeps?)\s+(?:unchanged\s+)?at)\s+"
    r"(?:(?:about|around|nearly|almost|roughly|some)\s+)?[$\u20ac\u00a3\u00a5]?\d"
    r"|(?P<word_zh>仍(?:然|旧)?(?:为|是|维持在|保持在)|维持在|保持在)\s*[\d零〇一二两三四五六七八九十]",
    re.IGNORECASE)
_STAYS_AT_WORDS = WholeWordScreen("remain", "remains", "remained", "stay", "stays", "stayed", "held", "hold", "holds",
                                  "kept", "keep", "keeps", chinese=True)


# A noun an up or down moves the figure of, as reports write it without a verb: "with print loans up 6%", "sales down
# 3%". A word ending in -ed or -ing, a verb up or down completes ("set up 3 teams", "made up 12%") or one it makes a
# verb of movement with ("went up", read as one), is no such noun, nor "upside" ("hanging upside down 30 metres up").
_NOUN_BEFORE_UP_OR_DOWN = re.compile(r"\b(?P<word>[a-z][a-z'-]*)\s+\Z", re.IGNORECASE)
_PARTICLE_VERBS = frozenset({
    "set", "sets", "make", "makes", "made", "making", "break", "breaks", "broke", "broken", "come", "comes", "came",
    "take", "takes", "took", "taken", "shut", "shuts", "sign", "signs", "pick", "picks", "put", "puts", "back",
    "backs", "step", "steps", "turn", "turns", "count", "counts", "cut", "cuts", "write", "writes", "wrote",
    "written", "end", "ends", "slow", "slows", "scale", "scales", "wind", "winds", "wound", "run", "runs", "ran",
    "use", "uses", "add", "adds", "sum", "sums", "tot", "tots", "round", "rounds", "line", "lines", "split", "splits",
    "build", "builds", "built", "open", "opens", "close", "closes", "hold", "holds", "held", "keep", "keeps", "kept",
    "give", "gives", "gave", "given", "pay", "pays", "paid", "bring", "brings", "brought", "mark", "marks", "move",
    "moves", "climb", "climbs", "fill", "fills", "stand", "stands", "sit", "sits", "live", "lives", "show", "shows",
    "lay", "lays", "laid", "let", "lets", "knock", "knocks", "narrow", "narrows", "trade", "trades", "touch",
    "touches", "shot", "shoot", "shoots", "beat", "beats", "team", "teams", "them", "it", "him", "her",
    "us", "me", "you", "one", "ones", "way", "all", "and", "or", "but", "the", "a", "an", "of", "to", "that",
    "which", "who", "further", "higher", "lower", "much", "well", "go", "goes", "went", "gone", "creep", "creeps",
    "crept", "tick", "ticks", "upside",
})


def _moves_a_figure(text: str, at: int) -> bool:
    """Whether the up or down at ``at`` moves the figure after it: after a clause break or a verb of being or
    closing, or after the noun whose figure it is ("with print loans up 6%")."""
    if _BEFORE_UP_OR_DOWN.search(text, 0, at):
        return True
    noun = _NOUN_BEFORE_UP_OR_DOWN.search(text, max(0, at - 40), at)
    if noun is None:
        return False
    word = noun.group("word").lower()
    return word not in _PARTICLE_VERBS and not word.endswith(("ed", "ing"))


def matches_of(pattern: re.Pattern[str], screen: WordScreen | WholeWordScreen, text: str) -> Iterable[re.Match[str]]:
    """The matches of ``pattern`` in ``text``, read only when its ``screen`` lets the text through."""
    return pattern.finditer(text) if screen.may_match(text) else ()


def _figure_movements(text: str) -> list[Direction]:
    """Movements read from the figure they stand with: "up 4.5%", "down $3 million", "growth of 12%", and the
    absence of one: "remained at 5.25%", 仍为50万元."""
    movements = [Direction("magnitude", 1 if match.group("word").lower() == "up" else -1, match.start(),
                           match.group("word").lower())
                 for pattern in (_UP_OR_DOWN, _UP_OR_DOWN_ON)
                 for match in matches_of(pattern, _UP_OR_DOWN_WORDS, text) if _moves_a_figure(text, match.start())]
    movements += [Direction("magnitude", 1 if match.group("word").lower() == "growth" else -1, match.start(),
                            match.group("word").lower())
                  for match in matches_of(_MOVEMENT_OF_FIGURE, _MOVEMENT_OF_FIGURE_WORDS, text)]
    movements += [Direction("magnitude", 0, match.start(), (match.group("word") or match.group("word_zh")).lower())
                  for match in matches_of(_STAYS_AT, _STAYS_AT_WORDS, text)]
    if " from " in text:  # "down from fourth": a place lost is a worse result, a place gained a better one
        movements += [Direction("quality", 1 if match["word"].lower() in ("up", "climbed", "rose") else -1,
                                match.start(), match.group(0).lower()) for match in _PLACE_MOVED.finditer(text)]
    if "调" in text or "改" in text or "变" in text:
        movements += [Direction("magnitude", 1 if float(match["to"]) > float(match["from"]) else -1, match.start(),
                                match.group(0)) for match in _ADJUSTED_FROM_TO.finditer(text)
                      if float(match["to"]) != float(match["from"]) and match["unit"] == match["unit_to"]]
    return movements


# A place in a ranking moved from another: "down from fourth", "up from 10th", "slipped from second".
_PLACE_MOVED = re.compile(r"\b(?P<word>down|up|dropped|slipped|fell|climbed|rose)\s+from\s+(?:the\s+)?(?:first"
                          r"|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\b",
                          re.IGNORECASE)


# A figure adjusted from one value to another, which moves it up or down by the two values: 售价由每个2.5元调整为3元,
# 票价从80元调至100元.
_ADJUSTED_FROM_TO = re.compile(
    r"[由从][^，。；,;\d]{0,6}?(?P<from>\d+(?:\.\d+)?)(?P<unit>[^\d，。；,;\s]{0,2}?)(?:调整|调|改|变|变更)(?:为|至|到)"
    r"[^，。；,;\d]{0,4}?(?P<to>\d+(?:\.\d+)?)(?P<unit_to>[^\d，。；,;\s]{0,2})")


# A rate that rises speeds up: 增速提高 is 增速加快, and "the pace of hiring fell" is "hiring slowed".
_RATE = re.compile(
    r"增速|增长率|增长速度|增幅|涨幅|速度|\b(?:growth rates?|rates? of (?:growth|increase)|(?:pace|speed) of)\b",
    re.IGNORECASE,
)
# Between a rate and its movement: "the growth rate of hiring rose", 增速较上年同期提高.
RATE_GAP_WORDS = 4
RATE_GAP_CHARACTERS = 8


def _rates_as_speeds(text: str, cues: list[Direction]) -> list[Direction]:
    """``cues`` with each amount word that moves a rate read on the speed scale."""
    rate_ends = [match.end() for match in _RATE.finditer(text)]
    if not rate_ends:
        return cues
    read = []
    previous_end = 0
    for cue in cues:
        rate_end = max((end for end in rate_ends if previous_end <= end <= cue.start), default=None)
        if cue.axis == "magnitude" and rate_end is not None and _close(
            text[rate_end : cue.start], cue.word, RATE_GAP_WORDS, RATE_GAP_CHARACTERS
        ):
            cue = Direction("speed", cue.sign, cue.start, cue.word)
        read.append(cue)
        previous_end = cue.start + len(cue.word)
    return read


# A comparative that qualifies a movement ("fell more than", "rose less sharply", "a bigger drop", 降幅大于) compares
# the sizes of two movements and says nothing of which way either went: it is read on a scale of its own, where the
# larger or quicker movement is +1 ("more slowly" is -1).
CHANGE_AXIS = "change"
_MOVEMENT_AXES = frozenset(("magnitude", "size", "speed", "quality"))
_SIZE_COMPARATIVES = frozenset(
    "more less greater fewer higher lower larger smaller bigger faster slower 大于 高于 低于 小于 多于 少于 超过 快于 慢于 比"
    .split()
)
_SMALL_CHANGE = frozenset("slowly gradually modestly slightly moderately marginally mildly gently".split())
# Between a movement and the comparative after it: "fell by 0.42 percentage points more", 下降幅度大于.
MOVEMENT_GAP_WORDS = 4
MOVEMENT_GAP_CHARACTERS = 2
_GAP_BREAK = re.compile(r"[,;:()\[\]，；：。、（）!?！？]")
# ... or, in Chinese, the movement's own figure, in brackets or before a comma: 降幅（2.4分）略大于, 下降2.4分，略多于.
_FIGURE_GAP = re.compile(r"\s*(?:为|达)?\s*[（(]?\s*[\d.]+\s*[\u4e00-\u9fff%]{0,3}\s*[）)]?\s*[，,]?\s*(?:略|稍|明显|远)?\s*")
_NEXT_WORD = re.compile(r"\s+([A-Za-z]+)")


def _sizes_of_movements(text: str, cues: list[Direction]) -> tuple[Direction, ...]:
    """``cues`` with each comparative that qualifies a movement read on the scale of sizes of movements."""
    read = []
    for index, cue in enumerate(cues):
        word = "比" if cue.word.startswith("比") else cue.word
        if word in _SIZE_COMPARATIVES and cue.axis in _MOVEMENT_AXES and _qualifies_movement(text, cues, index):
            read.append(Direction(CHANGE_AXIS, cue.sign * _adverb_sign(text, cue), cue.start, cue.word))
        else:
            read.append(cue)
    return tuple(read)


def _is_movement(cue: Direction) -> bool:
    return cue.axis in _MOVEMENT_AXES and not is_comparative(cue)


def _qualifies_movement(text: str, cues: list[Direction], index: int) -> bool:
    """Whether the comparative ``cues[index]`` follows a movement closely ("fell more") or stands right before one
    ("a bigger drop")."""
    cue = cues[index]
    before = cues[index - 1] if index else None
    gap = text[before.start + len(before.word) : cue.start] if before is not None else ""
    if before is not None and _is_movement(before) and (
            _close(gap, cue.word, MOVEMENT_GAP_WORDS, MOVEMENT_GAP_CHARACTERS)
            or not cue.word.isascii() and _FIGURE_GAP.fullmatch(gap)):
        return True
    after = cues[index + 1] if index + 1 < len(cues) else None
    return (after is not None and _is_movement(after) and cue.word.isascii()
            and not text[cue.start + len(cue.word) : after.start].strip())


def _close(gap: str, word: str, words: int, characters: int) -> bool:
    """Whether ``gap`` is short enough, and free of clause punctuation, for the words on either side to go together:
    at most ``words`` English words, or ``characters`` characters before a Chinese ``word``."""
    if _GAP_BREAK.search(gap):
        return False
    return len(_tokens(gap)) <= words if word.isascii() else len(gap.strip()) <= characters


def _adverb_sign(text: str, cue: Direction) -> int:
    """-1 when "more" or "less" qualifies an adverb of small change ("more slowly" is "less quickly")."""
    following = _NEXT_WORD.match(text, cue.start + len(cue.word))
    return -1 if following and following.group(1).lower() in _SMALL_CHANGE else 1


def is_comparative(cue: Direction) -> bool:
    return cue.word in COMPARATIVES or cue.word.startswith("比")


# What may stand before a movement that opens a clause of its own: an article, or the baseline it is measured on.
_MOVEMENT_LEAD = re.compile(
    r"\s*(?:(?:an?|the)\s+|(?:同比|环比|较上年同期|较上年|比上年同期|比上年|较去年同期|较去年|比去年同期|比去年)\s*)?\Z",
    re.IGNORECASE,
)


def opens_with_movement(text: str) -> bool:
    """Whether a clause opens with a movement, with nothing before it but an article or a baseline ("an increase
    of 8% on the previous year", "up 8%", "unchanged from 2022", 同比增长8%, 增幅为8%)."""
    first = next((cue for cue in direction_cues(text) if _is_movement(cue)), None)
    return first is not None and _MOVEMENT_LEAD.match(text[: first.start]) is not None


# --- certainty and quantifiers -------------------------------------------------------------------------------

ENGLISH_CERTAINTY = (
    "prove", "proves", "proved", "proven", "proof", "clearly", "definitely", "certainly", "undoubtedly",
    "conclusively", "unquestionably", "undeniably", "demonstrates", "demonstrated", "demonstrate", "always",
    "guarantees", "guaranteed", "beyond doubt", "without doubt", "establishes", "established that",
)
# 显著 is left out: it states a size ("markedly") or statistical significance, not certainty. 确认 is a finding
# confirmed (报告确认狗獾参与了传播), but not when it is still to come or a step of business (待确认, 确认收货).
CHINESE_CERTAINTY = ("证明", "证实", "确定", "必然", "一定", "肯定", "毫无疑问", "无疑", "显然", "确凿", "必将", "绝对", "充分说明",
                     "确认")

# "At all" before a group is all of it ("at all of its sites"); alone it is an idiom ("not at all").
_AT_ALL_OF_GROUP = ("at all of", "at all its", "at all their", "at all the")
ENGLISH_UNIVERSAL = ("all", "every", "everyone", "everybody", "always", "entire", "entirely", "universally",
                     "without exception", "each and every", "each of", "every one of", *_AT_ALL_OF_GROUP)
# 各 after the area it is of says every one of its parts (辖区各林场, 全市各区); alone it is often "each" (各自, 各有).
CHINESE_UNIVERSAL = ("全部", "所有", "一切", "全体", "一律", "无一例外", "总是", "全都", "均", "都已", "悉数", "普遍",
                     *(f"{area}各" for area in ("辖区", "全市", "全县", "全省", "全区", "全镇", "全国")))
# 均 says "all" on its own (医院均开设了), but is also a word of averages and evenness.
CHINESE_NOT_UNIVERSAL = ("平均", "人均", "日均", "月均", "年均", "户均", "亩均", "场均", "均值", "均价", "均数", "均线",
                         "均匀", "均衡", "均等", "均摊", "均分", "均速", "均量", "均温")
ENGLISH_PARTIAL = ("some", "several", "many", "most", "a few", "few", "certain", "a number of", "part of",
                   "partly", "partially", "majority", "minority", "often", "sometimes", "half", "a quarter",
                   "a third", "roughly half")
CHINESE_PARTIAL = ("部分", "一些", "有些", "某些", "多数", "大多数", "大部分", "少数", "一部分", "不少", "许多", "很多",
                   "个别", "有的", "半数", "若干")
# Words that put nearly the whole of a group on one side: a share well short of it does not bear them out.
ENGLISH_NEAR_UNIVERSAL = ("the vast majority", "the overwhelming majority", "almost all", "nearly all",
                          "virtually all", "almost every", "nearly every", "almost everyone", "nearly everyone")
CHINESE_NEAR_UNIVERSAL = ("绝大多数", "绝大部分", "几乎所有", "几乎全部", "几乎都")
# Words putting most of a group on one side, and words putting a few of it there: "several entries were underbaked"
# does not bear out "most of the entries" (一些商户 does not bear out 大部分商户). The few are words of a count, not of a
# share: "some" and 部分 alone may stand for most.
ENGLISH_MAJORITY = ("most of", "the majority", "a majority", "more than half")
CHINESE_MAJORITY = ("大多数", "大部分", "多数", "过半", "半数以上")
ENGLISH_FEW = ("several", "a few", "a handful", "one or two", "two or three")
CHINESE_FEW = ("少数", "个别", "几位", "几家", "几户", "几名", "几个", "少量")


_CERTAINTY: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_CERTAINTY, *CHINESE_CERTAINTY)},
                                          ignore=("不一定", "待确认", "未确认", "尚未确认", "未经确认", "经确认", "确认函",
                                                  "确认书", "确认收货", "确认单", "确认码", "确认后"))
# "Every" before a span of time tells how often, not of a whole group: "change a quarter of the water every week".
_HOW_OFTEN = tuple(f"every {span}" for span in ("day", "week", "month", "year", "hour", "minute", "morning",
                                                "evening", "night", "weekend", "season", "other", "#"))
_UNIVERSAL: Vocabulary[str] = Vocabulary(
    {word: word for word in (*ENGLISH_UNIVERSAL, *CHINESE_UNIVERSAL)},
    ignore=("after all", "all but", "at all", "for all", "not all", "all in all", "once and for all", *_HOW_OFTEN,
            *CHINESE_NOT_UNIVERSAL),
)
_PARTIAL: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_PARTIAL, *CHINESE_PARTIAL)})
_NEAR_UNIVERSAL: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_NEAR_UNIVERSAL, *CHINESE_NEAR_UNIVERSAL)})
_MAJORITY: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_MAJORITY, *CHINESE_MAJORITY)},
                                       ignore=("绝大多数", "绝大部分"))
_FEW: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_FEW, *CHINESE_FEW)})
_HEDGE: Vocabulary[str] = Vocabulary({word: word for word in (*ENGLISH_HEDGES, *CHINESE_HEDGES,
                                                                 *HEDGES_IN_CONTEXT)},
                                     ignore=CHINESE_NON_HEDGES)


# A Chinese word of certainty that is still to come: 因果关系有待随机对照试验确认, 尚待证实, 仍需确定.
_CERTAINTY_PENDING = re.compile(r"(?:有待|尚待|仍待|还待|仍需|还需|需要)[^，。；,;]{0,12}?(?:确认|证实|证明|确定)")


def certainty_cues(text: str) -> tuple[str, ...]:
    """Words that present a statement as certain (proves, clearly, 证明, 必然 ...), save a Chinese one still to come
    (有待…确认)."""
    if holds_chinese(text):
        text = _CERTAINTY_PENDING.sub("", text)
    return _cue_words(_CERTAINTY, text)


def universal_cues(text: str) -> tuple[str, ...]:
    """Universal quantifiers (all, every, 全部, 所有 ...), leaving out idioms such as "after all"."""
    return _cue_words(_UNIVERSAL, text)


# Universal words that say the same of a group: "every one of them" restates "all lanes".
_ALL_ALIKE = frozenset(("all", "every", "each of", "every one of", "each and every", "everyone", "everybody",
                        *_AT_ALL_OF_GROUP))


def universal_kind(word: str) -> str:
    """What a universal word says, as one word for those alike ("every one of" and "all": "all")."""
    return "all" if word in _ALL_ALIKE else word


def partial_cues(text: str) -> tuple[str, ...]:
    """Partial quantifiers (some, many, most, 部分, 多数 ...)."""
    return _cue_words(_PARTIAL, text)


def near_universal_cues(text: str) -> tuple[str, ...]:
    """Words putting nearly a whole group on one side ("the vast majority", "almost all", 绝大多数, 几乎所有)."""
    return _cue_words(_NEAR_UNIVERSAL, text)


def majority_cues(text: str) -> tuple[str, ...]:
    """Words putting most of a group on one side ("most of", "the majority", 大多数, 过半)."""
    return _cue_words(_MAJORITY, text)


def few_cues(text: str) -> tuple[str, ...]:
    """Words putting a few of a group on one side ("several", "a handful", 少数, 个别)."""
    return _cue_words(_FEW, text)


def hedge_cues(text: str) -> tuple[str, ...]:
    """The hedge words of ``text`` as ``text.hedges`` finds them; texts without any hedge word return at once."""
    return tuple(find_hedges(text)) if _HEDGE.find(text) else ()


# --- conditions ----------------------------------------------------------------------------------------------

# Words that make a statement hold only on a condition ("If approved, construction would begin in 2025", "will
# complete in June, subject to regulatory approval", 如获批准，将于2025年上市): like a hedge, they qualify what they
# govern. A concession ("even if") and a likeness ("as if") state no condition. "Provided" without "that" is one
# only before its subject (", provided they pay in £1,500 a month", "provided their card has been renewed"; after
# "providing", an owner is mostly the verb's: ", providing their customers with"); "provided data" is the verb.
# A grant held while doing something: "may enter free when entering as part of a family team", "when booked online".
WHEN_DOING = ("when entering", "when travelling with", "when booking", "when booked", "when buying", "when bought")
ENGLISH_CONDITIONS = ("if", "only if", "unless", "provided that", "providing that", "subject to", "on condition that",
                      "as long as", "for as long as", "so long as",
                      "conditional on", "conditional upon", "contingent on", "contingent upon", "when accompanied by",
                      "if accompanied by",
                      *WHEN_DOING,
                      *(f"{word} {subject}" for word in ("provided", "providing")
                        for subject in ("they", "you", "he", "she", "we", "it", "the", "there")),
                      *(f"provided {owner}" for owner in ("their", "his", "her", "its", "our", "your")))
# "As long as" before a measure is a bound, not a condition ("as long as six weeks", "as long as a bus").
_AS_LONG_AS_A_MEASURE = ("#", "a", "an", "the", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                         "ten", "eleven", "twelve", "several", "possible")
_CONDITION: Vocabulary[str] = Vocabulary({word: word for word in ENGLISH_CONDITIONS},
                                         ignore=("as if", "even if", "what if", "if any", "if anything", "if ever",
                                                 *(f"as long as {word}" for word in _AS_LONG_AS_A_MEASURE)))
# 若干 is "several", 若虫 a nymph and 宛若 "as if"; 只 after 每 or a numeral counts (每只要四十五元 is "each costs"), no
# 只要 ("as long as"); 凡…的 is "whoever" (凡在店内堂食消费满30元的顾客); 待…后 (待环评批复后) waits for
# something, but 待遇, 期待 and 接待 do not. 如 opening a clause is "if" (如复检确认超标，将…), but not in 如下, 如何,
# 如此, 如期, 如今; so is a level passed before 时 ("when", 阵风超过15米/秒时，…将实施管制), with or without 当 before it
# (当预报潮高超过1.5米时), but not 当消防员赶到时 or 当天. …的话 closing a clause is "if" too (试销效果好的话，明年…);
# so is 凭 before a grant (凭本校学生证打印可享受八折优惠: "on showing"), and a sum of money reached before 的 closing a
# clause (订单金额满2万元的，可免费上门测量), as is a finding checked before 的 closing one (经查证属实的，给予奖励).
# A level passed or reached before 时 ("when"): 超过1.5米时, 低于零下5度时, 不到五摄氏度时; not 超过2小时. After 在 the
# clause goes on past 时 (在水温不到五摄氏度时每次下水); 仅在…不超过…时 is a limit (电机仅在车速不超过25公里/小时时提供助力).
_LEVEL_WORD = "(?:超过|超出|高于|低于|达到|大于|小于|不足|不到)"
_PAST_A_LEVEL = _LEVEL_WORD + r"(?=[^，。；,;]{0,20}?(?<!小)时(?:[，,]|\Z))"
_CHINESE_CONDITION = re.compile(
    r"如果|假如|倘若|(?<![宛仿恍般])若(?![干虫])|如[获经能需]|一旦|(?<![每一两二三四五六七八九十几])只要|前提是|取决于|须经|凡(?=[^，。；,;]{1,30}?的)"
    r"|(?<=[^，。；：,;:\s])的话(?=[，,])|满[\d一二三四五六七八九十两百千万.]+[万千百]?元的(?=[，,]|\Z)"
    r"|经(?:查证|核实|核查|审核|审查|认定|确认|鉴定)[^，。；,;]{0,6}的(?=[，,]|\Z)"
    r"|(?:^|(?<=[，。；：,;:]))如(?![下图何此同期实今意果])(?=[^，。；,;]{1,20}?(?:[，,]|\Z))"
    r"|(?<![期等接对招看优虐善厚担])待(?![遇业命岗定])[^，。；！？,;!?]{1,15}?后"
    r"|(?:^|(?<=[，。；：,;:]))当(?![天地年日场前今晚夜月时选])(?=[^，。；,;]{0,20}?" + _PAST_A_LEVEL + r")"
    r"|(?<!文)凭(?!借|空)(?=[^，。；,;]{0,10}?[证卡票券码]|[^，。；,;]{1,15}?(?:可|享|免))"
    r"|" + _PAST_A_LEVEL + r"|(?<!仅)在(?=[^，。；,;]{0,12}?(?<!不)" + _LEVEL_WORD + r"[^，。；,;]{0,20}?(?<!小)时)"
)


# Besides a condition, the conditional mood and a "once" clause keep a statement conditional ("the enrollment
# process would begin once the client chooses a plan").
_CONDITIONAL_MOOD: Vocabulary[str] = Vocabulary({"would": "would", "once": "once"})


def condition_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` that make what they govern hold only on a condition (if, subject to, 如获, 待…后)."""
    return tuple(word for _, word in condition_cues(text))


# A condition of consent written as a circumstance: "with their line manager's approval", "with written consent".
_WITH_CONSENT = re.compile(r"\bwith\s+(?:[\w'\u2019-]+\s+){0,4}?(?:approval|consent|permission|agreement)\b",
                           re.IGNORECASE)


def keeps_condition(text: str) -> bool:
    """Whether ``text`` states something as conditional: with a condition of its own ("if", "with the manager's
    approval"), "would" or "once"."""
    return bool(condition_cues(text) or _CONDITIONAL_MOOD.find(text) or _WITH_CONSENT.search(text))


# "Once" before what must be done first: "once a paid manager has been recruited", "once the bridge is repaired";
# not "once a week" or "once thriving".
_ONCE_DONE = re.compile(r"\bonce\s+(?:[\w'-]+\s+){1,5}?(?:has|have|is|are)\b", re.IGNORECASE)


# "Provided no" opens a condition after a statement of what will or can be ("will reopen on 1 March provided no
# further cases are confirmed"), not after a subject whose verb it is ("the report provided no evidence").
_PROVIDED_NO = re.compile(r"\b(?:will|would|shall|can|could|may|must|is|are|be)\b[^.;:!?]*?\s(?P<word>provided no)\b",
                          re.IGNORECASE)


# What a thing "permitting" makes a condition of: "weather permitting", "time permitting".
_PERMITTING = re.compile(r"\b(?:weather|conditions|time|funding|funds|space|numbers|demand|health|ice)\s+permitting\b",
                         re.IGNORECASE)


# The size of an order a grant holds on: "a 10% discount on orders of six or more bottles", "free delivery on orders
# over £50"; its words are the condition.
ORDER_THRESHOLD = re.compile(
    r"\bon\s+(?:all\s+)?(?:orders|purchases|bookings|baskets|spends?)\s+(?:of|over|above|worth|exceeding|totalling)\s+"
    r"(?:at\s+least\s+|more\s+than\s+)?(?:[£$€]\s?)?(?:\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|twelve"
    r"|twenty|fifty|a\s+hundred)\b(?:\s+or\s+more)?", re.IGNORECASE)


def condition_cues(text: str) -> tuple[tuple[int, str], ...]:
    """Each condition word of ``text`` with its offset, in order."""
    found = [(start, word.lower()) for start, word, _ in _CONDITION.find(text)]
    if " on " in text:
        found += [(match.start(), match.group().lower()) for match in ORDER_THRESHOLD.finditer(text)]
    if "permitting" in text:
        found += [(match.start(), match.group().lower()) for match in _PERMITTING.finditer(text)]
    if "provided no" in text:
        found += [(match.start("word"), "provided no") for match in _PROVIDED_NO.finditer(text)]
    if "once" in text or "Once" in text:
        found += [(match.start(), "once") for match in _ONCE_DONE.finditer(text)]
    if holds_chinese(text):  # each wording of _CHINESE_CONDITION holds a Chinese character
        found += [(match.start(), match.group()) for match in _CHINESE_CONDITION.finditer(text)]
    return tuple(sorted(found))


# "how X could benefit Y", "whether it may rain": a hedge inside an indirect question doubts nothing.
_INDIRECT_QUESTION = re.compile(r"\b(?:how|whether|if|what|why)\b(?:\W+\w+){0,3}\W*\Z", re.IGNORECASE)


def hedge_scopes(text: str) -> tuple[tuple[str, str], ...]:
    """Each hedge with the words it qualifies: ("may", " slow cognitive decline")."""
    found = _HEDGE.find(text)
    if not found:
        return ()
    confirmed = set(find_hedges(text))
    return tuple((word.lower(), _scope_after(text, start + len(word), word)
                  + (_scope_before(text, start) if word in _TRAILING_HEDGES else ""))
                 for start, word, _ in found
                 if word.lower() in confirmed and not _INDIRECT_QUESTION.search(text, max(0, start - 40), start))


# 将 marks the future (将于六月表决), but not in 将近 (nearly) or 将军 (a general).
# Chinese wording of what is still to come: the future (将, 打算), what is not done yet (尚未定案, 还在公示) and what
# needs doing (需按原工艺补配), or a date kept to as planned (按计划12月1日投产); a plan (拟, 计划) restated so is kept, not
# stated as done.
_CHINESE_TO_COME = re.compile(r"将(?![近军领士])|打算|准备|争取|尚未|还未|还没有?|仍在|还在|有待|需要?"
                              r"|按计划(?=于?\s*(?:\d|[一二三四五六七八九十]{1,3}月|明年|今年|下月|下周|年内|年底))")


Hedges = tuple[tuple[str, frozenset[str]], ...]


def dropped_hedges(evidence_hedges: Iterable[Hedges], text: str) -> list[str]:
    """The evidence's hedges that ``text`` leaves out, given for each evidence clause with the terms each qualifies
    (``hedge_targets``): none when ``text`` hedges too, no plan (拟, 计划, 力争) when it tells it as to come, and no
    proposal when it tells one (``_PROPOSING``).

    A hedge ``text`` copies onto the thing the evidence hedges keeps the hedges of that evidence clause alone: "the
    preliminary report found that the fluid had been applied" keeps the "preliminary" of "the preliminary report
    states …", not the "possibly" of the clause "that the fluid was possibly applied"; "the coating may reduce
    corrosion" keeps both hedges of "the results suggest the coating may reduce corrosion"."""
    left = _not_copied(list(evidence_hedges), text)
    if not text.isascii() and _CHINESE_TO_COME.search(text):
        return [word for word in left if word not in CHINESE_PLANS]
    permitted = _PERMISSION.search(text) is not None
    proposing = _PROPOSING.search(text) is not None
    return [word for word in left if not (permitted and word == "may" or proposing and word.startswith("propos"))]


# A proposal kept as one: "has proposed holding", "a proposal to", "subject to a vote" keep "has proposed that".
_PROPOSING = re.compile(r"\bpropos(?:e|ed|es|al|als|ing)\b|\bsubject to (?:a|an|the) [\w' -]{0,20}?"
                        r"(?:vote|approval|decision)\b", re.IGNORECASE)


# Wording that softens a statement without hedging it as the evidence's hedges do: a sentence using it keeps the
# evidence's caution ("point to a possible link" for "may be linked", "should arrive … though it cannot promise
# this" for "expected to arrive … cannot be guaranteed", "according to estimates" or "an expected wait" for "an
# estimated wait", "the hall expects to reopen" for "is expected to reopen", 应该能在节前送达, 目标是2026年前建成 for
# 计划于2026年前建成, 因果关系有待试验确认 for 尚不能确定因果关系, 还有待进一步研究 for 仍需进一步研究, 按她自己的估算 for 她估计).
# Evidence using it is not read as hedged: "the possible causes include" reports causes, "the EBITDA estimate" is a
# figure's name.
_SOFTENING = re.compile(r"\b(?:possible|probable|should|reportedly|estimates?|(?:an|the) (?:expected|projected|forecast)"
                        r"|(?:believed|thought|said) to|expects to|expecting to|cannot (?:promise|guarantee)"
                        r"|(?:is|are|was|were) (?:weighing|considering|exploring|mulling)"
                        r"|(?:is|are) not guaranteed|no guarantee)\b|应该|应当能|据称|或会|恐将|不能保证|无法保证|目标(?:是|为)|估算|推算|估测"
                        r"|有待(?:进一步|[^，。；,;]{0,12}?(?:确认|证实|验证|核实|查明|确定))", re.IGNORECASE)


def _not_copied(evidence_hedges: list[Hedges], text: str) -> list[str]:
    """The words of the evidence clauses' hedges whose clause has no hedge ``text`` copies onto the same thing; none
    when ``text`` has a hedge of its own besides the copies, or softens what it states (``_SOFTENING``)."""
    if _SOFTENING.search(text):
        return []
    own = hedge_cues(text)
    if not own:
        return [word for hedges in evidence_hedges for word, _ in hedges]

    def copied(hedges: Hedges, word: str, target: frozenset[str]) -> bool:
        return any(word == other and target & qualified for other, qualified in hedges)

    copies = [(word, target) for word, target in hedge_targets(text)
              if any(copied(hedges, word, target) for hedges in evidence_hedges)]
    if len(copies) < len(own):
        return []
    return [word for hedges in evidence_hedges if not any(copied(hedges, *copy) for copy in copies)
            for word, _ in hedges]


# A "may" that grants leave ("Employees may work remotely") is kept by "can" or "are allowed to": both say what is
# possible or permitted, not that it happens; and a "may not" that forbids ("Licensed vans may not trade within 400
# metres") by "must not".
_PERMISSION = re.compile(r"\b(?:can|(?:allowed|permitted|entitled|free)\s+to|must\s+not|mustn['\u2019]t)\b",
                         re.IGNORECASE)


_QUESTION = re.compile(r"[?\uff1f][\"'\u201d\u2019).\s]*\Z")


def is_question(text: str) -> bool:
    """Whether a passage asks rather than states ("Could you take care of food?")."""
    return _QUESTION.search(text) is not None


def hedge_targets(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Each hedge with the terms of what it qualifies.

    In English that is the first content word after the hedge ("may *slow* cognitive decline"), or after a verb of
    causing the one after it ("may force the *cancellation*", which a sentence's "cancelled" restates); Chinese hedge
    adverbs stand before a whole predicate phrase, so all of its terms count. "We believe in X" states a value,
    not a doubt. A hedged relation ("may be linked to") is one of every word of relation (``_RELATION_TERMS``).
    """
    targets = []
    for word, scope in hedge_scopes(text):
        if not word.isascii():
            targets.append((word, content_terms(scope)))
        elif not (word == "we believe" and scope.lstrip().lower().startswith("in ")):
            words = [match.group() for match in islice(_content_words(scope), 2)]
            if words and base_form(words[0]).lower() in _CAUSING and len(words) > 1:
                words = words[1:]  # "may force the cancellation of jumps": what is hedged is the cancellation
            if words:  # as written and in its base form: "may be held" qualifies "held" and "hold"
                target = content_terms(words[0]) | content_terms(base_form(words[0])) | _verb_of_noun(words[0])
                targets.append((word, target | _RELATION_TERMS if target & _RELATION_TERMS else target))
    return tuple(targets)


# Words telling that one thing bears on another: a hedge on one ("may be linked to") qualifies the relation however
# a sentence words it ("caused by", "is responsible for").
_RELATION_TERMS = content_terms("linked associated related contributed caused driven attributed explained connected "
                                "tied responsible blamed")


# Verbs that hedge what they bring about, named after them: "may force the cancellation", "could lead to closures";
# and verbs of telling, which hedge what they tell: "may indicate that the population is expanding".
_CAUSING = frozenset({"force", "lead", "result", "cause", "trigger", "prompt", "mean", "require", "bring",
                      "indicate", "show", "signal", "imply", "reflect", "point"})
# Endings that make a noun of a verb: "cancellation" of "cancelled", "postponement" of "postponed".
_NOUN_OF_VERB = re.compile(r"(?:ation|ment)\Z")


def _verb_of_noun(word: str) -> frozenset[str]:
    """The terms of the verb a noun of action is made of ("cancellation" gives those of "cancel(led)"), if any."""
    found = _NOUN_OF_VERB.search(word.lower())
    return content_terms(word[:found.start()]) if found is not None and found.start() > 3 else frozenset()


def hedged_movements(text: str) -> tuple[tuple[str, frozenset[str], int], ...]:
    """Each hedge whose target is a word of rise or fall ("likely to *rise*", 可能*上涨*), with that target's terms
    and its sign: a sentence moving the same way in other words ("will go up") restates what the hedge qualifies."""
    found = []
    for word, scope in hedge_scopes(text):
        target = first_content_word(scope) if word.isascii() else scope
        cues = direction_cues(target) if target else ()
        if cues and cues[0].axis == "magnitude" and cues[0].sign:
            found.append((word, content_terms(target or ""), cues[0].sign))
    return tuple(found)


def chinese_cue_spans(text: str) -> list[tuple[int, int]]:
    """Where a Chinese cue word of any vocabulary stands in ``text``, as that vocabulary reads it: a word that only
    contains one (分别, 反对党, 模拟) is none."""
    return [(offset, offset + len(cue))
            for vocabulary in (_NEGATION, _DIRECTION, _CERTAINTY, _UNIVERSAL, _PARTIAL, _HEDGE)
            for offset, cue, _ in vocabulary.find(text) if not cue.isascii()]


CUE_WORDS: tuple[str, ...] = (
    *ENGLISH_NEGATIONS, *CHINESE_NEGATIONS, *(word for ups, downs in DIRECTIONS.values() for word in ups + downs), *UNCHANGED,
    *ENGLISH_CERTAINTY, *CHINESE_CERTAINTY, *ENGLISH_UNIVERSAL, *CHINESE_UNIVERSAL, *ENGLISH_PARTIAL,
    *CHINESE_PARTIAL, *ENGLISH_HEDGES, *CHINESE_HEDGES,
)
