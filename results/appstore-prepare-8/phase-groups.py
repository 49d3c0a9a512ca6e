#!/usr/bin/env python3
# Sums the rows of phases.py output (results/appstore-prepare-5/phases.py X.script 3) into the
# phases of the README: python3 results/appstore-prepare-8/phase-groups.py phases-main-1.txt ...
import sys, re, collections
def group(path):
    if path.startswith('layOut/groups'): return 'group repetitions (layOut/groups*)'
    if path.startswith('layOut'): return 'section frame (layOut, boundary, bg, pins of boundary items)'
    if path.startswith('strips'): return 'strips*'
    if path.startswith('index'): return 'index*'
    if path.startswith('pins'): return 'pins'
    if path.startswith('descriptions'): return 'descriptions'
    return 'other (prepare loop, keys, hints, lookups)'
for f in sys.argv[1:]:
    share = collections.Counter(); kern = collections.Counter(); head = ''
    for line in open(f):
        if line.startswith('total'): head = line.strip(); continue
        m = re.match(r'(\S+)\s+([\d.]+)%\s+kernel\s+([\d.]+)%', line)
        if m: share[group(m.group(1))] += float(m.group(2)); kern[group(m.group(1))] += float(m.group(3))
    print(f'== {f}: {head}')
    for k, v in share.most_common(): print(f'  {k:62s} {v:6.1f}%  (kernel {kern[k]:4.1f}%)')
