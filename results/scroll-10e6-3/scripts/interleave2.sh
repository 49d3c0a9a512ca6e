#!/bin/bash
F='layout=flow|waterfall|compositional,operation=scroll-slots|query-random|query-slots,strategy=strip-directory|peer-rtree|peer-sorted-scan'
for r in 5 6 7 8; do
  for spec in /work/main/.build-worktrees/r19/.build/release/layout-bench:old2 /tmp/scroll3/main-full:main2 /tmp/scroll3/new3-full:new2; do
    bin=${spec%%:*}; name=${spec##*:}
    $bin run --items 1000000 --samples 9 --seed 7 --strict --filter "$F" --output /tmp/scroll3/runs/$name-r$r > /tmp/scroll3/runs/$name-r$r.txt 2>&1
    echo "$(date -u +%T) done $r $name rc=$?" >> /tmp/scroll3/runs/log.txt
  done
done
