#!/usr/bin/env bash
# Builds a libFuzzer target (-sanitize=fuzzer,address) and runs it for a
# fixed time.
#
#   scripts/fuzz.sh spec SECONDS      the spec decoder (LayoutSpecification(json:), prepare, query)
#   scripts/fuzz.sh results SECONDS   the result-file reader (ResultValidation.decode, compare)
#   scripts/fuzz.sh all SECONDS       both, SECONDS each
#
# The library a target needs (LayoutSpec for spec, BenchmarkKit for results)
# is built by SwiftPM itself, `swift build --target LIBRARY -Xswiftc
# -sanitize=fuzzer,address` (and -fsanitize=fuzzer-no-link,address for C/C++), in its own scratch path .build/fuzz/spm (so it never
# disturbs the ordinary build), which instruments every module of the
# library's closure, C and C++ included. The script then links the target's
# Fuzz/<Target>/*.swift with the objects of exactly that closure, read from
# SwiftPM's build description (description.json's targetDependencyMap and the
# object inputs of each module in debug.yaml). It assumes only that the
# library target and its closure build with SwiftPM: which module a source
# file lives in (BenchmarkKit or BenchmarkHarness) does not matter, and the
# results target imports both. It links jemalloc (pkg-config) and libstdc++
# when the closure holds CJemalloc or a C++ target.
#
# The seed corpus is Fuzz/Seeds/<target>/ plus, for the spec target,
# results/specs/*.json, and Fuzz/Regressions/<target>/ (every input that ever
# crashed or misled a command, replayed through the CLI by
# Tests/LayoutBenchTests/FuzzRegressionTests). New corpus entries go to
# .build/fuzz/corpus/<target>/. A crash is saved as
# .build/fuzz/crashes/<target>/crash-*: fix it, then copy the input into
# Fuzz/Regressions/<target>/ so the tests keep replaying it.
# Exit status: 0 no finding, 1 a finding (the input's path is printed), 2 usage or build failure.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: scripts/fuzz.sh spec|results|all SECONDS" >&2; exit 2; }
[[ $# -eq 2 && "$2" =~ ^[0-9]+$ ]] || usage
target="$1" seconds="$2"
case "$target" in
    spec) library=LayoutSpec sources=(Fuzz/SpecDecoder/*.swift) seeds=(Fuzz/Seeds/spec results/specs) ;;
    results) library=BenchmarkKit sources=(Fuzz/ResultDecoder/*.swift) seeds=(Fuzz/Seeds/results) ;;
    all) "$0" spec "$seconds" && exec "$0" results "$seconds" ;;
    *) usage ;;
esac
fail() { echo "fuzz: $*" >&2; exit 2; }

build=.build/fuzz
scratch="$build/spm"
mkdir -p "$build/corpus/$target" "$build/crashes/$target"
echo "fuzz: building $library and its dependencies (instrumented, $scratch)" >&2
# One combined -sanitize= flag: swiftc keeps only the last of several (so
# `swift build --sanitize=fuzzer --sanitize=address` would instrument for ASan only).
instrumented=(--scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address
    -Xcc -fsanitize=fuzzer-no-link,address -Xcxx -fsanitize=fuzzer-no-link,address)
swift build --target "$library" "${instrumented[@]}" -q >&2 || fail "swift build --target $library failed"
products="$(swift build --target "$library" "${instrumented[@]}" --show-bin-path)"
description="$products/description.json"
manifest="$scratch/$(basename "$products").yaml"
[[ -f "$description" && -f "$manifest" ]] || fail "no build description at $description or $manifest"

# The library and every module it depends on, as SwiftPM resolved them.
mapfile -t closure < <(jq -r --arg library "$library" '[$library] + .targetDependencyMap[$library] | .[]' "$description")
# The object files of one module: the inputs of its phony "<NAME-...module>" node in the llbuild manifest.
objects_of() {
    awk -v node="\"<$1-" '
        index($0, node) == 3 && /\.module>":$/ { found = 1; next }
        found && /^ *inputs:/ { sub(/^ *inputs: /, ""); print; exit }' "$manifest" | jq -r '.[] | select(endswith(".o"))'
}
objects=() libraries=()
for module in "${closure[@]}"; do
    mapfile -t module_objects < <(objects_of "$module")
    objects+=("${module_objects[@]}")
    case "$module" in CJemalloc) read -ra jemalloc <<< "$(pkg-config --libs jemalloc)"; libraries+=("${jemalloc[@]}") ;; esac
    if [[ "${module_objects[*]}" == *.cpp.o* ]]; then libraries+=(-lstdc++); fi
done
[[ ${#objects[@]} -gt 0 ]] || fail "found no object files for $library in $manifest"
# The C modules' module maps and include paths, as the library itself was compiled with them.
mapfile -t include_flags < <(jq -r --arg library "$library" '
    .swiftCommands | to_entries[] | select(.key | startswith("C.\($library)-")) | .value.otherArguments
    | [range(0; length) as $i | select(.[$i] == "-Xcc") | .[$i], .[$i + 1]] | .[]' "$description")
binary="$build/fuzz-$target"
rm -f "$binary"
echo "fuzz: linking $binary (${#closure[@]} modules, ${#objects[@]} objects)" >&2
swiftc -sanitize=fuzzer,address -parse-as-library -Onone -gline-tables-only -swift-version 6 -module-name FuzzTarget \
    -I "$products/Modules" "${include_flags[@]}" "${sources[@]}" "${objects[@]}" "${libraries[@]}" -o "$binary" 2>&1 \
    | { grep -v "Cannot export local symbol" >&2 || true; } || fail "linking $binary failed"

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
