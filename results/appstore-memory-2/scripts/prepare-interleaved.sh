#!/bin/bash
# usage: prepare-interleaved.sh ROUNDS ITEMS BIN_A BIN_B ... -> per binary, the App Store page's
# prepare CPU-time and wall medians (ns per item) of each round, the binaries alternated round by round,
# then the median over rounds, and the layout's B/item (jemalloc live bytes).
rounds=$1; items=$2; shift 2
out=$(mktemp -d)
for round in $(seq 1 "$rounds"); do
  for bin in "$@"; do
    tag=$(echo "$bin" | tr '/' '_')
    "$bin" run --filter 'layout=compositional,workload=appStore,operation=prepare,strategy=strip-directory' \
      --items "$items" --samples 5 --output "$out/$tag-$round" > /dev/null 2>&1
  done
done
python3 - "$out" "$@" <<'PY'
import json, statistics, sys, glob
out, bins = sys.argv[1], sys.argv[2:]
for bin in bins:
    tag = bin.replace('/', '_')
    cpu, wall, bytes_ = [], [], set()
    for path in sorted(glob.glob(f"{out}/{tag}-*/results.json")):
        case = json.load(open(path))['cases'][0]
        cpu.append(case['summary']['cpu']['median']); wall.append(case['summary']['wall']['median'])
        bytes_.add(round(case['retainedBytesPerItem'], 1))
    print(f"{bin}: cpu medians {[round(c, 1) for c in cpu]} -> {statistics.median(cpu):.1f} ns/item; "
          f"wall {statistics.median(wall):.1f} ns/item; layout B/item {sorted(bytes_)}")
PY
