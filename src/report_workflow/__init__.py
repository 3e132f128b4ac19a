"""report-workflow: deterministic evidence gates between an LLM-drafted report and a published one."""

__version__ = "0.1.0"
