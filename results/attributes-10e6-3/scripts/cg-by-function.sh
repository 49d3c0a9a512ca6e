#!/bin/bash
# usage: cg-by-function.sh PREFIX: instructions per operation by function, (Ir(6000) - Ir(2000)) / 4000,
# from the two callgrind files PREFIX-2000.out and PREFIX-6000.out that results/scroll-10e6-4/scripts/cg.sh leaves in CG_DIR
p=$1
for n in 2000 6000; do callgrind_annotate --inclusive=no --threshold=100 $p-$n.out 2>/dev/null | grep -E '^ *[0-9,]+ \(' | sed -E 's/^ *([0-9,]+) \( *[0-9.]+%\) +/\1\t/; s/,//g' > /tmp/cgd-$n.txt; done
python3 - <<'PY'
a={};b={}
for fn,d in (("/tmp/cgd-2000.txt",a),("/tmp/cgd-6000.txt",b)):
    for line in open(fn):
        n,name=line.rstrip("\n").split("\t",1); d[name]=d.get(name,0)+int(n)
rows=[(( b.get(k,0)-a.get(k,0))/4000,k) for k in set(a)|set(b)]
rows.sort(reverse=True)
tot=sum(r[0] for r in rows)
print("total %.1f"%tot)
for v,k in rows[:15]:
    if abs(v)>=1: print("%8.1f  %s"%(v,k[:170]))
PY
