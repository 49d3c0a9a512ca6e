#!/bin/bash
# usage (from the repository root): bytes.sh BIN OUT_PREFIX
# Bytes per item (jemalloc's live bytes kept by the prepared layout) of the App
# Store page and the photo grid, 10^2..10^6 items, strip directory.
B=$1; O=$2
$B run --filter 'layout=compositional,workload=appStore,operation=prepare,strategy=strip-directory' \
  --items 100,1000,10000,100000,1000000 --samples 3 --output $O-appstore > /dev/null 2>&1
$B run --filter 'layout=compositionalPhotos,workload=photoGrid,operation=prepare,strategy=strip-directory' \
  --items 100,1000,10000,100000,1000000 --samples 3 --output $O-photos > /dev/null 2>&1
grep -A8 "layout B/item" $O-appstore/summary.md | grep "^|"
grep -A8 "layout B/item" $O-photos/summary.md | grep "^|"
