"""A substance put in is one act however it is worded (含有防腐剂 affirms what 不添加防腐剂 denies, FP001); a loss to
the other side names the winner after "to" ("Zielinski lost the bout to Pike" says Pike beat Zielinski, FP010),
and a results list's "def." reads as "defeated", ending no sentence."""

from __future__ import annotations

import pytest

from report_workflow.text.sentences import split_sentences
from tests.support import assert_verdict

LABEL = "本厂腐乳采用传统工艺自然发酵，发酵周期不少于90天。产品不添加防腐剂，开盖后请冷藏保存。"
RESULTS = "Results from Chessbox North. Heavyweight: Marek Zielinski def. Aaron Pike - Pike lost on time in round 9."

CASES = [
    ("该产品含有防腐剂，开盖后需冷藏。", LABEL, "FP001"),
    ("该产品添加了防腐剂，开盖后需冷藏。", LABEL, "FP001"),
    ("该产品不含防腐剂，开盖后需冷藏。", LABEL, None),
    ("该产品没有添加防腐剂，开盖后需冷藏。", LABEL, None),
    ("Marek Zielinski lost the heavyweight bout to Aaron Pike.", RESULTS, "FP010"),
    ("Aaron Pike lost the heavyweight bout to Marek Zielinski.", RESULTS, None),
    ("Marek Zielinski beat Aaron Pike in the heavyweight bout.", RESULTS, None),
    ("Aaron Pike beat Marek Zielinski in the heavyweight bout.", RESULTS, "FP010"),
    ("Marek Zielinski lost to Aaron Pike.", "Marek Zielinski defeated Aaron Pike on points.", "FP010"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_act_read(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)


def test_def_ends_no_sentence() -> None:
    texts = [sentence.text for sentence in split_sentences("Heavyweight: Marek Zielinski def. Aaron Pike. Next bout.")]
    assert texts == ["Heavyweight: Marek Zielinski def. Aaron Pike.", "Next bout."]
