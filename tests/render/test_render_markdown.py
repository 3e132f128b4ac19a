"""Escaping: whatever a sentence holds, pandoc reads the escaped Markdown back as exactly that text."""

from __future__ import annotations

import pypandoc
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from report_workflow.render.citations import Citation
from report_workflow.render.markdown import PANDOC_FORMAT, cited_markdown, escape

MARKUP = "\\`*_{}[]()<>#+-.!|~^$@&:=%'\"/ \t"
CJK = "营业收入同比增长。，：；（）【】"


def pandoc_plain(markdown: str) -> list[str]:
    """The paragraphs pandoc reads from ``markdown``, as plain text."""
    plain = pypandoc.convert_text(markdown, "plain", format=PANDOC_FORMAT, extra_args=["--wrap=none"])
    return [paragraph for paragraph in plain.strip("\n").split("\n\n")]


sentences = st.text(alphabet=st.sampled_from(MARKUP + CJK + "abcivXYZ019"), min_size=1, max_size=40).map(
    lambda text: " ".join(text.split())
).filter(bool)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(sentences, min_size=20, max_size=20))
def test_any_sentence_reads_back_literally(texts):
    assert pandoc_plain("\n\n".join(escape(text) for text in texts)) == texts


def test_markup_in_a_quoted_sentence_stays_text():
    texts = [
        "Operators flagged *urgent* tickets and saw <b>bold</b> banners.",
        "Run `cache --purge` weekly [ops] #7 | see ~/notes & $HOME.",
        "1. This sentence is not a list item.",
        "- Nor is this one.",
        ": Nor a definition, and @smith is not a citation.",
        "Quotes \"stay\" straight -- and dashes stay double...",
    ]
    assert pandoc_plain("\n\n".join(escape(text) for text in texts)) == texts


def test_a_numeric_citation_goes_before_the_full_stop():
    markdown = cited_markdown("Median latency was 78.4 ms.", Citation("[2, 5]"))
    assert pandoc_plain(markdown) == ["Median latency was 78.4 ms [2, 5]."]


def test_a_superscript_citation_is_set_as_superscript():
    markdown = cited_markdown("华东区域营业收入为5200万元。", Citation("[1,3]", superscript=True, spaced=False))
    html = pypandoc.convert_text(markdown, "html", format=PANDOC_FORMAT)
    assert "华东区域营业收入为5200万元<sup>[1,3]</sup>。" in html
