"""A field labelled "Proposal:" on a planning notice, and a public notice of an environmental impact assessment
(环境影响评价的公示, 环评公示), tell a stage still to come: a sentence saying permission or approval was granted
blocks (FE028); one telling the application or the notice passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

NOTICE = ("Fallowmouth Town Council - planning notice. Application 24/0318/COU. Applicant: The Lindqvist Bindery Ltd. "
          "Proposal: change of use of the former post office, 14 Quay Street, from retail to a bookbinding teaching "
          "workshop with up to eight students per class. The application will be considered by the planning "
          "committee on 4 June.")
EEL_FARM = ("关于云溪县江口鳗鱼养殖基地扩建项目环境影响评价的公示：项目拟在现有基地东侧新增养殖池面积120亩，配套建设尾水处理设施一座。"
            "本项目环境影响报告书已编制完成，现予以公示，公示期为10个工作日。建设单位：江口水产开发有限公司。")
GRANTED = ("Decision notice. Applicant: The Lindqvist Bindery Ltd. Decision: granted. Change of use of the former post "
           "office, 14 Quay Street, to a bookbinding teaching workshop.")

CASES = [
    ("The Lindqvist Bindery has been granted permission to turn the former post office on Quay Street into a "
     "bookbinding teaching workshop.", NOTICE, False),
    ("The Lindqvist Bindery has applied to turn the former post office on Quay Street into a bookbinding teaching "
     "workshop.", NOTICE, True),
    ("The Lindqvist Bindery has been granted permission to turn the former post office on Quay Street into a "
     "bookbinding teaching workshop.", GRANTED, True),
    ("江口水产开发有限公司的鳗鱼养殖基地扩建项目已通过环评审批，拟新增养殖池120亩。", EEL_FARM, False),
    ("江口鳗鱼养殖基地扩建项目拟在现有基地东侧新增养殖池120亩，环评报告书已编制完成并公示。", EEL_FARM, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_stages_on_notices(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE028" in fired(result)) is not publishable
