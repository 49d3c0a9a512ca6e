#!/bin/bash
# interleave.sh ROUNDS BIN:NAME ...  -> /tmp/scroll3/runs/NAME-rR
rounds=$1; shift
F='layout=flow|waterfall|compositional,operation=scroll-slots|query-random|query-slots,strategy=strip-directory|peer-rtree|peer-sorted-scan'
for r in $(seq 1 $rounds); do
  for spec in "$@"; do
    bin=${spec%%:*}; name=${spec##*:}
    echo "$(date -u +%T) round $r $name" >> /tmp/scroll3/runs/log.txt
    $bin run --items 1000000 --samples 9 --seed 7 --strict --filter "$F" --output /tmp/scroll3/runs/$name-r$r > /tmp/scroll3/runs/$name-r$r.txt 2>&1
    echo "$(date -u +%T) done $r $name rc=$?" >> /tmp/scroll3/runs/log.txt
  done
done
