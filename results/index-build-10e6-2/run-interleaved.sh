#!/bin/bash
# usage: MAIN_BINARY=path OUT=dir run-interleaved.sh ROUNDS NAME BRANCH_BINARY (NAME unused)
# alternates main's binary and the branch's, $1 rounds, prepare at 10^6
out=${OUT:-results/index-build-10e6-2/runs}
mkdir -p $out
for r in $(seq 1 $1); do
  for side in main branch; do
    if [ $side = main ]; then bin=${MAIN_BINARY:?the main binary}; else bin=$3; fi
    $bin run --strict --items 1000000 --seed 7 --samples 15 --filter 'layout=flow|waterfall|compositional,operation=prepare,strategy=linear|strip-directory|peer-rtree' --output $out/$side-$r > $out/$side-$r.log 2>&1
  done
done
echo finished > $out/done
