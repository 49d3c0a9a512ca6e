#!/bin/bash
# usage (from the repository root): compare-outputs.sh MAIN_BIN BRANCH_BIN
# `layout-bench frames` and `query` byte for byte, two binaries: every
# compositional spec in results/specs/ and Fuzz/Regressions/spec/, and the App
# Store page spec at 20,000 items at 390 and 414 pt (the width whose price tags
# the placement misses, results/appstore-memory-4), queried with every index,
# at rest, with pinned headers moved (--visible) and with carousels scrolled
# (--orthogonal-offset); rects that cut badges and price tags are among them.
A=$1; B=$2; n=0; bad=0
tmp=$(mktemp -d)
for w in "390 844" "414 896"; do set -- $w
  python3 -c "import json,sys; d=json.load(open('results/specs/compositional-app-store.json')); d['sections']['items']=20000; d['bounds']={'width':$1,'height':$2}; json.dump(d, open(sys.argv[1], 'w'))" "$tmp/app-store-$1.json"
done
specs="$(grep -l '"compositional"' ./results/specs/*.json ./Fuzz/Regressions/spec/*.json) $tmp/app-store-390.json $tmp/app-store-414.json"
for spec in $specs; do
  runs=("frames $spec" "frames $spec --format json" "frames $spec --visible 0,3000,390,844" "frames $spec --orthogonal-offset 1=137.5 --orthogonal-offset 5=40")
  for idx in linear sorted-columns interval-tree strip-directory auto; do
    for rect in 0,0,390,844 -100,500,2000,3000 0,20000,390,1688 100,2000,50,50 0,0,1e9,1e9 300,700,90,7.3 0,1000.25,391,3.5 352,1500,5,400; do
      runs+=("query $spec --rect $rect --index $idx" "query $spec --rect $rect --index $idx --visible 0,1500,390,844"
             "query $spec --rect $rect --index $idx --orthogonal-offset 1=137.5 --orthogonal-offset 5=40")
    done
  done
  for r in "${runs[@]}"; do
    n=$((n+1))
    if ! cmp -s <($A $r 2>&1) <($B $r 2>&1); then bad=$((bad+1)); echo "DIFF: $r"; fi
  done
done
rm -rf "$tmp"
echo "$n compared, $bad differ"
