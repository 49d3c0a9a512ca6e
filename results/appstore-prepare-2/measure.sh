#!/usr/bin/env bash
# Alternates main's release binary and this branch's, ROUNDS rounds, on the
# task's prepare filter and the App Store page's queries (10^6 items); each
# run's tables go to $OUT/<side>-<round>-<set>.txt, its results to the same name as a directory.
# Usage: measure.sh MAIN_BINARY BRANCH_BINARY OUT
set -u
main=$1; branch=$2; out=$3
rounds=${ROUNDS:-3}
mkdir -p "$out"
P='layout=compositional|compositionalPhotos,operation=prepare|prepare-reused|batch-update,strategy=strip-directory|linear'
Q='layout=compositional,workload=appStore,operation=query-random|query-slots|scroll-slots,strategy=strip-directory'
for round in $(seq "$rounds"); do
  for side in main branch; do
    bin=$main; [ "$side" = branch ] && bin=$branch
    { uptime; "$bin" run --items 1000000 --samples 9 --filter "$P" --output "$out/$side-$round-prepare"; uptime; } > "$out/$side-$round-prepare.txt" 2>&1
    { uptime; "$bin" run --items 1000000 --samples 9 --filter "$Q" --output "$out/$side-$round-query"; uptime; } > "$out/$side-$round-query.txt" 2>&1
    echo "$(date -u +%T) $side $round"
  done
done
