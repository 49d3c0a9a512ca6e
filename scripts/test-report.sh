#!/usr/bin/env bash
# The HTML reports in a real browser: makes a small run (and a second one to
# compare with it) and a history of six commits from it, loads run/index.html,
# the comparison's page and the trend page in headless
# Chromium, and checks from the DOM the browser built that the page's script
# ran to the end without an error, that every table and every SVG chart is
# there, and that filtering and sorting through the address's fragment work.
# Saves screenshots under results/report/ (or $REPORT_SCREENSHOTS).
#
# Installs Debian's chromium when it is missing (root or sudo; only this test
# needs it). Uses the debug build of layout-bench (the page's structure does not
# depend on the figures); LAYOUT_BENCH=path picks another binary.
# Usage: scripts/test-report.sh            (about 1 minute after a build)
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
    echo "test-report: installing chromium" >&2
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium >/dev/null
fi

bench="${LAYOUT_BENCH:-}"
if [ -z "$bench" ]; then
    swift build --product layout-bench >/dev/null
    bench="$(swift build --show-bin-path)/layout-bench"
fi
screenshots="${REPORT_SCREENSHOTS:-results/report}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

filter='layout=flow|waterfall,items=100,operation=prepare|query-slots|scroll'
"$bench" run --quick --filter "$filter" --samples 3 --output "$work/base" >/dev/null 2>"$work/base.err"
"$bench" run --quick --filter "$filter" --samples 3 --output "$work/head" >/dev/null 2>"$work/head.err"
status=0
"$bench" compare "$work/base/results.json" "$work/head/results.json" --output "$work/diff.html" >/dev/null 2>"$work/compare.err" || status=$?
if [ "$status" -gt 1 ]; then cat "$work/compare.err" >&2; exit 1; fi

# A history of six clean commits made from the base run (the last three 40%
# slower), recorded, and its trend page with a chart per case.
for number in 1 2 3 4 5 6; do
    python3 - "$work/base/results.json" "$number" "$work/run-$number.json" <<'PY'
import json, sys
data = json.load(open(sys.argv[1])); number = int(sys.argv[2])
factor = 1.4 if number >= 4 else 1.0
data["context"]["source"] = {"commit": "%02d" % number + "a" * 38, "branch": "main", "dirty": False}
data["context"]["date"] = "2026-11-%02dT10:00:00Z" % number
for case in data["cases"]:
    case["wallNanoseconds"] = [v * factor for v in case["wallNanoseconds"]]
    for key in ("median",):
        case["summary"]["wall"][key] *= factor * (1 + 0.01 * (number % 3 - 1))
    case["summary"]["wallMedianInterval"]["lower"] *= factor
    case["summary"]["wallMedianInterval"]["upper"] *= factor
json.dump(data, open(sys.argv[3], "w"))
PY
    "$bench" record "$work/run-$number.json" --history "$work/history" >/dev/null
done
"$bench" trend --history "$work/history" --all --output "$work/trend.html" >/dev/null

# chromium URL DOM-FILE: the DOM after the page's scripts ran.
dump() {
    chromium --headless --no-sandbox --disable-gpu --dump-dom "$1" >"$2" 2>"$work/chromium.err" \
        || { tail -5 "$work/chromium.err" >&2; exit 1; }
}
shot() {
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1600 --screenshot="$2" "$1" \
        >/dev/null 2>"$work/chromium.err" || { tail -5 "$work/chromium.err" >&2; exit 1; }
}

run_page="file://$work/base/index.html"
dump "$run_page" "$work/run.dom"
dump "$run_page#strategy=interval-tree&sort=1:7:desc" "$work/run-filtered.dom"
dump "file://$work/diff.html#verdict=unchanged" "$work/diff.dom"
dump "file://$work/trend.html" "$work/trend.dom"
charts=$(find "$work/base/charts" -name '*.svg' | wc -l)
cases=$(grep -c '"wallNanoseconds"' "$work/base/results.json")
python3 scripts/check-report-dom.py run "$work/run.dom" "$charts" "$cases"
python3 scripts/check-report-dom.py run-filtered "$work/run-filtered.dom" interval-tree
python3 scripts/check-report-dom.py compare "$work/diff.dom" "$cases"
python3 scripts/check-report-dom.py trend "$work/trend.dom" "$cases"

mkdir -p "$screenshots"
shot "$run_page" "$screenshots/.run.tmp.png"
shot "file://$work/diff.html" "$screenshots/.compare.tmp.png"
shot "file://$work/trend.html" "$screenshots/.trend.tmp.png"
for name in run compare trend; do
    [ "$(head -c 8 "$screenshots/.$name.tmp.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
        || { echo "test-report: the $name screenshot is not a PNG" >&2; exit 1; }
    mv "$screenshots/.$name.tmp.png" "$screenshots/$name.png"
done
echo "report in headless chromium: ok ($cases cases, $charts charts; screenshots in $screenshots/)"
