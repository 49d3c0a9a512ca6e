import json,glob,statistics,collections,sys
root=sys.argv[1]
KIND=sys.argv[2] if len(sys.argv)>2 else 'cpu'
res=collections.defaultdict(list); ns=collections.defaultdict(list)
for f in sorted(glob.glob(root+'/*/results.json')):
    name=f.split('/')[-2].rsplit('-r',1)[0]
    d=json.load(open(f))
    med={}
    for c in d['cases']:
        k=c['case']; key=(k['layout'],k['workload'],k['operation'],k['strategy'])
        med[key]=(c['summary'][KIND]['median'], c[KIND+'Nanoseconds'])
    for (lay,wl,op,st),(m,samples) in med.items():
        if st!='strip-directory': continue
        r=med.get((lay,wl,op,'peer-rtree'))
        if not r: continue
        res[(wl,op,name)].append(m/r[0]); ns[(wl,op,name)].append(m)
        ps=[a/b for a,b in zip(samples,r[1])]
        res[(wl,op,name,'per-sample')].append(statistics.median(ps))
for k in sorted(res):
    v=res[k]
    if len(k)==3: print(f"{k[0]:22s} {k[1]:13s} {k[2]:6s} ours {statistics.median(ns[k]):7.1f} ns  vs rtree per-run {statistics.median(v):.3f} {[round(x,2) for x in v]}  per-sample-median {statistics.median(res[k+('per-sample',)]):.3f}")
