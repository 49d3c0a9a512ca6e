import BenchmarkHarness
import BenchmarkKit
import Foundation

/// libFuzzer target for the result-file reader (`scripts/fuzz.sh results
/// SECONDS`): any bytes go through `ResultValidation.decode`, the function
/// every command reads result files with; a file it accepts is summarised
/// and compared with itself, as `compare` would. A trap or a sanitizer report
/// is a finding; `ResultFile.Failure` is the expected answer to bad input.
/// It imports both harness modules, so the result types may live in either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResultDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard let results = try? ResultValidation.decode(bytes, name: "input") else { return 0 }
    let named = NamedResults(name: "input", results: results)
    if let comparison = try? ResultComparison(old: named, new: named, rule: ComparisonRule(bootstrap: Bootstrap(resamples: 20))) {
        _ = comparison.table().render()
    }
    return 0
}
