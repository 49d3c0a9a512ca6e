#!/usr/bin/env bash
# Alternates main's release binary and this branch's, ROUNDS rounds, on the
# same filters and machine; each run's tables go to $OUT/<side>-<round>.log.
# Usage: measure.sh MAIN_BINARY BRANCH_BINARY OUT
set -u
main=$1; branch=$2; out=$3
rounds=${ROUNDS:-3}
mkdir -p "$out"
P='layout=compositional|compositionalPhotos,operation=prepare,strategy=linear|strip-directory'
Q='layout=compositional|compositionalPhotos,operation=query-random|query-slots|scroll-slots|batch-update,strategy=strip-directory'
for round in $(seq "$rounds"); do
  for side in main branch; do
    bin=$main; [ "$side" = branch ] && bin=$branch
    { uptime; "$bin" run --items 1000000 --samples 15 --filter "$P" --output "$out/$side-$round-prepare";
      "$bin" run --items 1000000 --samples 15 --filter "$Q" --output "$out/$side-$round-query"; uptime; } > "$out/$side-$round.log" 2>&1
    echo "$(date -u +%T) $side $round rc=$?"
  done
done
