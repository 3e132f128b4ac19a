"""Citation markers: how an answer names the sources a sentence relies on, in one grammar.

The forms: [1], [1, 2], [1-3], [1][2], [src_a], [CITE:ev-12ab], [^1], labelled [Source 1], [source: 2], [Docs 1, 3]
and, in parentheses only with the label, (Source 1). Chinese answers write them with full-width brackets, digits
and separators: 【1】, ［１］, [1，2], [1、2], 【1～3】, [1至3]; they name the same sources. Editorial brackets ([sic],
[...], [citation needed]) and full-width brackets around Chinese words (【注】, 【答案】) are not citations.

``read_markers`` reads a sentence's markers (verify); ``CITATION_MARKER`` is the same grammar as one pattern for
the sentence splitter, which keeps a marker with the sentence it closes, and the quantity parser, which does not
read its ids as figures.
"""

from __future__ import annotations

import re

# What the splitter keeps with the sentence before it and the quantity parser skips: the forms ``read_markers``
# accepts, written as one pattern. A marker with a full-width bracket or a Chinese separator names Latin letters
# and digits only, so 【注】 and [铁、铜、铝] are text.
_PATTERN_ID = r"\^?[\w.:\u2013-]{1,40}"
_PATTERN_LATIN_ID = r"[0-9A-Za-z０-９Ａ-Ｚａ-ｚ_.:\u2013\u2014－~～〜至-]{1,40}"
# A word that names what the ids are, as chat answers write it: [Source 1], [source: 2], [Docs 1, 3], and in
# parentheses only with it: (Source 1).
SOURCE_LABEL = r"(?i:sources?|src|docs?|documents?|refs?|references?)(?:\s*[:#]\s*|\s+)"
_ASCII_BODY = rf"[ \t]*(?:CITE:[^\]\n]{{1,80}}|(?:{SOURCE_LABEL})?{_PATTERN_ID}(?:\s*[,;]\s*{_PATTERN_ID})*)[ \t]*"
CITATION_MARKER = (
    rf"(?:\[{_ASCII_BODY}\]|\[\[{_ASCII_BODY}\]\]"
    rf"|\((?:{SOURCE_LABEL}){_PATTERN_ID}(?:\s*[,;]\s*{_PATTERN_ID})*\)"
    rf"|[\[［【][ \t]*(?:CITE:[^\]］】\n]{{1,80}}|{_PATTERN_LATIN_ID}(?:\s*[,;，；、]\s*{_PATTERN_LATIN_ID})*)[ \t]*[\]］】])"
)

# The id a source may have, and so what a marker may name.
SOURCE_ID = re.compile(r"[\w.:-]{1,64}")
# A marker opens with an ASCII bracket or, as Chinese text writes it, a full-width one: [1], ［1］, 【1】; in
# parentheses it needs a word naming its ids: (Source 1).
_MARKER = re.compile(
    r"\s*(?:(?P<opening>[\[［【])\[?\s*\^?(?:CITE:\s*)?(?P<ids>[^\[\]［］【】\n]{1,300}?)\s*[\]］】]\]?"
    rf"|\((?P<labelled>\s*{SOURCE_LABEL}[^()\n]{{1,100}}?)\s*\))"  # in parentheses only with a label: (Source 1)
)
_SOURCE_LABEL = re.compile(SOURCE_LABEL)
_EDITORIAL = frozenset({"sic", "sic!", "...", "..", "\u2026", "citation needed", "?", "!", "ibid", "ibid.", "sic."})
_CHINESE_SEPARATORS = "，；、"
_SEPARATOR = re.compile(rf"\s*[,;{_CHINESE_SEPARATORS}]\s*")
_RANGE = re.compile(r"(\d{1,4})\s*[-–—－~～〜至]\s*(\d{1,4})")
MAX_RANGE = 50
# Full-width letters and digits name the source their ASCII forms name: ［１］ cites "1".
_ASCII_LETTERS_AND_DIGITS = {
    code: code - 0xFEE0 for start, end in ((0xFF10, 0xFF19), (0xFF21, 0xFF3A), (0xFF41, 0xFF5A))
    for code in range(start, end + 1)
}
# A marker written the Chinese way (full-width bracket or separator) names ids of Latin letters and digits only,
# so labels and lists in Chinese words (【注】, 【答案】, [铁、铜、铝]) are not citations.
_LATIN_ID = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


def _marker_ids(body: str, wide: bool) -> tuple[str, ...] | None:
    """The ids a marker body names, or ``None`` when the brackets are not a citation."""
    body = body.strip().translate(_ASCII_LETTERS_AND_DIGITS)
    if body.lower() in _EDITORIAL:
        return None
    label = _SOURCE_LABEL.match(body)
    if label is not None and label.end() < len(body):
        body = body[label.end():]  # [Source 1] and [source: 2] name the ids 1 and 2
    chinese = wide or any(separator in body for separator in _CHINESE_SEPARATORS)
    source_id = _LATIN_ID if chinese else SOURCE_ID
    ids: list[str] = []
    for part in _SEPARATOR.split(body):
        span = _RANGE.fullmatch(part)
        if span and 0 < int(span.group(2)) - int(span.group(1)) <= MAX_RANGE:
            ids.extend(str(number) for number in range(int(span.group(1)), int(span.group(2)) + 1))
        elif source_id.fullmatch(part) and part.lower() not in _EDITORIAL:
            ids.append(part)
        else:
            return None
    return tuple(ids) or None


def read_markers(raw: str) -> tuple[str, tuple[str, ...]]:
    """The sentence without its citation markers, and the ids they name in order (without repeats)."""
    if "[" not in raw and "［" not in raw and "【" not in raw and "(" not in raw:
        return raw.strip(), ()  # every marker opens with a bracket
    cited: list[str] = []
    pieces: list[str] = []
    position = 0
    for match in _MARKER.finditer(raw):
        body = match.group("ids") if match.group("opening") else match.group("labelled")
        ids = _marker_ids(body, wide=match.group("opening") not in ("[", None))
        if ids is None:
            continue
        pieces.append(raw[position : match.start()])
        position = match.end()
        cited.extend(ids)
    pieces.append(raw[position:])
    return "".join(pieces).strip(), tuple(dict.fromkeys(cited))
