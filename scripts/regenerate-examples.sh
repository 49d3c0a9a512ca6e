#!/usr/bin/env bash
# Regenerates every committed example output (the SVG renderings of
# results/specs/*.json and the frames and query outputs the docs show) with the
# current code: each line of results/specs/examples.txt is one layout-bench
# command. Run it after a change that moves an element, then commit the files
# it changed; `swift test --filter ExampleOutputTests` fails until you do.
#
#   scripts/regenerate-examples.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 0 ]; then
    echo "usage: scripts/regenerate-examples.sh (no arguments; the commands are in results/specs/examples.txt)" >&2
    exit 64
fi
scripts/setup.sh
swift build -c release --product layout-bench
bin=$(swift build -c release --show-bin-path)/layout-bench

trap 'rm -f results/specs/*.partial' EXIT
count=0
while read -r -a words; do
    [ ${#words[@]} -eq 0 ] || [[ ${words[0]} == \#* ]] && continue
    n=${#words[@]}
    if [ "$n" -ge 3 ] && [ "${words[n - 2]}" = ">" ]; then
        output=${words[n - 1]}
        "$bin" "${words[@]:0:n-2}" >"$output.partial"
        mv "$output.partial" "$output"
        echo "wrote $output"
    else
        "$bin" "${words[@]}"
    fi
    count=$((count + 1))
done <results/specs/examples.txt
echo "regenerate-examples: $count outputs from results/specs/examples.txt; 'git status results/specs' shows which changed"
