import BenchmarkHarness

/// Selects benchmark cases by any of their fields.
///
/// A filter is a comma-separated list of terms; a case is selected when it
/// matches every term. A term is one of:
/// - `field=value` or `field=v1|v2` (any of the values), `field!=value`, with
///   `field` one of `name`, `layout`, `workload`, `strategy`, `operation`,
///   `position`, `items`, `seed`; a value may contain `*` wildcards;
/// - `items<N`, `items<=N`, `items>N`, `items>=N` (also for `seed`);
/// - a bare word: a case whose name contains it (with `*` wildcards allowed).
///
/// Examples: `layout=flow,operation=prepare`; `strategy!=linear,items>=100000`;
/// `query-slots/middle`; `flow/*/scroll`.
///
/// Field names and the values of enumerated fields are checked when the
/// filter is parsed, so a typo is an error, not an empty selection.
public struct CaseFilter: Sendable, Equatable {
    /// A field a filter term can test.
    public enum Field: String, Sendable, CaseIterable {
        case name, layout, workload, strategy, operation, position, items, seed
    }

    /// How a term compares.
    public enum Comparison: String, Sendable, CaseIterable {
        // Longest first, so `<=` is not read as `<`.
        case notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", equal = "=", less = "<", greater = ">"
    }

    /// One term of the filter.
    public struct Term: Sendable, Equatable {
        /// The field, or `nil` for a bare word matched against the name.
        public var field: Field?
        /// The comparison (`.equal` with `field == nil` means "name contains").
        public var comparison: Comparison
        /// The alternatives (`|`-separated); a case matches if any matches.
        public var values: [String]
    }

    /// A filter's text could not be understood.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong, naming the term.
        public var description: String
    }

    /// The terms, all of which must match.
    public var terms: [Term]

    /// The filter that selects everything.
    public static let all = CaseFilter(terms: [])

    /// Parses `text`. `known` lists the values each enumerated field may take
    /// (from the suite), so that `layout=flwo` is refused.
    /// - Throws: `ParseError` naming the offending term.
    /// - Complexity: O(length of text)
    public init(_ text: String, known: [Field: Set<String>] = [:]) throws(ParseError) {
        var terms: [Term] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) {
            let term = raw.trimmingSpaces()
            guard !term.isEmpty else { throw ParseError(description: "empty term in filter '\(text)'") }
            terms.append(try Self.parseTerm(term, known: known))
        }
        self.terms = terms
    }

    /// Creates a filter from terms.
    public init(terms: [Term]) { self.terms = terms }

    /// Whether `benchmarkCase` matches every term.
    /// - Complexity: O(terms × alternatives × name length)
    public func matches(_ benchmarkCase: BenchmarkCase) -> Bool {
        matches(name: benchmarkCase.name, value: benchmarkCase.value(of:))
    }

    /// Whether a case known only by its name and field texts (an
    /// `UnknownCase` of a result file) matches every term.
    /// - Complexity: O(terms × alternatives × name length)
    public func matches(name: String, value: (Field) -> String) -> Bool {
        terms.allSatisfy { term in
            guard let field = term.field else {
                return term.values.contains { Wildcard.matches("*\($0)*", name) }
            }
            let actual = value(field)
            switch term.comparison {
            case .equal: return term.values.contains { Wildcard.matches($0, actual) }
            case .notEqual: return !term.values.contains { Wildcard.matches($0, actual) }
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard let number = Double(actual), let bound = Double(term.values[0]) else { return false }
                switch term.comparison {
                case .less: return number < bound
                case .lessOrEqual: return number <= bound
                case .greater: return number > bound
                default: return number >= bound
                }
            }
        }
    }

    private static func parseTerm(_ term: String, known: [Field: Set<String>]) throws(ParseError) -> Term {
        guard let comparison = Comparison.allCases.first(where: { term.contains($0.rawValue) }),
              let range = term.range(of: comparison.rawValue)
        else {
            return Term(field: nil, comparison: .equal, values: [term])
        }
        let fieldName = String(term[..<range.lowerBound]).trimmingSpaces()
        guard let field = Field(rawValue: fieldName) else {
            throw ParseError(description: "unknown field '\(fieldName)' in filter term '\(term)' (fields: \(Field.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let values = term[range.upperBound...].split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        guard !values.contains(where: \.isEmpty) else { throw ParseError(description: "missing value in filter term '\(term)'") }
        switch comparison {
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard field == .items || field == .seed else {
                throw ParseError(description: "'\(comparison.rawValue)' compares numbers: only items and seed take it, in '\(term)'")
            }
            guard values.count == 1, Double(values[0]) != nil else {
                throw ParseError(description: "'\(term)' needs one number after '\(comparison.rawValue)'")
            }
        case .equal, .notEqual:
            if let allowed = known[field] {
                for value in values where !value.contains("*") && !allowed.contains(value) {
                    throw ParseError(description: "unknown \(field.rawValue) '\(value)' in filter term '\(term)' (known: \(allowed.sorted().joined(separator: ", ")))")
                }
            }
        }
        return Term(field: field, comparison: comparison, values: values)
    }
}

/// `*`-wildcard matching (any run of characters, including none).
enum Wildcard {
    /// Whether `text` matches `pattern` as a whole.
    /// - Complexity: O(pattern × text) in the worst case, O(text) without `*`.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.utf8), text = Array(text.utf8)
        var p = 0, t = 0, star = -1, resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] != UInt8(ascii: "*"), pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = p; resume = t; p += 1
            } else if star >= 0 {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
