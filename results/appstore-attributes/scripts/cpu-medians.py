# usage: python3 cpu-medians.py DIR: DIR holds timing.sh's BIN-ROUND/results.json; prints, per binary
# and layout, the median CPU time per query pooled over every sample of every round (cpuNanoseconds),
# the attributes/slots ratio, and each round's medians (results/attributes-10e6-3/scripts/cpu-medians.py
# for these three layouts).
import json,glob,statistics,collections,sys
d=collections.defaultdict(list); per=collections.defaultdict(list); allocs=set()
for f in glob.glob(sys.argv[1]+"/*/results.json")+glob.glob(sys.argv[1]+"/*.json"):
    run=f.split('/')[-2] if f.endswith('/results.json') else f.split('/')[-1][:-5]
    b,rnd=run.rsplit('-',1)
    for c in json.load(open(f))['cases']:
        k=(b,c['case']['layout'],c['case']['operation'])
        d[k]+=c['cpuNanoseconds']; per[k].append(c['summary']['cpu']['median']); allocs.add(c['allocationsPerOperation'])
bins=sorted({k[0] for k in d})
for w in ['compositional','timeline','timelineHorizontal']:
    for b in bins:
        if (b,w,'query-slots') not in d: continue
        s=statistics.median(d[(b,w,'query-slots')]); a=statistics.median(d[(b,w,'query-attributes')])
        print("%-16s %-18s slots %6.1f  attrs %6.1f  ratio %.2f   per-round attrs %s slots %s"%(b,w,s,a,a/s,[round(x,1) for x in per[(b,w,'query-attributes')]],[round(x,1) for x in per[(b,w,'query-slots')]]))
print("allocations per operation:", sorted(allocs))
