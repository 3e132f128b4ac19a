"""FN001 tells a figure's own thing from the thing it is compared against.

"Manchester City finished on 89 points, five ahead of Arsenal" gives 89 to Manchester City: Arsenal is named in the
same sentence only as what the figure is measured against (ahead of, behind, than, 领先). A sentence giving the
figure to that thing has moved it, even though the evidence states no figure of that thing's own.
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

LEAGUE = (
    "Manchester City finished the 2022-23 Premier League season on 89 points, five ahead of Arsenal. Erling Haaland "
    "scored 36 league goals, a new record for a 38-game season."
)
LEAGUE_ZH = "曼城以89分夺得2022-23赛季英超冠军，领先阿森纳5分。"
SHIPMENTS = (
    "Apple shipped 58 million smartphones in the first quarter, more than Samsung, according to the research firm."
)
CLOUD = "Microsoft Azure held 23% of the cloud market in 2023, behind Amazon Web Services."

HONEST = [
    ("the figure with its own thing and the comparison",
     "Manchester City finished on 89 points, five ahead of Arsenal.", LEAGUE),
    ("the compared thing placed by the comparison alone", "Arsenal finished five points behind Manchester City.",
     LEAGUE),
    ("the figure's own thing named beside the compared one",
     "Arsenal trailed Manchester City's 89 points in 2022-23.", LEAGUE),
    ("the compared thing ahead of the figure's own thing",
     "Azure had 23% of the cloud market in 2023, trailing Amazon Web Services.", CLOUD),
    ("the comparison worded another way",
     "Apple shipped 58 million smartphones in the first quarter, outselling Samsung.", SHIPMENTS),
    ("the figure with its own thing, in Chinese", "曼城以89分夺得英超冠军，领先阿森纳5分。", LEAGUE_ZH),
]

MOVED = [
    ("the champion's points given to the runner-up",
     "Arsenal finished the 2022-23 Premier League season on 89 points.", LEAGUE),
    ("the comparison turned round",
     "Arsenal won the 2022-23 Premier League with 89 points, five ahead of Manchester City.", LEAGUE),
    ("a shipment count given to the maker it beat", "Samsung shipped 58 million smartphones in the first quarter.",
     SHIPMENTS),
    ("a market share given to the leader it trails", "Amazon Web Services held 23% of the cloud market in 2023.",
     CLOUD),
    ("the champion's points given to the runner-up, in Chinese", "阿森纳以89分完成2022-23赛季英超联赛。", LEAGUE_ZH),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_figure_kept_with_its_own_thing_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MOVED, ids=[case for case, _, _ in MOVED])
def test_a_figure_given_to_the_thing_it_is_compared_against_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_names_the_owner_and_the_comparison() -> None:
    _, findings = verdict_of("Arsenal finished the 2022-23 Premier League season on 89 points.", LEAGUE)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "Manchester City finished the 2022-23 Premier League season on 89 points" in finding["reason"]
    assert "five ahead of Arsenal" in finding["reason"]
