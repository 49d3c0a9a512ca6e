#!/usr/bin/env python3
"""usage: trail-exactness.py FRAMES.tsv (the TSV of `layout-bench frames SPEC`)

For every supplementary element anchored to a cell (kinds price, badge: one per
cell, item = the cell's item), tests whether its frame follows bit for bit from
its cell's frame by each candidate formula (Python floats are IEEE doubles,
rounded as Swift's), per element and per section run (a run is implied only
if every one of its trail elements is)."""
import sys
from collections import defaultdict

cells, trails = {}, defaultdict(list)
for line in open(sys.argv[1]):
    if line.startswith('#'): continue
    cat, kind, s, i, x, y, w, h, z = line.rstrip('\n').split('\t')
    r = (float(x), float(y), float(w), float(h))
    if cat == 'cell': cells[(int(s), int(i))] = r
    elif kind in ('price', 'badge'): trails[(kind, int(s))].append((int(i), r))

# SupplementaryPlacement.frame(of:on:) on the cell's stored frame, for the
# workload's two anchors: price (trailing, centred across), badge (top
# trailing, fractional offset 0.3, -0.3), absolute sizes.
def placement(kind, c, w, h):
    x = (c[0] + c[2]) - w
    if kind == 'price':
        y = c[1] + (c[3] - h) / 2
    else:
        y = c[1]
        x += 0.3 * w
        y += -0.3 * h
    return (x, y, w, h)

def delta(first_c, first_t):
    dx, dy = first_t[0] - first_c[0], first_t[1] - first_c[1]
    return lambda kind, c, w, h: (c[0] + dx, c[1] + dy, w, h)

stats = defaultdict(lambda: [0, 0, 0, 0])  # elements ok, elements, runs ok, runs
for (kind, s), elems in trails.items():
    elems.sort()
    c0, t0 = cells[(s, elems[0][0])], elems[0][1]
    for name, f in (('placement on the cell frame', placement), ('cell origin + first delta', delta(c0, t0))):
        ok = sum(1 for i, t in elems if f(kind, cells[(s, i)], t[2], t[3]) == t)
        st = stats[(kind, name)]
        st[0] += ok; st[1] += len(elems); st[2] += ok == len(elems); st[3] += 1
for (kind, name), (eo, e, ro, r) in sorted(stats.items()):
    print(f"{kind:6} {name:28} elements exact {eo}/{e} ({100*eo/e:.2f}%), runs wholly exact {ro}/{r}")
