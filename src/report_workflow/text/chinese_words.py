"""Chinese words, as the jieba segmenter cuts them, and the kind of name each one is.

Chinese is written without spaces, so which characters make a word is a guess; jieba's dictionary and its hidden
Markov model for unknown words make a good, deterministic one. jieba is loaded on first use (about a second, from
a cache it keeps in the temporary directory), so text without Chinese characters never pays for it. The product
owns its own segmenter, never jieba's shared default one, so words another program adds to jieba cannot change a
verdict, and jieba's progress messages are silenced.
"""

from __future__ import annotations

import logging
import warnings
from functools import cache
from typing import Any

from report_workflow.errors import MissingDependency

# jieba's messages sit below this level, its failure to write its cache among them: none is for the user.
_SILENT = logging.CRITICAL + 1


@cache
def _segmenter() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # jieba imports pkg_resources, which some setuptools mark deprecated
        try:
            import jieba  # type: ignore[import-untyped]
        except ImportError:
            raise MissingDependency(
                "Chinese text is read word by word by the jieba package, which is not installed",
                hint="install report-workflow with its dependencies, or pip install 'jieba>=0.42.1'",
            ) from None
    jieba.setLogLevel(_SILENT)
    segmenter = jieba.Tokenizer()
    segmenter.initialize()
    return segmenter


@cache
def _tagger() -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from jieba.posseg import POSTokenizer  # type: ignore[import-untyped]
    return POSTokenizer(_segmenter())


def words(run: str) -> tuple[str, ...]:
    """The words of a run of Chinese characters, in order."""
    return tuple(_segmenter().cut(run))


def tagged_words(text: str) -> tuple[tuple[str, str], ...]:
    """The words of ``text`` with their part-of-speech tags (ns a place, nt an organisation, nr a person)."""
    return tuple((pair.word, pair.flag) for pair in _tagger().cut(text))


def is_common_noun(text: str) -> bool:
    """Whether jieba's dictionary holds ``text`` as one common noun (保险公司, 证券公司, 医科大学): a kind of
    organisation, where a name is a word of its own (清华大学, tagged nt) or several (中国平安保险公司)."""
    return tagged_words(text) == ((text, "n"),)
