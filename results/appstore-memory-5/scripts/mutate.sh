#!/bin/bash
# usage (any directory): results/appstore-memory-5/scripts/mutate.sh NAME FILE 'OLD' 'NEW' FILTER
cd "$(dirname "$0")/../../.."
name=$1; file=$2; old=$3; new=$4; filter=$5
cp "$file" /tmp/appmem5-mutation-backup
python3 - "$file" "$old" "$new" <<'PY'
import sys
p,a,b=sys.argv[1:4]
s=open(p).read()
assert s.count(a)==1, "mutation anchor not unique"
open(p,'w').write(s.replace(a,b))
PY
if swift build --build-tests > /tmp/appmem5-mutation-build.log 2>&1; then
  out=$(swift test --skip-build --filter "$filter" 2>&1)
  echo "$name: $(echo "$out" | grep -c '✘ Test .* recorded an issue') issues recorded; $(echo "$out" | grep -E 'Test run with' | tail -1)"
  echo "$out" | grep -E '✘ Test .* recorded an issue' | head -2 | cut -c1-300
else
  echo "$name: build failed"; grep error /tmp/appmem5-mutation-build.log | head -3
fi
cp /tmp/appmem5-mutation-backup "$file"
