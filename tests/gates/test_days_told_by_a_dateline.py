"""A source dates itself once at its head, then tells days by that date (see ``gates.datelines``): "yesterday"
in a paper dated 15 June is 14 June, 昨日 under 3月8日讯 is 3月7日, "2 February" under "press release, 6 February
2024" is in 2024, and "this morning" under "15 March 2024" is that day, so the six weeks between two such days are
worked out. A date in a first sentence that is no heading and names no issue is an event, not a dateline; a day
later in the year than its dateline may be of the year before, and takes no year from it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The grasshopper control campaign began on June 14 [1].",
     "Oster Courier, 15 June. Tractors fitted with boom sprayers began treating pastures north of Grell yesterday, the first day of the provincial grasshopper control campaign.",
     None),
    ("The grasshopper control campaign began on June 13 [1].",
     "Oster Courier, 15 June. Tractors fitted with boom sprayers began treating pastures north of Grell yesterday, the first day of the provincial grasshopper control campaign.",
     "FE006"),
    ("Officers at Port Ansel seized 1.8 tonnes of pangolin scales on May 9 [1].",
     "Corvalla Customs Service — press release, 10 May. Officers at Port Ansel yesterday seized 1.8 tonnes of pangolin scales concealed in a container declared as cashew nuts.",
     None),
    ("第三届江城龙舟赛于3月7日在月湖落幕[1]。",
     "《江城日报》3月8日讯：第三届江城龙舟赛昨日在月湖落幕，共有24支队伍参赛。",
     None),
    ("第三届江城龙舟赛于3月6日在月湖落幕[1]。",
     "《江城日报》3月8日讯：第三届江城龙舟赛昨日在月湖落幕，共有24支队伍参赛。",
     "FE006"),
    ("A Malayan tapir calf was born to Suri at Orrin Valley Zoo on February 2, 2024 [1].",
     "Orrin Valley Zoo — press release, 6 February 2024. We are delighted to announce the birth of a Malayan tapir calf to mother Suri on 2 February.",
     None),
    ("A Malayan tapir calf was born to Suri at Orrin Valley Zoo on February 2, 2023 [1].",
     "Orrin Valley Zoo — press release, 6 February 2024. We are delighted to announce the birth of a Malayan tapir calf to mother Suri on 2 February.",
     "FE006"),
    ("The tapir calf born to Suri on February 2 went on public show six weeks later [1][2].",
     ["Orrin Valley Zoo — press release, 6 February 2024. We are delighted to announce the birth of a Malayan tapir calf to mother Suri on 2 February.", "Orrin Valley Gazette, 15 March 2024. Visitors crowded the tapir house this morning as the zoo's new calf went on public show for the first time."],
     None),
    ("The tapir calf born to Suri on February 2 went on public show five weeks later [1][2].",
     ["Orrin Valley Zoo — press release, 6 February 2024. We are delighted to announce the birth of a Malayan tapir calf to mother Suri on 2 February.", "Orrin Valley Gazette, 15 March 2024. Visitors crowded the tapir house this morning as the zoo's new calf went on public show for the first time."],
     "FE001"),
    ("The Kelda ferry ran aground on December 28, 2024 [1].",
     "Harbour notice — 5 January 2024. The Kelda ferry ran aground near the north pier on 28 December and was refloated the next day.",
     "FE006"),
    ("Pre-orders for 'Low Tide Static' open on February 21, two weeks ahead of its March 7, 2025 release [1].",
     "Slow Reel Tapes will release 'Low Tide Static' by Morwenna Pike on 7 March 2025. Pre-orders open on 21 February via the label's website.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
