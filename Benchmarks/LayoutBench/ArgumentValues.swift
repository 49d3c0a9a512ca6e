import ArgumentParser
import CollectionLayout
import LayoutSpec
import LayoutWorkloads

/// `--index STRATEGY`, parsed by ArgumentParser (its help and completion list
/// the strategies). An unknown name is kept, not refused by the parser, so the
/// command can refuse it with the contract's own message (`strategy()`)
/// rather than ArgumentParser's wording.
struct IndexArgument: ExpressibleByArgument {
    /// The text given.
    var text: String

    init(argument: String) { text = argument }

    init(_ strategy: IndexStrategy) { text = strategy.rawValue }

    static var allValueStrings: [String] { IndexStrategy.allCases.map(\.rawValue) }

    var defaultValueDescription: String { text }

    /// The strategy named.
    /// - Throws: `SpecError` at `--index` for a name that is not a strategy.
    func strategy() throws(SpecError) -> IndexStrategy {
        guard let strategy = IndexStrategy(rawValue: text) else {
            let names = IndexStrategy.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw SpecError(path: "--index", message: "unknown index strategy \"\(text)\" (expected one of \(names))")
        }
        return strategy
    }
}

/// `--items N,N,...` for `run`, parsed by ArgumentParser; the first entry that
/// is not a count from 1 to `Workload.maximumItemCount` is kept for `counts()`
/// to refuse in the command's own words.
struct ItemCountsArgument: ExpressibleByArgument {
    /// The counts, in order, up to the first bad entry.
    var values: [Int] = []
    /// The first entry that is not a valid count, as written.
    var invalidEntry: String?

    init(argument: String) {
        for text in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let count = Int(text.trimmingCharacters(in: .whitespaces)), count >= 1, count <= Workload.maximumItemCount else {
                invalidEntry = String(text)
                return
            }
            values.append(count)
        }
    }

    /// The counts.
    /// - Throws: `ValidationError` naming the first entry that is not a count.
    func counts() throws -> [Int] {
        if let invalidEntry {
            throw ValidationError("--items: '\(invalidEntry)' is not a count between 1 and \(Workload.maximumItemCount)")
        }
        return values
    }
}
