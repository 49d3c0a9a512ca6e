#!/usr/bin/env python3
"""Tables of measure.sh's and measure-prepare.sh's runs: python3 summarize.py RUN_DIR, holding each run's
results.json as main-N.json and new-N.json (and for measure.sh main-N-others.json, new-N-others.json), as
runs/final/ and runs/prepare/ do, or the output directories main-N/ ... themselves; a NaN means the runs
hold no such case."""
import glob, json, os, statistics, sys
root = sys.argv[1]

def medians(path):
    path = path + ".json" if os.path.exists(path + ".json") else os.path.join(path, "results.json")
    cases = json.load(open(path))["cases"]
    m = {}
    for c in cases:
        k = c["case"]
        m[(k["layout"], k["operation"], k.get("position"), k["strategy"])] = (c["summary"]["wall"]["median"], c)
    return m

names = {d[:-5] if d.endswith(".json") else d for d in os.listdir(root) if d.endswith(".json") or os.path.isdir(os.path.join(root, d))}
runs = sorted(d for d in names if not d.endswith("-others"))
runs.sort(key=lambda d: (d.split("-")[1], d))
for layout in ["compositional", "compositionalPhotos"]:
    print(f"\n{layout}, 10^6 items (ns per item for prepare, ns per query otherwise)\n")
    print("| run | prepare, strip directory | prepare, linear | index build (difference) | R-tree bulk load | build / R-tree | query-random / R-tree (cold) | scroll-slots / R-tree (warm) | query-slots middle (warm) | retained B/item | index B/item |")
    print("| --- |" + " ---: |" * 10)
    rows = {}
    for run in runs:
        m = medians(os.path.join(root, run))
        g = lambda op, s, pos=None: m[(layout, op, pos, s)][0] if (layout, op, pos, s) in m else float("nan")
        sd, lin, rt = g("prepare", "strip-directory"), g("prepare", "linear"), g("prepare", "peer-rtree")
        prepared = m[(layout, "prepare", None, "strip-directory")][1]
        row = (sd, lin, sd - lin, rt, (sd - lin) / rt, g("query-random", "strip-directory") / g("query-random", "peer-rtree"),
               g("scroll-slots", "strip-directory") / g("scroll-slots", "peer-rtree"), g("query-slots", "strip-directory", "middle"),
               prepared["retainedBytesPerItem"], prepared["indexBytesPerItem"])
        rows.setdefault(run.split("-")[0], []).append(row)
        print(f"| {run} | {row[0]:.1f} | {row[1]:.1f} | {row[2]:.1f} | {row[3]:.1f} | {row[4]:.3f}x | {row[5]:.2f}x | {row[6]:.2f}x | {row[7]:.0f} | {row[8]:.1f} | {row[9]:.1f} |")
    for side, values in sorted(rows.items()):
        med = [statistics.median(v[i] for v in values) for i in range(10)]
        print(f"| **{side}, median of rounds** | {med[0]:.1f} | {med[1]:.1f} | {med[2]:.1f} | {med[3]:.1f} | {med[4]:.3f}x | {med[5]:.2f}x | {med[6]:.2f}x | {med[7]:.0f} | {med[8]:.1f} | {med[9]:.1f} |")

if runs[0] + "-others" not in names:
    sys.exit(0)
print("\nflow (grid) and waterfall (photos), 10^6 items, prepare per item (ns)\n")
print("| run | flow linear | flow strip directory | flow reused, strip directory | waterfall linear | waterfall strip directory | waterfall reused, strip directory |")
print("| --- |" + " ---: |" * 6)
for run in runs:
    m = medians(os.path.join(root, run + "-others"))
    g = lambda layout, op, s: m[(layout, op, None, s)][0]
    print(f"| {run} | {g('flow','prepare','linear'):.1f} | {g('flow','prepare','strip-directory'):.1f} | {g('flow','prepare-reused','strip-directory'):.1f} | "
          f"{g('waterfall','prepare','linear'):.1f} | {g('waterfall','prepare','strip-directory'):.1f} | {g('waterfall','prepare-reused','strip-directory'):.1f} |")
