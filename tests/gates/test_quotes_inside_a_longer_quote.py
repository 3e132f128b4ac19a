"""Words quoted from inside a longer quotation belong to that quotation's speaker: "the sound of Cresswick" given to
the choir director, where the council leader "added: 'This choir is the sound of Cresswick.'", blocks (FN002); given
to the council leader, it passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

NEWS = ("The choir has been invited to sing at the opening of the new Cresswick Civic Hall on 7 March. Choir director "
        "Marcus Bell said: 'It's an honour to sing for the whole town.' Council leader Sandra Oyelaran added: 'This "
        "choir is the sound of Cresswick.'")

CASES = [
    ("Choir director Marcus Bell called the choir 'the sound of Cresswick'.", False),
    ("Choir director Marcus Bell called the choir “the sound of Cresswick”.", False),
    ("Council leader Sandra Oyelaran called the choir 'the sound of Cresswick'.", True),
    ("Marcus Bell said it was 'an honour to sing for the whole town'.", True),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_quote_inside_a_longer_quote(answer: str, publishable: bool) -> None:
    result = verify(answer, NEWS)
    assert result["publishable"] is publishable
    assert ("FN002" in fired(result)) is not publishable
