#!/usr/bin/env bash
# Builds a libFuzzer target (swiftc -sanitize=fuzzer,address) and runs it
# for a fixed time.
#
#   scripts/fuzz.sh spec SECONDS      the spec decoder (LayoutSpecification(json:), prepare, query)
#   scripts/fuzz.sh results SECONDS   the result-file reader (ResultValidation.decode, compare)
#   scripts/fuzz.sh all SECONDS       both, SECONDS each
#
# The modules a target needs are compiled with swiftc from Sources/ (coverage
# and AddressSanitizer in every module, not only the target) into
# .build/fuzz/, rebuilt only when a source changed. The seed corpus is
# Fuzz/Seeds/<target>/ plus, for the spec target, results/specs/*.json, and
# Fuzz/Regressions/<target>/ (every input that ever crashed or misled a
# command, replayed through the CLI by Tests/LayoutBenchTests/FuzzRegressionTests). New corpus entries
# go to .build/fuzz/corpus/<target>/. A crash is saved as
# .build/fuzz/crashes/<target>/crash-*: fix it, then copy the input into
# Fuzz/Regressions/<target>/ so the tests keep replaying it.
# Exit status: 0 no finding, 1 a finding (the input's path is printed), 2 usage or build failure.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh spec|results|all SECONDS" >&2; exit 2; }
[[ $# -eq 2 && "$2" =~ ^[0-9]+$ ]] || usage
target="$1" seconds="$2"
case "$target" in
    spec|results) ;;
    all) "$0" spec "$seconds" && exec "$0" results "$seconds" ;;
    *) usage ;;
esac

build=.build/fuzz
mkdir -p "$build/modules" "$build/corpus/$target" "$build/crashes/$target"
flags=(-sanitize=fuzzer,address -parse-as-library -Onone -gline-tables-only -swift-version 6 -I "$build/modules")

# Compiles the Swift module NAME from DIRECTORY into an object file and a module, if its sources changed.
module() {
    local name="$1" directory="$2"; shift 2
    local stamp="$build/modules/$name.stamp"
    local digest
    # Any change under Sources/ rebuilds every module (a module's interface may have changed).
    digest="$(find Sources \( -name '*.swift' -o -name '*.h' -o -name '*.c' \) -print0 | sort -z | xargs -0 cat | sha256sum | cut -d' ' -f1)"
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$digest" && -f "$build/modules/$name.o" ]]; then return; fi
    echo "fuzz: compiling $name (instrumented)" >&2
    # shellcheck disable=SC2046
    swiftc "${flags[@]}" "$@" -wmo -module-name "$name" -emit-module -emit-module-path "$build/modules/$name.swiftmodule" \
        -c -o "$build/modules/$name.o" $(find "$directory" -name '*.swift' | sort)
    echo "$digest" > "$stamp"
}

module CollectionLayout Sources/CollectionLayout
module LayoutWorkloads Sources/LayoutWorkloads
objects=("$build/modules/CollectionLayout.o" "$build/modules/LayoutWorkloads.o")
libraries=()
if [[ "$target" == spec ]]; then
    module LayoutSpec Sources/LayoutSpec
    objects+=("$build/modules/LayoutSpec.o")
    sources=(Fuzz/SpecDecoder/*.swift)
    seeds=(Fuzz/Seeds/spec results/specs)
else
    # BenchmarkKit's C modules: jemalloc's headers (a system library) and the perf_event_open shim.
    mkdir -p "$build/modules/CPerfEvents"
    printf 'module CPerfEvents {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CPerfEvents/include/perf_events.h" > "$build/modules/CPerfEvents/module.modulemap"
    clang -c -O1 -I Sources/CPerfEvents/include Sources/CPerfEvents/perf_events.c -o "$build/modules/perf_events.o"
    flags+=(-I Sources/CJemalloc -I "$build/modules/CPerfEvents")
    module BenchmarkKit Sources/BenchmarkKit
    objects+=("$build/modules/BenchmarkKit.o" "$build/modules/perf_events.o")
    libraries+=($(pkg-config --libs jemalloc))
    sources=(Fuzz/ResultDecoder/*.swift)
    seeds=(Fuzz/Seeds/results)
fi
binary="$build/fuzz-$target"
echo "fuzz: linking $binary" >&2
swiftc "${flags[@]}" -module-name "FuzzTarget" "${sources[@]}" "${objects[@]}" "${libraries[@]}" -o "$binary" 2>&1 | { grep -v "Cannot export local symbol" >&2 || true; }

mkdir -p "Fuzz/Seeds/$target" "Fuzz/Regressions/$target"
echo "fuzz: running $target for $seconds s" >&2
status=0
ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" "$binary" "$build/corpus/$target" "${seeds[@]}" "Fuzz/Regressions/$target" \
    -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$build/crashes/$target/" 2> "$build/$target.log" || status=$?
tail -n 12 "$build/$target.log" >&2
if [[ $status -ne 0 ]]; then
    echo "fuzz: $target found a failing input: $(ls -t "$build/crashes/$target" | head -1) in $build/crashes/$target/ (log: $build/$target.log)" >&2
    exit 1
fi
echo "fuzz: $target ran $seconds s without a finding" >&2
