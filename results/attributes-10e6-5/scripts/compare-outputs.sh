#!/bin/bash
# usage: compare-outputs.sh BIN_A BIN_B (from the repository root): frames and query outputs of every spec of
# results/specs/ (linear and auto index, four rects, with and without visible bounds) -> the outputs that differ, and a count
commands() {
  for spec in ./results/specs/*.json; do
    printf '%s\n' "frames $spec" "frames $spec --format json"
    for idx in linear auto; do for rect in 0,0,390,844 0,500,390,1688 -50,-50,2000,5000 100,2000,50,50; do
      printf '%s\n' "query $spec --rect $rect --index $idx" "query $spec --rect $rect --index $idx --visible 0,1500,390,844"
    done; done
  done
}
n=0; bad=0
while read -r command; do
  n=$((n+1))
  cmp -s <($1 $command 2>&1) <($2 $command 2>&1) || { bad=$((bad+1)); echo "DIFF: $command"; }
done < <(commands)
echo "$n compared, $bad differ"
