#!/usr/bin/env bash
# Compares the benchmarks of two git refs:
#
#   scripts/compare-branches.sh BASE HEAD [--rounds R] [--seed S] [--interleave N] [-- RUN-ARGS...]
#
# For each ref: a git worktree in .build-worktrees/<ref> (reused and moved to the
# ref's commit if present; the working tree you are in is never touched) and a
# release build of layout-bench in it (its own .build). Then R rounds (default 3)
# of `layout-bench run RUN-ARGS`, one run of each side per round, run inside each
# worktree so that its git context is recorded. Each round runs both sides back
# to back, in an order drawn at random from --seed S (default: a fresh seed; the
# seed and the orders are printed and written to order.txt), so that a slow
# spell of the machine hits both runs of a round, and a drift from the first
# run of a round to the second falls on either side alike. Each side's rounds
# are pooled with `layout-bench merge` in round order, and HEAD's `layout-bench
# compare` pairs round k of BASE with round k of HEAD (rounds, not samples, are
# the unit of replication), writes
# results/compare/<base>..<head>/{base.json,head.json,order.txt,diff.md} and prints the table.
# The pooled files and diff.md name each side by the ref given here (and its commit).
#
# With --interleave N (default 1), each round runs in N shards of the
# selection (`layout-bench run --shard K/N`), the two sides alternating shard
# by shard (the round's order for shard 1, reversed for shard 2, and so on),
# and each side's shards are combined into its run of the round
# (`layout-bench merge`). A case of one side then runs within a shard's
# time of the same case of the other, rather than a whole run apart: on a
# host whose speed drifts over seconds (results/no-regression-9/: ±30%
# between quick-suite runs), the drift falls on both sides of a pair.
#
# Exit status: compare's (0 no regression, 1 a regression, 2 cannot compare);
# 2 also when a ref cannot be built or lacks the comparison harness; 64 bad usage.
# Example: scripts/compare-branches.sh main my-branch --rounds 5 --seed 7 -- --items 1000,100000
set -euo pipefail

usage() {
    echo "usage: scripts/compare-branches.sh BASE HEAD [--rounds R] [--seed S] [--interleave N] [-- RUN-ARGS...]" >&2
    exit 64
}
fail() {
    echo "error: $*" >&2
    exit 2
}
say() { echo "compare-branches: $*" >&2; }

rounds=3
seed=
interleave=1
refs=()
run_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) [ $# -ge 2 ] || usage; rounds=$2; shift 2 ;;
        --rounds=*) rounds=${1#--rounds=}; shift ;;
        --seed) [ $# -ge 2 ] || usage; seed=$2; shift 2 ;;
        --seed=*) seed=${1#--seed=}; shift ;;
        --interleave) [ $# -ge 2 ] || usage; interleave=$2; shift 2 ;;
        --interleave=*) interleave=${1#--interleave=}; shift ;;
        --) shift; run_args=("$@"); break ;;
        -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        -*) echo "error: unknown option $1" >&2; usage ;;
        *) refs+=("$1"); shift ;;
    esac
done
[ ${#refs[@]} -eq 2 ] || usage
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "error: --rounds must be a whole number >= 1, got '$rounds'" >&2; usage; }
[[ $interleave =~ ^[1-9][0-9]*$ ]] || { echo "error: --interleave must be a whole number >= 1, got '$interleave'" >&2; usage; }
# A fresh seed within the range (bash's RANDOM, which it seeds, takes 0 to 32767).
[ -n "$seed" ] || seed=$(( $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 32768 ))
[[ $seed =~ ^[0-9]+$ ]] && [ "$seed" -le 32767 ] || { echo "error: --seed must be a whole number from 0 to 32767, got '$seed'" >&2; usage; }

cd "$(dirname "$0")/.."
root=$(git rev-parse --show-toplevel)
cd "$root"
scripts/setup.sh

# A ref as a file name: anything but letters, digits, '.', '_' and '-' becomes '-'.
sanitise() { printf '%s' "$1" | tr -c 'A-Za-z0-9._-' '-'; }

# Creates or updates the worktree of a ref at its commit; prints its path.
worktree() {
    local ref=$1 commit dir
    commit=$(git rev-parse --verify --quiet "$ref^{commit}") || fail "'$ref' is not a commit in $root"
    dir="$root/.build-worktrees/$(sanitise "$ref")"
    if [ -e "$dir/.git" ]; then
        git -C "$dir" checkout --quiet --force --detach "$commit"
    elif [ -e "$dir" ]; then
        fail "$dir exists but is not a git worktree; remove it"
    else
        git worktree prune
        git worktree add --quiet --detach "$dir" "$commit"
    fi
    echo "$dir"
}

# Builds layout-bench in release in a worktree and checks it has the harness.
build() {
    local ref=$1 dir=$2 binary subcommands command
    say "building $ref ($(git -C "$dir" rev-parse --short HEAD)) in ${dir#"$root"/}"
    (cd "$dir" && swift build -c release --product layout-bench >&2) || fail "$ref: the release build of layout-bench failed (see above)"
    binary="$dir/.build/release/layout-bench"
    # The root help lists the subcommands (`X --help` would print the root's
    # help, and succeed, for an X the binary does not have).
    subcommands=$("$binary" --help 2>/dev/null | sed -n '/^SUBCOMMANDS:/,$p')
    for command in merge compare; do
        grep -qE "^  $command( |$)" <<<"$subcommands" ||
            fail "$ref: its layout-bench has no '$command' command: the ref predates the comparison harness (branch compare); both refs must contain it"
    done
    "$binary" run --help 2>/dev/null | grep -q -- '--output' ||
        fail "$ref: its 'layout-bench run' has no --output option: the ref predates the result files; both refs must contain the comparison harness"
    if [ "$interleave" -gt 1 ]; then
        "$binary" run --help 2>/dev/null | grep -q -- '--shard' ||
            fail "$ref: its 'layout-bench run' has no --shard option, which --interleave needs: the ref predates sharding; use --interleave 1"
    fi
}

base_ref=${refs[0]}
head_ref=${refs[1]}
base_dir=$(worktree "$base_ref")
head_dir=$(worktree "$head_ref")
if [ "$base_dir" = "$head_dir" ] && [ "$(git rev-parse "$base_ref^{commit}")" != "$(git rev-parse "$head_ref^{commit}")" ]; then
    fail "'$base_ref' and '$head_ref' are different commits whose names give the same worktree $base_dir; use other names"
fi
build "$base_ref" "$base_dir"
[ "$head_dir" = "$base_dir" ] || build "$head_ref" "$head_dir"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/compare-branches.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
base_runs=()
head_runs=()
# The order of each round, drawn from the seed (bash's generator, seeded by
# assigning RANDOM): "base head" or "head base".
RANDOM=$seed
orders=()
for ((round = 1; round <= rounds; round++)); do
    if ((RANDOM % 2)); then orders+=("head base"); else orders+=("base head"); fi
done
say "seed $seed: round orders: $(printf '%s; ' "${orders[@]}")"
# Runs one side's part of a round: the whole selection, or shard K of N.
run_side() {
    local side=$1 round=$2 shard=$3 ref dir output args=("${run_args[@]}")
    if [ $side = base ]; then ref=$base_ref dir=$base_dir; else ref=$head_ref dir=$head_dir; fi
    output="$tmp/$side-$round"
    if [ "$interleave" -gt 1 ]; then
        output="$tmp/$side-$round-shard-$shard"
        args+=(--shard "$shard/$interleave")
        say "round $round/$rounds, shard $shard/$interleave: $side ($ref)"
    else
        say "round $round/$rounds: $side ($ref)"
    fi
    if ! (cd "$dir" && .build/release/layout-bench run --output "$output" "${args[@]}") >"$output.log" 2>&1; then
        tail -n 20 "$output.log" >&2
        fail "$ref: layout-bench run failed in round $round (its last lines are above)"
    fi
}

for ((round = 1; round <= rounds; round++)); do
    order=${orders[round - 1]}
    for ((shard = 1; shard <= interleave; shard++)); do
        for side in $order; do run_side $side $round $shard; done
        order=$(printf '%s\n' $order | tac | tr '\n' ' ')
    done
    if [ "$interleave" -gt 1 ]; then
        for side in base head; do
            if [ $side = base ]; then dir=$base_dir; else dir=$head_dir; fi
            shards=()
            for ((shard = 1; shard <= interleave; shard++)); do shards+=("$tmp/$side-$round-shard-$shard/results.json"); done
            mkdir -p "$tmp/$side-$round"
            "$dir/.build/release/layout-bench" merge "${shards[@]}" --output "$tmp/$side-$round/results.json" >&2 ||
                fail "$side: its shards of round $round could not be combined (see above)"
        done
    fi
    base_runs+=("$tmp/base-$round/results.json")
    head_runs+=("$tmp/head-$round/results.json")
done

# Each run records the git branch it was made on, and a worktree checked out
# at a commit is on none: git says "HEAD", and diff.md named both sides
# HEAD / HEAD. The pooled files record the ref the user named instead (the
# commit next to it stays the one measured), so diff.md names the refs compared.
name_ref() {
    local file=$1 ref=$2 escaped
    # JSON-escape '"' and '\', then escape '\', '&' and '|' for sed's replacement.
    escaped=$(printf '%s' "$ref" | sed -e 's/[\"]/\\&/g' -e 's/[\&|]/\\&/g')
    sed -i "s|^\( *\)\"branch\" : \"HEAD\",\$|\1\"branch\" : \"$escaped\",|" "$file"
}

out="results/compare/$(sanitise "$base_ref")..$(sanitise "$head_ref")"
mkdir -p "$out"
rm -f "$out/diff.md"
{
    echo "seed $seed, $rounds rounds, interleave $interleave (reproduce the order with --seed $seed --interleave $interleave)"
    for ((round = 1; round <= rounds; round++)); do echo "round $round: ${orders[round - 1]}$([ "$interleave" -gt 1 ] && echo ", reversed shard by shard")"; done
} >"$out/order.txt"
"$base_dir/.build/release/layout-bench" merge "${base_runs[@]}" --output "$out/base.json" >&2
"$head_dir/.build/release/layout-bench" merge "${head_runs[@]}" --output "$out/head.json" >&2
name_ref "$out/base.json" "$base_ref"
name_ref "$out/head.json" "$head_ref"
say "$base_ref is $(git rev-parse --short=12 "$base_ref^{commit}"), $head_ref is $(git rev-parse --short=12 "$head_ref^{commit}")"
status=0
"$head_dir/.build/release/layout-bench" compare "$out/base.json" "$out/head.json" --output "$out/diff.md" || status=$?
exit $status
