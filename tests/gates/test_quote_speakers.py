"""FN002 gives a quotation to the speaker the evidence gives it to.

A sentence that names a speaker for a quote next to a reporting verb (said, told, called the plan, according to;
表示, 指出, 称) is compared with every evidence passage holding the quote word for word. It blocks only when each of
those passages names a speaker in the same way and none of them is the sentence's; a surname for a full name, a
role added to a name, a title, a pronoun or no speaker at all never blocks.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.engine import check_sentence
from report_workflow.gates.inputs import Passage, Statement
from tests.support import verdict_of

MISATTRIBUTED = [
    ("one role for another", 'The CEO said "we will not cut jobs".',
     'The CFO said "we will not cut jobs". The CEO declined to comment.'),
    ("one surname for another, with words between verb and quote", 'Smith said the plan was "a disaster".',
     'Jones called the plan "a disaster". Smith defended it.'),
    ("a surname with a title for another person's name", "张总表示“今年不会裁员”。",
     "财务总监李明表示“今年不会裁员”。张总未置评。"),
    ("the speaker after the quote, inverted", '"We will not raise fares," said Councillor Patel.',
     '"We will not raise fares," said Councillor Okafor. Councillor Patel voted against the budget.'),
    ("according to", 'According to Dr. Chen, the results were "promising but preliminary".',
     'Dr. Osei described the results as "promising but preliminary". Dr. Chen led the trial.'),
    ("the speaker after the quote, in Chinese", "“改革没有回头路”，王强指出。",
     "“改革没有回头路”，李明指出。王强主持了会议。"),
    ("a Latin role inside Chinese text", "CEO表示“今年不会裁员”。", "CFO李明表示“今年不会裁员”。CEO未置评。"),
]

HONEST = [
    ("the acronym of the speaker's title", 'The CEO said "we will not cut jobs".',
     'Chief executive Tim Cook said "we will not cut jobs".'),
    ("a surname for the full name", 'Smith called the plan "a disaster".',
     'John Smith called the plan "a disaster". Jones defended it.'),
    ("the name without the role the evidence adds", 'Jane Lee said "we will not cut jobs".',
     'CFO Jane Lee said "we will not cut jobs". The CEO declined to comment.'),
    ("a role the evidence gives the speaker elsewhere", 'The CFO said "we will not cut jobs".',
     'Jane Lee said "we will not cut jobs". Lee has been the CFO since 2019.'),
    ("a title and a surname for a name in apposition", 'Mr. Smith said "we will not cut jobs".',
     'John Smith, the chief executive, said "we will not cut jobs".'),
    ("a pronoun", 'She said "we will not cut jobs".',
     'The CFO said "we will not cut jobs". The CEO declined to comment.'),
    ("no speaker in the sentence", 'The plan was "a disaster", in the words of its critics.',
     'Jones called the plan "a disaster". Smith defended it.'),
    ("no speaker in the evidence", 'Smith said the plan was "a disaster".',
     'The plan was "a disaster" from the start. Smith said so in March.'),
    ("two speakers in the evidence, one of them the sentence's", 'Smith said "we will not cut jobs".',
     'Jones said "we will not cut jobs". Smith said "we will not cut jobs" too.'),
    ("a title for the evidence's inverted speaker", '"We will not raise fares," said Mr. Okafor.',
     '"We will not raise fares," said Councillor Okafor.'),
    ("a surname with a title in Chinese", "李总表示“今年不会裁员”。", "财务总监李明表示“今年不会裁员”。"),
    ("the name without the role in Chinese", "李明表示“今年不会裁员”。", "财务总监李明表示“今年不会裁员”。"),
    ("a pronoun in Chinese", "他表示“今年不会裁员”。", "财务总监李明表示“今年不会裁员”。张总未置评。"),
    ("a title named, not a speaker", 'The film was called "Peninsula".',
     'Yeon Sang-ho directed a sequel called "Peninsula".'),
    ("a negated sentence", 'Smith never said "we will not cut jobs".',
     'Jones said "we will not cut jobs". Smith disagreed.'),
    ("one of several speakers", 'Patel, Okafor and Lee said "the vote was fair".',
     'Okafor said "the vote was fair". Patel and Lee agreed.'),
    ("a writer among others", 'Liz Rose co-wrote "Teardrops on My Guitar".',
     'Taylor Swift wrote "Teardrops on My Guitar". Liz Rose helped.'),
    ("a verb whose clause ends before the quote", 'Tourneur wrote the 1942 "Cat People" screenplay.',
     'Alan Ormsby wrote the screenplay, basing it loosely on the story by DeWitt Bodeen, the screenwriter for the '
     'original "Cat People". Tourneur directed it.'),
]


@pytest.mark.parametrize(("case", "answer", "source"), MISATTRIBUTED, ids=[case for case, _, _ in MISATTRIBUTED])
def test_a_quote_given_to_another_speaker_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN002" in {finding["rule"] for finding in findings}, findings


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_quote_given_to_its_speaker_or_to_no_one_passes(case: str, answer: str, source: str) -> None:
    _, findings = verdict_of(answer, source)
    assert "FN002" not in {finding["rule"] for finding in findings}, findings


def test_the_honest_controls_of_the_measured_examples_publish() -> None:
    for answer, source in [
        ('The CFO said "we will not cut jobs".', 'The CFO said "we will not cut jobs". The CEO declined to comment.'),
        ('Jones called the plan "a disaster".', 'Jones called the plan "a disaster". Smith defended it.'),
        ("财务总监李明表示“今年不会裁员”。", "财务总监李明表示“今年不会裁员”。张总未置评。"),
    ]:
        publishable, findings = verdict_of(answer, source)
        assert publishable, findings


def test_the_finding_names_both_speakers_and_the_evidence_span() -> None:
    source = 'The CFO said "we will not cut jobs". The CEO declined to comment.'
    _, findings = verdict_of('The CEO said "we will not cut jobs".', source)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN002"]
    assert finding["reason"] == "the evidence gives \u201cwe will not cut jobs\u201d to The CFO, not The CEO"
    assert source[finding["evidence"]["start"]:finding["evidence"]["end"]] == 'The CFO said "we will not cut jobs".'


def test_an_altered_quote_is_reported_as_altered_not_as_misattributed() -> None:
    _, findings = verdict_of('The CEO said "we will cut jobs".', 'The CFO said "we will not cut jobs".')
    rules = {finding["rule"] for finding in findings}
    assert "FE010" in rules and "FN002" not in rules


PARAGRAPHS = [
    ('The CEO said "we will not cut jobs".',
     'At the briefing the CFO said "we will not cut jobs". The CEO declined to comment on staffing.', True),
    ("张总表示“今年不会裁员”。", "在发布会上，财务总监李明表示“今年不会裁员”。张总未置评。", True),
    ('The CFO said "we will not cut jobs".',
     'Jane Lee said "we will not cut jobs". Lee has been the CFO since 2019.', False),
]


@pytest.mark.parametrize(("answer", "paragraph", "fires"), PARAGRAPHS)
def test_a_ledger_paragraph_is_read_sentence_by_sentence(answer: str, paragraph: str, fires: bool) -> None:
    passage = Passage(paragraph, source_id="briefing", start=0, end=len(paragraph), evidence_id="ev-1")
    findings = check_sentence(Statement(answer, end=len(answer)), [passage])
    assert ("FN002" in {finding.rule for finding in findings}) == fires, findings
