"""Content terms: what a sentence talks about, so that it can be checked against the evidence it cites.

English words are lower-cased, stop words and number words dropped (figures are the number gate's business)
and lightly stemmed so that inflections meet: increase, increases, increased and increasing all give
``increas``. Chinese has no spaces, so each run of Chinese characters gives its character bigrams (a run of
one character gives itself); runs are first cut at particles such as 的 and 了, which carry no content.
Latin words inside Chinese text (GPU, API) are words like any other.

``word_terms`` reads Chinese word by word instead, for the coverage floor (FE020): see there why both readings
are needed.
"""

from __future__ import annotations

import operator
import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from report_workflow.text import chinese_words
from report_workflow.text.numerals import CJK_NUMERAL_CHARS, NUMBER_WORDS

STOPWORDS = frozenset(
    """a about above after again against all also am among an and any are as at be because been before being below
    between both but by can could did do does doing down during each either etc few for from further had has
    have having he her here hers herself him himself his how however i if in into is it its itself just me more
    most my myself neither no nor not now of off on once only or other our ours ourselves out over own per same
    she should so some such than that the their theirs them themselves then there these they this those
    through thus to too under until up upon us very via was we were what when where whether which while who
    whom whose why will with within without would yet you your yours yourself yourselves also may might must
    shall s t""".split()
)

_STOP_AND_NUMBER_WORDS = STOPWORDS | NUMBER_WORDS

# 过 is no particle here: in reports it is nearly always part of a word (超过, 通过, 经过, 过去).
_PARTICLES = "的了着吗呢吧啊"
# Chinese function words, as the segmenter cuts them: particles, determiners and pronouns, conjunctions and
# prepositions, auxiliaries, the words of approximation and counting that frame a figure, and the characters of a
# date (年, 月, 日: the date gate's business, and alike in every dated passage). A faithful paraphrase adds or drops
# them freely ("月球绕地球一周大约需要27天" for "恒星周期为27.32天"), so they say nothing about what a sentence is
# about. Cue words (所有, 一些, 大概: ``gates.lexicon``) are not here: the gates read them.
CHINESE_FUNCTION_WORDS = frozenset(
    "的 了 着 过 吗 呢 吧 啊 在 是 为 和 与 及 或 等 也 都 就 而 但 被 把 将 对 从 向 于 由 以 之 其 该 本 此 这 那 每 各 "
    "共 约 需 有 个 名 又 再 还 即 并 让 使 给 所 则 且 得 地 自 至 到 才 年 月 日".split()
) | frozenset(
    """这个 这些 这种 这样 这里 这次 这件 这项 这道 那个 那些 那样 那里 该项 本次 本项 此次 其中 其他 其它 其余
    各个 各种 每个 我们 你们 他们 她们 它们 自己 大家 以及 并且 而且 或者 还是 但是 可是 然而 因为 所以 因此 由于
    如果 虽然 尽管 即使 对于 关于 根据 按照 为了 除了 就是 也就是 也就是说 即是 需要 可以 能够 应该 已经 正在
    进行 大约 约为 左右 将近 差不多 共有 共计 总共 一共 一个 一种 一次 只有 才能 凡是""".split()
)


def _cjk_class(excluded: str) -> str:
    """A character class of CJK ideographs and kana, leaving out ``excluded``."""
    parts = []
    for low, high in ((0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF)):
        start = low
        for code in sorted(ord(char) for char in excluded if low <= ord(char) <= high):
            if start < code:
                parts.append(f"{chr(start)}-{chr(code - 1)}")
            start = code + 1
        parts.append(f"{chr(start)}-{chr(high)}")
    return "".join(parts)


# Runs of CJK characters, cut at particles (的, 了, ...) which carry no content. Written [c][c]* rather than
# [c]+ so that the regex engine scans for the first character instead of trying a match at every position.
_CJK_RUN = re.compile(f"[{_cjk_class(_PARTICLES)}][{_cjk_class(_PARTICLES)}]*")
# The CJK ideographs (the unified ones, extension A, the compatibility ones), and runs of them, particles included:
# the segmenter reads the runs.
HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
HAN_CHARACTER = re.compile(f"[{HAN}]")
_HAN_RUN = re.compile(f"[{HAN}][{HAN}]*")
# Words of other alphabets (accented Latin, Greek, Cyrillic, Hangul, full-width Latin) in non-ASCII text.
_LETTER_BEYOND_ASCII = "\u00df-\u024f\u0370-\u03ff\u0400-\u04ff\uac00-\ud7a3\uff41-\uff5a"
_WIDE_DIGIT = "\uff10-\uff19"
_LETTER = "a-z" + _LETTER_BEYOND_ASCII
_WORD = re.compile(f"[{_LETTER}][0-9{_LETTER}{_WIDE_DIGIT}]*")
# Lower-cased text with none of these characters has only ASCII words and no CJK runs: every other non-ASCII
# character (dashes, curly quotes, combining marks) ends a word, just as a space does.
_WORD_OR_CJK_BEYOND_ASCII = re.compile(f"[{_LETTER_BEYOND_ASCII}{_WIDE_DIGIT}{_cjk_class('')}]")
# ASCII letters lower-cased, every other byte a space: splitting the result gives the ASCII words.
_ASCII_WORD_BYTES = bytes(
    (c + 32 if 65 <= c <= 90 else c) if (65 <= c <= 90 or 97 <= c <= 122) else 32 for c in range(256)
)
# The same with digits kept, for the words of non-ASCII text, where a letter may be followed by digits (b2b).
_ASCII_WORD_AND_DIGIT_BYTES = bytes(c if 48 <= c <= 57 else _ASCII_WORD_BYTES[c] for c in range(256))
_DIGITS = b"0123456789"


def ascii_words(text: str) -> list[bytes]:
    """The runs of ASCII letters in ``text``, lower-cased: a byte-level split, several times faster than a regex."""
    return text.encode("utf-8", "ignore").translate(_ASCII_WORD_BYTES).split()


_REMEMBERED_TERMS = 200_000


class _TermMemo(dict):
    """Word -> its term, "" for a word that gives none, remembered up to ``_REMEMBERED_TERMS`` words: the same few
    thousand words come back in every text. A word met for the first time is worked out inside the look-up
    (``__missing__``), so a text with new words still takes a single pass of look-ups."""

    __slots__ = ()

    def __missing__(self, word: bytes | str) -> str:
        term = _term(word)
        if len(self) < _REMEMBERED_TERMS:
            self[word] = term
        return term


# Byte words (split from ASCII) and text words are kept apart: b"word" and "word" hash alike, and telling them
# apart on every lookup is slow.
_BYTE_WORD_TERMS = _TermMemo()
_WORD_TERMS = _TermMemo()


# Words that end in -eed themselves, not as the past of a verb in -ee (agree, agreed).
_EED_WORDS = frozenset(
    "need seed feed speed exceed proceed succeed breed bleed greed weed deed heed creed reed steed tweed indeed "
    "misdeed overfeed outbreed linseed aniseed".split()
)


def _stem(word: str) -> str:
    """A light, consistent suffix stripper: plurals, -ed, -ing, -ly and a final -e."""
    if word[-1:] not in "sdgye":
        return word  # none of the endings below can match
    stem = word
    size = len(stem)
    if stem.endswith(("ies", "ied")) and size > 4:
        stem = stem[:-3] + "y"
    elif stem.endswith("ing") and size - 3 >= 3:
        stem = stem[:-3]
    elif stem.endswith("eed") and stem not in _EED_WORDS:
        stem = stem[:-1]  # agreed, guaranteed: the past of a verb in -ee, whose stem drops the e below
    elif stem.endswith("ed") and size - 2 >= 3 and not stem.endswith("eed"):
        stem = stem[:-2]
    elif stem.endswith("ees") and size - 1 >= 3:
        stem = stem[:-1]  # employees, degrees: the plural of a noun in -ee
    elif stem.endswith("es") and size - 2 >= 3:
        stem = stem[:-2]
    elif stem.endswith("s") and not stem.endswith(("ss", "us", "is")) and size - 1 >= 3:
        stem = stem[:-1]
    if stem.endswith("ly") and len(stem) - 2 >= 4:
        stem = stem[:-2]
    if stem.endswith("e") and len(stem) - 1 >= 3:
        stem = stem[:-1]
    return stem


def _term(word: bytes | str) -> str:
    """The term a word gives: its stem, or "" for a stop word, a number word or a single letter.

    A byte string is a run of ASCII letters and digits, whose word starts at its first letter (19th -> th).
    """
    if isinstance(word, bytes):
        word = word.lstrip(_DIGITS).decode()
    if len(word) <= 1 or word in _STOP_AND_NUMBER_WORDS:
        return ""
    stem = _stem(word if word.isascii() else unicodedata.normalize("NFKC", word))  # NFKC leaves ASCII as it is
    return "" if stem in STOPWORDS else stem


def _terms_of(
    words: list[bytes] | list[str], remembered: _TermMemo, leaving_out: frozenset[str] = frozenset()
) -> frozenset[str]:
    """The terms of ``words`` less ``leaving_out``."""
    terms = frozenset(filter(None, map(remembered.__getitem__, words)))  # "" marks a word that gives no term
    # Subtracting from the terms keeps this quick: only the terms are looked up in a long ``leaving_out``.
    return terms.difference(leaving_out) if leaving_out else terms


def content_terms(text: str) -> frozenset[str]:
    """The content terms of ``text``: stemmed English content words and Chinese character bigrams."""
    if len(text) <= 4096:
        return _remembered_terms(text)  # sources and sentences come back again and again
    return _content_terms(text)


def piece_terms(
    text: str, spans: Iterable[tuple[int, int]], leaving_out: frozenset[str] = frozenset()
) -> list[frozenset[str]]:
    """``content_terms(text[start:end]) - leaving_out`` for each span; an ASCII text is lower-cased and cut into
    letters once, not piece by piece."""
    if not text.isascii():
        text = without_chinese_figures(text)
        return [_content_terms(text[start:end]) - leaving_out for start, end in spans]
    letters = text.encode().translate(_ASCII_WORD_BYTES)  # in ASCII, byte offsets are character offsets
    return [_terms_of(letters[start:end].split(), _BYTE_WORD_TERMS, leaving_out) for start, end in spans]


@lru_cache(maxsize=4096)
def _remembered_terms(text: str) -> frozenset[str]:
    return _content_terms(text)


# The characters of an amount written in Chinese numerals (四百一十二万, 百分之三点六, 两千): inside an amount the parser
# reads, a run of two or more of them, or 万 and 亿 after digits, is no more a term than digits are, so 412万 and
# 四百一十二万 leave the same terms. One numeral alone is kept: it is often part of a name or a word (二号线, 三个月).
_NUMERAL_RUN = re.compile(f"(?:[百千万]分之)?[{CJK_NUMERAL_CHARS}点万亿]{{2,}}|(?<=[0-9０-９])[万亿]+")
# One search of the text for any of them: quicker than looking each character of the text up in a set.
_NUMERAL_CHARACTER = re.compile(f"[{CJK_NUMERAL_CHARS}]")


def without_chinese_figures(text: str) -> str:
    """``text`` with each run of Chinese numerals inside an amount the quantity parser reads set to spaces
    (offsets kept)."""
    if text.isascii() or _NUMERAL_CHARACTER.search(text) is None:  # every Chinese numeral is outside ASCII
        return text
    from report_workflow.text.quantities import MEASUREMENT_KINDS, find_quantities  # the parser reads terms: late

    pieces, kept = [], 0
    for quantity in find_quantities(text):
        if quantity.kind not in MEASUREMENT_KINDS:
            continue
        for run in _NUMERAL_RUN.finditer(text, quantity.start, quantity.end):
            pieces += [text[kept:run.start()], " " * (run.end() - run.start())]
            kept = run.end()
    return "".join(pieces) + text[kept:] if pieces else text


def _content_terms(text: str) -> frozenset[str]:
    if text.isascii():
        return _terms_of(ascii_words(text), _BYTE_WORD_TERMS)
    text = without_chinese_figures(text)
    lowered = text.lower()
    if not _WORD_OR_CJK_BEYOND_ASCII.search(lowered):
        # The non-ASCII characters left all end words: they become "?", and the words are split out as bytes.
        words = lowered.encode("ascii", "replace").translate(_ASCII_WORD_AND_DIGIT_BYTES).split()
        return _terms_of(words, _BYTE_WORD_TERMS)
    # Character bigrams of each CJK run; a run of one character gives itself.
    bigrams = [map(operator.add, run, run[1:]) if len(run) > 1 else (run,) for run in _CJK_RUN.findall(lowered)]
    return _terms_of(_WORD.findall(lowered), _WORD_TERMS).union(*bigrams)


def word_terms(text: str) -> frozenset[str]:
    """The content terms of ``text`` with its Chinese read word by word: the character bigrams inside each word the
    segmenter finds (``text.chinese_words``), a word of one character itself, function words (需要, 也就是, 其中)
    left out; other text as ``content_terms`` reads it.

    ``content_terms`` reads every bigram of a run, across two words too (球一, 约需 in 月球绕地球一周大约需要), and the
    gates that align clauses and read negations rely on that: they match fragments cut mid-word (in 未在抽检 the
    lexicon reads 在抽 as what 未 denies). What a sentence is about is better read word by word, so that a faithful
    paraphrase keeps its terms; and the segmenter is loaded only for text with Chinese.
    """
    text = without_chinese_figures(text)
    runs = _HAN_RUN.findall(text)
    if not runs:
        return content_terms(text)
    return content_terms(_HAN_RUN.sub(" ", text)).union(*map(_run_word_terms, runs))


@lru_cache(maxsize=16384)
def _run_word_terms(run: str) -> frozenset[str]:
    return frozenset().union(*map(chinese_word_terms, chinese_words.words(run)))


def chinese_word_terms(word: str) -> frozenset[str]:
    """The character bigrams of a Chinese content word (a word of one character gives itself); none for a function
    word."""
    if word in CHINESE_FUNCTION_WORDS:
        return frozenset()
    if len(word) == 1:
        return frozenset((word,))
    return frozenset(word[index : index + 2] for index in range(len(word) - 1)).difference(CHINESE_FUNCTION_WORDS)
