# The 10^6 query table from the runs here: python3 table.py DIR [cpu|wall].
import json,sys,glob,statistics
d=sys.argv[1]; KEY=sys.argv[2] if len(sys.argv)>2 else 'wall'
acc={}
for f in sorted(glob.glob(d+'/*.json')):
    side=f.split('/')[-1][:-5].rsplit('-',1)[0]
    for c in json.load(open(f))['cases']:
        acc.setdefault(c['case']['name'],{}).setdefault(side,[]).append(c['summary'][KEY]['median'])
print(f"| case (10^6, strip-directory, {KEY} medians) | main rounds | branch rounds | main median | branch median | branch/main |")
print("| --- | --- | --- | ---: | ---: | ---: |")
for name,v in sorted(acc.items()):
    m=statistics.median(v.get('main',[float('nan')])); b=statistics.median(v.get('branch',[float('nan')]))
    fmt=lambda xs: ', '.join(f"{x:.0f}" for x in xs)
    print(f"| {name.replace('/strip-directory','').replace('/n=1000000','')} | {fmt(v.get('main',[]))} | {fmt(v.get('branch',[]))} | {m:.0f} ns | {b:.0f} ns | {b/m:.3f} |")
