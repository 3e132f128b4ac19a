"""Hedge words: the wording that marks a statement as tentative (English and Chinese).

Shared by the ledger (a hedged passage is graded C) and the strength gate (hedged evidence cannot carry
certain wording).
"""

from __future__ import annotations

import re

from report_workflow.text.dates import lone_month
from report_workflow.text.normalise import CaseBlind

ENGLISH_HEDGES = (
    "may", "might", "could", "possibly", "perhaps", "likely", "unlikely", "probably", "suggests", "suggest",
    "suggested", "appears", "appear", "appeared", "seems", "seem", "seemed", "indicates", "preliminary",
    "tentative", "tentatively", "presumably", "potentially", "apparently", "we believe", "it is possible",
    "not yet confirmed", "not yet been confirmed", "not been confirmed", "yet to be confirmed", "unconfirmed",
    "estimated", "expected to", "does not rule out", "did not rule out", "not ruling out", "hopes to", "hope to",
    "hoped to", "hoping to", "not yet clear", "unclear whether", "not clear whether", "cannot yet say",
    "unsure", "not sure",
)
CHINESE_HEDGES = (
    "可能", "或许", "也许", "初步", "似乎", "大概", "估计", "预计", "有望", "疑似", "尚待", "待确认", "推测", "推断", "或将", "倾向于",
    "或为", "或系", "仍需进一步", "尚需进一步", "不排除", "正考虑", "正在考虑", "或达", "据知情人士", "怀疑",
    # whether it is so is not yet known (种群是否增长尚不能确定)
    "不能确定", "无法确定", "尚不确定", "尚难确定", "尚不清楚", "尚无定论",
    # not necessarily so (结论未必适用于县域家庭)
    "未必", "不一定", "不见得",
    # nor can it be concluded (无法据此断定喝豆浆能提高骨密度, 尚不能推断因果关系)
    "无法断定", "不能断定", "难以断定", "无法据此断定", "不能据此断定", "无法推断", "不能推断", "难以推断",
    # plans, proposals and aims (拟投资, 计划于2025年投产, 提议提前休渔, 力争年内完工) and a hedged modal (或可降低)
    "拟", "计划", "提议", "力争", "或可",
)
# The hedges that state a plan or aim rather than a doubt: a restatement in the future tense (将于六月表决 for
# 计划于六月进行表决) keeps what they say.
CHINESE_PLANS = ("拟", "计划", "提议", "力争")
# Words that contain a Chinese hedge but state no plan or doubt: a simulation (模拟), a drafted text (草拟, 拟定),
# a plan carried out (按计划完成, 超计划), planning as an institution (计划经济, 计划生育), a named programme
# (《行动计划》, 计划项目), a plan as a document that exists (研发计划, 该计划, 回购计划): reporting on it doubts nothing;
# nor does 或为 where 或 is "or" (或为其充电).
CHINESE_NON_HEDGES = (
    "模拟", "虚拟", "拟合", "比拟", "草拟", "摹拟", "仿拟", "拟定", "拟人", "拟态", "拟声", "拟真", "拟稿",
    "按计划", "依计划", "照计划", "原计划", "超计划", "计划经济", "计划生育", "计划单列", "计划内", "计划外",
    "计划》", "计划项目", "计划书",
    "该计划", "此计划", "这一计划", "这项计划", "年计划", "年度计划", "行动计划", "研发计划", "经营计划",
    "投资计划", "发展计划", "工作计划", "生产计划", "建设计划", "融资计划", "扩产计划", "回购计划", "增持计划",
    "减持计划", "激励计划", "发行计划", "招聘计划",
    # 或 (or) before 为 (for): 停放电动自行车或为其充电
    "或为其", "或为他", "或为她", "或为它", "或为之",
    # a doubt denied (毫不怀疑, 不容怀疑) is certainty
    "不怀疑", "毫不怀疑", "不容怀疑", "毋庸怀疑", "无可怀疑",
)

# "Could not" tells what was not possible ("17 could not be fixed"), no doubt, unless a possibility is not ruled out
# ("could not rule out", "could not be excluded").
_COULD = r"could(?!\s+(?:not|never)\s+(?!(?:be\s+)?(?:rule|ruled|exclude|excluded)\b))"
# "more likely" and "less likely" compare chances ("hamsters in small cages were more likely to chew the bars"), as
# "more often" does: they state a difference found, no doubt of it.
_LIKELY = r"likely(?<!more likely)(?<!less likely)"
_SPECIAL = {"could": _COULD, "likely": _LIKELY}


def _by_first_letter(alternatives: list[str]) -> str:
    """The alternation of ``alternatives`` (each opening with a letter as written) grouped by that letter, each group
    in the order given: only the group of the letter at a position can match there, so it matches what the plain
    alternation does, trying one group at each position instead of every alternative."""
    groups: dict[str, list[str]] = {}
    for alternative in alternatives:
        groups.setdefault(alternative[0], []).append(alternative[1:])
    return "|".join(f"{letter}(?:{'|'.join(rests)})" for letter, rests in groups.items())


# Whole words, and not part of a hyphenated compound: "re-appeared" and "under-estimated" doubt nothing.
_ENGLISH_WORDS = r"(?<![\w-])(" + _by_first_letter([_SPECIAL.get(word, re.escape(word))
                                                    for word in ENGLISH_HEDGES]) + r")(?![\w-])"
_ENGLISH = CaseBlind(_ENGLISH_WORDS)
# "May" the month: a capitalised May next to a day or year number. The word comes first, so that the regex engine
# searches for it; the look-behinds then check what stands before it.
_MONTH_MAY = re.compile(r"May\b(?:(?<=\bMay)(?=\s*\d)|(?<=\d\sMay))")
# 或 before 与…有关 is "may be" (或与持续高温有关), not "or with" (单独或与其他药物联用), and "propose" before "that" a
# proposal, no decision ("Council has proposed that the convention be held"), not the "we propose a model" of a
# paper: hedges only where what follows says so, which a search for the words of the lists above must also look for.
HEDGES_IN_CONTEXT = ("或与", "propose", "proposed", "proposes")
_MAYBE_RELATED = r"或与(?=[^，。；！？,;]{1,30}?有关)"
_PROPOSED_THAT = CaseBlind(r"\bpropos(?:e|ed|es)(?=\s+that\b)")
_CHINESE = re.compile("|".join(re.escape(word) for word in CHINESE_HEDGES) + "|" + _MAYBE_RELATED)
_CHINESE_NON_HEDGE = re.compile("|".join(re.escape(word) for word in CHINESE_NON_HEDGES))


def _chinese_hedges(text: str) -> list[str]:
    """The Chinese hedges of ``text``, leaving out those inside a word that only contains one (模拟, 按计划)."""
    found = list(_CHINESE.finditer(text))
    if not found:
        return []
    covered = {index for match in _CHINESE_NON_HEDGE.finditer(text) for index in range(match.start(), match.end())}
    return [match.group(0) for match in found if match.start() not in covered]


def find_hedges(text: str) -> list[str]:
    """The hedge words in ``text``, lower-cased, in order of appearance."""
    english = list(_ENGLISH.finditer(text))
    if "propos" in text.lower():
        english = sorted((*english, *_PROPOSED_THAT.finditer(text)), key=lambda match: match.start())
    chinese = [] if text.isascii() else _chinese_hedges(text)
    months = _months_named_may(text, english) if english and "May" in text else set()
    return [match.group(0).lower() for match in english if match.start() not in months] + chinese


def _months_named_may(text: str, hedges: list[re.Match[str]]) -> set[int]:
    """Where the hedges found are May the month: next to a day or year number ("May 5", "May 2024"), or placed as a
    month by the word before it ("from May to July", see ``dates.lone_month``)."""
    months = {match.start() for match in _MONTH_MAY.finditer(text)}
    return months | {match.start() for match in hedges if lone_month(text, match.start(), match.end()) is not None}
