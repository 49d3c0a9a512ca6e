#!/usr/bin/env bash
# The HTML reports in a real browser: makes a small run (and a second one to
# compare with it), loads run/index.html and the comparison's page in headless
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
charts=$(find "$work/base/charts" -name '*.svg' | wc -l)
cases=$(grep -c '"wallNanoseconds"' "$work/base/results.json")
python3 scripts/check-report-dom.py run "$work/run.dom" "$charts" "$cases"
python3 scripts/check-report-dom.py run-filtered "$work/run-filtered.dom" interval-tree
python3 scripts/check-report-dom.py compare "$work/diff.dom" "$cases"

mkdir -p "$screenshots"
shot "$run_page" "$screenshots/.run.tmp.png"
shot "file://$work/diff.html" "$screenshots/.compare.tmp.png"
for name in run compare; do
    [ "$(head -c 8 "$screenshots/.$name.tmp.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
        || { echo "test-report: the $name screenshot is not a PNG" >&2; exit 1; }
    mv "$screenshots/.$name.tmp.png" "$screenshots/$name.png"
done
echo "report in headless chromium: ok ($cases cases, $charts charts; screenshots in $screenshots/)"
