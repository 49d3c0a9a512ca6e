#!/bin/bash
# usage: cg.sh BIN CASE -> instructions per op via (Ir(3N)-Ir(N))/2N, N=2000
bin=$1; case=$2; N=${3:-2000}
tag=$(basename $bin)-$(echo $case | tr '/=' '--')
for it in $N $((3*N)); do
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=${CG_DIR:-/tmp/scroll3}/$tag-$it.out $bin profile --case $case --seed 7 --iterations $it >/dev/null 2>&1
done
a=$(awk '/^summary:/{print $2}' ${CG_DIR:-/tmp/scroll3}/$tag-$N.out); b=$(awk '/^summary:/{print $2}' ${CG_DIR:-/tmp/scroll3}/$tag-$((3*N)).out)
echo "$tag $(awk -v a=$a -v b=$b -v n=$N 'BEGIN{printf "%.1f", (b-a)/(2*n)}')"
