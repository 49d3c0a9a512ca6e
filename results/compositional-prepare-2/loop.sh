#!/usr/bin/env bash
# Interleaved profile loops: each round runs every binary once per case, in turn.
set -u
for round in 1 2 3 4 5; do
  for side in start main after; do
    case $side in main) bin=/tmp/c2/bench-before ;; *) bin=/tmp/c2/bench-$side ;; esac
    for c in "compositionalPhotos/photoGrid/prepare/strip-directory/n=1000000 10" "compositional/appStore/prepare/strip-directory/n=1000000 5" "compositional/appStore/batch-update/strip-directory/n=1000000 3000"; do
      set -- $c
      echo "$round $side $($bin profile --case $1 --iterations $2 2>&1 | tail -1)"
    done
  done
done
