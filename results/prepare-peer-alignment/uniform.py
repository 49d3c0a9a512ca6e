#!/usr/bin/env python3
"""The flow's prepare against both C++ loops: for each operation and strategy,
the samples of all rounds pooled (thread CPU time by default, ns per item),
median with its 95% bootstrap CI, and its ratio to `peer-cpp-loop` (every line
measured) and to `peer-cpp-loop-uniform` (a uniform section's first line
measured and repeated), each with its bootstrap CI.
Usage: uniform.py OUT [cpu|wall]"""
import glob, json, statistics, sys

from bootstrap import boot

out = sys.argv[1]
clock = sys.argv[2] if len(sys.argv) > 2 else "cpu"
field = "cpuNanoseconds" if clock == "cpu" else "wallNanoseconds"
pooled = {}
for path in sorted(glob.glob(f"{out}/*-*/results.json")):
    for case in json.load(open(path))["cases"]:
        c = case["case"]
        pooled.setdefault((c["operation"], c["strategy"]), []).extend(case[field])

print(f"clock: {clock}; ns per item; flow, grid, 10^6 items; samples of all rounds pooled\n")
print("| operation | strategy | n | median [95% CI] | / peer-cpp-loop [95% CI] | / peer-cpp-loop-uniform [95% CI] |")
print("| --- | --- | --- | --- | --- | --- |")
for (operation, strategy), xs in sorted(pooled.items()):
    lo, hi = boot(xs)
    m = statistics.median(xs)
    cells = []
    for reference in ("peer-cpp-loop", "peer-cpp-loop-uniform"):
        ys = pooled.get((operation, reference))
        if not ys:
            cells.append("-")
            continue
        rlo, rhi = boot(xs, ys)
        cells.append(f"{m / statistics.median(ys):.2f}x [{rlo:.2f}, {rhi:.2f}]")
    print(f"| {operation} | {strategy} | {len(xs)} | {m:.2f} [{lo:.2f}, {hi:.2f}] | {cells[0]} | {cells[1]} |")
