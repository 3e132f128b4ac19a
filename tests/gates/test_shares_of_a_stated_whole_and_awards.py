"""A share the sentence gives as part of its own figure before it (二十四家…其中三分之一) is of that figure, not of a
part another clause counts; 其中 names no part of a whole; an award or an approval of an application told where the
evidence tells only the application (has been awarded, 申请已获…核准 over 已获…受理)."""

from __future__ import annotations

import pytest

from report_workflow import verify

CHECKS = ("区市场监管局近日对辖区腐竹生产小作坊开展专项检查，共检查小作坊24家，其中6家存在生产环境卫生不达标问题，已责令限期整改。"
          "另有2家因无证生产被依法取缔。")
NOODLES = "龙湾粉丝厂2024年共生产粉丝1.6万吨，其中红薯粉丝占60%，绿豆粉丝占25%，其余为豌豆粉丝。"
GRANT = ("The studio has applied to the Heritage Crafts Fund for £12,000 to train an apprentice in glass painting. "
         "A decision is expected in November.")
MARK = "该县申报的“寨山红油香椿”地理标志证明商标注册申请已获国家知识产权局受理，目前处于审查阶段。"
MARK_DONE = "该县申报的“寨山红油香椿”地理标志证明商标注册申请已获国家知识产权局核准，近期将颁发注册证书。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("检查了二十四家腐竹小作坊，其中三分之一因卫生不达标被责令整改，另有两家因无证生产被取缔[1]。", CHECKS, False),
    ("检查了二十四家腐竹小作坊，其中四分之一因卫生不达标被责令整改，另有两家因无证生产被取缔[1]。", CHECKS, True),
    ("2024年共生产粉丝一万六千吨，其中绿豆粉丝约九千六百吨[1]。", NOODLES, False),
    ("2024年共生产粉丝一万六千吨，其中红薯粉丝约九千六百吨[1]。", NOODLES, True),
    ("2024年共生产粉丝一万六千吨，其中绿豆粉丝约四千吨[1]。", NOODLES, True),
    ("The studio has been awarded £12,000 by the Heritage Crafts Fund to train an apprentice [1].", GRANT, False),
    ("The studio has applied to the Heritage Crafts Fund for £12,000 to train an apprentice [1].", GRANT, True),
    ("“寨山红油香椿”地理标志证明商标注册申请已获国家知识产权局核准[1]。", MARK, False),
    ("“寨山红油香椿”地理标志证明商标注册申请已获国家知识产权局受理[1]。", MARK, True),
    ("“寨山红油香椿”地理标志证明商标注册申请已获国家知识产权局核准[1]。", MARK_DONE, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


def test_an_award_over_an_application_names_both_stages() -> None:
    result = verify("The studio has been awarded £12,000 by the Heritage Crafts Fund to train an apprentice [1].",
                    [GRANT])
    finding = next(finding for sentence in result["sentence_results"] for finding in sentence["findings"]
                   if finding["rule"] == "FE028")
    assert "awarded" in finding["reason"] and "applied" in finding["reason"]
