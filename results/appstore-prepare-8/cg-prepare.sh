#!/usr/bin/env bash
# Instructions one operation of a case executes, (Ir(3 ops) - Ir(1 op)) / 2, as
# results/scroll-10e6-4/scripts/cg.sh computes with N=1, on a copy of BINARY
# without its debug sections (valgrind 3.19 cannot read Swift 6's DWARF 5).
# Keeps both callgrind files (--dump-instr=yes) in $CG_DIR for cg-functions.py.
#   results/appstore-prepare-8/cg-prepare.sh BINARY CASE
#   results/appstore-prepare-8/cg-prepare.sh /tmp/appprep9-b5 compositional/appStore/prepare/strip-directory/n=1000000
set -eu
bin=$1 case=$2 dir=${CG_DIR:-/tmp/appprep9-cg}
tag=$(basename "$bin")-$(echo "$case" | tr '/=' '--')
mkdir -p "$dir"
cp "$bin" "$dir/bin-$tag" && objcopy --strip-debug "$dir/bin-$tag"
for it in 1 3; do
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$dir/$tag-$it.out" \
    "$dir/bin-$tag" profile --case "$case" --seed 7 --iterations $it >/dev/null 2>&1
done
a=$(awk '/^summary:/{print $2}' "$dir/$tag-1.out"); b=$(awk '/^summary:/{print $2}' "$dir/$tag-3.out")
echo "$tag $(( (b - a) / 2 ))"
rm "$dir/bin-$tag"
