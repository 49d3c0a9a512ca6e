#!/usr/bin/env python3
# Instructions per operation by function, from the two callgrind files
# cg-prepare.sh keeps: (cost in the 3-operation run - cost in the 1-operation
# run) / 2, own (excl) or with callees (incl), the largest first.
#   python3 results/appstore-prepare-8/cg-functions.py TAG-1.out TAG-3.out excl|incl [ROWS] | swift demangle --simplified
import sys, re, subprocess, collections
def load(path, inclusive):
    out = subprocess.run(['callgrind_annotate', '--inclusive=' + ('yes' if inclusive else 'no'), '--threshold=100', path],
                         capture_output=True, text=True).stdout
    costs = collections.Counter()
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+)\s+\([^)]*\)\s+(.*)', line)
        if m: costs[m.group(2)] += int(m.group(1).replace(',', ''))
    return costs
one, three = load(sys.argv[1], sys.argv[3] == 'incl'), load(sys.argv[2], sys.argv[3] == 'incl')
rows = sorted(((three[k] - one.get(k, 0)) / 2, k) for k in three)[::-1]
for cost, name in rows[:int(sys.argv[4]) if len(sys.argv) > 4 else 40]:
    if cost < 1e6: break
    print(f'{cost / 1e6:9.2f}M  {name[:200]}')
