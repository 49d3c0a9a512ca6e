#!/bin/bash
# usage: appattrs-byfn.sh PREFIX N: instructions per op by function, (Ir(3N) - Ir(N)) / 2N
p=$1; N=$2
for n in $N $((3*N)); do callgrind_annotate --inclusive=no --threshold=100 $p-$n.out 2>/dev/null | grep -E '^ *[0-9,]+ \(' | sed -E 's/^ *([0-9,]+) \( *[0-9.]+%\) +/\1\t/; s/,//g' > /tmp/cgd-$n.txt; done
python3 - $N <<'PY'
import sys
N=int(sys.argv[1]); a={};b={}
for fn,d in (("/tmp/cgd-%d.txt"%N,a),("/tmp/cgd-%d.txt"%(3*N),b)):
    for line in open(fn):
        n,name=line.rstrip("\n").split("\t",1); d[name]=d.get(name,0)+int(n)
rows=[((b.get(k,0)-a.get(k,0))/(2*N),k) for k in set(a)|set(b)]
rows.sort(reverse=True)
for v,k in rows[:14]:
    if abs(v)>=1: print("%8.1f  %s"%(v,k[:150]))
PY
