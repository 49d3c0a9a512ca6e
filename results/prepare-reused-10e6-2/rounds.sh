#!/bin/sh
# Alternates layout-bench binaries (release builds) over the flow and
# waterfall prepare cases at 10^6 items, under jemalloc's thp:always (what
# layout-bench compiles in) and MALLOC_CONF=thp:default, ROUNDS times: in
# round r, every binary in turn under thp:always, then every binary under
# thp:default. Each run's results.json and printed tables go to
# OUT/thp-<setting>/<label>-<round>/ and .log; load.txt gives uptime.
# Usage: rounds.sh OUT ROUNDS LABEL=BIN [LABEL=BIN ...]
set -eu
OUT=$1 ROUNDS=$2
shift 2
FILTER='layout=flow|waterfall,workload=grid|photos,operation=prepare|prepare-reused,strategy=linear|strip-directory|peer-cpp-loop|peer-cpp-loop-reused'
for round in $(seq 1 "$ROUNDS"); do
    for thp in always default; do
        mkdir -p "$OUT/thp-$thp"
        for pair in "$@"; do
            label=${pair%%=*} bin=${pair#*=}
            echo "round $round thp:$thp $label: $(uptime)" >> "$OUT/load.txt"
            if [ "$thp" = always ]; then
                "$bin" run --items 1000000 --samples 21 --filter "$FILTER" --output "$OUT/thp-$thp/$label-$round" > "$OUT/thp-$thp/$label-$round.log" 2>&1
            else
                MALLOC_CONF=thp:default "$bin" run --items 1000000 --samples 21 --filter "$FILTER" --output "$OUT/thp-$thp/$label-$round" > "$OUT/thp-$thp/$label-$round.log" 2>&1
            fi
        done
    done
done
