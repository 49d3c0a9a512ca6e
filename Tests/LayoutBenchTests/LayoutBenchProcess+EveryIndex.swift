import CollectionLayout
import Testing

extension LayoutBenchProcess {
    /// Every `--index` value the CLI takes: the names of `IndexStrategy`'s
    /// cases, `auto` too, so a new strategy is run end to end by every test
    /// that uses these without editing it.
    static let indexes = IndexStrategy.allCases.map(\.rawValue)

    /// `layout-bench ARGUMENTS --index I` for every index in `indexes`: the
    /// standard output they all print, or `nil` (with an issue naming the
    /// index) when one fails, writes to standard error, or prints something else.
    static func withEveryIndex(_ arguments: [String]) throws -> String? {
        var first: (index: String, stdout: String)?
        for index in indexes {
            let result = try run(arguments + ["--index", index])
            guard result.status == 0, result.stderr.isEmpty else {
                Issue.record("--index \(index) failed (status \(result.status)): \(result.stderr)")
                return nil
            }
            if let first, first.stdout != result.stdout {
                Issue.record("--index \(index) prints other elements than --index \(first.index)")
                return nil
            }
            first = first ?? (index, result.stdout)
        }
        return first?.stdout
    }
}
