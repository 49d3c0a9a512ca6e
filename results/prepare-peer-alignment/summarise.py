#!/usr/bin/env python3
"""The C++ prepare peers' time per binary: for each case, the samples of all
rounds pooled per binary (thread CPU time by default, ns per item), median with
a 95% percentile-bootstrap CI (2,000 resamples, fixed seed); then, for each
pair of binaries that differ only in an unrelated Swift change (`main-b` over
`main-a`, `align-b` over `align-a`), the ratio of the pooled medians with its
bootstrap CI (both resampled independently) and the median and range of the
per-round ratios (each round runs the binaries back to back).
Usage: summarise.py OUT [cpu|wall]"""
import glob, json, statistics, sys

from bootstrap import boot

out = sys.argv[1]
clock = sys.argv[2] if len(sys.argv) > 2 else "cpu"
field = "cpuNanoseconds" if clock == "cpu" else "wallNanoseconds"
PAIRS = [("main-a", "main-b"), ("align-a", "align-b")]
pooled, rounds = {}, {}
for path in sorted(glob.glob(f"{out}/*-*/results.json")):
    side, _, number = path.split("/")[-2].rpartition("-")
    for case in json.load(open(path))["cases"]:
        c = case["case"]
        key = (c["layout"], c["operation"], c["strategy"])
        pooled.setdefault((side, key), []).extend(case[field])
        rounds.setdefault((side, key), {})[int(number)] = statistics.median(case[field])

keys = sorted({key for (_, key) in pooled})
print(f"clock: {clock}; ns per item; samples of all rounds pooled per binary\n")
print("| layout | operation | strategy | " + " | ".join(f"{a} | {b} | {b}/{a} [95% CI] | per-round {b}/{a} median [min, max]" for a, b in PAIRS) + " |")
print("| --- | --- | --- | " + " | ".join("--- | --- | --- | ---" for _ in PAIRS) + " |")
for key in keys:
    cells = []
    for a, b in PAIRS:
        xs, ys = pooled.get((b, key)), pooled.get((a, key))
        if not xs or not ys:
            cells += ["-"] * 4
            continue
        ma, mb = statistics.median(ys), statistics.median(xs)
        alo, ahi = boot(ys)
        blo, bhi = boot(xs)
        rlo, rhi = boot(xs, ys)
        ra, rb = rounds[(a, key)], rounds[(b, key)]
        per = sorted(rb[r] / ra[r] for r in ra if r in rb)
        cells += [f"{ma:.2f} [{alo:.2f}, {ahi:.2f}]", f"{mb:.2f} [{blo:.2f}, {bhi:.2f}]",
                  f"{mb / ma:.3f}x [{rlo:.3f}, {rhi:.3f}]",
                  f"{statistics.median(per):.3f}x [{per[0]:.3f}, {per[-1]:.3f}] ({len(per)} rounds)"]
    print(f"| {key[0]} | {key[1]} | {key[2]} | " + " | ".join(cells) + " |")
