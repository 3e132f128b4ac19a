PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: venv demo test checks bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

# The main job on the bundled examples: prepare → agent artifacts → validate → render (DOCX).
demo: $(STAMP)
	$(BIN)/python scripts/demo.py

# The whole suite, then every archived benchmark re-computed and compared byte for byte.
test: $(STAMP)
	$(BIN)/python -m pytest -n 2
	$(MAKE) --no-print-directory checks

checks: $(STAMP)
	$(BIN)/python -m mypy src
	$(BIN)/python scripts/run_adversarial_benchmark.py --check
	$(BIN)/python scripts/run_heldout_benchmark.py --check
	$(BIN)/python scripts/run_report_benchmarks.py --check
	$(BIN)/python scripts/run_external_benchmark.py --dataset halueval --sample 2000 --check
	$(BIN)/python scripts/run_external_benchmark.py --dataset summedits --sample 1200 --check

# Full external sets (minutes) and the speed and memory figures (tens of minutes), written to benchmarks/evidence/.
bench: $(STAMP)
	$(BIN)/python scripts/run_external_benchmark.py --dataset halueval --check
	$(BIN)/python scripts/run_external_benchmark.py --dataset summedits --check
	$(BIN)/python scripts/bench_perf.py

clean:
	rm -rf $(VENV) report_jobs build src/*.egg-info
