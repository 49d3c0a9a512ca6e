#!/usr/bin/env python3
"""Prints the README's "against the peers" table from a results file.

Usage: scripts/peer-table.py RESULTS.json [STRATEGY]
       scripts/peer-table.py --prepare RESULTS.json [STRATEGY]

STRATEGY defaults to each layout's own (`auto`) index: its
`preferredIndexStrategy` in Sources/CollectionLayout (AUTO below mirrors it).

For each layout of the file at its largest item count: the median time of
STRATEGY, of the Boost R-tree peer and of the sorted-scan peer, for the
cold random viewports (query-random), the warm scroll (scroll-slots) and the
repeated rect (query-slots, middle), and STRATEGY's time over the peer's with
the 95% bootstrap CI the run computed (the inverse of its `vs` speedup).
With --prepare: prepare per item of STRATEGY (index included) against the
C++ loop that computes the same frames into new storage (`peer-cpp-loop`) and
into reused storage (`peer-cpp-loop-reused`), for the layouts that have it;
then STRATEGY's `prepare-reused` (a prepare into the previous prepare's
storage) against that operation's C++ loop (into one buffer allocated
beforehand), where the file has it.
The sorted scan is not a reference of the run, so its ratio's CI is a
percentile bootstrap of the ratio of medians made here (2,000 resamples,
seeded: the same file always prints the same table).
"""
import json
import random
import statistics
import sys


# Each layout's preferredIndexStrategy (FlowLayout.swift, WaterfallLayout.swift, ...).
AUTO = {
    "flow": "strip-directory", "flowClosedForm": "strip-directory", "waterfall": "strip-directory", "waterfallBackgrounds": "strip-directory",
    "compositional": "strip-directory", "compositionalPhotos": "strip-directory",
    "timeline": "strip-directory", "timelineHorizontal": "strip-directory", "stickyCards": "sorted-columns",
    "calendarWeek": "strip-directory",
}


def duration(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def bootstrap(ours, theirs, rng, resamples=2000):
    """A 95% percentile interval of median(ours) / median(theirs)."""
    ratios = sorted(statistics.median(rng.choices(ours, k=len(ours))) /
                    statistics.median(rng.choices(theirs, k=len(theirs)))
                    for _ in range(resamples))
    return ratios[int(0.025 * resamples)], ratios[int(0.975 * resamples) - 1]


def ratio(cases, speedups, ours, theirs):
    """`ours / theirs` as a time ratio with its 95% CI, or `-`."""
    s = speedups.get((ours, theirs))
    if s is not None:
        interval = s["interval"]
        return f"{1 / s['ratio']:.2f}x [{1 / interval['upper']:.2f}, {1 / interval['lower']:.2f}]"
    if ours not in cases or theirs not in cases:
        return "-"
    a, b = cases[ours]["wallNanoseconds"], cases[theirs]["wallNanoseconds"]
    low, high = bootstrap(a, b, random.Random(7))
    return f"{statistics.median(a) / statistics.median(b):.2f}x [{low:.2f}, {high:.2f}]"


def largest(results):
    """Each (layout, workload) once, at its largest item count, in file order."""
    sizes = {}
    for c in results["cases"]:
        key = (c["case"]["layout"], c["case"]["workload"])
        sizes[key] = max(sizes.get(key, 0), c["case"]["items"])
    return [(layout, workload, items) for (layout, workload), items in sizes.items()]


def prepare_table(results, chosen):
    cases = {c["case"]["name"]: c for c in results["cases"]}
    speedups = {(s["caseName"], s["baselineName"]): s for s in results["speedups"]}
    label = chosen or "auto"
    print(f"| prepare per item, largest n | {label} (index included) | linear (no index) | C++ loop, new storage | C++ loop, reused storage | {label} / C++ loop (95% CI) "
          f"| {label}, reused storage | {label} reused / C++ loop reused (95% CI) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for layout, workload, items in largest(results):
        ours = chosen or AUTO[layout]

        def name(strategy, operation="prepare"):
            return f"{layout}/{workload}/{operation}/{strategy}/n={items}"
        # The closed form has no C++ loop of its own (it stores no frame): its row
        # sits under the flow row, whose loop computes the same frames.
        if name(ours) not in cases or (name("peer-cpp-loop") not in cases and layout != "flowClosedForm"):
            continue
        cells = [duration(cases[name(s)]["summary"]["wall"]["median"]) if name(s) in cases else "-"
                 for s in (ours, "linear", "peer-cpp-loop", "peer-cpp-loop-reused")]
        versus = ratio(cases, speedups, name(ours), name("peer-cpp-loop")) if name("peer-cpp-loop") in cases else "-"
        reused, loop = name(ours, "prepare-reused"), name("peer-cpp-loop", "prepare-reused")
        cells += [versus, duration(cases[reused]["summary"]["wall"]["median"]) if reused in cases else "-",
                  ratio(cases, speedups, reused, loop) if loop in cases else "-"]
        print(f"| {layout} ({workload}), n={items:,} | " + " | ".join(cells) + " |")


def main():
    arguments = sys.argv[1:]
    prepare = bool(arguments) and arguments[0] == "--prepare"
    if prepare:
        arguments = arguments[1:]
    if len(arguments) not in (1, 2):
        sys.exit("usage: scripts/peer-table.py [--prepare] RESULTS.json [STRATEGY]")
    results = json.load(open(arguments[0]))
    chosen = arguments[1] if len(arguments) == 2 else None
    if prepare:
        return prepare_table(results, chosen)
    cases = {c["case"]["name"]: c for c in results["cases"]}
    speedups = {(s["caseName"], s["baselineName"]): s for s in results["speedups"]}
    operations = [("query-random", "cold: 1,024 random viewports"),
                  ("scroll-slots", "warm: a scroll, 20 pt a query"),
                  ("query-slots/middle", "warm: one rect repeated")]
    label = chosen or "auto"
    print(f"| layout, largest n | query | ours ({label}) | R-tree | sorted scan | ours / R-tree (95% CI) | ours / sorted scan (95% CI) |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for layout, workload, items in largest(results):
        ours = chosen or AUTO[layout]
        for operation, what in operations:
            def name(strategy):
                return f"{layout}/{workload}/{operation}/{strategy}/n={items}"
            if name(ours) not in cases or name("peer-rtree") not in cases:
                continue
            medians = [cases[name(s)]["summary"]["wall"]["median"] if name(s) in cases else None
                       for s in (ours, "peer-rtree", "peer-sorted-scan")]
            ratios = [ratio(cases, speedups, name(ours), name(peer)) for peer in ("peer-rtree", "peer-sorted-scan")]
            cells = [duration(m) if m is not None else "-" for m in medians]
            print(f"| {layout} ({workload}), n={items:,}, {ours} | {operation.split('/')[0]} ({what}) | " + " | ".join(cells + ratios) + " |")


main()
