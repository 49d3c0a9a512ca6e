#!/bin/bash
# Instructions per operation of two release binaries (debug info stripped), by
# results/scroll-10e6-4/scripts/cg.sh: (Ir(3N) - Ir(N)) / 2N of
# `layout-bench profile --case CASE --seed 7 --iterations N` under callgrind.
# Usage: results/no-regression-9/callgrind.sh BASE-BIN HEAD-BIN OUT-DIR
# (run from the repository's root; the table in callgrind.md came from
# base = main at 54244d0, head = main at 3b89cc8, whose engine a0a3829 has).
set -eu
base=$1 head=$2 out=$3
mkdir -p "$out"
cp "$base" "$out/base"; cp "$head" "$out/final"; strip "$out/base" "$out/final"
for spec in "compositional/appStore/query-slots/middle/strip-directory/n=1000000 2000" \
            "compositional/appStore/scroll-slots/strip-directory/n=1000000 2000" \
            "compositional/appStore/query-attributes/middle/strip-directory/n=1000000 2000" \
            "compositional/appStore/query-random/strip-directory/n=1000000 2000" \
            "flow/grid/query-slots/middle/strip-directory/n=1000000 2000" \
            "flow/grid/query-attributes/middle/strip-directory/n=1000000 2000" \
            "waterfall/photos/query-slots/middle/strip-directory/n=100000 2000" \
            "waterfall/photos/query-attributes/middle/strip-directory/n=100000 2000" \
            "calendarWeek/meetings/query-attributes/middle/strip-directory/n=10000 2000" \
            "stickyCards/cards/query-attributes/middle/strip-directory/n=10000 2000" \
            "timeline/events/query-attributes/middle/strip-directory/n=10000 2000" \
            "compositionalPhotos/photoGrid/query-attributes/middle/strip-directory/n=100000 2000" \
            "flow/grid/prepare/strip-directory/n=100000 5" \
            "waterfall/photos/prepare/strip-directory/n=100000 5" \
            "waterfall/photos/prepare-reused/strip-directory/n=100000 5" \
            "compositionalPhotos/photoGrid/prepare/strip-directory/n=100000 5" \
            "compositional/appStore/prepare/strip-directory/n=1000000 1"; do
  set -- $spec
  for b in base final; do CG_DIR="$out" bash results/scroll-10e6-4/scripts/cg.sh "$out/$b" $1 $2; done
done
