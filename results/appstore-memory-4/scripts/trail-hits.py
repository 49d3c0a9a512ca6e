#!/usr/bin/env python3
"""usage: trail-hits.py FRAMES.tsv

What a query over stored frames only would handle, against today's, for the
App Store page's middle viewport (the benchmark's query rect: 390 x 844
visible at the content's middle, 422 pt prefetch above and below) and for 500
seeded random viewports: today's hits by kind; the design's stored hits in the
rect widened by the trails' overhang (7.2 pt: badges reach 0.3 x 24 pt past
their tile's top and trailing edges; prices lie inside their cells), the extra
stored hits the widening admits (to re-test), and the trail elements the design
computes (one per cell hit of a run with implied trails), and of those cells
the ones not wholly inside the rect (the only ones whose trail needs its frame
computed: a trail that overlaps its cell hits whenever its cell lies inside)."""
import sys, random
from collections import Counter

elems, content_h = [], None
for line in open(sys.argv[1]):
    if line.startswith('#'):
        content_h = float(line.split()[-1]); continue
    cat, kind, s, i, x, y, w, h, z = line.rstrip('\n').split('\t')
    elems.append((cat, kind, float(x), float(y), float(w), float(h), int(s)))
trail_sections = {e[6] for e in elems if e[1] in ('price', 'badge')}
elems.sort(key=lambda e: e[3])
starts = [e[3] for e in elems]
longest = max(e[5] for e in elems)  # every element starting before a rect's start by more cannot reach it
import bisect
TRAIL = ('price', 'badge')
def hits(rx, ry, rw, rh, pad=0.0):
    rx, ry, rw, rh = rx - pad, ry - pad, rw + 2 * pad, rh + 2 * pad
    out = []
    for e in elems[bisect.bisect_left(starts, ry - longest):bisect.bisect_left(starts, ry + rh)]:
        c, k, x, y, w, h, s = e
        if x < rx + rw and rx < x + w and y < ry + rh and ry < y + h: out.append(e)
    return out
def composition(rect):
    now = hits(*rect)
    wide = [e for e in hits(*rect, pad=7.2) if e[1] not in TRAIL]
    stored_now = [e for e in now if e[1] not in TRAIL]
    kinds = Counter(e[1] for e in now)
    rx, ry, rw, rh = rect
    owners = [e for e in wide if e[0] == 'cell' and e[6] in trail_sections]
    inside = sum(1 for e in owners if rx <= e[2] and e[2] + e[4] <= rx + rw and ry <= e[3] and e[3] + e[5] <= ry + rh)
    return len(now), kinds['price'] + kinds['badge'], len(stored_now), len(wide), len(owners), len(owners) - inside
mid = (0.0, (content_h - 844) / 2 - 422, 390.0, 1688.0)
n, t, s, w, c, b = composition(mid)
print(f"middle: hits {n} (trails {t}, stored {s}); design: stored hits in widened rect {w} (+{w - s} to re-test), cells of runs with trails there {c}, of which {b} not inside the rect (trail computed and tested)")
random.seed(7)
tot = [0] * 6
for _ in range(500):
    y = random.uniform(0, content_h - 844)
    r = composition((0.0, y - 422, 390.0, 1688.0))
    tot = [a + b for a, b in zip(tot, r)]
n, t, s, w, c, b = (v / 500 for v in tot)
print(f"500 random: mean hits {n:.1f} (trails {t:.1f}, stored {s:.1f}); design: stored hits in widened rect {w:.1f} (+{w - s:.1f}), cells of runs with trails there {c:.1f}, not inside the rect {b:.1f}")
