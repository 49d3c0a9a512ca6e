#!/usr/bin/env python3
"""Per case and side (the directory name before its last '-', e.g. main-1,
branch-1): each run's median (ns per item) with its 95% CI, and the ratio to
the C++ loop (`peer-cpp-loop`) of the same run and operation; then the median
of the runs' medians and of their ratios.
Usage: summarise.py OUT [wall|cpu]"""
import glob, json, statistics, sys

out = sys.argv[1]
clock = sys.argv[2] if len(sys.argv) > 2 else "wall"
runs = {}
for path in sorted(glob.glob(f"{out}/*-*/results.json")):
    label = path.split("/")[-2]
    side, _, number = label.rpartition("-")
    cases = {}
    for case in json.load(open(path))["cases"]:
        c = case["case"]
        s = case["summary"]
        interval = s.get("wallMedianInterval") if clock == "wall" else None
        cases[(c["layout"], c["workload"], c["operation"], c["strategy"])] = (
            s[clock]["median"], interval and (interval["lower"], interval["upper"]))
    runs.setdefault(side, []).append((number, cases))

keys = sorted({k for side in runs.values() for _, cases in side for k in cases})
print(f"clock: {clock}; per run: median [95% CI] (ratio to the same run's peer-cpp-loop)\n")
print("| case | side | per run | median of runs | vs C++ loop (median of runs' ratios) |")
print("| --- | --- | --- | --- | --- |")
for key in keys:
    layout, workload, operation, strategy = key
    peer = (layout, workload, operation, "peer-cpp-loop")
    for side, side_runs in runs.items():
        cells, medians, ratios = [], [], []
        for number, cases in side_runs:
            if key not in cases:
                continue
            m, ci = cases[key]
            medians.append(m)
            text = f"{m:.2f}"
            if ci:
                text += f" [{ci[0]:.2f}, {ci[1]:.2f}]"
            if not strategy.startswith("peer") and peer in cases:
                ratio = m / cases[peer][0]
                ratios.append(ratio)
                text += f" ({ratio:.2f}x)"
            cells.append(text)
        if not medians:
            continue
        ratio = f"{statistics.median(ratios):.2f}x" if ratios else ""
        print(f"| {layout} ({workload}) {operation} {strategy} | {side} | {' / '.join(cells)} | {statistics.median(medians):.2f} | {ratio} |")
