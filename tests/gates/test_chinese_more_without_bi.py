"""更高 and 更低 compare a thing with the other one told beside it (渡鸦的成功率更高): a sentence putting the other one
higher (新喀鸦的成功率高于渡鸦) reverses the comparison; 比去年更高 stays one comparison."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("不过在投石任务上，新喀鸦的成功率高于渡鸦[1]。",
     "实验中，8只新喀鸦中有6只能够完成；而5只渡鸦均未完成该任务，但在需要把石块投入水管抬高水位的任务中，渡鸦的成功率更高。",
     "FP003"),
    ("不过在投石任务上，渡鸦的成功率高于新喀鸦[1]。",
     "实验中，8只新喀鸦中有6只能够完成；而5只渡鸦均未完成该任务，但在需要把石块投入水管抬高水位的任务中，渡鸦的成功率更高。",
     None),
    ("今年的票价比去年更高[1]。",
     "今年的票价比去年更高。",
     None),
    ("今年的票价比去年更低[1]。",
     "今年的票价比去年更高。",
     "FP002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
