#!/usr/bin/env bash
# The benchmark gate of a pull request:
#
#   scripts/ci-bench.sh BASE HEAD [--rounds R] [--budgets FILE] [--output DIR] [-- RUN-ARGS...]
#
# 1. scripts/compare-branches.sh BASE HEAD --rounds R -- RUN-ARGS: release
#    builds of both refs (in .build-worktrees/), R alternating rounds of
#    `layout-bench run RUN-ARGS` a side, pooled and compared; it writes
#    results/compare/<base>..<head>/{base.json,head.json,diff.md}.
# 2. HEAD's `layout-bench check head.json --budgets FILE` (default: the
#    Benchmarks/budgets.json of HEAD's tree), which writes budgets.md.
# 3. DIR/diff.md (default results/ci/<base>..<head>/), ready to paste or post
#    as a pull-request comment: the verdict, the budgets, the comparison.
#    DIR also gets compare.md and budgets.md, the two reports alone.
#
# Exit status: 0 no regression and every budget holds; 1 a regression or a
# broken budget; 2 the gate cannot judge (a ref does not build, the runs
# cannot be compared, a budget cannot be checked); 64 bad usage. diff.md is
# written in every case but bad usage, saying which.
#
# For tests (tests/ run the script itself with these): CI_BENCH_COMPARE, a
# command run instead of scripts/compare-branches.sh with the same
# arguments; CI_BENCH_COMPARE_DIR, where it writes its files;
# CI_BENCH_LAYOUT_BENCH, the layout-bench that runs the check.
# Example: scripts/ci-bench.sh origin/main HEAD --rounds 3 -- --quick
set -euo pipefail

usage() {
    echo "usage: scripts/ci-bench.sh BASE HEAD [--rounds R] [--budgets FILE] [--output DIR] [-- RUN-ARGS...]" >&2
    exit 64
}
say() { echo "ci-bench: $*" >&2; }

rounds=3 budgets="" output="" refs=() run_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds | --budgets | --output)
            [ $# -ge 2 ] || usage
            case "$1" in --rounds) rounds=$2 ;; --budgets) budgets=$2 ;; --output) output=$2 ;; esac
            shift 2 ;;
        --) shift; run_args=("$@"); break ;;
        -h | --help) sed -n '2,/^set /{/^#/s/^# \{0,1\}//p}' "$0"; exit 0 ;;
        -*) usage ;;
        *) refs+=("$1"); shift ;;
    esac
done
# --rounds is checked by compare-branches.sh (a bad one is bad usage there too).
[ ${#refs[@]} -eq 2 ] || usage
base_ref=${refs[0]} head_ref=${refs[1]}
# Relative paths given by the caller are taken from where it stands.
absolute() { case "$1" in /*) printf '%s' "$1" ;; *) printf '%s/%s' "$PWD" "$1" ;; esac; }
[ -z "$budgets" ] || budgets=$(absolute "$budgets")
[ -z "$output" ] || output=$(absolute "$output")

cd "$(dirname "$0")/.."
root=$(pwd)
# A ref as a file name, as compare-branches.sh makes it.
sanitise() { printf '%s' "$1" | tr -c 'A-Za-z0-9._-' '-'; }
pair="$(sanitise "$base_ref")..$(sanitise "$head_ref")"
compare_dir=${CI_BENCH_COMPARE_DIR:-$root/results/compare/$pair}
head_tree=$root/.build-worktrees/$(sanitise "$head_ref")
binary=${CI_BENCH_LAYOUT_BENCH:-$head_tree/.build/release/layout-bench}
budgets=${budgets:-$head_tree/Benchmarks/budgets.json}
output=${output:-$root/results/ci/$pair}
mkdir -p "$output"
rm -f "$output/diff.md" "$output/compare.md" "$output/budgets.md"

say "comparing $base_ref with $head_ref ($rounds rounds a side)"
compare_status=0
if [ -n "${CI_BENCH_COMPARE:-}" ]; then
    $CI_BENCH_COMPARE "$base_ref" "$head_ref" --rounds "$rounds" -- "${run_args[@]}" || compare_status=$?
else
    scripts/compare-branches.sh "$base_ref" "$head_ref" --rounds "$rounds" -- "${run_args[@]}" || compare_status=$?
fi
[ $compare_status -ne 64 ] || usage
[ -f "$compare_dir/diff.md" ] && cp "$compare_dir/diff.md" "$output/compare.md"

check_status=2
if [ ! -f "$compare_dir/head.json" ]; then
    say "no $compare_dir/head.json: the budgets cannot be checked"
elif [ ! -x "$binary" ]; then
    say "no layout-bench at $binary: the budgets cannot be checked"
else
    say "checking $head_ref against $budgets"
    check_status=0
    "$binary" check "$compare_dir/head.json" --budgets "$budgets" --output "$output/budgets.md" >&2 || check_status=$?
fi

# The verdict: cannot judge beats regression beats pass.
judged() { [ "$1" -eq 0 ] || [ "$1" -eq 1 ]; }
if ! judged $compare_status || ! judged $check_status; then
    status=2 verdict="cannot judge (comparison exit $compare_status, budget check exit $check_status): see the log of this job"
elif [ $compare_status -eq 1 ] || [ $check_status -eq 1 ]; then
    status=1 verdict="failed:"
    [ $compare_status -eq 1 ] && verdict+=" a case regressed;"
    [ $check_status -eq 1 ] && verdict+=" a budget is broken;"
    verdict=${verdict%;}
else
    status=0 verdict="passed: no regression, every budget holds"
fi

commit() { git rev-parse --short=12 "$1^{commit}" 2>/dev/null || printf 'unknown commit'; }
# A report's own title becomes a section heading of the comment.
section() { sed '1s/^# /### /' "$1"; }
{
    echo "## Benchmarks: \`$base_ref\` ($(commit "$base_ref")) vs \`$head_ref\` ($(commit "$head_ref"))"
    echo
    echo "**Gate $verdict.**"
    echo
    if [ -f "$output/budgets.md" ]; then section "$output/budgets.md"; else echo "### Budgets: not checked"; fi
    echo
    if [ -f "$output/compare.md" ]; then
        echo "<details><summary>Comparison ($rounds rounds a side, \`layout-bench run ${run_args[*]}\`)</summary>"
        echo
        section "$output/compare.md"
        echo
        echo "</details>"
    else
        echo "### Comparison: not made"
    fi
} > "$output/diff.md"
say "gate $verdict (wrote ${output#"$root"/}/diff.md)"
exit $status
