#!/usr/bin/env python3
"""Waterfall prepare at 10^6 against the C++ loop, per binary, from the runs
in DIR (BIN-ROUND.json, each `layout-bench run` of one binary in one round):
each round's ratio (thread CPU time medians, ours / the C++ loop of the same
run), their median per binary, and each binary's ratio over base's, paired
by round. Usage: paired.py DIR"""
import glob,json,statistics as st,sys
d=sys.argv[1]; rows={}
for p in sorted(glob.glob(d+'/*.json')):
    cases=json.load(open(p))['cases']
    m={(c['case']['operation'],c['case']['strategy']):c['summary']['cpu']['median'] for c in cases}
    name=p.split('/')[-1][:-5]; b,r=name.split('-')
    for op,peer in [('prepare','peer-cpp-loop'),('prepare-reused','peer-cpp-loop-reused')]:
        o=m[(op,'strip-directory')]; l=m.get((op,peer)) or m[('prepare',peer)]
        rows.setdefault((b,op),{})[int(r)]=o/l
bins=sorted({k[0] for k in rows})
for op in ('prepare','prepare-reused'):
    base=rows[('base',op)]
    print(op, 'base median ratio', round(st.median(base.values()),3))
    for b in bins:
        if b=='base': continue
        s=rows[(b,op)]; paired=[s[r]/base[r] for r in sorted(base)]
        print('  ',b,'median ratio',round(st.median(s.values()),3),'paired',round(st.median(paired),3),'lower in',sum(1 for x in paired if x<1),'/',len(paired))
