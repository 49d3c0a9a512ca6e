#!/bin/bash
# perfn.sh TAG N : per-function (exclusive) Ir per op, (3N - N)/2N
tag=$1; N=${2:-2000}
ann() { callgrind_annotate --inclusive=${3:-no} --threshold=100 $1 2>/dev/null | grep -E '^ *[0-9,]+ ' | sed 's/(.*%)//' | awk '{gsub(",","",$1); n=$1; $1=""; print n "\t" $0}'; }
join -t $'\t' -1 2 -2 2 <(ann $tag-$N.out x $3 | sort -t $'\t' -k2) <(ann $tag-$((3*N)).out x $3 | sort -t $'\t' -k2) | awk -F'\t' -v n=$N '{d=($3-$2)/(2*n); if (d>1 || d<-1) printf "%8.1f %s\n", d, $1}' | sort -rn | swift demangle --simplified | cut -c1-200 | head -${4:-25}
