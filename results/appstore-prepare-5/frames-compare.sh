#!/usr/bin/env bash
# `layout-bench frames` byte for byte, main's binary against the branch's: every
# compositional spec in results/specs/ and Fuzz/Regressions/spec/ with three index
# strategies and the JSON format, then the App Store page spec at 10^5 and 10^6 items.
#   results/appstore-prepare-5/frames-compare.sh MAIN_BINARY BRANCH_BINARY
set -u
main=$1 new=$2 fail=0 n=0
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
same() { n=$((n+1)); [ "$("$main" "$@" 2>&1 | md5sum)" = "$("$new" "$@" 2>&1 | md5sum)" ] || { echo "DIFF $*"; fail=1; }; }
for spec in $(grep -l 'ompositional' results/specs/*.json Fuzz/Regressions/spec/*); do
    for index in auto linear strip-directory; do same frames "$spec" --index "$index"; done
    same frames "$spec" --format json
done
for items in 100000 1000000; do
    python3 -c "import json,sys; d=json.load(open('results/specs/compositional-app-store.json')); d['sections']['items']=$items; json.dump(d, open(sys.argv[1], 'w'))" "$tmp/app-store-$items.json"
    for index in auto linear; do same frames "$tmp/app-store-$items.json" --index "$index"; done
done
rm -rf "$tmp"
echo "compared $n outputs, differing: $fail"
exit $fail
