#!/usr/bin/env python3
"""Per case and side, the samples of all rounds pooled (thread CPU time by
default, ns per item): median with a 95% percentile-bootstrap CI (2,000
resamples, fixed seed), and the ratio to the pooled C++ loop
(`peer-cpp-loop`, same side and operation) with its bootstrap CI (both
resampled independently).
Usage: pooled.py OUT [cpu|wall] [strategy ...]"""
import glob, json, random, statistics, sys

out = sys.argv[1]
clock = sys.argv[2] if len(sys.argv) > 2 else "cpu"
wanted = set(sys.argv[3:]) or {"strip-directory", "linear"}
field = "cpuNanoseconds" if clock == "cpu" else "wallNanoseconds"
samples = {}
for path in sorted(glob.glob(f"{out}/*-*/results.json")):
    side = path.split("/")[-2].rpartition("-")[0]
    for case in json.load(open(path))["cases"]:
        c = case["case"]
        key = (c["layout"], c["workload"], c["operation"], c["strategy"])
        samples.setdefault((side, key), []).extend(case[field])

rng = random.Random(14)
def boot(xs, ys=None, n=2000):
    values = []
    for _ in range(n):
        m = statistics.median(rng.choices(xs, k=len(xs)))
        if ys is not None:
            m /= statistics.median(rng.choices(ys, k=len(ys)))
        values.append(m)
    values.sort()
    return values[int(0.025 * n)], values[int(0.975 * n) - 1]

print(f"clock: {clock}; samples of all rounds pooled\n")
print("| layout | operation | strategy | side | n | median [95% CI] | C++ loop median | ratio [95% CI] |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for (side, key) in sorted(samples, key=lambda k: (k[1], k[0])):
    layout, workload, operation, strategy = key
    if strategy not in wanted:
        continue
    xs = samples[(side, key)]
    ys = samples.get((side, (layout, workload, operation, "peer-cpp-loop")))
    lo, hi = boot(xs)
    m = statistics.median(xs)
    p = statistics.median(ys)
    rlo, rhi = boot(xs, ys)
    print(f"| {layout} ({workload}) | {operation} | {strategy} | {side} | {len(xs)} | {m:.2f} [{lo:.2f}, {hi:.2f}] | {p:.2f} | {m / p:.2f}x [{rlo:.2f}, {rhi:.2f}] |")
