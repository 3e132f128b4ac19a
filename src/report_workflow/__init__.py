"""report-workflow: deterministic evidence gates between an LLM-drafted report and a published one."""

__version__ = "0.1.0"

from .verify import verify, verify_claims  # noqa: E402  (after __version__, which the modules read)

__all__ = ["__version__", "verify", "verify_claims"]
