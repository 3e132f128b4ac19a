"""Readings of a sentence's framing, each a wrong verdict's class:

- a reason named after its effect ("…，主要原因是X", "; the main reason was X") is a cause the evidence must link
  (FE023);
- a record claimed for a figure the evidence ranks below the top ("our second-highest attendance ever", 历史第二高)
  blocks (FE050);
- a figure the sentence moves one way that the evidence gives as the end of a movement the other way ("£4.80 (was
  £5.20)", 由48人减少到16人) blocks (FP004);
- "a doubles league" names a game, no multiple (FE009); "Dev Anand stopped Tom Keyes" beat a person, no act ended
  (FP001).
"""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

OUTPUT = "2024年一季度，全省蚝油产量为3.1万吨，同比下降6.2%。同期，原料生蚝收购价同比上涨约15%。协会将组织企业稳定原料供应。"
PROFIT = ("The company's net profit fell 22% in 2023. According to the industry association, raw material prices rose "
          "15% on average in 2023.")
PARKRUN = ("Saturday's New Year's Day event drew 587 finishers, our second-highest attendance ever, behind only the "
           "2023 New Year's Day run. We had 38 volunteers on the day.")
VISITORS = "今年景区共接待游客52万人次，为历史第二高，仅次于2019年。"
PRICES = "Aqua aerobics, adult: £6.10 (was £5.80). Aqua aerobics, concession: £4.80 (was £5.20)."
STAFF = "项目投产后，灌装车间用工由48人减少到16人。"

CASES = [
    ("全省蚝油一季度产量为3.1万吨，同比下降6.2%，主要原因是原料生蚝收购价同比上涨了约15%。", OUTPUT, "FE023"),
    ("全省蚝油一季度产量为3.1万吨，同比下降6.2%，同期原料生蚝收购价同比上涨了约15%。", OUTPUT, None),
    ("The company's net profit fell 22% in 2023; the main reason was that raw material prices rose 15%.", PROFIT,
     "FE023"),
    ("The company's net profit fell 22% in 2023, a year in which raw material prices rose 15%.", PROFIT, None),
    ("Riverside parkrun's New Year's Day event drew a record 587 finishers.", PARKRUN, "FE050"),
    ("Riverside parkrun's New Year's Day event drew 587 finishers, its second-highest attendance.", PARKRUN, None),
    ("今年景区接待游客52万人次，创历史新高。", VISITORS, "FE050"),
    ("今年景区接待游客52万人次，为历史第二高。", VISITORS, None),
    ("The adult price rises from £5.80 to £6.10, and concession holders will also pay more, at £4.80.", PRICES,
     "FP004"),
    ("The adult price rises from £5.80 to £6.10, while concession holders will pay less, at £4.80.", PRICES, None),
    ("灌装车间用工增加到16人。", STAFF, "FP004"),
    ("灌装车间用工减少到16人。", STAFF, None),
    ("A proposal to start a doubles league was voted down seven to five.",
     "A proposal to introduce a doubles league was defeated by 7 votes to 5.", None),
    ("The league's membership triples to 20.", "Membership rose from 10 to 20.", "FE009"),
    ("In the co-main event Dev Anand stopped Tom Keyes in the fourth round.",
     "Co-main event: Dev Anand beat Tom Keyes by referee stoppage in round four.", None),
    ("The firm stopped selling the drug.", "The firm continues selling the drug.", "FP001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_framing_read(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)