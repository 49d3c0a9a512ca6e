# usage: python3 round-medians.py DIR: DIR holds timing.sh's BIN-ROUND/results.json (or raw/'s BIN-ROUND.json).
# Per binary and workload: the lowest and the lower-quartile per-round median CPU time (cpuNanoseconds) of
# query-slots and query-attributes, and their ratios. The loaded machine's rounds fall in two modes about
# 1.7x apart; the low mode is the undisturbed one, so the lowest and lower-quartile rounds are compared.
import json,glob,collections,sys
per=collections.defaultdict(list)
files=glob.glob(sys.argv[1]+'/*/results.json')+glob.glob(sys.argv[1]+'/*.json')
for f in files:
    run=f.split('/')[-2] if f.endswith('/results.json') else f.split('/')[-1][:-5]
    b,rnd=run.rsplit('-',1)
    for c in json.load(open(f))['cases']:
        per[(b,c['case']['workload'],c['case']['operation'])].append(c['summary']['cpu']['median'])
bins=sorted({k[0] for k in per})
def q(xs,p): xs=sorted(xs); return xs[int(p*(len(xs)-1))]
for w in ['grid','photos']:
    for b in bins:
        s=per[(b,w,'query-slots')]; a=per[(b,w,'query-attributes')]
        print("%-18s %-6s rounds %2d | slots min %6.1f q25 %6.1f | attrs min %6.1f q25 %6.1f | ratio min %.2f q25 %.2f"%(b,w,len(a),min(s),q(s,.25),min(a),q(a,.25),min(a)/min(s),q(a,.25)/q(s,.25)))
