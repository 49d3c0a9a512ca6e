#!/usr/bin/env bash
# Finds the first commit that made one benchmark case slower:
#
#   scripts/bisect.sh --case NAME [--samples S] [--threshold T] GOOD BAD
#
# Measures the case at GOOD once (the baseline), then runs `git bisect run`
# between GOOD and BAD in a worktree of its own (.build-worktrees/bisect; the
# working tree you are in is never touched): at each step a release build of
# layout-bench, `layout-bench run --filter name=NAME --samples S` (default 31),
# and `layout-bench compare BASELINE STEP --threshold T` (default 5%) with BAD's
# build as the judge. A step whose case regressed is bad, any other good; a
# commit that does not build is skipped. Prints the first slower commit and
# its comparison line, and leaves the bisection reset.
#
# Exit status: 0 a first slower commit was found; 1 BAD is not slower than
# GOOD (nothing to bisect) or the bisection ended without an answer; 2 a ref,
# the case or a build is wrong; 64 bad usage.
# For tests: BISECT_BUILD (the build command, run in the worktree),
# BISECT_BENCH (the layout-bench to measure with, relative to the worktree)
# and BISECT_JUDGE (the layout-bench that compares) replace the defaults.
# Example: scripts/bisect.sh --case flow/grid/query-slots/middle/interval-tree/n=100000 v1.0 main
set -euo pipefail

self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
fail_status=2
usage() {
    echo "usage: scripts/bisect.sh --case NAME [--samples S] [--threshold T] GOOD BAD" >&2
    exit 64
}
fail() {
    echo "error: $*" >&2
    exit "$fail_status"
}
say() { echo "bisect: $*" >&2; }

case_name=""
samples=31
threshold=5
refs=()
step_mode=""
while [ $# -gt 0 ]; do
    case "$1" in
        --case) [ $# -ge 2 ] || usage; case_name=$2; shift 2 ;;
        --samples) [ $# -ge 2 ] || usage; samples=$2; shift 2 ;;
        --threshold) [ $# -ge 2 ] || usage; threshold=$2; shift 2 ;;
        --step) step_mode=1; shift ;;
        -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        -*) echo "error: unknown option $1" >&2; usage ;;
        *) refs+=("$1"); shift ;;
    esac
done
[ -n "$case_name" ] || { echo "error: --case NAME is required" >&2; usage; }
[[ $samples =~ ^[0-9]+$ ]] && [ "$samples" -ge 2 ] || { echo "error: --samples must be a whole number >= 2, got '$samples'" >&2; usage; }
[[ $threshold =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "error: --threshold must be a percentage, got '$threshold'" >&2; usage; }

build_command=${BISECT_BUILD:-"swift build -c release --product layout-bench"}
bench=${BISECT_BENCH:-.build/release/layout-bench}

# Builds and measures the worktree's commit into $1 (a directory); 125 when it does not build.
measure() {
    local output=$1
    if ! (eval "$build_command") >&2; then return 125; fi
    rm -rf "$output"
    "$bench" run --filter "name=$case_name" --list >/dev/null 2>&1 || fail "there is no case named $case_name at $(git rev-parse --short HEAD)"
    "$bench" run --filter "name=$case_name" --samples "$samples" --output "$output" >/dev/null \
        || fail "layout-bench run failed at $(git rev-parse --short HEAD)"
}

if [ -n "$step_mode" ]; then
    # One step of `git bisect run`, in the worktree: 0 good, 1 bad, 125 skip, 128 abort.
    fail_status=128
    state=${BISECT_STATE:?}
    status=0
    measure "$state/step" || status=$?
    [ "$status" -eq 0 ] || exit "$status"
    status=0
    "$BISECT_JUDGE_PATH" compare "$state/baseline/results.json" "$state/step/results.json" --threshold "$threshold" \
        --filter "name=$case_name" >"$state/step.txt" 2>"$state/step.err" || status=$?
    line=$(grep -F "$case_name" "$state/step.txt" | head -1 || true)
    say "$(git rev-parse --short HEAD): ${line:-no comparison}"
    case "$status" in
        0) exit 0 ;;
        1) exit 1 ;;
        *) cat "$state/step.err" >&2; exit 128 ;;
    esac
fi

[ ${#refs[@]} -eq 2 ] || usage
root=$(git rev-parse --show-toplevel)
cd "$root"
good=$(git rev-parse --verify --quiet "${refs[0]}^{commit}") || fail "'${refs[0]}' is not a commit in $root"
bad=$(git rev-parse --verify --quiet "${refs[1]}^{commit}") || fail "'${refs[1]}' is not a commit in $root"
git merge-base --is-ancestor "$good" "$bad" || fail "${refs[0]} is not an ancestor of ${refs[1]}"

tree="$root/.build-worktrees/bisect"
state=$(mktemp -d)
cleanup() {
    git -C "$tree" bisect reset >/dev/null 2>&1 || true
    rm -rf "$state"
}
trap cleanup EXIT
if [ -e "$tree/.git" ]; then
    git -C "$tree" bisect reset >/dev/null 2>&1 || true
    git -C "$tree" checkout --quiet --force --detach "$bad"
else
    [ ! -e "$tree" ] || fail "$tree exists but is not a git worktree; remove it"
    git worktree prune
    git worktree add --quiet --detach "$tree" "$bad"
fi
cd "$tree"

say "building and measuring BAD ${refs[1]} ($(git rev-parse --short "$bad")): the judge"
measure "$state/bad" || fail "${refs[1]} does not build"
judge=${BISECT_JUDGE:-}
if [ -z "$judge" ]; then
    judge="$state/judge"
    cp "$bench" "$judge"
fi
git checkout --quiet --force --detach "$good"
say "building and measuring GOOD ${refs[0]} ($(git rev-parse --short "$good")): the baseline"
measure "$state/baseline" || fail "${refs[0]} does not build"
status=0
"$judge" compare "$state/baseline/results.json" "$state/bad/results.json" --threshold "$threshold" --filter "name=$case_name" \
    >"$state/whole.txt" 2>"$state/whole.err" || status=$?
[ "$status" -le 1 ] || { cat "$state/whole.err" >&2; fail "cannot compare ${refs[0]} with ${refs[1]}"; }
if [ "$status" -eq 0 ]; then
    echo "bisect: ${refs[1]} is not slower than ${refs[0]} for $case_name:"
    grep -F "$case_name" "$state/whole.txt" || true
    exit 1
fi

git bisect start "$bad" "$good" >/dev/null
export BISECT_STATE="$state" BISECT_JUDGE_PATH="$judge"
git bisect run "$self" --step --case "$case_name" --samples "$samples" --threshold "$threshold" >"$state/bisect.log" 2>&1 || true
first=$(git rev-parse --verify --quiet refs/bisect/bad || true)
if [ -z "$first" ] || ! grep -q "is the first bad commit" "$state/bisect.log"; then
    cat "$state/bisect.log" >&2
    echo "bisect: no single first slower commit (see the log above)"
    exit 1
fi
grep '^bisect: ' "$state/bisect.log" >&2 || true
echo "first slower commit: $(git log -1 --format='%H %s' "$first")"
exit 0
