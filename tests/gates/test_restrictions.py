"""FE037: what the evidence grants only at some times, to some people or in some places is not granted without
the limit."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MUSEUM = "Under-12s enter free on the last Saturday of each month; on other days the child rate of £4 applies."
FEES = "Hire of the main hall: £240 for weekday 9.00am and 10.30am slots only; £380 at all other times."
PERMITS = "Parking permits are issued only to residents of the Old Town at £65 a year."
GRANT = "节能家电补贴仅限本市户籍居民申领，每户最高补贴2000元。"
TICKETS = "Tickets cost £12, or £8 for students, and go on sale on 3 March."
TITLE = "The album \"Only in Dreams\" sold 40,000 copies in its first week."
NOT_ONLY = "The scheme runs not only in Leeds but also in Bradford, with 300 places."

TABLE = [
    # (answer, source, blocked)
    ("Under-12s get in free.", MUSEUM, True),
    ("Under-12s get in free on the last Saturday of the month.", MUSEUM, False),
    ("Hiring the main hall costs £240.", FEES, True),
    ("Hiring the main hall costs £240 for a weekday morning slot.", FEES, False),
    ("Hiring the main hall costs £240 or £380, depending on the slot.", FEES, False),
    ("Parking permits cost £65 a year.", PERMITS, True),
    ("Old Town residents can buy a parking permit for £65 a year.", PERMITS, False),
    ("节能家电补贴每户最高2000元。", GRANT, True),
    ("本市户籍居民申领节能家电补贴，每户最高2000元。", GRANT, False),
    ("Tickets cost £12 and go on sale on 3 March.", TICKETS, False),
    ("\"Only in Dreams\" sold 40,000 copies in its first week.", TITLE, False),
    ("The scheme has 300 places in Leeds and Bradford.", NOT_ONLY, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_grant_without_its_limit_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE037" in fired(result)) == blocked, result["sentence_results"]


def test_the_finding_quotes_the_limit() -> None:
    result = verify("Hiring the main hall costs £240.", [FEES])
    (finding,) = [finding for sentence in result["sentence_results"] for finding in sentence["findings"]
                  if finding["rule"] == "FE037"]
    assert "\u201cfor weekday 9.00am and 10.30am slots only\u201d" in finding["reason"]
