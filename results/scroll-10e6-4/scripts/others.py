import json,glob,statistics,collections,sys
# others.py DIR [cpu|wall]: per case, median over rounds of scroll4/main (strip-directory) and of ours/rtree
root=sys.argv[1]; kind=sys.argv[2] if len(sys.argv)>2 else 'cpu'
med=collections.defaultdict(dict)
for f in sorted(glob.glob(root+'/*/results.json')):
    name,r=f.split('/')[-2].rsplit('-r',1)
    for c in json.load(open(f))['cases']:
        k=c['case']; key=(k['layout'],k['operation'],c['case'].get('position') or k['name'].split('/')[3] if k['operation']=='query-slots' else '')
        med[(key,k['strategy'],r)][name]=c['summary'][kind]['median']
rows=collections.defaultdict(lambda: collections.defaultdict(list))
for (key,st,r),d in med.items():
    if 'main' in d and 'scroll4' in d and st=='strip-directory':
        rows[key]['new/main'].append(d['scroll4']/d['main']); rows[key]['main ns'].append(d['main']); rows[key]['new ns'].append(d['scroll4'])
        rt=med.get((key,'peer-rtree',r),{})
        if 'main' in rt: rows[key]['main vs rtree'].append(d['main']/rt['main']); rows[key]['new vs rtree'].append(d['scroll4']/rt['scroll4'])
print('| layout | operation | main ns | scroll4 ns | scroll4/main | main vs R-tree | scroll4 vs R-tree |')
print('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
for key in sorted(rows):
    v=rows[key]; m=lambda n: statistics.median(v[n]) if v[n] else float('nan')
    print(f"| {key[0]} | {key[1]} {key[2]} | {m('main ns'):.1f} | {m('new ns'):.1f} | {m('new/main'):.3f} | {m('main vs rtree'):.3f} | {m('new vs rtree'):.3f} |")
