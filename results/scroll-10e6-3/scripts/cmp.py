import json,glob,statistics,sys
import os
BASE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
a,b=sys.argv[1],sys.argv[2]
def load(p):
    out={}
    for f in sorted(glob.glob(f'{BASE}/{p}-r*/results.json')):
        for c in json.load(open(f))['cases']:
            out.setdefault(c['case']['name'],[]).append(c['summary']['wall']['median'])
    return out
A,B=load(a),load(b)
rows=[]
for k in A:
    if k in B and 'peer-' not in k:
        ma,mb=statistics.median(A[k]),statistics.median(B[k])
        rows.append((mb/ma,k,ma,mb))
rows.sort()
print(f"{len(rows)} cases; median ratio new/main {statistics.median(r[0] for r in rows):.3f}")
print("| case | main (ns) | new (ns) | new/main |\n|---|---:|---:|---:|")
for r in rows: print(f"| {r[1]} | {r[2]:.1f} | {r[3]:.1f} | {r[0]:.2f} |")
