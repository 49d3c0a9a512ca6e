#!/usr/bin/env python3
"""Medians of measure.sh's runs: per case, each round's wall median for main
and branch, the median of those per side, their ratio, and (prepare) the
retained B/item and allocations per prepare.
Usage: summarize.py OUT_DIRECTORY  (prints a Markdown table)"""
import glob, json, os, statistics, sys

out = sys.argv[1]
rows = {}
for path in sorted(glob.glob(os.path.join(out, '*-*-*/results.json'))):
    side = os.path.basename(os.path.dirname(path)).split('-')[0]
    for case in json.load(open(path))['cases']:
        name = case['case']['name']
        entry = rows.setdefault(name, {'main': [], 'branch': [], 'bytes': {}, 'allocs': {}})
        entry[side].append(case['summary']['wall']['median'])
        if case.get('retainedBytesPerItem') is not None:
            entry['bytes'][side] = case['retainedBytesPerItem']
            entry['allocs'][side] = case.get('allocationsPerOperation')

def fmt(ns):
    return f'{ns / 1000:.1f} µs' if ns >= 10_000 else f'{ns:.1f} ns'

print('| case (10^6 items) | main, per round | branch, per round | main median | branch median | branch / main | B/item main -> branch | allocs/op main -> branch |')
print('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |')
for name, entry in rows.items():
    if not entry['main'] or not entry['branch']:
        continue
    m, b = statistics.median(entry['main']), statistics.median(entry['branch'])
    per = lambda values: ', '.join(fmt(v) for v in values)
    bytes_ = f"{entry['bytes'].get('main', 0):.1f} -> {entry['bytes'].get('branch', 0):.1f}" if entry['bytes'] else ''
    allocs = f"{entry['allocs'].get('main')} -> {entry['allocs'].get('branch')}" if entry['allocs'] else ''
    print(f'| {name} | {per(entry["main"])} | {per(entry["branch"])} | {fmt(m)} | {fmt(b)} | {b / m:.2f}x | {bytes_} | {allocs} |')
