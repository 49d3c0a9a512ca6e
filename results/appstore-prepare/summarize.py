#!/usr/bin/env python3
"""Medians over rounds of each case's per-run median (the progress lines of
`layout-bench run`), per side, and branch / main. Usage: summarize.py OUT"""
import re, statistics, sys, glob, os
out = sys.argv[1]
unit = {"ns": 1.0, "µs": 1e3, "ms": 1e6, "s": 1e9}
line = re.compile(r"^\[\s*\d+/\d+ [^\]]*\] (\S+): (.*)$")
cell = re.compile(r"([a-z-]+) ([0-9.]+) (ns|µs|ms|s)\b")
figures = {}  # (case, strategy) -> side -> [ns]
for path in sorted(glob.glob(os.path.join(out, "*-*.log"))):
    side = os.path.basename(path).split("-")[0]
    for text in open(path, encoding="utf-8"):
        m = line.match(text.strip())
        if not m:
            continue
        for strategy, value, u in cell.findall(m.group(2)):
            figures.setdefault((m.group(1), strategy), {}).setdefault(side, []).append(float(value) * unit[u])
def show(ns):
    return f"{ns / 1e3:.1f} µs" if ns >= 1e4 else f"{ns:.1f} ns"
print("| case | strategy | main | branch | branch / main | rounds |")
print("| --- | --- | ---: | ---: | ---: | ---: |")
for (case, strategy), sides in figures.items():
    if "main" not in sides or "branch" not in sides:
        continue
    a, b = statistics.median(sides["main"]), statistics.median(sides["branch"])
    print(f"| {case} | {strategy} | {show(a)} | {show(b)} | {b / a:.2f}x | {min(len(sides['main']), len(sides['branch']))} |")
