# The index build per round and its median over rounds, from the runs here:
# python3 ratios.py DIR [cpu|wall] (DIR holds main-N.json and branch-N.json).
import json,sys,glob,statistics
d=sys.argv[1]; KEY=sys.argv[2] if len(sys.argv)>2 else 'wall'
acc={}
for f in sorted(glob.glob(d+'/*.json')):
    side=f.split("/")[-1][:-5].rsplit('-',1)[0]; rnd=f.split("/")[-1][:-5]
    j=json.load(open(f))
    r={c['case']['layout']+'/'+c['case']['strategy']: c['summary'][KEY]['median'] for c in j['cases']}
    line=[]
    for lay in ('flow','waterfall','compositional'):
        lin,sd,rt=r[lay+'/linear'],r[lay+'/strip-directory'],r[lay+'/peer-rtree']
        acc.setdefault((side,lay),[]).append((lin,sd,rt))
        line.append(f"{lay}: lin {lin:.2f} sd {sd:.2f} rt {rt:.1f} build {sd-lin:.2f} ({(sd-lin)/rt:.3f}x)")
    print(rnd.ljust(9),' | '.join(line))
print('medians over rounds:')
for (side,lay),v in sorted(acc.items()):
    lin=statistics.median(x[0] for x in v); sd=statistics.median(x[1] for x in v); rt=statistics.median(x[2] for x in v)
    b=statistics.median(x[1]-x[0] for x in v)
    print(f"{side:7} {lay:14} linear {lin:.2f} strip {sd:.2f} rtree {rt:.1f} build(median of round diffs) {b:.2f} ns/item -> {b/rt:.3f}x")
