#!/bin/bash
# usage: measure.sh CASES-FILE BIN... -> "BIN-CASE instructions" per line, callgrind's
# instructions per operation (results/scroll-10e6-4/scripts/cg.sh, N=2000), the
# binaries of one case run side by side; CG_DIR (default /tmp/hit-test-copy-cg) keeps the profiles.
cases=$1; shift
cg="$(dirname "$0")/../scroll-10e6-4/scripts/cg.sh"
export CG_DIR=${CG_DIR:-/tmp/hit-test-copy-cg}
mkdir -p "$CG_DIR"
for c in $(cat "$cases"); do
  for b in "$@"; do
    bash "$cg" "$b" "$c" 2000 &
  done
  wait
done
