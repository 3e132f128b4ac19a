"""FE qualities: a certified or marketed quality of a thing that the evidence never gives it.

"以本县自有有机桑园的桑葚为原料" over "原料选自本县自有桑园" keeps every other word; the one added word, organic, is a
claim a producer must earn and a reader takes away. So are "free-range", "fair-trade", "gluten-free" and 无公害, and
"free" for a thing no source says costs nothing.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from .lexicon import WholeWordScreen, holds_chinese
from .phrases import Marks, mentions_any


class QualityNotInEvidence(Rule):
    """The sentence gives a thing a certified or marketed quality that no evidence passage names.

    What it does: reads the words of a quality a product, a farm or a process is certified or sold by (organic,
    free-range, fair-trade, wild-caught, grass-fed, gluten-free, vegan, halal, kosher, non-GMO, handmade,
    biodegradable, carbon-neutral, award-winning; 有机, 无公害, 绿色食品, 野生, 散养, 纯天然, 非转基因, 地理标志, 获奖) and
    blocks when no passage of the evidence writes that word (its stem in English: "organically" names "organic");
    likewise a thing sold as free of charge ("a free concert", "free to attend", 免费) where no passage says it is free,
    of no charge, waived or 免费.

    Why it matters: such a quality is a claim that needs a certificate or a test behind it; added to a faithful
    description it is the one false thing a reader remembers.

    Example: evidence "原料选自本县自有桑园，采用低温发酵工艺。", sentence "它以本县自有有机桑园的桑葚为原料。" blocks;
    "它以本县自有桑园的桑葚为原料。" passes.

    Fix: leave the quality out, or cite the evidence that gives it.
    """

    code = "FE048"
    family = "FE"
    message = "the sentence calls it \u201c{quality}\u201d; no evidence passage gives it that quality"
    hint = "leave out \u201c{quality}\u201d, or cite the evidence that gives it"


QUALITY_NOT_IN_EVIDENCE = QualityNotInEvidence()
RULES: tuple[Rule, ...] = (QUALITY_NOT_IN_EVIDENCE,)

# Each quality as the sentence writes it, with the stem an evidence passage naming it writes.
_ENGLISH = {"organic": "organic", "free-range": "free-range", "free range": "free-range", "fair-trade": "fair",
            "fairtrade": "fairtrade", "wild-caught": "wild", "grass-fed": "grass", "gluten-free": "gluten",
            "vegan": "vegan", "halal": "halal", "kosher": "kosher", "non-gmo": "gmo", "handmade": "hand",
            "hand-made": "hand", "biodegradable": "biodegrad", "carbon-neutral": "carbon", "award-winning": "award"}
# 有机 is organic, but not in 有机会 (a chance), 有机构 (has an agency) or organic matter and fertiliser (有机物, 有机肥).
_ORGANIC = "有机"
_CHINESE = ("无公害", "绿色食品", "野生", "散养", "纯天然", "非转基因", "地理标志", "获奖")
# Free of charge, as a sentence sells a thing by it ("a free concert", "free to attend", 免费开放), and the words an
# evidence passage gives it in.
_GRATIS = re.compile(
    r"\bfree\s+(?:of\s+charge|to\s+(?:attend|enter|join|use|visit)|(?:[a-z'-]+\s+){0,3}?(?:concert|entry"
    r"|admission|event|show|workshop|lesson|class|session|tour|talk|parking|trial|screening|performance|festival"
    r"|exhibition|demonstration|consultation|delivery|meal|ticket|shuttle|taster|gala|fete|carnival|parade"
    r"|fireworks)s?)\b|\bfor\s+free\b"
    r"|\b(?:admission|entry)\s+(?:is|was|will\s+be)\s+free\b|免费", re.IGNORECASE)
_GRATIS_STATED = ("free", "no charge", "without charge", "no cost", "complimentary", "no fee", "no entry fee",
                  "no admission", "costs nothing", "gratis", "waived", "免费", "免票", "免门票", "不收费", "不收取", "无需付费", "免收",
                  "零收费", "无需购票", "不需购票")
_MARKS = Marks(*_ENGLISH, _ORGANIC, *_CHINESE, "free", "免费")
# The first word of each English quality, whole ("free" of "free-range"): text without Chinese names a quality only
# where it holds one of these, a set test on the split of its words every screen shares.
_WORDS = WholeWordScreen(*(word.replace("-", " ").split()[0] for word in _ENGLISH))
_QUALITY = re.compile(r"\b(?:" + "|".join(re.escape(word) for word in _ENGLISH) + r")\b"
                      rf"|{_ORGANIC}(?!会|构|关|制|器|体|物|化|质|玻璃|溶剂|肥)|" + "|".join(_CHINESE), re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    text = statement.text
    if not ((holds_chinese(text) or _WORDS.may_match(text)) and mentions_any(text, _MARKS)):
        return []
    texts = [item.text.lower() for item in evidence.passages]
    unnamed = [found for found in _QUALITY.finditer(text)
               if not any(_ENGLISH.get(found.group().lower(), found.group().lower()) in passage for passage in texts)]
    unnamed += [found for found in _GRATIS.finditer(text)
                if not any(word in passage for passage in texts for word in _GRATIS_STATED)]
    return [QUALITY_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span,
                                            evidence=evidence.closest(statement.terms).ref,
                                            quality=unnamed[0].group())] if unnamed else []
