#!/bin/bash
# rounds.sh ROUNDS OUT BIN:NAME ... : interleaved runs at 10^6, one directory per binary and round (OUT/NAME-rR)
# F (filter) and S (samples) from the environment.
rounds=$1; out=$2; shift 2
F=${F:-'layout=compositional,workload=appStore,operation=scroll-slots|query-random,strategy=strip-directory|peer-rtree|peer-sorted-scan'}
mkdir -p $out
for r in $(seq 1 $rounds); do
  for spec in "$@"; do
    bin=${spec%%:*}; name=${spec##*:}
    $bin run --items 1000000 --samples ${S:-15} --seed 7 --strict --filter "$F" --output $out/$name-r$r > $out/$name-r$r.txt 2>&1
    echo "$(date -u +%T) round $r $name rc=$?" >> $out/log.txt
  done
done
