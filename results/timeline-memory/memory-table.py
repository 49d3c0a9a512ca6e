#!/usr/bin/env python3
"""The memory table of README.md: B/item all in (and the index's own) per layout and strategy, before and after."""
import json, os

here = os.path.dirname(os.path.abspath(__file__))
sides = {}
for side in ['before', 'after']:
    with open(os.path.join(here, f'memory-{side}', 'results.json')) as file:
        sides[side] = {case['case']['name']: case for case in json.load(file)['cases']}
print('| layout / workload / strategy (n=10^6) | before: all in | after: all in | before: index | after: index |')
print('| --- | ---: | ---: | ---: | ---: |')
for name, after in sides['after'].items():
    before = sides['before'].get(name)
    if before is None:
        continue
    label = name.replace('/prepare', '').replace('/n=1000000', '')
    print(f"| {label} | {before['retainedBytesPerItem']:.1f} | {after['retainedBytesPerItem']:.1f} | {before['indexBytesPerItem']:.2f} | {after['indexBytesPerItem']:.2f} |")
