"""Quotations in single quotation marks ('…', ‘…’) are checked word for word, as double-quoted ones are.

A single mark opens a quotation at the start of a word and closes one at the end of a word; the same characters
written as apostrophes (it's, Mahler's, o'clock, the workers' union) and for elided letters ('90s, rock 'n' roll)
quote nothing. A single-quoted span inside a double-quoted quotation is part of that quotation. The speaker of a
single-quoted quotation is read as for a double-quoted one (FN002).
"""

from __future__ import annotations

import pytest

from report_workflow.gates.quotes import quoted_spans
from report_workflow.verify import verify
from tests.support import fired

READ = [
    ("after said and a colon", "Brandt said: 'We will review our decision' [1].", ("We will review our decision",)),
    ("curly marks after told", "The mayor told reporters \u2018the bridge will reopen in May\u2019.",
     ("the bridge will reopen in May",)),
    ("a title next to possessives", "Mahler's 'Resurrection' Symphony opens the orchestra's season.",
     ("Resurrection",)),
    ("an apostrophe inside the quote", "She said: 'We won't close the library's east wing'.",
     ("We won't close the library's east wing",)),
    ("a plural possessive ends the quote early", "He said 'we back the workers' claim' today.",
     ("we back the workers",)),
    ("Chinese, curly marks after a colon", "陈局长表示：\u2018我们将试点推行课后服务\u2019。", ("我们将试点推行课后服务",)),
    ("nested in a double-quoted quotation", "他表示，将\u201c试点推行课后服务\u2018一校一案\u2019\u201d。",
     ("试点推行课后服务\u2018一校一案\u2019",)),
    ("apostrophes and elisions only", "In the '90s rock 'n' roll shows started at 7 o'clock at St Mary's.", ()),
    ("elided words at a word start", "'Tis the season; let 'em in, the Joneses' car is outside.", ()),
]


@pytest.mark.parametrize(("label", "text", "spans"), READ, ids=[label for label, _, _ in READ])
def test_single_quoted_spans(label: str, text: str, spans: tuple[str, ...]) -> None:
    assert quoted_spans(text) == spans


BLOCKED = [
    ("a word changed after said:", "Chief executive Lena Brandt said: 'We will reverse our decision on the site' [1].",
     "Chief executive Lena Brandt said: 'We will review our decision on the site.'"),
    ("curly marks after told", "The mayor told reporters \u2018the bridge will certainly reopen in May\u2019.",
     "The mayor told reporters: \u201cThe bridge should reopen in May.\u201d"),
    ("a quote after warned that", "The harbour master warned that 'we cannot guarantee access for the fishing fleet'.",
     "The harbour master said: 'We cannot guarantee access for the larger fishing vessels.'"),
    ("a change after an apostrophe inside the quote",
     "The librarian said: 'We won't close the library's east wing this year'.",
     "The librarian said: 'We won't close the library's reading room this year.'"),
    ("a scare-quoted term the source never uses", "The council called the parking levy a 'stealth tax'.",
     "The council called the parking levy a modest charge."),
    ("Chinese, a changed word", "陈局长表示：\u2018我们将全面推行课后服务\u2019。", "陈局长表示：\u201c我们将试点推行课后服务。\u201d"),
    ("Chinese, curly marks after 说", "王经理说\u2018明年起票价不会上涨\u2019。", "王经理说：\u201c明年起票价暂不上涨。\u201d"),
]


@pytest.mark.parametrize(("label", "answer", "source"), BLOCKED, ids=[label for label, _, _ in BLOCKED])
def test_altered_single_quoted_quotation_blocks(label: str, answer: str, source: str) -> None:
    result = verify(answer, {"1": source})
    assert not result["publishable"]
    assert "FE010" in fired(result)


HONEST = [
    ("verbatim, source in double marks", "Chief executive Lena Brandt said: 'We will review our decision on the site'.",
     "Chief executive Lena Brandt said: \u201cWe will review our decision on the site.\u201d"),
    ("curly marks for the source's straight ones", "The judge said the victims \u2018were chosen because they were old\u2019.",
     "The judge said the victims 'were chosen because they were old'."),
    ("a title the source writes in single marks", "Mahler's 'Resurrection' Symphony opens the season.",
     "The season opens with Mahler's Symphony No. 2 'Resurrection'."),
    ("a title the source writes without marks", "The family concert is called 'Planets for Beginners'.",
     "The family concert is called Planets for Beginners."),
    ("elisions and possessives", "The label's report says rock 'n' roll sales peaked in the '90s.",
     "The label's report says rock 'n' roll sales peaked in the '90s."),
    ("a plural possessive inside the quote", "The union said: 'We back the workers' claim in full'.",
     "The union said: 'We back the workers' claim in full.'"),
    ("a quote nested in a double-quoted one", "The minister said \"the so-called 'green levy' will end in May\".",
     "The minister said: \"The so-called 'green levy' will end in May.\""),
    ("Chinese, verbatim", "陈局长表示：\u2018我们将试点推行课后服务\u2019。", "陈局长表示：\u201c我们将试点推行课后服务。\u201d"),
    ("Chinese, nested in a double-quoted quotation", "陈局长表示，将\u201c试点推行课后服务\u2018一校一案\u2019\u201d。",
     "陈局长表示：\u201c我们将试点推行课后服务\u2018一校一案\u2019。\u201d"),
    ("Chinese, a title the source writes without marks", "该馆推出\u2018丝路织物\u2019特展。", "该馆推出丝路织物特展。"),
]


@pytest.mark.parametrize(("label", "answer", "source"), HONEST, ids=[label for label, _, _ in HONEST])
def test_faithful_single_quoted_words_pass(label: str, answer: str, source: str) -> None:
    result = verify(answer, {"1": source})
    assert result["publishable"], fired(result)
    assert "FE010" not in fired(result)


SPEAKERS = [
    ("another speaker's words", "The CEO said 'we will not cut jobs'.",
     "The CFO said 'we will not cut jobs'. The CEO declined to comment.", False),
    ("another speaker's words, in Chinese", "张总表示\u2018今年不会裁员\u2019。",
     "财务总监李明表示\u201c今年不会裁员\u201d。张总未置评。", False),
    ("the speaker's title for the name", "The CEO said 'we will not cut jobs'.",
     "Chief executive Tim Cook said 'we will not cut jobs'.", True),
]


@pytest.mark.parametrize(("label", "answer", "source", "publishable"), SPEAKERS, ids=[row[0] for row in SPEAKERS])
def test_single_quoted_quotation_keeps_its_speaker(label: str, answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, {"1": source})
    assert result["publishable"] is publishable
    assert ("FN002" in fired(result)) is not publishable
