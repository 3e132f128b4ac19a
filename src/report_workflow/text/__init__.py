"""Text primitives shared by readers, the ledger, the gates and verify(): one of each, used everywhere."""

from report_workflow.text.normalise import fold, normalise_source_text
from report_workflow.text.quantities import Quantity, find_quantities
from report_workflow.text.sentences import Sentence, split_sentences
from report_workflow.text.terms import content_terms

__all__ = [
    "Quantity",
    "Sentence",
    "content_terms",
    "find_quantities",
    "fold",
    "normalise_source_text",
    "split_sentences",
]
