#!/usr/bin/env bash
# Alternates three release binaries, 3 rounds, same filter, same machine:
# start = main at 2669a72 (this task's start), main = main at 96a1e50, after = comp2's tip.
set -u
F='layout=compositional|compositionalPhotos,operation=prepare|batch-update,strategy=strip-directory'
cd /tmp/c2/runs
for round in 1 2 3; do
  for side in start main after; do
    case $side in main) bin=/tmp/c2/bench-before ;; *) bin=/tmp/c2/bench-$side ;; esac
    $bin run --items 1000000 --filter "$F" --output /tmp/c2/runs/$side-$round > /tmp/c2/runs/$side-$round.log 2>&1
    echo "$(date -u +%T) $side $round rc=$?"
  done
done
