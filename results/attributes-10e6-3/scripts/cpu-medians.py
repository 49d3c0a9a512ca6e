# usage: python3 cpu-medians.py DIR: DIR holds the BIN-ROUND/results.json of timing.sh (or raw/'s BIN-ROUND.json);
# prints, per binary and workload, the median CPU time per query pooled over every
# sample of every round (cpuNanoseconds: the process's own time, which the shared
# machine's preemption does not inflate), the attributes/slots ratio, and each round's median.
import json,glob,statistics,collections,sys
d=collections.defaultdict(list); per=collections.defaultdict(list)
# Either timing.sh's BIN-ROUND/results.json or raw/'s BIN-ROUND.json.
files=glob.glob(sys.argv[1]+'/*/results.json')+glob.glob(sys.argv[1]+'/*.json')
for f in files:
    run=f.split('/')[-2] if f.endswith('/results.json') else f.split('/')[-1][:-5]
    b,rnd=run.rsplit('-',1)
    for c in json.load(open(f))['cases']:
        k=(b,c['case']['workload'],c['case']['operation'])
        d[k]+=c['cpuNanoseconds']; per[k].append(c['summary']['cpu']['median'])
bins=sorted({k[0] for k in d})
for w in ['grid','photos']:
    for b in bins:
        s=statistics.median(d[(b,w,'query-slots')]); a=statistics.median(d[(b,w,'query-attributes')])
        print("%-16s %-6s slots %6.1f  attrs %6.1f  ratio %.2f   per-round attr medians %s slots %s"%(b,w,s,a,a/s,[round(x,1) for x in per[(b,w,'query-attributes')]],[round(x,1) for x in per[(b,w,'query-slots')]]))
