"""Text primitives shared by readers, the ledger, the gates and verify(): one of each, used everywhere."""

from report_workflow.text.normalise import fold, normalise_source_text
from report_workflow.text.sentences import Sentence, split_sentences

__all__ = ["Sentence", "fold", "normalise_source_text", "split_sentences"]
