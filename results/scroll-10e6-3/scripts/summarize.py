import json,sys,glob,statistics,collections
import os
BASE = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
# summarize.py PREFIX... : per binary prefix, per case: median over rounds of per-run medians (wall), and ratio vs rtree (per-run ratio, median)
prefixes=sys.argv[1:]
rows=collections.OrderedDict()
for p in prefixes:
    for f in sorted(glob.glob(f'{BASE}/{p}-r*/results.json')):
        d=json.load(open(f))
        by={}
        for c in d['cases']:
            k=c['case']; key=(k['layout'],k['workload'],k['operation'],k.get('position') or '-')
            by.setdefault(key,{})[k['strategy']]=c['summary']['wall']['median']
        for key,s in by.items():
            if 'strip-directory' in s and 'peer-rtree' in s:
                rows.setdefault(key,{}).setdefault(p,[]).append((s['strip-directory'], s['strip-directory']/s['peer-rtree'], s['strip-directory']/s.get('peer-sorted-scan',float('nan'))))
print('| case | ' + ' | '.join(f'{p}: ns / vs R-tree / vs scan (n runs)' for p in prefixes)+' |')
print('|---|' + '---|'*len(prefixes))
for key,per in rows.items():
    cells=[]
    for p in prefixes:
        v=per.get(p,[])
        if not v: cells.append('-'); continue
        cells.append(f"{statistics.median(x[0] for x in v):.1f} / {statistics.median(x[1] for x in v):.2f}x / {statistics.median(x[2] for x in v):.2f}x ({len(v)})")
    print(f"| {'/'.join(key)} | " + ' | '.join(cells)+' |')
