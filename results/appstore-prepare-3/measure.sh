#!/usr/bin/env bash
# Alternated rounds at 10^6 items: main's binary, then this branch's, ROUNDS times,
# each the compositional pages' prepare (linear, strip directory, the R-tree's bulk
# load) and the strip directory's queries against the R-tree's, then the flow's and
# the waterfall's prepares (their strip directory shares the build's extents reads).
# PREPARE_ONLY=1: the compositional prepares alone, so that rounds alternate faster
# and the machine's load changes less between the two sides of a round.
#   ROUNDS=3 results/appstore-prepare-3/measure.sh MAIN_BINARY BRANCH_BINARY OUT_DIR
#   ROUNDS=6 PREPARE_ONLY=1 results/appstore-prepare-3/measure.sh MAIN_BINARY BRANCH_BINARY OUT_DIR
set -euo pipefail
main=$1 branch=$2 out=$3 rounds=${ROUNDS:-3} samples=${SAMPLES:-15}
operations='prepare|query-random|scroll-slots|query-slots'
[ "${PREPARE_ONLY:-0}" = 1 ] && operations=prepare
mkdir -p "$out"
for round in $(seq 1 "$rounds"); do
    for side in main new; do
        binary=$main; [ "$side" = new ] && binary=$branch
        "$binary" run --items 1000000 --samples "$samples" \
            --filter "layout=compositional|compositionalPhotos,operation=$operations,strategy=linear|strip-directory|peer-rtree" \
            --output "$out/$side-$round" > "$out/$side-$round.txt" 2>&1
        [ "${PREPARE_ONLY:-0}" = 1 ] && continue
        "$binary" run --items 1000000 --samples "$samples" \
            --filter 'layout=flow|waterfall,workload=grid|photos,operation=prepare|prepare-reused,strategy=linear|strip-directory' \
            --output "$out/$side-$round-others" > "$out/$side-$round-others.txt" 2>&1
    done
done
