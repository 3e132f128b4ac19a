"""A label that denies what it governs makes what stands under it a negated statement.

The items under "Contraindications:" or 【禁忌】 are cases a drug must not be used in, and those under "Exclusions:"
or 除外责任 losses a policy does not cover; 禁用 and "contraindicated" deny use wherever they stand. A sentence that
says such an item can be used or is covered affirms what the evidence denies (FP001). Each row: the answer, its
source, and the rule that must block it (``None``: an honest restatement that must pass the polarity gate).
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

LABEL = "CONTRAINDICATIONS: Severe hepatic impairment (Child-Pugh C). Known hypersensitivity to any component."
POLICY = ("Exclusions: This policy does not cover loss caused by flood, surface water, or earthquake. Claims for "
          "covered losses must be filed within 30 days.")
POLICY_LIST = "Not covered: flood, surface water and earthquake damage to the insured home."
EXCLUSIONS = "Exclusions: earthquake damage, flood damage and wear and tear."
ZH_LABEL = "【禁忌】严重肝功能不全者禁用。对本品任何成分过敏者禁用。"
ZH_POLICY = "除外责任：洪水、地震造成的房屋损失。"

UNDER_A_DENYING_LABEL = [
    ("The drug can be used in patients with severe hepatic impairment.", LABEL, "FP001"),
    ("Flood damage to the insured home is covered.", POLICY_LIST, "FP001"),
    ("严重肝功能不全患者可以使用本品。", ZH_LABEL, "FP001"),
    ("洪水造成的房屋损失由本保险承保。", ZH_POLICY, "FP001"),
    ("The spray can be used in children under 12 years.", "Do not use in: children under 12 years.", "FP001"),
    ("Earthquake damage is covered under the policy.", EXCLUSIONS, "FP001"),
    ("本品适用于12岁以下儿童。", "不适用于：12岁以下儿童。", "FP001"),
    ("The drug must not be used in patients with severe hepatic impairment.", LABEL, None),
    ("The spray must not be used in children under 12 years.", "Do not use in: children under 12 years.", None),
    ("Earthquake damage is excluded under the policy.", EXCLUSIONS, None),
    ("本品不适用于12岁以下儿童。", "不适用于：12岁以下儿童。", None),
    ("Severe hepatic impairment is a contraindication.", LABEL, None),
    ("Flood damage to the insured home is not covered.", POLICY_LIST, None),
    ("严重肝功能不全者禁用本品。", ZH_LABEL, None),
    ("严重肝功能不全患者不可使用本品。", ZH_LABEL, None),
    ("洪水造成的房屋损失不予承保。", ZH_POLICY, None),
]

# 禁用 and "contraindicated" deny use wherever they stand, on either side.
WORDS_DENYING_USE = [
    ("The drug can be used in severe hepatic impairment.",
     "The drug is contraindicated in severe hepatic impairment.", "FP001"),
    ("The drug is contraindicated in severe hepatic impairment.",
     "The drug can be used in severe hepatic impairment.", "FP001"),
    ("孕妇可以服用本品。", "孕妇禁用本品。", "FP001"),
    ("孕妇禁用本品。", "孕妇可以服用本品。", "FP001"),
    ("The drug should not be used in severe hepatic impairment.",
     "The drug is contraindicated in severe hepatic impairment.", None),
    ("孕妇不得服用本品。", "孕妇禁用本品。", None),
]

# A denial covering a list denies use to each item of it, a short one too: 孕妇 of 孕妇及哺乳期妇女禁用 is one word, yet
# with the use the denial stands for it is the whole statement.
ZH_LIST = "【禁忌】孕妇及哺乳期妇女禁用。对本品过敏者禁用。"
EN_LIST = "Contraindications: pregnant women and nursing mothers."
ONE_ITEM_OF_A_DENIED_LIST = [
    ("孕妇可以正常服用本品。", ZH_LIST, "FP001"),
    ("孕妇可以服用本品。", ZH_LIST, "FP001"),
    ("哺乳期妇女可以服用本品。", ZH_LIST, "FP001"),
    ("Pregnant women can take this medicine.", EN_LIST, "FP001"),
    ("Children can take this medicine.", "Contraindications: children and adolescents.", "FP001"),
    ("孕妇禁用本品。", ZH_LIST, None),
    ("哺乳期妇女禁用本品。", ZH_LIST, None),
    ("对本品过敏者禁用。", ZH_LIST, None),
    ("Pregnant women should not take this medicine.", EN_LIST, None),
    ("成人可以服用本品。", "【用法用量】成人及儿童均可服用，一次1片。【禁忌】孕妇禁用。", None),
    # 本品 names the drug in the list item 对本品过敏者, not a whole item: adults are not denied
    ("成人可以服用本品。", "对本品过敏者禁用。", None),
]

# What the clauses under a denying heading state themselves is a circumstance of the denial, not what it denies.
STATED_UNDER_A_HEADING = [
    ("Patients taking MAO inhibitors should consult a doctor first.",
     "Do not use if: you are taking MAO inhibitors.", None),
    ("Patients taking MAO inhibitors can use this product.",
     "Do not use if: you are taking MAO inhibitors.", "FP001"),
]

# A condition closing the sentence's clause is no part of what it states: "covered … if the homeowner files within
# 30 days" still says that flood damage is covered.
CONDITION_CLOSING_A_CLAUSE = [
    ("Flood damage is covered under the standard homeowner policy if the homeowner files within 30 days.",
     POLICY, "FP001"),
    ("Flood damage is not covered under the standard homeowner policy even if the homeowner files within 30 "
     "days.", POLICY, None),
    ("Claims for covered losses must be filed within 30 days unless the insurer agrees otherwise.", POLICY, None),
]


# A place shut for a day denies that it opens that day: 周一闭馆 is 周一不开放, 初一休市 no 照常营业, 周一店休 周一歇业.
CLOSED_FOR_A_DAY = [
    ("美术馆周一不开放。", "开放时间：周二至周日9:00—17:00，周一闭馆。", None),
    ("美术馆周一开馆。", "开放时间：周二至周日9:00—17:00，周一闭馆。", "FP001"),
    ("花卉市场正月初一照常营业。", "本市场除夕营业至16:00；正月初一、初二休市。", "FP001"),
    ("花卉市场正月初一休市。", "本市场除夕营业至16:00；正月初一、初二休市。", None),
    ("自二〇二四年三月起，老周油条铺除周一歇业外，每天清晨五点半开门，一天营业四个半小时。",
     "老周油条铺营业时间调整通知：自2024年3月1日起，本店营业时间调整为每日早5:30至10:00，周一店休。油条每根2.5元。", None),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source", "rule"), UNDER_A_DENYING_LABEL)
def test_items_under_a_denying_label_are_denied(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), WORDS_DENYING_USE)
def test_words_denying_use_are_negations_of_use(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), CONDITION_CLOSING_A_CLAUSE)
def test_a_closing_condition_does_not_hide_the_statement(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())



@pytest.mark.parametrize(("answer", "source", "rule"), ONE_ITEM_OF_A_DENIED_LIST)
def test_each_item_of_a_denied_list_is_denied(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), STATED_UNDER_A_HEADING)
def test_a_use_stated_under_a_heading_is_not_what_it_denies(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), CLOSED_FOR_A_DAY)
def test_a_place_shut_for_a_day_does_not_open_that_day(answer, source, rule):
    assert _polarity_rules(answer, source) == ({rule} if rule else set())
