#!/usr/bin/env bash
# CPU time (user + system, from perf stat's task-clock) per operation of a
# profile loop: (loop of N+1 operations) - (loop of 1), divided by N, so the
# case's setup (building the workload) cancels. CPU time, unlike wall time,
# does not count the time the process waits for a core on a loaded machine.
# Usage: cpu-loop.sh CASE N BINARY...   (binaries alternate, ROUNDS rounds)
set -u
case=$1; n=$2; shift 2
rounds=${ROUNDS:-3}
cpu() { perf stat -x, -e task-clock "$1" profile --case "$case" --iterations "$2" 2>&1 >/dev/null | awk -F, '/task-clock/ {print $1}'; }
for round in $(seq "$rounds"); do
  for bin in "$@"; do
    one=$(cpu "$bin" 1); many=$(cpu "$bin" $((n + 1)))
    awk -v b="$bin" -v r="$round" -v o="$one" -v m="$many" -v n="$n" 'BEGIN { printf "%s round %d: %.1f ms CPU per operation\n", b, r, (m - o) / n }'
  done
done
