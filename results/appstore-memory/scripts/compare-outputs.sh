#!/bin/bash
# usage: compare-outputs.sh BIN_A BIN_B (from the repository root) -> the outputs that differ, and a count
A=$1; B=$2; n=0; bad=0
specs="$(grep -l '"compositional"' ./results/specs/*.json ./Fuzz/Regressions/spec/*.json) ${BIG_SPEC:-/tmp/app-store-20000.json}"
for spec in $specs; do
  runs=("frames $spec" "frames $spec --format json" "frames $spec --visible 0,3000,390,844")
  for idx in linear sorted-columns interval-tree strip-directory auto; do
    for rect in 0,0,390,844 -100,500,2000,3000 0,20000,390,1688 100,2000,50,50 0,0,1e9,1e9; do
      runs+=("query $spec --rect $rect --index $idx" "query $spec --rect $rect --index $idx --visible 0,1500,390,844")
    done
  done
  for r in "${runs[@]}"; do
    n=$((n+1))
    if ! cmp -s <($A $r 2>&1) <($B $r 2>&1); then bad=$((bad+1)); echo "DIFF: $r"; fi
  done
done
echo "$n compared, $bad differ"
