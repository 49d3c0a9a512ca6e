#!/bin/bash
# usage (from the repository's root): results/appstore-memory-5/scripts/callgrind-queries.sh MAIN_BIN BRANCH_BIN
# Instructions per operation, both binaries (stripped copies: objcopy --strip-debug),
# through results/scroll-10e6-4/scripts/cg.sh ((Ir(3N) - Ir(N)) / 2N, N = 2000, seed 7):
# the App Store page's queries at 10^6 and the other layouts' at 10^4 (as results/run-adf07f9/callgrind.sh).
set -e
for c in compositional/appStore/query-slots/middle/strip-directory/n=1000000 \
         compositional/appStore/scroll-slots/strip-directory/n=1000000 \
         compositional/appStore/query-attributes/middle/strip-directory/n=1000000 \
         flow/grid/query-attributes/middle/strip-directory/n=10000 \
         waterfall/photos/query-attributes/middle/strip-directory/n=10000 \
         calendarWeek/meetings/query-attributes/middle/strip-directory/n=10000 \
         stickyCards/cards/query-attributes/middle/strip-directory/n=10000; do
  for b in "$1" "$2"; do CG_DIR=${CG_DIR:-/tmp} bash results/scroll-10e6-4/scripts/cg.sh "$b" "$c"; done
done
