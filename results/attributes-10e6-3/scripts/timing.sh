#!/bin/bash
# usage: timing.sh OUTDIR ROUNDS BIN... : runs each binary in turn, ROUNDS times, on the four cases
out=$1; rounds=$2; shift 2
F='layout=flow|waterfall,workload=grid|photos,operation=query-slots|query-attributes,position=middle,strategy=strip-directory'
for round in $(seq 1 $rounds); do for b in "$@"; do
  $b run --filter "$F" --items 1000000 --samples 21 --output $out/$(basename $b)-$round > $out/$(basename $b)-$round.txt 2>&1
done; done
