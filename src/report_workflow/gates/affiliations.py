"""FN affiliations: a person placed at the firm or body the evidence places another person at.

"Annabel Frayne of Marlowe Wigs won best period wig" and "Tomasz Wieczorek of Footlights Hair Studio received the
lifetime achievement award" name two people and two firms; "Annabel Frayne of Footlights Hair Studio won" keeps
every name and every act and moves only the firm, to the other person's. No figure moved and no name is unknown,
so the other gates see nothing wrong.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from ..text import fold


class AffiliationSwapped(Rule):
    """The sentence places a person at a firm or body the evidence places another person at.

    What it does: reads each person written with the firm or body they belong to after "of" ("Annabel Frayne of Marlowe
    Wigs", "Dr Ruth Mensah of the Harbour Trust"): two or three capitalised words, then "of" and the capitalised name,
    or the name in brackets ("Oscar Lindqvist (Bramhall Juniors)"); in Chinese, each person written after their school,
    club or firm and 的 ("音乐学院附中的周子涵", "来自市少年宫的林可欣", or after its name in quotation marks, "来自“骰子部落”的选手周逸凡"). It blocks
    when the evidence writes the same person with another firm or body, and writes the sentence's firm or body with
    another person. A person the evidence writes with no firm, or a firm no one else is written with, passes: the
    sentence may name it from elsewhere, or in other words.

    Why it matters: who a person works for is part of who they are in the report; a prize, a quote or a finding
    credited to the wrong firm misleads both firms' readers.

    Example: evidence "The award went to Annabel Frayne of Marlowe Wigs. Tomasz Wieczorek of Footlights Hair
    Studio received the lifetime award.", sentence "Annabel Frayne of Footlights Hair Studio won the award." blocks;
    "Annabel Frayne of Marlowe Wigs won the award." passes.

    Fix: give the person the firm or body the evidence gives them.
    """

    code = "FN011"
    family = "FN"
    message = "the evidence places {person} at {theirs}, and {other} at {named}"
    hint = "give {person} the firm or body the evidence gives: {theirs}"


AFFILIATION_SWAPPED = AffiliationSwapped()
RULES: tuple[Rule, ...] = (AFFILIATION_SWAPPED,)

_NAME_WORD = r"[A-Z][\w'\u2019-]+"
# "Annabel Frayne of Marlowe Wigs", "Dr Ruth Mensah of the Harbour Trust": a person of two or three capitalised words
# (not opening with an article), then the body they belong to.
_PERSON = rf"\b(?!(?:The|A|An|This|That|Its|Their)\b)(?P<person>{_NAME_WORD}(?:\s+{_NAME_WORD}){{1,2}})"
_BODY = rf"(?P<body>{_NAME_WORD}(?:\s+(?:&\s+)?{_NAME_WORD}){{0,4}})"
_PERSON_OF = re.compile(rf"{_PERSON}\s+of\s+(?:the\s+)?{_BODY}")
# Or with the body in brackets after the name: "Oscar Lindqvist (Bramhall Juniors)", "Ruby Achebe (St Anne's)".
_PERSON_BRACKETED = re.compile(rf"{_PERSON}\s+\({_BODY}\)")


# A Chinese person written after the body they belong to and 的, the name of two or three characters ending where a
# verb or a break follows: 音乐学院附中的周子涵获得, 来自市少年宫的林可欣. The body ends in the word of a school, a club or
# a firm, and opens after the last word of the clause before it (由, 在, 自, 是).
_BODY_WORDS = "附中|附小|中学|小学|大学|学院|学校|少年宫|医院|公司|剧团|剧院|协会|研究所|研究院|俱乐部|艺术团|合唱团|乐团|厂|馆|中心"
_PERSON_ENDS = r"(?=[获在以和与、，。；说表担凭夺荣演参带领拿])"
_PERSON_AFTER_BODY = re.compile(
    rf"(?P<body>[\u4e00-\u9fff]{{0,10}}?(?:{_BODY_WORDS}))的(?P<person>[\u4e00-\u9fff]{{2,3}}?){_PERSON_ENDS}")
# Or after the body's name in quotation marks, maybe with what they came or played for and their role between:
# 来自“骰子部落”的选手周逸凡, 代表“方桌研究所”出战的周逸凡, “方桌研究所”的林晓.
_PERSON_AFTER_QUOTED = re.compile(
    r"\u201c(?P<body>[^\u201d]{2,12})\u201d(?:出战|参赛|参加比赛)?的(?:选手|队员|球员|学员|代表|店长|教练)?"
    rf"(?P<person>[\u4e00-\u9fff]{{2,3}}?){_PERSON_ENDS}")
_BODY_OPENS_AFTER = re.compile(r"[由在于自是为从获]")


def _affiliations(text: str) -> list[tuple[str, str]]:
    """Each person written with the body they belong to, as written, in order."""
    found = [(match["person"], match["body"]) for match in _PERSON_OF.finditer(text)] if " of " in text else []
    found += [(match["person"], match["body"]) for match in _PERSON_BRACKETED.finditer(text)] if "(" in text else []
    if not text.isascii():
        found += [(match["person"], _BODY_OPENS_AFTER.split(match["body"])[-1])
                  for match in _PERSON_AFTER_BODY.finditer(text)]
        found += [(match["person"], match["body"]) for match in _PERSON_AFTER_QUOTED.finditer(text)]
    return found


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    mine = statement.feature(_affiliations)
    if not mine:
        return []
    theirs = [(fold(person), fold(body), person, body, passage) for passage in evidence.passages
              for person, body in passage.feature(_affiliations)]
    for person, body in mine:
        key, place = fold(person), fold(body)
        own = [(written, passage) for other, _, _, written, passage in theirs if other == key]
        others = [written for other, other_place, written, _, _ in theirs if other_place == place and other != key]
        if own and others and all(fold(written) != place for written, _ in own):
            return [AFFILIATION_SWAPPED.finding(sentence=statement.text, span=statement.span, evidence=own[0][1].ref,
                                                person=person, theirs=own[0][0], other=others[0], named=body)]
    return []
