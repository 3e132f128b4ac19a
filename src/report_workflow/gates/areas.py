"""FE areas: a closure, outage or restriction the evidence gives part of an area is not one over all of it.

"Branches in its Eastern region will close" and "branches will close nationwide" share every word but the one that
says where; so do 开发区东片部分区域将暂停供电 and 开发区将全面停电. The coverage floor passes the sentence, and no
figure changes, so the extent gate for figures (FE035) does not see it either.
"""

from __future__ import annotations

import re

from .align import clauses, sentence_alignments
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class AreaWidened(Rule):
    """The sentence says something holds over a whole area; the evidence says it holds only in part of it.

    What it does: reads each clause of the sentence saying it covers a whole area (nationwide, nationally, statewide,
    citywide, "across the city", "across the whole of the province", "throughout the county", "anywhere in the city
    centre"; 全域, 全境, 全面停电, 全部停水, 全市范围, 全市, 全省, 全国, not a body such as 全国人大) and the evidence sentence its clause is
    aligned with (or, when the clause is aligned with none, the one sharing the most of the sentence's words). It blocks
    when that sentence names only a part (部分区域, 部分养殖区, 局部, 东片, a pilot in a named township or street, 镇湖街道试点, a count of
    pilots, 8所试点小学, the places of a count named, 在三河、柳塘两个镇; "parts of", "some areas", "in its Eastern region",
    "in the Ashby and Moorside districts", "within the Porthallow and St Merryn Creek area", "in the Oldfield ward", "in
    these districts", "three of the province's five districts"), or the chosen evidence says the rest is not affected
    ("other regions are not affected", 其他区域不受影响, 其他海域暂未发现异常) or holds otherwise ("Elsewhere in the city
    centre, amplification is allowed"), and that sentence does not say the whole; where it names neither, another
    passage sharing three terms of the sentence's clause and naming a part is read instead.

    Why it matters: a water cut in three districts and one across the city send different people to fetch water;
    every name, time and figure of the notice survives the widening.

    Example: evidence "因设备检修，6月8日8时至17时，开发区东片部分区域将暂停供电。", sentence "6月8日8时至17时，开发区将全面
    停电。" blocks; "6月8日8时至17时，开发区东片部分区域将停电。" passes. Evidence "Corrin Bank will close 14 branches in
    its Eastern region.", sentence "Corrin Bank is closing 14 branches nationwide." blocks.

    Fix: name the part of the area the evidence names.
    """

    code = "FE036"
    family = "FE"
    message = "the sentence says \u201c{whole}\u201d; the evidence gives only \u201c{part}\u201d"
    hint = "name the part the evidence names: \u201c{part}\u201d"


AREA_WIDENED = AreaWidened()
RULES: tuple[Rule, ...] = (AREA_WIDENED,)

_AREAS = r"(?:country|nation|city|town|province|county|region|state|borough|district|island|network|territory)"
# A whole area the sentence covers.
_WHOLE = re.compile(
    rf"\b(?:(?:nation|country|state|city|province|county|region|network|borough|district)-?wide|nationally"
    rf"|across (?:the )?(?:whole |entire )?(?:of )?(?:the )?{_AREAS}|across the (?:whole|entirety) of"
    rf"|throughout the (?:whole |entire )?{_AREAS}|(?:in|across) every (?:part|district|area) of"
    rf"|anywhere in (?:the )?(?:whole |entire )?(?:city centre|town centre|{_AREAS}))\b"
    r"|全域|全境|全面(?=停|断|封|限|关|暂停)|全部(?=停|断|封|暂停)|全(?:市|区|县|城|省|国)(?!人大|政协|人民代表)(?:范围)?",
    re.IGNORECASE)
_WHOLE_MARKS = Marks("wide", "across", "throughout", "every", "nationally", "anywhere", "全")
# A part of an area the evidence names.
_PART = re.compile(
    r"(?<!大)部分(?:区域|地区|地方|路段|小区|街道|用户|养殖区|海域|水域|乡镇|村庄)|局部|[东西南北]片"
    r"|(?:街道|乡|镇|村|社区|片区|园区|新区)[^，。；、,;\d]{0,6}?试点|(?:\d+|[一二两三四五六七八九十]+)(?:所|个|家|处|座)试点"
    r"|在[^，。；,;\d]{1,16}?(?:\d+|[一二两三四五六七八九十]+)个(?:乡镇|镇|乡|村|街道|社区|片区)"
    r"|\b(?:(?:in )?parts of|some (?:areas|parts|districts)|in (?:its|the|their) (?:[A-Z][\w-]+ )+region"
    r"|(?:in|within) the (?:[A-Z][\w-]+,? )+(?:and (?:[A-Z][\w-]+ )+)?(?:district|area|ward|zone|parish|estate"
    r"|neighbou?rhood)s?"
    r"|in (?:these|those|the affected|the following) (?:districts|areas|regions|wards|zones)"
    r"|(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+) of (?:the|its) (?:[\w-]+(?:'s|\u2019s) )?(?:\w+ ){0,2}"
    r"(?:districts|areas|regions|wards|zones|counties|provinces|states))\b")
# The evidence saying the rest of the area is not affected.
_REST_SPARED = re.compile(
    r"\b(?:other|elsewhere|remaining)\b[^.;]{0,60}?\b(?:not|un)\s?affected\b"
    r"|\belsewhere\b[^.;]{0,60}?\b(?:is|are|remains?)\s+(?:still\s+)?(?:allowed|permitted|open|welcome)\b"
    r"|其他(?:区域|地区|片区|海域|水域|乡镇|街道)[^。；]{0,10}?(?:不受影响|未受影响|(?:暂)?未(?:发现|见)异常)",
    re.IGNORECASE)


# The terms of the sentence's clause another passage shares when it restates the clause as well.
_PART_RESTATES = 3


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not mentions_any(statement.text, _WHOLE_MARKS) or not (whole := _WHOLE.search(statement.text)):
        return []
    passage = next((alignment.passage for clause, alignment in sentence_alignments(statement, evidence)
                    if clause.start <= whole.start() < clause.end), None) or evidence.closest(statement.terms)
    if _WHOLE.search(passage.text):
        return []
    named = _PART.search(passage.text) or next(
        (match for other in evidence.passages if (match := _REST_SPARED.search(other.text))), None)
    if named is None:  # another passage restating the clause as well names the part
        terms = next((clause.terms for clause in statement.feature(clauses)
                      if clause.start <= whole.start() < clause.end), frozenset())
        passage, named = next(((other, match) for other in evidence.passages
                               if len(other.terms & terms) >= _PART_RESTATES
                               and not _WHOLE.search(other.text) and (match := _PART.search(other.text))),
                              (passage, None))
    if named is None:
        return []
    return [AREA_WIDENED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                 whole=whole.group(), part=named.group())]
