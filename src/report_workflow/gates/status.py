"""FE status: "has received planning permission" needs evidence that permission was received, not applied for.

A stage told as reached (received, approved, completed, convicted, 已建成, 审议通过, 终审判决) where the evidence tells the
same thing as only applied for, pending, planned, under way, at an earlier step of its procedure (charged, a draft, a
first-instance judgment under appeal) or some way short of done ("about 60% complete", 已完成约60%) keeps
every name and number of the source and moves the event forward; no word or number gate sees it.
"""

from __future__ import annotations

import re

from ..text import content_terms
from ..text.numerals import parse_cjk_numeral
from .align import Alignment, sentence_alignments
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .lexicon import IRREGULAR_PAST, WholeWordScreen, base_form, holds_chinese
from .phrases import Marks, mentions_any, opening


class StageNotReached(Rule):
    """The sentence says a stage was reached; the evidence says it is only applied for, pending, planned or under
    way.

    What it does: reads each clause of the sentence telling a stage as reached (received, granted, awarded, approved,
    completed, finished, obtained, opened, built, secured, convicted, found guilty, adopted, enacted, agreed to,
    agreed a deal, added to the list; a thing changed: has moved its …, has switched the …; a requirement in force:
    requires, required, mandatory, compulsory, obliged;
    已完工, 已完成, 已建成, 已获批, 已批准, 已获…批准, 已开通, 已敲定, 最终敲定,
    已竣工, 已确定, 已决定, 已与…签约, 基本完工, 建成, 竣工, 审议通过, 正式批复, 终审判决, 出台, 正式印发, 已认定, 已入选, 已被列入, 已将…认定为; a change in force: 已上调, 已实施,
    已将…调整为) and not as planned, not yet or part done before it (plans to, expected, will, not yet, 70% complete; 计划, 预计,
    将于, 尚未, 已完成约70%; nor set as a condition in its clause: "if the protection is granted", "Should it be granted", "once
    approved", 如获批准; a word naming the thing, "the plan ... was approved" or "Plans for …" opening the sentence, is no
    such word, nor is 申请 or 申报 right before what became of it, 注册申请已获…核准; a date may stand between 已 and its
    verb, 已于8月上旬获…批复; "received", "secured" or "obtained" before an amount, "received 388 applications", counts
    things in). It blocks when the evidence clauses the clause is aligned
    with give a share of the work done well short of all of it (below 90%: "about 60% complete", 已完成约60%, 完成约七成), or
    tell the stage only as sought, coming or at an earlier step of its procedure (applied, asked to, requested,
    submitted, pending, expected, planned, proposed, proposing, offered, under review, draft, recommended approval,
    recommends, recommending, resolved to recommend, "has recommended", charged, "is due to consider", "discussed a
    proposal"; 申请,
    申报, 参加…评审, 待批, 计划, 拟, 洽谈, 预计, 初步考虑, 研究…可行性, 在建, 尚未, 尚需, 将于, 草案, 提请, 提交或报送…审议, 报…审批, 初次审议, 征求…意见, 原则同意,
    报…审定, 批前公示, 一审, 上诉) with no word of a stage reached, or when a record's status line gives it so
    ("Status: Awaiting decision", 办理状态：待审批); a stage set as a condition ("if approved, the bond could be issued")
    is none.

    Why it matters: an application is not a permission and a tower 60% built is not finished; the report keeps
    every name and figure and tells the reader a decision or a completion that has not happened.

    Example: evidence "The council has applied for permission to build a 40 MW solar farm; a decision is expected
    in June.", sentence "The council has received permission to build a 40 MW solar farm." blocks; "The council has
    applied for permission to build a 40 MW solar farm." passes. Evidence "地铁5号线隧道掘进已完成约70%。", sentence
    "地铁5号线隧道掘进已基本完成。" blocks.

    Evidence "Police have charged a 41-year-old woman with arson.", sentence "A 41-year-old woman has been
    convicted of arson." blocks.

    Evidence "The regulator published guidance recommending that providers offer a social tariff.", sentence "The
    regulator now requires providers to offer a social tariff." blocks.

    Fix: tell the stage the evidence gives (applied for, under way, charged, the share done).
    """

    code = "FE028"
    family = "FE"
    message = "the sentence says \u201c{stage}\u201d; the evidence says \u201c{evidence_stage}\u201d"
    hint = "tell the stage the evidence gives: \u201c{evidence_stage}\u201d"


STAGE_NOT_REACHED = StageNotReached()
RULES: tuple[Rule, ...] = (STAGE_NOT_REACHED,)

# 已, 已经, and a date between it and its verb: 已于8月上旬获…批复.
_ALREADY = r"已(?:经)?(?:于[^，。；、,;]{1,12}?)?"
_REACHED_CHINESE = (_ALREADY + r"(?:基本|全部|全面|顺利)?(?:完工|完成|建成|获批|批准|获得|开通|竣工|投用|投产|通过)"
                    r"|" + _ALREADY + r"(?:将|正式)?(?:上调|下调|调整|调高|调低|提高|降低|实施|实行|执行|启用|上线|生效)"
                    r"|" + _ALREADY + r"将(?=[^，。；、,;]{1,30}?(?:调整|上调|下调|提高|降低|改)[为到]|[^，。；、,;]{1,30}?[调提降][至到]"
                    r"|[^，。；、,;]{1,30}?(?:认定|评定|命名|列为|列入|纳入))"
                    r"|" + _ALREADY + r"(?:被|获)?(?:正式)?(?:认定|评定|命名|列为|列入|入选|入围|纳入)"
                    r"|" + _ALREADY + r"(?:正式|最终)?(?:确定|决定|敲定|定案|拍板)|(?:最终|正式)(?:敲定|定案|拍板)"
                    r"|" + _ALREADY + r"获[^，。；、,;]{1,12}?(?:批准|核准|通过|批复)"
                    r"|" + _ALREADY + r"(?:与[^，。；、,;]{1,16}?)?(?:正式)?(?:签约|签订|签署|达成)"
                    r"|基本(?:完工|完成|建成)|建成|竣工|(?:审议|表决)通过|正式批复|终审(?:判决|裁定)?|二审判决|判决生效"
                    r"|出台|正式(?:印发|发布|施行)")
# A stage the sentence tells as reached ("approved", "has been given planning permission", "won approval").
_CLAIMED = re.compile(opening(
    r"\b(?:received|granted|awarded|approved|completed|finished|obtained|opened|built|secured"
    r"|convicted|found guilty|adopted|enacted"
    r"|agreed(?: to|(?= (?:a|an|the|its|their) (?:[\w-]+ ){0,2}"
    r"(?:deal|agreement|contract|lease|settlement|terms|plan|budget|merger|partnership|pact|treaty"
    r"|accord|ceasefire|truce|sale|purchase|fee|rent|price)\b))|requires?|required|mandatory"
    r"|compulsory|obliged"
    r"|(?:given|won|gained|got)\s+(?:planning\s+)?(?:permission|approval|consent|the\s+go-ahead"
    r"|the\s+green\s+light)"
    r"|(?<=has )(?:moved|switched)(?=\s+(?:its|their|the)\s)|(?<=have )(?:moved|switched)(?=\s+(?:its|their|the)\s)"
    r"|added\s+to\s+(?:the\s+|its\s+)?(?:[\w'\u2019-]+\s+){0,4}?(?:list|register))\b|"
    + _REACHED_CHINESE),
    re.IGNORECASE,
)
# The word of each English claimed stage ("guilty" of "found guilty", "require" of "requires").
_CLAIMED_ENGLISH = ("received", "granted", "awarded", "approved", "completed", "finished", "obtained", "opened",
                    "built", "secured", "convicted", "guilty", "adopted", "enacted", "agreed", "require", "mandatory",
                    "compulsory", "obliged", "given", "won", "gained", "got", "added", "moved", "switched")
# Every claimed stage holds one of these words: a cheap screen before the pattern.
_CLAIMED_MARKS = Marks(*_CLAIMED_ENGLISH,
                       "完工", "完成", "建成", "获批", "批准", "获得", "开通", "竣工", "投用", "投产", "通过", "批复", "终审", "判决",
                       "已将", "已经将", "已上调", "已下调", "已调", "已提高", "已降低", "已实施", "已实行", "已执行", "已启用",
                       "已上线", "已生效", "已正式", "已经", "已被", "已获", "已认定", "已确定", "已决定", "已评定", "已命名", "已列",
                       "已入", "出台", "正式", "签约", "签订", "签署", "达成")
# Those words whole, with the forms of "require" a claim writes: text without Chinese claims a stage only where it holds
# one of these, a set test on the split of its words every screen shares.
_CLAIMED_WORDS = WholeWordScreen(*_CLAIMED_ENGLISH, "requires", "required")
# Wording of a stage reached that the evidence may use instead of the sentence's word; not a stage to come ("is
# expected to be completed", "will be approved", "recommended that consent be granted") nor one set as a condition
# ("if approved, the bond could be issued").
_NOT_AFTER_COMING = r"(?<!\bbe )(?<!\bif )(?<!\bonce )(?<!\bunless )(?<!\buntil )"
_REACHED = re.compile(opening(_NOT_AFTER_COMING + r"\b"
                              r"(?:received|granted|awarded|approved|completed?|finished|obtained|opened|built|secured"
                              r"|launched|won|passed|signed|finali[sz]ed|inaugurated|done|in (?:operation|service)"
                              r"|convicted|found guilty|adopted|enacted|requires?|required|must|mandatory|compulsory"
                              r"|obliged|voted\b[^.;]{0,30}?\bto (?:approve|adopt|pass|accept|ratify))\b|"
                              + _REACHED_CHINESE), re.IGNORECASE)
# A stage sought or coming: in the sentence it is no claim of a stage reached; in the evidence, the stage it gives.
_NOT_YET = re.compile(opening(
    r"\b(?:appl(?:y|ies|ied|ying)|applications?|pending|awaiting|expected|expects?|plans?|planned"
    r"|propos(?:e|ed|es|ing)|offer(?:s|ed|ing)?|will|yet to|not yet"
    r"|under (?:way|construction|review|consideration)"
    r"|in progress|being (?:built|considered|reviewed)|submitted|lodged|draft|charged|accused"
    r"|deferred|adjourned|postponed|held over"
    r"|recommend(?:s|ed)? (?:approval|that)|recommends|recommending|to recommend"
    r"|(?:has|have|had) recommended|asked\s+(?:[\w'-]+\s+){0,4}?to|request(?:s|ed|ing)?"
    r"|(?:discuss|consider|debat|review)(?:e|ed|es|ing|s)?\s+(?:a|an|the)\s+(?:proposal|plan|motion)"
    r"|(?:is|are) due to (?:be|appear|consider|decide|vote|hear|rule|stand|meet|sign|open|start))\b"
    r"|\bproposals?(?=\s*:)"
    r"|申请|申报|参评|参加[^，。；,;]{0,40}?评[审选]|待(?:审批|批|定|建|确认)|计划|拟|洽谈|商谈|磋商|预计"
    r"|正在|在建|推进|尚未|尚需|尚待|将于|即将|草案|提请|报请|上报|报批"
    r"|(?:提交|报送|送交|呈报)[^，。；,;]{0,12}?审议|报(?![告道名纸刊社])[^，。；,;]{1,8}?审(?:批|定)"
    r"|初次审议|征求[^，。；,;]{0,8}?意见|原则(?:上)?(?:同意|通过)|初步考虑|研究[^，。；,;]{0,12}?可行性"
    r"|批前公示|环(?:境影响)?评价?[^，。；,;]{0,6}?公示|一审|上诉|受理|审查阶段|审查中"),
    re.IGNORECASE,
)
# An amount right after "received", "secured" or "obtained": things counted in, not a stage reached ("received 178
# more applications", "received 20 months", "secured 12 seats").
_COUNTED_AFTER = re.compile(r"\s+(?:(?:about|around|nearly|almost|more than|over|some|a total of"
                            r"|an? (?:extra|further|additional))\s+)?(?:[\d$£€¥]|(?:one|two|three|four|five|six"
                            r"|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|dozen)\b)",
                            re.IGNORECASE)
_TAKING_IN = frozenset({"received", "secured", "obtained"})
# A share of the work done: "about 60% complete", 已完成约60%, 进度达60%, 完成约七成.
_SHARE_DONE = re.compile(r"(?P<english>\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+(?:complete|completed|done|finished|built)\b"
                         r"|(?:完成|进度|建成)[^，。；,;\d]{0,4}?(?:(?P<chinese>\d+(?:\.\d+)?)\s*[%％]"
                         r"|(?P<tenths>[一二三四五六七八])成)", re.IGNORECASE)
_ALL_BUT_DONE = 90.0


def short_of_done(text: str) -> str | None:
    """The words of ``text`` giving a share of the work done well short of all of it."""
    for match in _SHARE_DONE.finditer(text):
        tenths = parse_cjk_numeral(match.group("tenths")) if match.group("tenths") else None
        share = 10.0 * tenths.value if tenths is not None else float(match.group("english") or match.group("chinese"))
        if share < _ALL_BUT_DONE:
            return match.group()
    return None


# A stage denied right before its word: "are not finished", "has not been approved", "wasn't granted".
_DENIED_BEFORE = re.compile(r"(?:\b(?:not|never)|n['\u2019]t)\s+(?:(?:yet|been|be|fully|quite|entirely)\s+){0,2}\Z",
                            re.IGNORECASE)
# What the evidence gives only as planned, sought or forecast, with its verb: "will enter", "is to be placed", "is
# scheduled to open", "plans to close", "has applied to vary", "is minded to grant".
_PLANNED = re.compile(opening(
    r"\b(?:will|shall|(?:is|are)\s+(?:to|scheduled to|set to|due to|planned to|minded to)|plans?\s+to"
    r"|planning\s+to|appl(?:y|ies|ied)\s+to|seeks?\s+to|sought\s+to|intends?\s+to"
    r"|propos(?:e|es|ed)\s+to)\s+(?:be\s+)?(?P<verb>[a-z]{3,})\b"),
    re.IGNORECASE,
)
# Every plan but "will" and "shall" holds "to " after one of these words: texts without one are passed over cheaply.
_BEFORE_PLANNED_TO = ("is ", "are ", "scheduled ", "set ", "due ", "planned ", "plans ", "plan ", "planning ",
                      "minded ", "apply ", "applies ", "applied ", "seek ", "seeks ", "sought ", "intend ", "intends ",
                      "propose ", "proposes ", "proposed ")
# A verb told as done: a regular past form or an irregular one (see ``lexicon.IRREGULAR_PAST``).
_WORD = re.compile(r"\b[a-z]{3,}\b")
# Terms a sentence shares with the passage, besides the verb, for the two to tell one event.
_SHARED_TERMS = 3


def _plan_told_as_done(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FE028 for an English sentence telling as done, in the past, what the evidence gives only as planned ("The
    satellite entered a 500 km orbit" over "the satellite will enter a 500 km orbit"): the verb the evidence plans
    told in a past form, the sentence naming no plan itself, at least three more of its terms in that passage, and no
    passage telling that verb as done."""
    text = statement.text
    if not text.isascii():
        return []
    planned = [(passage, verb, phrase) for passage in evidence.passages for verb, phrase in passage.feature(_plans)]
    if not planned or _PLANNED.search(text) or _to_come(text):
        return []
    done = statement.feature(_claimed_done)
    for passage, verb, phrase in planned:
        hits = [term for term in verb if term in done]
        if hits and len((statement.terms & passage.terms) - verb) >= _SHARED_TERMS:
            told = frozenset().union(*(other.feature(_told_done) for other in evidence.passages))
            if hit := next((done[term] for term in hits if term not in told), None):
                return [STAGE_NOT_REACHED.finding(sentence=text, span=statement.span, evidence=passage.ref,
                                                  stage=hit, evidence_stage=phrase)]
    return []


def _plans(text: str) -> tuple[tuple[frozenset[str], str], ...]:
    """The verbs ``text`` gives as planned (see ``_PLANNED``), each as its terms with the words that plan it."""
    if not _may_plan(text):
        return ()
    return tuple((content_terms(found["verb"]), found.group()) for found in _PLANNED.finditer(text))


def _may_plan(text: str) -> bool:
    """Whether ``text`` holds, in any letter case, "will ", "shall " or "to " after one of ``_BEFORE_PLANNED_TO``:
    each "to " is looked behind, not the whole text searched for every mark."""
    lowered = text.lower()
    if "will " in lowered or "shall " in lowered:
        return True
    at = lowered.find("to ")
    while at != -1:
        if lowered.endswith(_BEFORE_PLANNED_TO, 0, at):
            return True
        at = lowered.find("to ", at + 1)
    return False


def _told_done(text: str) -> dict[str, str]:
    """The terms of the verbs ``text`` tells in a past form, each with the form it is told in."""
    return {term: word for word in _WORD.findall(text.lower()) if word.endswith("ed") or word in IRREGULAR_PAST
            for term in content_terms(base_form(word))}


# A modal a few words before a past participle: "can have bulky waste collected" tells what may be done, not a deed.
_MODAL_BEFORE = re.compile(r"\b(?:can|could|may|might|will|would|shall|should|must)(?:\s+[\w'-]+){0,4}\s+\Z")
_MODAL_REACH = 50


def _claimed_done(text: str) -> dict[str, str]:
    """The terms of the verbs a sentence tells in a past form (see ``_told_done``), but for a participle a modal
    governs."""
    lowered = text.lower()
    return {term: word for term, word in _told_done(text).items()
            if not all(_MODAL_BEFORE.search(lowered, max(0, found.start() - _MODAL_REACH), found.start())
                       for found in re.finditer(rf"\b{re.escape(word)}\b", lowered))}


# An application named as what was decided on: 注册申请已获…核准, 申报获批 tell the application's fate, not that it is
# only applied for.
_APPLYING = frozenset({"申请", "申报"})
_DECIDED_AFTER = re.compile(r"(?:已经?|均已|获|被)")
# A word of a stage to come read as part of a name for the thing, not as its stage: "the plan", "its application",
# "the Trust's proposed extension"; in a sentence, a capitalised word opening it ("Plans for a yew maze have been
# approved").
_NAMING = re.compile(r"(?:\b(?:the|a|an|its|their|his|her|our|this|that)|'s|\u2019s|s')\s+$", re.IGNORECASE)


def _to_come(text: str, end: int | None = None, *, sentence: bool = False) -> re.Match[str] | None:
    """The first word of ``text`` (before ``end``) telling a stage as sought or coming, not one naming the thing
    ("the plan ... has been approved", "voted to approve a plan", 由县山药协会申请的“怀川山药”商标; a ``sentence``
    opening with "Plans for")."""
    return next((match for match in _NOT_YET.finditer(text, 0, len(text) if end is None else end)
                 if not _NAMING.search(text, 0, match.start()) and not _NAMED_BY.match(text, match.end())
                 and not (match.group() in _APPLYING and _DECIDED_AFTER.match(text, match.end()))
                 and not (sentence and match.group()[:1].isupper() and not text[:match.start()].strip())), None)


def _evidence_stage(texts: tuple[str, ...]) -> str | None:
    """The words of the aligned evidence ``texts`` telling the stage as short of reached, if they do: an application
    only accepted for review is short of any stage after it."""
    for text in texts:
        if share := short_of_done(text):
            return share
    accepted = next((found.group() for text in texts if (found := _ACCEPTED_FOR_REVIEW.search(text))), None)
    if accepted is None and any(_REACHED.search(text) for text in texts):
        return None
    return next((match.group() for text in texts if (match := _to_come(text))), accepted)


# A stage reached that is only the first step of a procedure: an application accepted for review (已获得…受理,
# "accepted for consideration").
_ACCEPTED_FOR_REVIEW = re.compile(r"(?:获得?|予以|已)[^，。；,;]{0,12}?受理"
                                  r"|\baccepted\s+for\s+(?:consideration|review|assessment|processing)\b",
                                  re.IGNORECASE)


_AWAITED_REACH = 14
# What makes a word of a stage to come part of a name, not the stage of what follows: 申报的“竹编灯彩制作技艺”列入.
_NAMED_BY = re.compile(r"[的“”\"]")


def _awaited(texts: tuple[str, ...], claimed: str) -> tuple[int, str] | None:
    """Which of ``texts`` tells as to come the very stage the sentence claims, though it may tell another as reached,
    and with which word: 尚待省水利厅批复 after 已通过专家评审 for 已获…批复, "awaiting approval" for "approved"; none
    where the texts also tell that stage reached."""
    stage = _stage_word(claimed)
    if _stage_reached(texts, stage):
        return None
    return next(((index, word) for index, text in enumerate(texts) if (word := _awaiting(text, stage))), None)


def _stage_reached(texts: tuple[str, ...], stage: str) -> bool:
    """Whether ``texts`` tell ``stage`` as reached (see ``_REACHED``)."""
    return any(stage in reached.group().lower() for text in texts for reached in _REACHED.finditer(text))


def _awaiting(text: str, stage: str) -> str | None:
    """The words of ``text`` telling ``stage`` as to come, after them or in them (报市政府审批), unless they name the
    thing (申报的“…”列入)."""
    return next((match.group() for match in _NOT_YET.finditer(text)
                 if stage in match.group()[1:] and not match.group().isascii()
                 or stage in (after := text[match.end():match.end() + _AWAITED_REACH].lower())
                 and not _NAMED_BY.search(after, 0, after.index(stage))), None)


def _stage_word(claimed: str) -> str:
    """The word of a stage a claim names, as its forms to come write it too: 批 of 已获省水利厅批复 (报…审批 awaits it),
    "approv" of "approved", "grant" of "granted", "agre" of "agreed to" (its longest word)."""
    word = max(claimed.lower().split(), key=len)
    if not word.isascii():
        return "批" if "批" in word[-2:] else word[-2:]  # 批准, 获批 and 批复 are the approval 审批 awaits
    return word[:max(3, min(len(word) - 2, 6))]


# A line of a record giving the stage of what the record is about: "Status: Awaiting decision", 办理状态：待审批.
_STATUS_LINE = re.compile(r"\s*(?:(?:current\s+|application\s+)?(?:status|stage|decision)|(?:办理|审批|当前)?(?:状态|进度|进展))"
                          r"\s*[:：]\s*(?P<stage>[^\n]+)", re.IGNORECASE)


def claims_stage(text: str) -> bool:
    """Whether ``text`` tells a stage as reached somewhere ("has been granted", 已建成)."""
    return (holds_chinese(text) or _CLAIMED_WORDS.may_match(text)) and mentions_any(text, _CLAIMED_MARKS) \
        and _CLAIMED.search(text) is not None


def status_line(text: str) -> str | None:
    """The stage a record's status line gives as sought or coming ("Status: Awaiting decision"), if ``text`` is
    one and gives no stage reached."""
    line = _STATUS_LINE.match(text)
    if line is None or _REACHED.search(line["stage"]):
        return None
    return line["stage"].strip().rstrip(".。") if _to_come(line["stage"]) else None


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if planned := _plan_told_as_done(statement, evidence):
        return planned
    if not claims_stage(statement.text):
        return []
    for clause, alignment in sentence_alignments(statement, evidence):
        claimed = _stage_claimed(statement.text[clause.start : clause.end])
        if claimed is None or _told_alike(claimed.group(), alignment.texts):
            continue
        texts = alignment.texts + _labels_before(alignment)
        awaited = _awaited(texts, claimed.group())
        if evidence_stage := awaited[1] if awaited else _evidence_stage(texts):
            return [STAGE_NOT_REACHED.finding(sentence=statement.text, span=statement.span,
                                              evidence=alignment.passage.ref, stage=claimed.group(),
                                              evidence_stage=evidence_stage)]
    # the stage to come in a passage the clause did not align with, as a heading aligned better
    claimed = _stage_claimed(statement.text)
    if claimed is not None and (awaited := _awaited(tuple(passage.text for passage in evidence.passages),
                                                    claimed.group())) is not None:
        index, word = awaited
        return [STAGE_NOT_REACHED.finding(sentence=statement.text, span=statement.span,
                                          evidence=evidence.passages[index].ref, stage=claimed.group(),
                                          evidence_stage=word)]
    # the record's status line, which no clause restates: "consent has been granted" over "Status: Awaiting decision"
    found = next(((passage, stage) for passage in evidence.passages if (stage := passage.feature(status_line))), None)
    if claimed is not None and found is not None:
        return [STAGE_NOT_REACHED.finding(sentence=statement.text, span=statement.span, evidence=found[0].ref,
                                          stage=claimed.group(), evidence_stage=found[1])]
    return []


# The label of a record's field right before a clause ("Proposal: change of use of …"): the stage of what it says.
_LABEL_BEFORE = re.compile(r"\b[A-Z][a-z]+(?: [a-z]+)?\s*:\s*\Z")
_LABEL_REACH = 24


def _labels_before(alignment: Alignment) -> tuple[str, ...]:
    """The field labels right before the aligned clauses, as more texts telling their stage."""
    text = alignment.passage.text
    return tuple(label.group() for clause in alignment.clauses
                 if (label := _LABEL_BEFORE.search(text, max(0, clause.start - _LABEL_REACH), clause.start)))


def _told_alike(claimed: str, texts: tuple[str, ...]) -> bool:
    """Whether the evidence ``texts`` tell an English stage as reached in the sentence's own words ("agreed to" over
    "The committee agreed to apply"), not as to come ("that consent be granted"): what the stage led to is then the
    evidence's, not a stage the sentence moved on."""
    told = re.compile(rf"{_NOT_AFTER_COMING}\b{re.escape(claimed.lower())}\b")
    return claimed.isascii() and any(told.search(text.lower()) for text in texts)


# A condition the stage is set in, in its clause before it: "If granted", "if the protection is granted", "Should
# the protection be granted", "Were the bid approved", 如获批准, 一旦获批.
_CONDITION_BEFORE = re.compile(r"(?:\b(?:if|once|unless|until|provided|providing|whether)\b"
                               r"|(?:^|[,;:]\s*)(?:should|were)\b|如果?|若|一旦|倘若|假如|待)[^,;:\uff0c\uff1b\uff1a]*\Z",
                               re.IGNORECASE)


def _stage_claimed(text: str) -> re.Match[str] | None:
    """The first word of ``text`` telling a stage as reached, unless a word before it tells it as sought, coming,
    part done, denied or set as a condition, or it counts things in ("received 388 applications")."""
    claimed = _CLAIMED.search(text)
    if claimed is None or _to_come(text, claimed.start(), sentence=True) or short_of_done(text) \
            or _DENIED_BEFORE.search(text, 0, claimed.start()) \
            or _CONDITION_BEFORE.search(text[: claimed.start()].strip()) \
            or claimed.group().lower() in _TAKING_IN and _COUNTED_AFTER.match(text, claimed.end()):
        return None
    return claimed
