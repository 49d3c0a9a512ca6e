#!/usr/bin/env bash
# Counts the instructions one operation of a benchmark case executes, with
# valgrind's callgrind (exact and repeatable, unlike time; and these VMs have
# no hardware counters, so `perf stat -e instructions` is <not supported>).
#
#   scripts/callgrind.sh CASE [ITERATIONS]     (default 20)
#   scripts/callgrind.sh waterfall/photos/prepare/linear/n=1000 100
#
# Runs `layout-bench profile --case CASE --iterations N` and `--iterations 2N`
# under callgrind: building the case's inputs is deterministic for a seed and
# the same in both runs, so (Ir(2N) - Ir(N)) / N is the instructions per
# operation with the setup cancelled out. Writes results/profiles/<case with /
# and = as ->/: callgrind.out (the 2N run) and callgrind-annotate.txt.
# LAYOUT_BENCH_PROFILE_ARGS="run --items 1000 --samples {iterations} --output /tmp/profiled-run" runs that
# layout-bench command line instead, {iterations} replaced by N and 2N.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: scripts/callgrind.sh CASE [ITERATIONS]" >&2
    exit 2
fi
case_name=$1
iterations=${2:-20}
if ! [[ $iterations =~ ^[1-9][0-9]{0,8}$ ]]; then
    echo "callgrind: ITERATIONS must be a whole number from 1 to 999999999, got '$iterations'" >&2
    exit 2
fi
slug=${case_name//[^A-Za-z0-9._-]/-}
out=results/profiles/$slug

scripts/setup.sh
if ! command -v valgrind >/dev/null 2>&1; then
    echo "callgrind: installing valgrind" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq valgrind >/dev/null
fi

# The same optimised code as `swift build -c release` (.text byte-identical,
# checked with objcopy --only-section=.text and cmp), but with DWARF 4 debug
# info: valgrind 3.19 (Debian 12) stops at the DWARF 5 that Swift 6.3 emits
# ("unhandled dwarf2 abbrev form code 0x25 ... Possibly corrupted debuginfo
# file"). A scratch path of its own keeps the plain release build untouched.
scratch=.build/callgrind
swift build -c release --product layout-bench --scratch-path "$scratch" -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/layout-bench

# Runs the workload with $1 iterations under callgrind, writing its profile to
# $2; valgrind's own messages go to a log, shown only when the run fails.
count_instructions() {
    local arguments
    if [ -n "${LAYOUT_BENCH_PROFILE_ARGS:-}" ]; then
        read -r -a arguments <<<"${LAYOUT_BENCH_PROFILE_ARGS//\{iterations\}/$1}"
    else
        arguments=(profile --case "$case_name" --iterations "$1")
    fi
    # Swift seeds Hasher per process, so Set and Dictionary work varies from
    # run to run; a fixed seed made two runs of waterfall/photos/prepare/linear/
    # n=1000 agree to 0.3 instructions per operation instead of 48.
    if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --log-file="$out/valgrind.log" --callgrind-out-file="$2" -- "$bin" "${arguments[@]}"; then
        tail -n 20 "$out/valgrind.log" >&2
        echo "callgrind: the run with $1 iterations failed (valgrind's log above)" >&2
        exit 1
    fi
    rm -f "$out/valgrind.log"
}

# The total of the Ir event: the `summary:` line (or `totals:`) of a callgrind profile.
total_instructions() {
    awk '/^(summary|totals):/ { print $2; exit }' "$1"
}

mkdir -p "$out"
trap 'rm -f "$out"/*.partial' EXIT
count_instructions "$iterations" "$out/callgrind-once.out.partial"
count_instructions "$((2 * iterations))" "$out/callgrind.out.partial"
once=$(total_instructions "$out/callgrind-once.out.partial")
twice=$(total_instructions "$out/callgrind.out.partial")
if [ -z "$once" ] || [ -z "$twice" ]; then
    echo "callgrind: no 'summary:' or 'totals:' line in the callgrind output" >&2
    exit 1
fi
rm "$out/callgrind-once.out.partial"
mv "$out/callgrind.out.partial" "$out/callgrind.out"
{
    callgrind_annotate --auto=no --inclusive=no "$out/callgrind.out"
    echo
    echo "Inclusive (the function and its callees):"
    callgrind_annotate --auto=no --inclusive=yes "$out/callgrind.out"
} | swift demangle --simplified >"$out/callgrind-annotate.txt.partial"
mv "$out/callgrind-annotate.txt.partial" "$out/callgrind-annotate.txt"

per_operation=$(awk -v once="$once" -v twice="$twice" -v n="$iterations" 'BEGIN { printf "%.1f", (twice - once) / n }')
echo
echo "callgrind: $case_name: $per_operation instructions per operation"
echo "callgrind:   Ir = $once with $iterations iterations, $twice with $((2 * iterations)); (Ir(2N) - Ir(N)) / N cancels the setup"
echo "callgrind: $out/callgrind.out            the run with $((2 * iterations)) iterations (callgrind_annotate, kcachegrind)"
echo "callgrind: $out/callgrind-annotate.txt   instructions by function, self then inclusive, demangled"
