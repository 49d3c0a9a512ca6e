#!/bin/bash
# usage: timing.sh OUTDIR ROUNDS BIN... : runs each binary in turn, ROUNDS times, on the App Store page's
# and the two timelines' middle-rect query-slots and query-attributes at 10^6 items, strip directory, warm
out=$1; rounds=$2; shift 2
F='layout=compositional|timeline|timelineHorizontal,workload=appStore|events|milestones,operation=query-slots|query-attributes,position=middle,strategy=strip-directory'
mkdir -p $out
for round in $(seq 1 $rounds); do for b in "$@"; do
  $b run --filter "$F" --items 1000000 --samples 21 --output $out/$(basename $b)-$round > $out/$(basename $b)-$round.txt 2>&1
done; done
