#!/usr/bin/env bash
# Profiles one benchmark case with perf: CPU samples with DWARF call stacks,
# folded into stacks, ranked into top functions and drawn as a flame graph.
#
#   scripts/profile.sh CASE [SECONDS]     (default 10 s)
#   scripts/profile.sh flow/grid/query-attributes/middle/interval-tree/n=1000000 20
#
# Writes results/profiles/<case with / and = as ->/: perf.data (the raw
# recording, ignored by git), folded.txt, top-functions.txt, flamegraph.svg.
# LAYOUT_BENCH_PROFILE_ARGS="run --quick --filter layout=flow --output /tmp/profiled-run" profiles that
# layout-bench command line instead of `profile --case CASE --seconds S`
# (CASE then only names the output directory).
#
# The event is cpu-clock (a software timer): hardware counters are not
# available on virtual machines like ours (`perf stat -e instructions` says
# <not supported>); count instructions with scripts/callgrind.sh instead.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: scripts/profile.sh CASE [SECONDS]" >&2
    exit 2
fi
case_name=$1
seconds=${2:-10}
slug=${case_name//[^A-Za-z0-9._-]/-}
out=results/profiles/$slug

scripts/setup.sh
if ! command -v perf >/dev/null 2>&1; then
    echo "profile: installing linux-perf" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq linux-perf >/dev/null
fi
paranoid=$(cat /proc/sys/kernel/perf_event_paranoid 2>/dev/null || echo 0)
if [ "$(id -u)" -ne 0 ] && [ "$paranoid" -gt 2 ]; then
    echo "profile: kernel.perf_event_paranoid is $paranoid, which forbids perf to users; run as root or 'sudo sysctl kernel.perf_event_paranoid=2'" >&2
    exit 1
fi

# SwiftPM's release configuration already compiles with -g on Linux (swiftc
# `-O -g`, clang `-O2 -g`, checked with `swift build -c release -v`, Swift 6.3),
# so the binary has DWARF (.debug_info) and unwind tables (.eh_frame) for
# `--call-graph dwarf` without extra flags, and shares its build with run-suite.sh.
swift build -c release --product layout-bench
bin=$(swift build -c release --show-bin-path)/layout-bench
if command -v readelf >/dev/null 2>&1 && [[ $(readelf -S "$bin") != *.debug_info* ]]; then
    echo "profile: warning: $bin has no DWARF debug info; stacks may be incomplete" >&2
fi

if [ -n "${LAYOUT_BENCH_PROFILE_ARGS:-}" ]; then
    read -r -a workload <<<"$LAYOUT_BENCH_PROFILE_ARGS"
else
    workload=(profile --case "$case_name" --seconds "$seconds")
fi

mkdir -p "$out"
trap 'rm -f "$out"/*.partial' EXIT
if ! perf record -e cpu-clock -F 999 --call-graph dwarf -o "$out/perf.data" -- "$bin" "${workload[@]}"; then
    rm -f "$out/perf.data"
    rmdir "$out" 2>/dev/null || true
    echo "profile: layout-bench ${workload[*]} failed (its error is above); no profile written" >&2
    exit 1
fi
perf script -i "$out/perf.data" \
    | swift demangle --simplified \
    | "$bin" fold-stacks - --output "$out/folded.txt"
"$bin" top-functions "$out/folded.txt" >"$out/top-functions.txt.partial"
mv "$out/top-functions.txt.partial" "$out/top-functions.txt"
"$bin" flamegraph "$out/folded.txt" --output "$out/flamegraph.svg" \
    --title "layout-bench ${workload[*]} (perf cpu-clock, 999 Hz)"

echo
sed -n '1,15p' "$out/top-functions.txt"
echo
echo "profile: $out/flamegraph.svg      flame graph (open in a browser; hover for counts)"
echo "profile: $out/top-functions.txt   functions by self and total samples"
echo "profile: $out/folded.txt          folded stacks (Brendan Gregg's format)"
echo "profile: $out/perf.data           raw recording (perf report -i $out/perf.data)"
