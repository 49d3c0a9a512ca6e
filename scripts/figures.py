#!/usr/bin/env python3
"""The README's figures, made from a run's results file (never typed by hand).

Usage:
  scripts/figures.py peers RESULTS.json [STRATEGY]    ours against the R-tree and the sorted scan
  scripts/figures.py prepare RESULTS.json [STRATEGY]  prepare per item against the C++ loops
  scripts/figures.py targets RESULTS.json             issues 11 and 14: each target, its figure, met or not
  scripts/figures.py memory RESULTS.json              bytes per item of every layout at its largest n
  scripts/figures.py run RESULTS.json                 which commit, machine and command made the run
  scripts/figures.py readme RESULTS.json [--check]    rewrites every generated block of README.md

A generated block of README.md sits between `<!-- generated: figures.py TABLE -->`
and `<!-- end generated -->`; `readme` replaces each block's body with TABLE made
from RESULTS.json. With --check it writes nothing and exits 1 when a block
differs (CI runs it on results/reference/results.json, so the README's figures
are always the reference run's).

STRATEGY defaults to each layout's own (`auto`) index: its
`preferredIndexStrategy` in Sources/CollectionLayout (AUTO below mirrors it).
Ratios are ours over the peer's time (below 1: we are faster), with the 95%
bootstrap interval the run computed (the inverse of its `vs` speedup); where the
run has no speedup for a pair (the sorted scan is not a reference of the run),
a percentile bootstrap of the ratio of medians made here (2,000 resamples,
seeded: the same file always prints the same table).
"""
import difflib
import json
import random
import re
import statistics
import sys
from pathlib import Path

# Each layout's preferredIndexStrategy (FlowLayout.swift, WaterfallLayout.swift, ...).
AUTO = {
    "flow": "strip-directory", "flowClosedForm": "strip-directory", "waterfall": "strip-directory", "waterfallBackgrounds": "strip-directory",
    "compositional": "strip-directory", "compositionalPhotos": "strip-directory",
    "timeline": "strip-directory", "timelineHorizontal": "strip-directory", "stickyCards": "sorted-columns",
    "calendarWeek": "strip-directory", "compositionalImpliedTrails": "strip-directory",
}
# The layouts issue 11's targets name, and the item count they are set at.
TARGET_LAYOUTS = [("flow/grid", "grid"), ("waterfall/photos", "photos"), ("compositional/appStore", "App Store")]
MILLION = "n=1000000"


class Run:
    """One results.json: its cases by name and its speedups by (case, baseline)."""

    def __init__(self, path):
        self.data = json.load(open(path))
        self.cases = {c["case"]["name"]: c for c in self.data["cases"]}
        self.speedups = {(s["caseName"], s["baselineName"]): s for s in self.data["speedups"]}

    def wall(self, name):
        case = self.cases.get(name)
        return case["summary"]["wall"]["median"] if case else None

    def ratio(self, ours, theirs):
        """ours / theirs in wall time as (median ratio, low, high), or None."""
        s = self.speedups.get((ours, theirs))
        if s is not None:
            return 1 / s["ratio"], 1 / s["interval"]["upper"], 1 / s["interval"]["lower"]
        if ours not in self.cases or theirs not in self.cases:
            return None
        a, b = self.cases[ours]["wallNanoseconds"], self.cases[theirs]["wallNanoseconds"]
        low, high = bootstrap(a, b, random.Random(7))
        return statistics.median(a) / statistics.median(b), low, high

    def largest(self):
        """Each (layout, workload) once, at its largest item count, in file order."""
        sizes = {}
        for c in self.data["cases"]:
            key = (c["case"]["layout"], c["case"]["workload"])
            sizes[key] = max(sizes.get(key, 0), c["case"]["items"])
        return [(layout, workload, items) for (layout, workload), items in sizes.items()]


def bootstrap(ours, theirs, rng, resamples=2000):
    """A 95% percentile interval of median(ours) / median(theirs)."""
    ratios = sorted(statistics.median(rng.choices(ours, k=len(ours))) /
                    statistics.median(rng.choices(theirs, k=len(theirs)))
                    for _ in range(resamples))
    return ratios[int(0.025 * resamples)], ratios[int(0.975 * resamples) - 1]


def duration(ns):
    if ns >= 1e6:
        return f"{ns / 1e6:.3g} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.3g} µs"
    return f"{ns:.3g} ns"


def interval(r):
    return "-" if r is None else f"{r[0]:.2f}x [{r[1]:.2f}, {r[2]:.2f}]"


def peers_table(run, chosen=None):
    operations = [("query-random", "cold: 1,024 random viewports"),
                  ("scroll-slots", "warm: a scroll, 20 pt a query"),
                  ("query-slots/middle", "warm: one rect repeated")]
    label = chosen or "auto"
    lines = [f"| layout, largest n | query | ours ({label}) | R-tree | sorted scan | ours / R-tree (95% CI) | ours / sorted scan (95% CI) |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    for layout, workload, items in run.largest():
        ours = chosen or AUTO[layout]
        for operation, what in operations:
            def name(strategy):
                return f"{layout}/{workload}/{operation}/{strategy}/n={items}"
            if name(ours) not in run.cases or name("peer-rtree") not in run.cases:
                continue
            cells = [duration(run.wall(name(s))) if name(s) in run.cases else "-"
                     for s in (ours, "peer-rtree", "peer-sorted-scan")]
            cells += [interval(run.ratio(name(ours), name(peer))) for peer in ("peer-rtree", "peer-sorted-scan")]
            lines.append(f"| {layout} ({workload}), n={items:,}, {ours} | {operation.split('/')[0]} ({what}) | " + " | ".join(cells) + " |")
    return lines


def prepare_table(run, chosen=None):
    label = chosen or "auto"
    lines = [f"| prepare per item, largest n | {label} (index included) | linear (no index) | C++ loop, new storage | C++ loop, reused storage | {label} / C++ loop (95% CI) "
             f"| {label}, reused storage | {label} reused / C++ loop reused (95% CI) |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for layout, workload, items in run.largest():
        ours = chosen or AUTO[layout]

        def name(strategy, operation="prepare"):
            return f"{layout}/{workload}/{operation}/{strategy}/n={items}"
        # The closed form has no C++ loop of its own (it stores no frame): its row
        # sits under the flow row, whose loop computes the same frames.
        if name(ours) not in run.cases or (name("peer-cpp-loop") not in run.cases and layout != "flowClosedForm"):
            continue
        cells = [duration(run.wall(name(s))) if name(s) in run.cases else "-"
                 for s in (ours, "linear", "peer-cpp-loop", "peer-cpp-loop-reused")]
        reused = name(ours, "prepare-reused")
        cells += [interval(run.ratio(name(ours), name("peer-cpp-loop"))),
                  duration(run.wall(reused)) if reused in run.cases else "-",
                  interval(run.ratio(reused, name("peer-cpp-loop", "prepare-reused")))]
        lines.append(f"| {layout} ({workload}), n={items:,} | " + " | ".join(cells) + " |")
    return lines


def verdict(figure, limit):
    """Met when the whole interval is within the limit, not met when none of it is."""
    if figure is None:
        return "not measured"
    value, low, high = figure
    if high <= limit:
        return "met"
    if low > limit:
        return "**not met**"
    return "unresolved (the interval spans the target)"


def targets_table(run):
    """Issues 11 and 14's targets at 10^6 items, one row each."""
    lines = ["| issue | target at 10^6 items | " + " | ".join(label for _, label in TARGET_LAYOUTS) + " | verdict |",
             "| --- | --- | " + " | ".join("---" for _ in TARGET_LAYOUTS) + " | --- |"]

    def row(issue, what, limit, figures, show=interval):
        verdicts = {verdict(f, limit) for f in figures if f is not None}
        overall = "met" if verdicts == {"met"} else "; ".join(
            f"{label}: {verdict(f, limit)}" for f, (_, label) in zip(figures, TARGET_LAYOUTS) if f is not None and verdict(f, limit) != "met")
        lines.append(f"| {issue} | {what} | " + " | ".join(show(f) if f is not None else "-" for f in figures) + f" | {overall} |")

    def strip(layout, operation):
        return f"{layout}/{operation}/strip-directory/{MILLION}"

    def peer(layout, operation, name):
        return f"{layout}/{operation}/{name}/{MILLION}"
    row(11, "cold `query-random` at most 0.5x the R-tree", 0.5,
        [run.ratio(strip(l, "query-random"), peer(l, "query-random", "peer-rtree")) for l, _ in TARGET_LAYOUTS])
    row(11, "`scroll-slots` at most 0.5x the R-tree", 0.5,
        [run.ratio(strip(l, "scroll-slots"), peer(l, "scroll-slots", "peer-rtree")) for l, _ in TARGET_LAYOUTS])
    row(11, "`scroll-slots` at most 1.5x the sorted scan", 1.5,
        [run.ratio(strip(l, "scroll-slots"), peer(l, "scroll-slots", "peer-sorted-scan")) for l, _ in TARGET_LAYOUTS])

    def build(layout):
        indexed, plain, rtree = (run.wall(peer(layout, "prepare", s)) for s in ("strip-directory", "linear", "peer-rtree"))
        return None if not (indexed and plain and rtree) else ((indexed - plain) / rtree,) * 3
    row(11, "index build (prepare with it minus without) at most 0.1x the R-tree's bulk load (medians)", 0.1,
        [build(l) for l, _ in TARGET_LAYOUTS], show=lambda f: f"{f[0]:.3f}x")
    row(11, "`query-attributes` at most 1.5x `query-slots`, middle rect (warm)", 1.5,
        [run.ratio(strip(l, "query-attributes/middle"), strip(l, "query-slots/middle")) for l, _ in TARGET_LAYOUTS])
    for operation, loop in (("prepare", "peer-cpp-loop"), ("prepare-reused", "peer-cpp-loop-reused")):
        figures = [run.ratio(strip(l, operation), peer(l, operation, "peer-cpp-loop")) if l != "compositional/appStore" else None
                   for l, _ in TARGET_LAYOUTS]
        storage = "new storage" if operation == "prepare" else "reused storage"
        row(14, f"flow and waterfall `{operation}` at most 2x the C++ loop ({storage})", 2.0, figures)
    per_item = [(run.wall(f"{layout}/prepare/strip-directory/{MILLION}"), label)
                for layout, label in (("compositional/appStore", "App Store"), ("compositionalPhotos/photoGrid", "photo grid"))]
    lines.append("| 14 | compositional prepare at most 50 ns per item (median, wall) | - | - | "
                 + ", ".join(f"{label} {duration(ns)}" for ns, label in per_item if ns) + " | "
                 + "; ".join(f"{label}: {'met' if ns <= 50 else '**not met**'}" for ns, label in per_item if ns) + " |")
    closed = run.wall(f"flowClosedForm/grid/prepare/strip-directory/{MILLION}")
    if closed:
        total = closed * 1e6
        lines.append(f"| 14 | uniform grid in closed form prepared in under 1 ms | {duration(total)} | - | - | {'met' if total < 1e6 else '**not met**'} |")
    update = run.wall(f"compositional/appStore/batch-update/strip-directory/{MILLION}")
    if update:
        lines.append(f"| 14 | App Store batch update at most 100 µs | - | - | {duration(update)} | {'met' if update <= 1e5 else '**not met**'} |")
    heavy = [(c["retainedBytesPerItem"], n.split("/")[0]) for n, c in run.cases.items()
             if n.endswith(f"/prepare/strip-directory/{MILLION}") and "retainedBytesPerItem" in c]
    over = sorted((b, layout) for b, layout in heavy if b > 64)
    per_layout = {layout: b for b, layout in heavy}
    lean = per_layout.get("compositionalImpliedTrails")
    if heavy:
        lines.append(f"| 14 | at most 64 bytes per item for every layout (largest: {max(heavy)[1]}, {max(heavy)[0]:.1f}) | - | - | "
                     + f"{per_layout.get('compositional', 0):.1f}" + (f" ({lean:.1f} with implied trails)" if lean else "") + " | "
                     + ("met" if not over else "**not met**: " + ", ".join(f"{layout} {b:.1f}" for b, layout in over)) + " |")
    queries = [c for n, c in run.cases.items()
               if c["case"]["operation"].startswith(("query", "scroll", "hit-test")) and "allocationsPerOperation" in c]
    allocating = [c["case"]["name"] for c in queries if c["allocationsPerOperation"] > 0]
    lines.append(f"| 11 | 0 allocations per query and per scroll frame ({len(queries)} cases) | - | - | - | "
                 + ("met" if not allocating else f"**not met**: {', '.join(allocating[:3])}") + " |")
    return lines


def memory_table(run):
    lines = ["| layout (workload), largest n | default index | bytes per item, all in | of which the index | allocations per prepare |",
             "| --- | --- | ---: | ---: | ---: |"]
    for layout, workload, items in run.largest():
        case = run.cases.get(f"{layout}/{workload}/prepare/{AUTO[layout]}/n={items}")
        if case and "retainedBytesPerItem" in case:
            lines.append(f"| {layout} ({workload}), n={items:,} | {AUTO[layout]} | {case['retainedBytesPerItem']:.1f} "
                         f"| {case.get('indexBytesPerItem', 0):.1f} | {case['allocationsPerOperation']:,} |")
    return lines


def run_line(run):
    context = run.data["context"]
    machine, source = context["machine"], context["source"]
    dirty = " (with uncommitted changes)" if source.get("dirty") else ""
    sampling = run.data["sampling"]
    return [f"Commit {source['commit'][:7]}{dirty}, {context['date'][:10]}; {machine['cpuModel']}, "
            f"{machine['logicalCPUs']} logical CPUs; {context['toolchain']}; jemalloc `{context['allocator']['options']}`; "
            f"{len(run.data['cases']):,} cases, {sampling['samples']} samples of about "
            f"{sampling['targetSampleNanoseconds'] / 1e6:g} ms a case (per-frame operations: one sample a frame, "
            f"at most {sampling['maximumScrollFrames']:,}); `{' '.join(context['commandLine'])}`."]


TABLES = {"peers": peers_table, "prepare": prepare_table, "targets": targets_table, "memory": memory_table, "run": run_line}
BLOCK = re.compile(r"(<!-- generated: figures\.py (\w+) -->\n)(.*?)(<!-- end generated -->)", re.S)


def readme(run, check, path=Path(__file__).resolve().parent.parent / "README.md"):
    text = path.read_text()

    def fill(match):
        table = TABLES.get(match.group(2))
        if table is None:
            sys.exit(f"error: README.md names an unknown table '{match.group(2)}' (known: {', '.join(TABLES)})")
        return match.group(1) + "\n".join(table(run)) + "\n" + match.group(4)
    made = BLOCK.sub(fill, text)
    if made == text:
        print(f"README.md: {len(BLOCK.findall(text))} generated blocks, all current")
        return 0
    if check:
        sys.stdout.writelines(difflib.unified_diff(text.splitlines(True), made.splitlines(True), "README.md", "regenerated"))
        print("error: README.md's figures differ from the results file: run scripts/figures.py readme RESULTS.json", file=sys.stderr)
        return 1
    path.write_text(made)
    print(f"README.md: generated blocks rewritten from the results file")
    return 0


def main(arguments):
    if len(arguments) < 2 or arguments[0] not in list(TABLES) + ["readme"]:
        sys.exit(__doc__.split("\n\n")[1])
    table, path, rest = arguments[0], arguments[1], arguments[2:]
    run = Run(path)
    if table == "readme":
        if rest not in ([], ["--check"]):
            sys.exit("usage: scripts/figures.py readme RESULTS.json [--check]")
        return readme(run, check=rest == ["--check"])
    chosen = rest[0] if rest and table in ("peers", "prepare") else None
    print("\n".join(TABLES[table](run, chosen) if chosen else TABLES[table](run)))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:
        # A reader that stops early (`| head`) is not an error of ours.
        sys.stderr.close()
        sys.exit(0)
