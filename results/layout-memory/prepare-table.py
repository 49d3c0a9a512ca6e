#!/usr/bin/env python3
"""The prepare timing table of README.md, from the four alternated runs here."""
import json, os, statistics

here = os.path.dirname(os.path.abspath(__file__))
runs = {}
for who in ['before', 'after']:
    for round in [1, 2]:
        with open(os.path.join(here, f'time-{who}-{round}', 'results.json')) as file:
            for case in json.load(file)['cases']:
                runs.setdefault(case['case']['name'], {}).setdefault(who, []).append(case)
print('| case (n=10^6) | before: wall median, runs 1, 2 | after: wall median, runs 1, 2 | before: CPU median, runs 1, 2 | after: CPU median, runs 1, 2 | CPU after / before (22 samples each) |')
print('| --- | --- | --- | --- | --- | ---: |')
for name, by in runs.items():
    def medians(who, key):
        return ', '.join('%.1f ns' % case['summary'][key]['median'] for case in by[who])
    def pooled(who):
        return statistics.median([x for case in by[who] for x in case['cpuNanoseconds']])
    label = name.replace('/n=1000000', '').replace('/prepare', '')
    print(f"| {label} | {medians('before', 'wall')} | {medians('after', 'wall')} | {medians('before', 'cpu')} | {medians('after', 'cpu')} | {pooled('after') / pooled('before'):.2f}x |")
