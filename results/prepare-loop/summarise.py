#!/usr/bin/env python3
"""Medians per case and side over the rounds interleave.sh wrote (the median
of each run's median), the ratio B/A, and ours against the C++ loop."""
import glob, json, statistics, sys

out = sys.argv[1]
CLOCK = sys.argv[2] if len(sys.argv) > 2 else "wall"
medians = {}
for path in sorted(glob.glob(f"{out}/*-*/results.json")):
    side = path.split("/")[-2].split("-")[0]
    for case in json.load(open(path))["cases"]:
        c = case["case"]
        key = (c["layout"], c["workload"], c["operation"], c["strategy"])
        medians.setdefault((side, key), []).append(case["summary"][CLOCK]["median"])
keys = sorted({key for (_, key) in medians})
print("| layout | operation | strategy | A ns/item | B ns/item | B/A | A vs C++ | B vs C++ |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for key in keys:
    layout, workload, operation, strategy = key
    if strategy.startswith("peer"):
        continue
    peer = (layout, workload, operation, "peer-cpp-loop")
    row = []
    for side in "AB":
        runs = medians.get((side, key), [])
        m = statistics.median(runs) if runs else float("nan")
        p = statistics.median(medians.get((side, peer), [float("nan")]))
        row.append((m, m / p, len(runs)))
    print(f"| {layout} ({workload}) | {operation} | {strategy} | {row[0][0]:.2f} | {row[1][0]:.2f} | {row[1][0] / row[0][0]:.2f} | {row[0][1]:.2f}x | {row[1][1]:.2f}x |")
for key in keys:
    if key[3].startswith("peer"):
        runs = {side: medians.get((side, key), []) for side in "AB"}
        print(f"| {key[0]} ({key[1]}) | {key[2]} | {key[3]} | {statistics.median(runs['A']):.2f} | {statistics.median(runs['B']):.2f} | | | |")
