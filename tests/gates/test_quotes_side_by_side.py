"""Two quotations side by side in the evidence, “算命”“改运”, may be quoted as one, “算命改运” (FE010 found no such
words); words the evidence quotes nowhere still block."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("警方破获借“算命改运”行骗的案件十四起[1]。",
     "今年以来，我市共破获以“算命”“改运”为名实施诈骗的案件十四起。",
     None),
    ("警方破获借“算命转运”行骗的案件十四起[1]。",
     "今年以来，我市共破获以“算命”“改运”为名实施诈骗的案件十四起。",
     "FE010"),
    ("The shop sells 'salt and vinegar' crisps [1].",
     "The shop sells 'salt' and 'vinegar' crisps in two flavours.",
     "FE010"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
