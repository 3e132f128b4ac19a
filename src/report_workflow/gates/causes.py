"""FE causes: "profit fell because steel prices rose" needs evidence that links the two, not two facts side by side.

A sentence joining two facts with a cause word (because, due to, led to; 由于, 导致) states a third fact, the link,
which no word or number gate sees when both facts are in the evidence. When the two sides are restated by
different evidence sentences and the evidence has no wording of cause or influence at all, the link is the
writer's own; so is a cause given where the evidence says the cause is not known ("is still under investigation",
原因正在调查中), and a cause none of whose words the cited sources hold, beside an effect they relate ("返航是由于机上
乘客突发疾病" over "机组报告左发故障，随后决定返航"), and the cause the evidence gives for one effect told as the cause of
another it gives its own cause for ("heavy rain delayed the morning services" over "delayed because of a signalling
fault ... heavy rain caused flooding"). All block as ``CauseNotInEvidence`` (FE023).
"""

from __future__ import annotations

import re

from ..text import content_terms, find_quantities
from ..text.terms import CHINESE_FUNCTION_WORDS, HAN_CHARACTER
from .align import MIN_ALIGNED_COVERAGE, MIN_ALIGNED_COVERAGE_CJK, asserts, clauses
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Passage, Statement
from .lexicon import WholeWordScreen, holds_chinese
from .phrases import Marks, mentions_any, opening


class CauseNotInEvidence(Rule):
    """The sentence says one fact caused another; the evidence never links them, says the cause is not known,
    relates the effect without the cause, or gives the effect another cause.

    What it does: splits a sentence at a cause word (because, because of, due to, as a result of, owing to, caused
    by, stems from, thanks to, on the back of, driven by, fuelled by, spurred by, attributed to, blamed on, put down
    to, led to, caused, drove, resulted in, therefore, consequently; 由于, 因为, 因, 源于, 源自, 归因于, 归咎于, 得益于,
    受益于, 归功于, 导致, 因而, 因此, 所以, 使得, 致使, 造成, and the cause inside 受…影响 or 受…带动) into its two sides (a
    Chinese cause told after the subject ends at 而, a comma or a comparison: 航班因X而返航, 因高温同比减产; a cause told
    before the cause word is its last clause: "heavy rain" of "Later in the day, heavy rain caused flooding", or, before
    a word of consequence after the effect's subject, the clause before that subject: 原料价格涨了两成，合作社因此上调出厂价),
    and finds each side in the evidence
    clause sharing at least half of its content terms (a third in Chinese). It blocks when the
    two sides are restated by different evidence sentences and no evidence passage has any wording of cause or
    influence (because, due, as a result, driven, attributed, reflecting, amid, after, as; 因, 由于, 导致, 受, 带动,
    拉动, 推动, 影响, 所致, 原因). Evidence that words the link in any way is left to the other gates. It also
    blocks a cause the evidence does not restate (read up to the circumstances told with it: "a bird strike" of "a bird
    strike while cruising at FL350") where an evidence passage says the cause is not known ("the cause ... is still
    under investigation", "has not yet been determined", "was not immediately known", "did not comment on the reasons",
    "did not give a reason", "is yet to be established"; 原因仍在调查中, 原因正在调查, 原因不明, 原因尚未查明, 成因尚需进一步检测确定, 对于调价原因…未作说明,
    原因说法不一);
    against such a passage a cause told in an "as" clause after the effect ("fell 18% as record rainfall kept visitors
    away"; not "as expected", "as the estate reported") blocks too. And it blocks a cause (read up to the circumstances
    told with it) none of whose content terms (one Chinese character is too few) the cited sources hold, not even inside
    a
    longer word ("security" in "cybersecurity") nor, for a Chinese cause, its head (雨 of 暴雨 in 强降雨), where an evidence
    passage shares half of the content terms (a third in Chinese) of the effect or of one of its clauses: a cause
    restated in wholly other words ("heavy rain" for "torrential downpours") blocks too, and is fixed by using the
    source's words. Last, with or without a cause word of its own, a sentence blocks when it restates an effect an
    evidence sentence gives a cause for, holds none of that cause's own words (those its effect does not hold too),
    and holds every word (at least two) of the cause another evidence sentence gives for an effect the sentence
    does not restate.

    Why it matters: "profit fell 22% because raw material prices rose 15%" keeps every figure of a report that
    gives the two facts separately, and adds an explanation no source gave.

    Example: evidence "该公司2023年净利润同比下降22%。另据行业协会数据，2023年主要原材料价格平均上涨15%。", sentence
    "由于原材料价格上涨15%，该公司2023年净利润下降了22%。" blocks; "该公司2023年净利润下降了22%，同年原材料价格上涨15%。"
    passes. Evidence "巡航高度FL350时客舱失压，机组实施紧急下降，失压原因仍在调查中。", sentence "由于鸟击，客舱在巡航时
    失压。" blocks. Evidence "航班于08:05起飞，08:16机组报告左发故障，随后决定返航。", sentence "该航班返航是由于机上乘客突发
    疾病。" blocks; "由于左发故障，航班返航。" passes. Evidence "Morning services were delayed by up to an hour because of a
    signalling fault. Later in the day, heavy rain caused flooding that closed the Harrogate line.", sentence "Heavy
    rain delayed morning services by up to an hour." blocks; "A signalling fault delayed morning services." passes.

    Fix: state the two facts side by side, give the cause in the source's words, or cite evidence that links them.
    """

    code = "FE023"
    family = "FE"
    message = "the sentence links \u201c{cause}\u201d and \u201c{effect}\u201d as cause and effect; {evidence_says}"
    hint = "state the two facts separately, or cite evidence that links them"


CAUSE_NOT_IN_EVIDENCE = CauseNotInEvidence()
RULES: tuple[Rule, ...] = (CAUSE_NOT_IN_EVIDENCE,)

# Cause words after which the cause is told ("Y because X") and after which the effect is (X led to Y).
# 因 alone as in 航班因故障返航, not in 原因, 基因, 因此, 因素, 因地制宜; "due to" not as in "is due to be published" or
# "building due to begin in June" (a time set, not a cause); "as" after a comma, before a clause told in the past
# ("…, as the wettest June in two decades kept people away"), not "as the club had forecast". A reason named after its
# effect (groups ``reason`` and ``reason_zh``: "…; the main reason was X", "…，主要原因是X") is told by the rest of the
# sentence. 来源于 and 来源自 tell where a thing comes from, no cause (样本约六成来源于外地).
_CAUSE_AFTER = re.compile(opening(
    r"\b(?:because(?: of)?|due to(?! (?:be|begin|start|open|close|finish|end|arrive|run|take|launch"
    r"|appear|report|resume|return|complete|meet|vote|decide|expire)\b)|as a result of|owing to|caused by|stems from"
    r"|stemmed from|thanks to|on the back of|driven by|fuell?ed by|spurred by|propelled by"
    r"|attribute[sd]? (?:it )?to|blame[sd]? (?:it )?on|put (?:it )?down to"
    r"|(?<=,\s)as(?=\s+(?:the|a|an|its|their)\s(?![^,;.]*\b(?:forecast|expected|planned|predicted|promised|agreed"
    r"|announced|reported|said|noted|required|usual|before|well)\b)[^,;.]*\b(?:[a-z]{2,}ed|put|cut|hit|kept|drove|"
    r"fell|rose|made|meant)\b)"
    r"|(?P<reason>(?:the|a)\s+(?:main\s+|chief\s+|principal\s+)?reason\s+(?:was|is|being)(?:\s+that)?))\b"
    r"|由于|因为|(?<!来)源于|(?<!来)源自|归因于|归咎于|得益于|受益于|归功于|(?P<reason_zh>(?:主要|直接|根本)?原因(?:主要)?(?:是|在于))"
    r"|(?<![原基诱起成病死主内外动归前近远肇导])因(?![此而素果子应循地人袭故])"),
    re.IGNORECASE,
)
# A cause told inside 受…影响 ("affected by") or 受…带动 ("driven by"): 受春节假期影响，销量下降; 销量受原材料涨价的影响而
# 下降; 受出生人口增长带动. Not the 受 of 接受, 感受, 享受, 遭受, 承受 or 难受.
_INFLUENCED_BY = re.compile(r"(?<![接感享遭承难])受(?:到了?)?(?P<cause>[^,;\uff0c\uff1b\u3002]{2,24}?)的?"
                            r"(?:影响|带动|拉动|推动|提振|拖累)")
_EFFECT_AFTER = re.compile(opening(
    r"\b(?:led to|leads to|lead to|caused(?! by)|causes|drove|resulted in|results in"
    r"|therefore|consequently)\b|导致|因而|使得|致使|造成|因此|所以"),
    re.IGNORECASE,
)
# Words of consequence that may follow the subject of the effect (合作社因此上调出厂价, "the club therefore cancelled"):
# the cause is then the clause before that subject's, in the same sentence.
_CONSEQUENCE = frozenset({"therefore", "consequently", "因此", "所以"})
# A Chinese cause told between 是 or 由 and the word of causing after it: 是船舶抛锚所致, 由电线老化引起, 系操作失误造成的.
_CAUSE_BEFORE_CHINESE = re.compile(r"(?:是|系|由)(?P<cause>[^，。；,;]{2,30}?)(?:所致|所造成|所引起|造成|导致|引起|引发)的?"
                                   r"(?=[，。；,;]|\Z)")
# Every cause word holds one of these: sentences without one are passed over cheaply.
_CAUSE_MARKS = Marks("because", "due to", "a result of", "resulted in", "results in", "owing to", "attribute",
                     "blame", "put down to", "put it down to", "led to", "leads to", "lead to", "caused", "causes",
                     "drove", "stems from", "stemmed from", "therefore", "consequently", "所以",
                     "thanks to", "on the back of", "driven by", "fuelled by", "fueled by", "spurred by",
                     "propelled by", ", as",
                     "由于", "源于", "源自", "归因", "归咎", "因", "导致", "使得", "致使", "造成", "所致", "引起", "受", "得益于",
                     "归功于", "reason")
# A word of each English cause word, whole ("because", "due" of "due to", "back" of "on the back of"): text without
# Chinese holds a cause word only where it holds one of these, and the split of its words serves every screen.
_CAUSE_WORDS = WholeWordScreen("because", "due", "result", "owing", "caused", "stems", "stemmed", "thanks", "back",
                               "driven", "fuelled", "fueled", "spurred", "propelled", "attributed", "blamed", "put",
                               "attribute", "attributes", "blame", "blames",
                               "led", "leads", "lead", "causes", "drove", "resulted", "results", "therefore",
                               "consequently", "reason", "as")
# Any wording of cause or influence in the evidence leaves the link to be read by a person ("results" alone is a
# list of winners, not an outcome of something, "lead cames" are of the metal, and 使 of 使用 is a use).
_LINKING = re.compile(
    r"\b(?:because|due|caus\w*|result(?:ed|ing|s?\s+in)|driv(?:e|es|en|ing)|drivers? of|drove|led|lead(?:s|ing)?\s+to"
    r"|attribut\w*"
    r"|blam\w*|reflect\w*|amid|after|as|since|thanks|owing|fuel\w*|boost\w*|hit|weigh\w*|pressur\w*|impact\w*"
    r"|effect\w*|so|therefore|thus|hence|disrupted|disrupts|triggered|triggers|prompted|prompts|forced|forces|sparked"
    r"|sparks)\b"
    r"|因|由于|导致|引起|引发|受|带动|拉动|推动|影响|所致|原因|使(?!用|命|馆|者|节|团)|致|造成|得益|归功|拖累|冲击",
    re.IGNORECASE,
)
# Evidence saying a cause is not known: "The cause of the pressurisation loss is still under investigation",
# "the cause has not yet been determined", "the cause is yet to be established", 事故原因正在调查中, 原因不明, 原因尚未查明,
# 裂缝成因尚需进一步检测确定, 减产原因尚无定论, 对于调价原因，合作社未作说明, 对下滑的原因说法不一, "the group has not yet
# established why yields dropped".
_CAUSE_LEFT_OPEN = re.compile(opening(
    r"\b(?:root[- ])?causes?\b(?P<of>[^.;!?]{0,80}?)\b(?:(?:is|are|was|were|remains?|remained)\s+"
    r"(?:still\s+|as\s+yet\s+)?(?:under investigation|being investigated|unknown|unclear|undetermined|ongoing"
    r"|under ?way|in progress"
    r"|not (?:yet |immediately )?(?:known|clear|determined))"
    r"|(?:has|have)\s+(?:still\s+)?(?:not\s+(?:yet\s+)?been|yet\s+to\s+be)\s+(?:determined|established|identified)"
    r"|(?:is|are|remains?)\s+(?:yet\s+)?to\s+be\s+(?:determined|established|identified|confirmed))"
    r"|\b(?:did not|didn't|does not|doesn't|declined to|gave no|give no|offered no|has not)\s+(?:comment on\s+"
    r"|give\s+|say\s+|explain\s+|specify\s+|disclose\s+|given\s+)?(?:the\s+|a\s+|any\s+)?reasons?\b"
    r"|\b(?:did not|didn't|declined to|would not|wouldn't)\s+(?:say|explain|specify|disclose)\s+why\b"
    r"|\b(?:has|have|had)\s+(?:not|yet to)\s+(?:yet\s+)?(?:establish|determine|identify|find out|work out)(?:ed)?"
    r"\s+(?:why|what caused)\b"
    r"|原因(?:(?:尚|仍|还)?(?:在|处于)(?:调查|排查|核查|分析|调研|研究)之?中?|正在(?:进一步)?(?:调查|排查|核查|分析|调研|研究))"
    r"|原因[^。；;]{0,12}?(?:未|没有|并未)(?:作|予|做|加)?(?:说明|解释|透露|公布)"
    r"|(?:未|没有|并未)(?:说明|解释|透露|公布)[^。；;，,]{0,8}?原因"
    r"|[原成]因[^。；;]{0,6}?(?:说法不一|看法不一|众说纷纭|存在争议|尚有争议)"
    r"|[原成]因(?:目前)?(?:尚|仍|还)?(?:不明|未明|不详|不清楚|未查明|待查|无定论|无结论|未确定|有待(?:进一步)?(?:调查|查明|确认)"
    r"|[需待](?:要)?(?:进一步)?(?:调查|检测|鉴定|分析|核查|评估)?(?:确定|查明|确认|核实))"),
    re.IGNORECASE,
)
# Where the clause telling what a Chinese cause left open is the cause of (事故 of 事故原因正在调查中) begins.
_CLAUSE_START = re.compile(r"[^,;:\uff0c\uff1b\uff1a\u3002!?\uff01\uff1f]*\Z")
# Where a cause stops and the circumstances told with it begin ("a bird strike while cruising at FL350").
_CIRCUMSTANCES = re.compile(r"[,;\uff0c\uff1b]|\b(?:while|when|during|as|after|before|amid)\b", re.IGNORECASE)
_SENTENCE_BREAK = re.compile(r"[!?\uff01\uff1f\u3002]|\.(?=\s|$)")
_SIDE_BREAK = re.compile(r"[,\uff0c]")
# Where a Chinese cause told after the subject ends, and the rest of the effect begins: "航班因乘客突发疾病而返航",
# "航班由于天气原因，推迟两小时起飞", 管道因老化发生爆裂, or where a comparison of the effect opens: 因高温同比减产12%.
_CHINESE_CAUSE_END = re.compile(r"(?<![然从进反])而(?!且)|[,\uff0c]|发生|出现|引发|引起|同比|环比|[较比](?:上|去)年")
_CHINESE_CLAUSE_BREAK = re.compile(r"[\uff0c\uff1b;]")


def cause_and_effect(statement: Statement) -> tuple[str, str] | None:
    """(cause, effect): the two sides of the one cause word of a sentence."""
    return _sides(statement.text) if _may_tell_causes(statement.text) else None


def causes_told(text: str) -> tuple[tuple[str, str], ...]:
    """The (cause, effect) of each sentence of an evidence text that links the two by one cause word."""
    if not _may_tell_causes(text):
        return ()  # a sentence holds a cause word's mark only where its text does
    starts = [0, *(match.end() for match in _SENTENCE_BREAK.finditer(text))]
    sentences = (text[start:end] for start, end in zip(starts, [*starts[1:], len(text)]))
    return tuple(sides for sentence in sentences if (sides := _sides(sentence)) is not None)


def _may_tell_causes(text: str) -> bool:
    """Whether ``text`` may tell a cause: without Chinese, only where it holds a word of an English cause word whole
    (a set test on the split of its words every screen shares), and then a mark of one."""
    return (holds_chinese(text) or _CAUSE_WORDS.may_match(text)) and mentions_any(text, _CAUSE_MARKS)


def _sides(sentence: str) -> tuple[str, str] | None:
    if not mentions_any(sentence, _CAUSE_MARKS):
        return None
    text = sentence.strip().rstrip(" .\u3002")
    chinese = holds_chinese(text)  # every cause told before its word, or inside 受…影响, holds a Chinese character
    told_as_cause = list(_CAUSE_BEFORE_CHINESE.finditer(text)) if chinese else []
    if len(told_as_cause) == 1:  # 故障是船舶抛锚所致, 事故由电线老化引起
        match = told_as_cause[0]
        return match.group("cause"), text[:match.start()] + text[match.end():]
    influences = list(_INFLUENCED_BY.finditer(text)) if chinese else []
    causes, effects = list(_CAUSE_AFTER.finditer(text)), list(_EFFECT_AFTER.finditer(text))
    if len(influences) + len(causes) + len(effects) != 1:
        # a Chinese sentence telling a cause in one clause and a consequence in another (K86处因司机疲劳驾驶发生追尾，
        # 造成两人轻伤): the first clause's cause and effect
        clauses = _CHINESE_CLAUSE_BREAK.split(text) if not text.isascii() else []
        return next((sides for clause in clauses if len(clause) < len(text)
                     and _CAUSE_AFTER.search(clause) and (sides := _sides(clause)) is not None), None)
    match = (influences or causes or effects)[0]
    before, after = text[: match.start()].strip(" ,\uff0c"), text[match.end():].strip(" ,\uff0c")
    if influences:
        return match.group("cause"), before + after.removeprefix("而")
    if causes and not before:
        # "由于X，Y", "Because X, Y": the cause runs to the first comma
        parts = _SIDE_BREAK.split(after, maxsplit=1)
        if len(parts) != 2:
            return None
        return parts[0].strip(), parts[1].strip()
    if causes and (match["reason"] or match["reason_zh"]):
        return after, before  # a reason named after its effect, "…，主要原因是X", "…; the main reason was X": the rest
    if causes and not match.group().isascii() and (end := _CHINESE_CAUSE_END.search(after)):
        return after[: end.start()].strip(), before + after[end.end():]
    if causes:
        return after, before
    pieces = _SIDE_BREAK.split(before)
    if match.group().lower() in _CONSEQUENCE and not text[: match.start()].rstrip().endswith((",", "\uff0c")):
        # "X，合作社因此上调…": the clause before the effect's subject; none in the sentence, the cause is before it
        return (pieces[-2].strip(), pieces[-1].strip() + after) if len(pieces) > 1 else None
    # "Later in the day, heavy rain caused flooding": the cause is the last clause before the cause word, unless
    # that clause only points back ("…, which led to")
    last = pieces[-1].strip()
    return (last if content_terms(last) else before), after


def _restates(shared: int, terms: frozenset[str], side: str) -> bool:
    """Whether text sharing ``shared`` of the content ``terms`` of ``side`` restates it: at least two, and half of
    them (a third in Chinese)."""
    floor = MIN_ALIGNED_COVERAGE if side.isascii() else MIN_ALIGNED_COVERAGE_CJK
    return shared >= max(2, floor * len(terms))


def _restating_sentence(side: str, evidence: Evidence) -> tuple[Passage, int] | None:
    """The passage and the start of the evidence sentence whose clause restates ``side``: by its terms, or by two
    of them where the passage states every figure of the side ("rose 18% to 132,000" over "Registrations ...:
    132,000, an increase of 18%")."""
    terms = content_terms(side)
    if len(terms) < 2:
        return None
    figures = {item.value for item in find_quantities(side) if item.kind == "value"}
    best = None
    for passage in evidence.passages:
        stated = figures and figures <= {item.value for item in passage.quantities if item.kind == "value"}
        for clause in passage.feature(clauses):
            shared = len(terms & clause.terms)
            if (_restates(shared, terms, side) or stated and shared >= 2) and (best is None or shared > best[0]):
                best = (shared, passage, clause.start)
    if best is None:
        return None
    _, passage, start = best
    breaks = [match.end() for match in _SENTENCE_BREAK.finditer(passage.text, 0, start)]
    return passage, breaks[-1] if breaks else 0


def _left_open(cause: str, effect: str, evidence: Evidence) -> tuple[Passage, str] | None:
    """The passage saying the cause is not known, and its words, when no evidence sentence tells the cause itself
    (up to the circumstances told with it: "a bird strike" of "a bird strike while cruising at FL350") as a cause,
    unless what the passage leaves the cause of open is what the sentence gives as the cause, not as the effect:
    "爆管事故导致停水" over "事故原因正在调查中" says what the accident did, not what caused it. A sentence telling
    the cause as a mere event ("the site onboarded 40 temporary staff") beside a cause left open ("root-cause
    analysis of the mis-picks is still ongoing") does not make it the cause."""
    restating = _restating_sentence(_cause_proper(cause), evidence)
    if restating is not None and _tells_a_cause(*restating):
        return None
    for passage in evidence.passages:
        if (words := passage.feature(cause_left_open)) \
                and not _open_for_the_cause(passage, _cause_proper(cause), effect):
            return passage, words
    return None


def _tells_a_cause(passage: Passage, start: int) -> bool:
    """Whether the evidence sentence of ``passage`` starting at ``start`` holds any wording of cause or influence."""
    end = _SENTENCE_BREAK.search(passage.text, start)
    return _LINKING.search(passage.text, start, end.end() if end else len(passage.text)) is not None


def _open_for_the_cause(passage: Passage, cause: str, effect: str) -> bool:
    """Whether the passage leaves open the cause of something only the sentence's cause side names."""
    subject = content_terms(passage.feature(open_cause_of))
    return bool(subject & content_terms(cause)) and not subject & content_terms(effect)


def open_cause_of(text: str) -> str:
    """What a cause left open is the cause of: "the pressurisation loss" of "The cause of the pressurisation loss is
    still under investigation", 事故 of 事故原因正在调查中; "" where the text does not say."""
    match = _CAUSE_LEFT_OPEN.search(text)
    if match is None:
        return ""
    if match.group("of") is not None:
        return match.group("of")
    before = _CLAUSE_START.search(text, 0, match.start())
    return before.group() if before else ""


def cause_left_open(text: str) -> str | None:
    """The words of ``text`` saying a cause is not known ("the cause ... is still under investigation"), if any."""
    match = _CAUSE_LEFT_OPEN.search(text)
    return match.group() if match else None


def cause_terms(statement: Statement) -> frozenset[str]:
    """The terms of the cause a sentence gives (``_terms_of_cause``); none when it gives no cause. Retrieval looks
    for them in the whole cited source, so that a cause told far from its effect is seen."""
    sides = statement.derived(cause_and_effect)
    return _terms_of_cause(sides[0]) if sides else frozenset()


def _terms_of_cause(cause: str) -> frozenset[str]:
    """The content terms of a cause up to its circumstances, and the head of a Chinese one; a lone Chinese
    character (因病而, 因伤而) says too little to be found missing."""
    proper = _cause_proper(cause)
    terms = frozenset(term for term in content_terms(proper) if len(term) > 1)
    head = _chinese_head(proper)
    return terms | {head} if terms and head else terms


def _chinese_head(cause: str) -> str | None:
    """The last content character of a Chinese cause: a Chinese compound ends in its head (暴雨, 大雨 and 强降雨 are all
    rain, 雨), so evidence holding it may name the cause in other words."""
    heads = [char for char in cause if HAN_CHARACTER.match(char) and char not in CHINESE_FUNCTION_WORDS]
    return heads[-1] if heads else None


def _cause_proper(cause: str) -> str:
    """The cause up to the circumstances told with it ("a bird strike" of "a bird strike while cruising")."""
    return _CIRCUMSTANCES.split(cause, maxsplit=1)[0]


def mentions_cause(passage: Passage, terms: frozenset[str]) -> bool:
    """Whether ``passage`` holds one of the content ``terms`` of a cause, also inside a longer word ("security" in
    "cybersecurity"): a cause is only taken as unnamed when none of its words is there in any form."""
    return bool(terms & passage.terms) or any(term in passage.folded for term in terms)


# The fewest terms of a cause the effect does not hold for those alone to tell whether the evidence names it.
_OWN_CAUSE_TERMS = 3


def _cause_unnamed(cause: str, effect: str, evidence: Evidence) -> Passage | None:
    """The passage relating the effect, when no evidence passage holds any content term of the cause, leaving out a
    head the effect holds too (中 of 上市量集中 over 11月中旬) and, when enough are left, the terms the effect holds (柿子
    of 由于今年柿子大丰收 is what the price is of, not the cause)."""
    terms = frozenset(term for term in _terms_of_cause(cause) if not (len(term) == 1 and term in effect))
    own = terms - content_terms(effect)
    terms = own if len(own) >= _OWN_CAUSE_TERMS else terms
    if not terms or any(mentions_cause(passage, terms) for passage in evidence.passages):
        return None
    return _relating_passage(effect, evidence)


def _relating_passage(effect: str, evidence: Evidence) -> Passage | None:
    """The passage sharing enough content terms with the effect, or with one of its clauses, anywhere in the passage:
    a long effect ("the agent called a customer, and the client is hesitant to enroll") is related by the passage
    telling its last part, and a short one by a passage telling it across clauses ("航班于08:05起飞，…随后决定返航")."""
    for part in dict.fromkeys((effect, *_SIDE_BREAK.split(effect))):
        terms = content_terms(part)
        if len(terms) >= 2:
            passage = evidence.closest(terms)
            if _restates(len(terms & passage.terms), terms, part):
                return passage
    return None


def _unlinked(cause: str, effect: str, evidence: Evidence) -> tuple[Passage, str] | None:
    """The passage showing the evidence does not give the link, and what it says instead: that the cause is not
    known, the effect without the cause, or the two facts apart."""
    if left_open := _left_open(cause, effect, evidence):
        passage, words = left_open
        return passage, f"the evidence says \u201c{words}\u201d"
    if effect_passage := _cause_unnamed(cause, effect, evidence):
        return effect_passage, "the evidence relates the effect but never names that cause"
    cause_found, effect_found = _restating_sentence(cause, evidence), _restating_sentence(effect, evidence)
    if effect_found is not None and (elsewhere := _cause_of_something_else(cause, effect, effect_found, evidence)):
        return elsewhere, "the evidence gives that cause for another effect"
    if cause_found is not None and cause_found != effect_found and _told_beside(*cause_found):
        return cause_found[0], "the evidence only tells that cause beside it"
    if cause_found is None or effect_found is None or cause_found == effect_found:
        return None
    if any(_links_another_cause(passage, effect, cause if passage is cause_found[0] else "")
           for passage in evidence.passages):
        return None
    return cause_found[0], "the evidence states them apart"


# A sentence opening with a word that sets what it tells beside what was told before, no link: 同期, 与此同时, 此外,
# "Meanwhile", "At the same time", "Separately".
_BESIDE_OPENING = re.compile(r"\s*(?:同期|同时|与此同时|此外|另外|另据|meanwhile|at the same time|in the same period"
                             r"|separately|in addition)\b", re.IGNORECASE)


def _told_beside(passage: Passage, start: int) -> bool:
    """Whether the evidence sentence of ``passage`` starting at ``start`` opens by setting what it tells beside what
    was told before (see ``_BESIDE_OPENING``) and words no cause: 同期，社交媒体上“挑战喝豆汁”话题累计播放量超过五亿次
    does not say the visits grew because of it."""
    return _BESIDE_OPENING.match(passage.text, start) is not None and not _tells_a_cause(passage, start)


# A word that opens a cause: what follows it, to the end of its clause, is what brought something about.
_CAUSE_OPENING = frozenset({"because", "due", "after", "as", "since", "amid", "owing", "thanks", "因", "由于"})
_CLAUSE_CLOSE = re.compile(r"[,;.\uff0c\uff1b\u3002]")


def _cause_of_something_else(cause: str, effect: str, effect_found: tuple[Passage, int],
                             evidence: Evidence) -> Passage | None:
    """The passage giving the sentence's cause, every term of it, for an effect the sentence's does not restate,
    where the evidence sentence restating the sentence's effect holds none of the cause's terms:
    受情人节临近影响，本月玫瑰批发价…上涨 gives 情人节 for the price of roses, not for 插花体验课报名人数."""
    mine, theirs = content_terms(cause), content_terms(effect)
    passage, start = effect_found
    close = _SENTENCE_BREAK.search(passage.text, start)
    if not mine or mine & content_terms(passage.text[start:close.end() if close else len(passage.text)]):
        return None
    return next((other for other in evidence.passages for told_cause, told_effect in other.feature(causes_told)
                 if mine <= content_terms(told_cause)
                 and not _restates(len(content_terms(told_effect) & theirs), content_terms(told_effect),
                                   told_effect)), None)


def _links_another_cause(passage: Passage, effect: str, cause: str) -> bool:
    """Whether the passage words a cause or an influence, other than a cause naming two terms of the sentence's
    effect: "went ahead as a duathlon after organisers cancelled the swim leg" gives the cancelling as a cause,
    not a cause of it. In the passage restating the sentence's ``cause`` (empty for the others), a cause opened
    with none of its terms is the cause of that cause ("raised its prices by 6% after sugar and butter costs
    increased"), no link to the effect."""
    terms, causing = content_terms(effect), content_terms(cause)
    for match in _LINKING.finditer(passage.text):
        if match.group().lower() not in _CAUSE_OPENING:
            return True
        close = _CLAUSE_CLOSE.search(passage.text, match.end())
        opened = content_terms(passage.text[match.end():close.start() if close else len(passage.text)])
        if cause and not causing & opened:
            continue
        if len(terms & opened) < 2:
            return True
    return False


def _cause_of_another_effect(statement: Statement, evidence: Evidence) -> tuple[str, str, Passage] | None:
    """(cause, effect, passage) when the sentence restates an effect the evidence gives a cause for, leaves that
    cause out and holds instead the cause the evidence gives for another effect it does not restate: "Heavy rain
    delayed the morning services" over "The morning services were delayed because of a signalling fault. Later,
    heavy rain caused flooding"."""
    if len(statement.terms) < 2:
        return None  # restating an effect takes two of the sentence's terms (``_restates``)
    told = [(cause, effect, passage) for passage in evidence.passages for cause, effect in passage.feature(causes_told)]
    if len(told) < 2:
        return None
    held = [(cause, effect, passage) for cause, effect, passage in told
            if _holds(statement, _own_terms(cause, effect)) and not _restated_in(effect, statement)]
    for cause, effect, passage in told:
        if not _restated_in(effect, statement) or _mentions_any_term(statement, _own_terms(cause, effect)):
            continue
        for other_cause, other_effect, _ in held:
            if other_cause != cause and not _own_terms(other_cause, other_effect) & content_terms(cause + effect):
                return other_cause, effect, passage
    return None


def _own_terms(cause: str, effect: str) -> frozenset[str]:
    """The terms of a cause (``_terms_of_cause``) that its effect does not hold too ("Leeds" of "a signalling
    fault near Leeds" for services between York and Leeds)."""
    return _terms_of_cause(cause) - content_terms(effect)


def _holds(statement: Statement, terms: frozenset[str]) -> bool:
    """Whether the sentence holds every one of at least two cause ``terms``, also inside a longer word."""
    return len(terms) >= 2 and all(term in statement.terms or term in statement.folded for term in terms)


def _mentions_any_term(statement: Statement, terms: frozenset[str]) -> bool:
    return any(term in statement.terms or term in statement.folded for term in terms)


def _restated_in(side: str, statement: Statement) -> bool:
    terms = content_terms(side)
    return _restates(len(terms & statement.terms), terms, side)


# "fell 18% to 41,300 as record July rainfall kept visitors away": a clause opened by "as" after the effect, stating
# something that is not a report of it ("as the estate reported") nor a comparison ("as expected", "as usual").
_AS_CLAUSE = re.compile(r",?\s+\bas\s+(?P<cause>(?!(?:well|usual|expected|planned|scheduled|forecast|predicted"
                        r"|such|part|of|if|though|long|soon|much|many|far|before|ever|always|a|an|per|to|for|with"
                        r"|in|at|on|by|it|its|they|he|she|we|i|you|one|the result|a result)\b)[^,;.]{3,80})",
                        re.IGNORECASE)
_REPORTING = re.compile(r"\b(?:said|says|reported|reports|noted|notes|announced|stated|told|confirmed|expected"
                        r"|forecast|predicted|shown|described|agreed|planned|required)\b", re.IGNORECASE)


def as_cause_and_effect(statement: Statement) -> tuple[str, str] | None:
    """(cause, effect) of a sentence telling its cause in an "as" clause after the effect; it is read only against
    evidence saying the cause was not given, as "as" mostly ties two things in time."""
    if " as " not in statement.text:
        return None
    for match in _AS_CLAUSE.finditer(statement.text):
        cause = match.group("cause").strip()
        if asserts(cause) and not _REPORTING.search(cause) and content_terms(statement.text[: match.start()]):
            return cause, statement.text[: match.start()]
    return None


def tells_a_cause(statement: Statement) -> bool:
    """Whether the sentence gives a cause, by a cause word or in an "as" clause."""
    return statement.derived(cause_and_effect) is not None or statement.derived(as_cause_and_effect) is not None


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    sides = statement.derived(cause_and_effect)
    as_sides = statement.derived(as_cause_and_effect) if sides is None else None
    left_open = _left_open(*as_sides, evidence) if as_sides is not None else None
    if sides is not None and (unlinked := _unlinked(*sides, evidence)):
        (cause, effect), (passage, evidence_says) = sides, unlinked
    elif as_sides is not None and left_open is not None:
        (cause, effect), (passage, words) = as_sides, left_open
        evidence_says = f"the evidence says \u201c{words}\u201d"
    elif elsewhere := _cause_of_another_effect(statement, evidence):
        cause, effect, passage = elsewhere
        evidence_says = "the evidence gives another cause for that effect"
    else:
        return []
    return [CAUSE_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                          cause=excerpt(cause, 60), effect=excerpt(effect, 60),
                                          evidence_says=evidence_says)]
