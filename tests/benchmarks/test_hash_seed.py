"""Every verdict of the held-out sets and the adversarial corpus is the same whatever the hash seed.

A set's iteration order follows ``PYTHONHASHSEED``; a rule that takes the first of a set's items (the first unit of
figures, the first passage of a tie) decides differently in another process. The archives are written in one process
and checked in another, so such a rule shows as an archive that fails on some machines only. This runs every case in
processes of three seeds and compares the verdict hashes of all of them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import hashlib, json, sys
from pathlib import Path
from report_workflow.verify import verify
root = Path(sys.argv[1])
cases = json.loads((root / "benchmarks/adversarial/corpus.json").read_text(encoding="utf-8"))["cases"]
for path in sorted((root / "benchmarks/heldout").glob("set-*.json")):
    cases += json.loads(path.read_text(encoding="utf-8"))
digest = hashlib.sha256()
for case in cases:
    digest.update(verify(case["answer"], case["sources"])["verdict_hash"].encode())
print(len(cases), digest.hexdigest())
"""


def test_corpus_and_held_out_verdicts_do_not_depend_on_the_hash_seed() -> None:
    runs = [
        subprocess.Popen([sys.executable, "-c", SCRIPT, str(ROOT)], stdout=subprocess.PIPE, text=True,
                         env={**os.environ, "PYTHONHASHSEED": seed})
        for seed in ("1", "2", "3")
    ]
    outputs = {run.communicate()[0] for run in runs}
    assert all(run.returncode == 0 for run in runs)
    assert len(outputs) == 1, outputs
