#!/usr/bin/env python3
"""The figures of issues 11 and 14 at 10^6 items from one or more results.json
files of `layout-bench run` (cases are merged by name, later files win):

    python3 scripts/issue-targets.py results/reference/results.json

Per layout (grid flow, photos waterfall, App Store page): ours (strip
directory) over the R-tree cold (`query-random`) and along a scroll
(`scroll-slots`), over the flat sorted scan along a scroll, the index build
(prepare with the strip directory minus prepare without an index) over the
R-tree's bulk load, `query-attributes` over `query-slots` on the middle rect
(warm), prepare per item against the C++ loops, and bytes per item; then
every layout's memory and prepare, and the batch updates. Ratios are of wall
times, case over baseline: from the run's `speedups` with their 95% interval
where it has them, else from the two medians (said so)."""
import json
import sys

N = "n=1000000"
cases, speedups = {}, {}
for path in sys.argv[1:]:
    run = json.load(open(path))
    cases.update({c["case"]["name"]: c for c in run["cases"]})
    speedups.update({(s["caseName"], s["baselineName"]): s for s in run["speedups"]})


def wall(name):
    case = cases.get(name)
    return case and case["summary"]["wall"]["median"]


def ratio(name, baseline):
    # A speedup is the baseline's time over the case's: inverted to a time ratio.
    s = speedups.get((name, baseline))
    if s:
        return f"{1 / s['ratio']:.2f}x [{1 / s['interval']['upper']:.2f}, {1 / s['interval']['lower']:.2f}]"
    a, b = wall(name), wall(baseline)
    return f"{a / b:.2f}x (medians)" if a and b else "n/a"


for layout in ("flow/grid", "waterfall/photos", "compositional/appStore"):
    ours = "strip-directory"
    print(f"## {layout}")
    print(" cold query-random / R-tree:", ratio(f"{layout}/query-random/{ours}/{N}", f"{layout}/query-random/peer-rtree/{N}"))
    print(" scroll-slots / R-tree:", ratio(f"{layout}/scroll-slots/{ours}/{N}", f"{layout}/scroll-slots/peer-rtree/{N}"))
    print(" scroll-slots / sorted scan:", ratio(f"{layout}/scroll-slots/{ours}/{N}", f"{layout}/scroll-slots/peer-sorted-scan/{N}"))
    indexed, plain, rtree = (wall(f"{layout}/prepare/{s}/{N}") for s in (ours, "linear", "peer-rtree"))
    if indexed and plain and rtree:
        print(f" index build / R-tree bulk load: {(indexed - plain) / rtree:.3f}x ({indexed - plain:.2f} vs {rtree:.2f} ns/item)")
    attributes, slots = wall(f"{layout}/query-attributes/middle/{ours}/{N}"), wall(f"{layout}/query-slots/middle/{ours}/{N}")
    if attributes and slots:
        print(f" query-attributes / query-slots (middle, warm): {attributes / slots:.2f}x ({attributes:.1f} / {slots:.1f} ns)")
    for operation in ("prepare", "prepare-reused"):
        for peer in ("peer-cpp-loop", "peer-cpp-loop-uniform"):
            if wall(f"{layout}/{operation}/{peer}/{N}"):
                print(f" {operation} / {peer}:", ratio(f"{layout}/{operation}/{ours}/{N}", f"{layout}/{operation}/{peer}/{N}"))
print("## every layout at 10^6, strip directory")
for name, case in sorted(cases.items()):
    if name.endswith(f"/prepare/strip-directory/{N}"):
        print(f" {name}: {case['retainedBytesPerItem']:.1f} B/item, prepare {case['summary']['wall']['median']:.1f} ns/item wall, {case['summary']['cpu']['median']:.1f} CPU")
    elif name.endswith(f"/batch-update/strip-directory/{N}"):
        print(f" {name}: {case['summary']['wall']['median'] / 1000:.1f} us wall")
