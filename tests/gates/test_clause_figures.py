"""FN001 matches a sentence clause to the evidence clause it restates by its figures as well as its words.

A figure restated in other terms ("$1.2 billion, or $0.85 per diluted share") is a second reading of the same
figure, not the metric of the clause after it; a share after 占 is of what the clause before is about; and the
other figures of a clause, found together in one evidence clause, say which clause it restates more surely than a
word the two clauses share ("全市65岁及以上人口约291万" is the evidence's 65岁 clause, not its 全市60岁 one).
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

EARNINGS = (
    "Net income was $1.2 billion, or $0.85 per diluted share, compared with $950 million, or $0.67 per diluted "
    "share, in the same quarter last year."
)
EARNINGS_ZH = "本季度净利润为12亿美元，折合每股0.85美元，上年同期为9.5亿美元，折合每股0.67美元。"
AGEING = "全市60岁及以上人口为4299153人，占19.6%，其中65岁及以上人口为2911778人，占13.3%。"
AGEING_EN = (
    "The city had 4,299,153 residents aged 60 and over, or 19.6% of its population; 2,911,778 residents were "
    "aged 65 and over, or 13.3%."
)

HONEST = [
    ("a per-share figure beside the total it restates",
     "Net income rose to $1.2 billion ($0.85 per diluted share) from $950 million a year earlier.", EARNINGS),
    ("the prior year's per-share figure with the prior year",
     "Net income was $1.2 billion, or $0.85 per diluted share, compared with $0.67 per diluted share a year "
     "earlier.", EARNINGS),
    ("a per-share figure restated after 折合", "本季度净利润12亿美元，每股0.85美元；上年同期9.5亿美元。", EARNINGS_ZH),
    ("an age group named with its figures",
     "全市65岁及以上人口约291万，占13.3%；60岁及以上人口约430万，占比接近五分之一。", AGEING),
    ("the wider age group with its share", "全市60岁及以上人口约430万，占19.6%。", AGEING),
    ("an age group named with its figures, in English",
     "About 2.9 million residents were aged 65 and over, or 13.3% of the population.", AGEING_EN),
]

MOVED = [
    ("the prior year's per-share figure given to this quarter",
     "Net income rose to $1.2 billion ($0.67 per diluted share) from $950 million a year earlier.", EARNINGS),
    ("the prior year's total with this quarter's per-share figure",
     "Net income was $950 million, or $0.85 per diluted share.", EARNINGS),
    ("the prior year's per-share figure given to this quarter, in Chinese",
     "本季度净利润12亿美元，折合每股0.67美元。", EARNINGS_ZH),
    ("the older group's share given to the wider group", "全市60岁及以上人口占13.3%。", AGEING),
    ("the wider group's share given to the older group", "全市65岁及以上人口占19.6%。", AGEING),
    ("the older group's count given to the wider group", "全市60岁及以上人口约291万。", AGEING),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_clause_restated_with_its_own_figures_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MOVED, ids=[case for case, _, _ in MOVED])
def test_a_figure_given_to_another_clause_still_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_quotes_a_figure_with_its_second_reading() -> None:
    _, findings = verdict_of(
        "Net income rose to $1.2 billion ($0.67 per diluted share) from $950 million a year earlier.", EARNINGS)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "compared with $950 million, or $0.67 per diluted share" in finding["reason"]
    assert "Net income was $1.2 billion, or $0.85 per diluted share" in finding["reason"]


def test_a_share_after_zhan_is_of_what_the_clause_before_is_about() -> None:
    _, findings = verdict_of("全市60岁及以上人口占13.3%。", AGEING)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "其中65岁及以上人口为2911778人，占13.3%" in finding["reason"]
    assert "全市60岁及以上人口为4299153人，占19.6%" in finding["reason"]


def test_a_whole_clause_copied_onto_another_named_group_blocks() -> None:
    passed, findings = verdict_of("Overseas revenue rose 8% to $5.2M.",
                                  "Domestic revenue rose 8% to $5.2M; overseas revenue rose 2% to $3.1M.")
    assert not passed and "FN001" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "passes"), [
    ("全市65岁及以上人口约291万。", True),
    ("全市65岁及以上人口占19.6%。", False),
])
def test_a_part_opened_by_qizhong_keeps_the_words_of_its_whole(answer: str, passes: bool) -> None:
    source = "全市60岁及以上人口为4299153人，占19.6%，其中65岁及以上人口为2911778人，占13.3%。"
    assert verdict_of(answer, source)[0] is passes


def test_a_figure_the_sentence_writes_in_words_is_not_a_rival() -> None:
    source = ("The Denver Nuggets beat the Miami Heat 4-1 in the 2023 NBA Finals. Nikola Jokic was named Finals MVP "
              "after averaging 30.2 points, 14.0 rebounds and 7.2 assists.")
    answer = ("Nikola Jokic, the Finals MVP, averaged about 30 points and 14 rebounds as Denver beat Miami four games "
              "to one.")
    assert verdict_of(answer, source)[0]
