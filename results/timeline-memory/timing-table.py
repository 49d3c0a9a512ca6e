#!/usr/bin/env python3
"""The timing tables of README.md, from the alternated runs in a directory (time-before-N, time-after-N):
`timing-table.py` for this one, `timing-table.py queries` for queries/."""
import glob, json, os, re, statistics, sys

here = os.path.join(os.path.dirname(os.path.abspath(__file__)), *sys.argv[1:])
runs = {}
for path in sorted(glob.glob(os.path.join(here, 'time-*-*', 'results.json'))):
    who = re.search(r'time-(before|after)-\d+', path).group(1)
    with open(path) as file:
        for case in json.load(file)['cases']:
            runs.setdefault(case['case']['name'], {}).setdefault(who, []).append(case)
print('| case (n=10^6) | unit | before: wall medians per run | after: wall medians per run | before: CPU medians per run | after: CPU medians per run | wall after / before (pooled) | CPU after / before (pooled) |')
print('| --- | --- | --- | --- | --- | --- | ---: | ---: |')
for name, by in runs.items():
    if 'before' not in by or 'after' not in by:
        continue
    def medians(who, key):
        return ', '.join('%.1f' % case['summary'][key]['median'] for case in by[who])
    def pooled(who, key):
        return statistics.median([x for case in by[who] for x in case[key]])
    unit = 'ns/item' if '/prepare/' in name else 'ns'
    label = name.replace('/n=1000000', '')
    print(f"| {label} | {unit} | {medians('before', 'wall')} | {medians('after', 'wall')} | {medians('before', 'cpu')} | {medians('after', 'cpu')} "
          f"| {pooled('after', 'wallNanoseconds') / pooled('before', 'wallNanoseconds'):.2f}x | {pooled('after', 'cpuNanoseconds') / pooled('before', 'cpuNanoseconds'):.2f}x |")
