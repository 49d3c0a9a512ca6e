extension ResultSetComparison {
    /// The per-case table: old and new times (`ComparedCase.oldTime`: the
    /// medians of single runs, the geometric means of the rounds' fastest
    /// samples), change, the CI of new/old,
    /// the deciding test's p-value, the verdict, then the p-value adjusted
    /// for the false-discovery rate (q, which the verdict uses) and the
    /// rounds per side (`3 paired`, `2+3`, `1+1`), in report order.
    /// - Complexity: O(cases)
    public func table() -> TextTable {
        var table = TextTable(headers: ["case", "old", "new", "change", "95% CI new/old", "p", "verdict", "q", "rounds"])
        for comparison in cases {
            table.append([
                comparison.name,
                DurationFormat.nanoseconds(comparison.oldTime),
                DurationFormat.nanoseconds(comparison.newTime),
                Self.change(comparison.change),
                "[\(Self.ratio(comparison.interval.lower)), \(Self.ratio(comparison.interval.upper))]",
                Self.pValue(comparison.pValue),
                comparison.verdict.rawValue,
                Self.pValue(comparison.qValue),
                comparison.pairedRounds ? "\(comparison.newRounds) paired" : "\(comparison.oldRounds)+\(comparison.newRounds)",
            ])
        }
        return table
    }

    /// `3 regressed, 5 improved, 40 unchanged; 2 cases only in OLD: a, b; 1
    /// only in NEW: c` (the one-side parts only when there are such cases; at
    /// most five names each, then `and N more`), then the noise floor when
    /// cases were compared by rounds (`; noise floor ±2.3% between paired rounds`).
    /// - Complexity: O(cases)
    public var summaryLine: String {
        var line = "\(regressedCount) regressed, \(improvedCount) improved, \(unchangedCount) unchanged"
        if !onlyInOld.isEmpty {
            line += "; \(onlyInOld.count) case\(onlyInOld.count == 1 ? "" : "s") only in OLD: \(ResultCompatibility.list(onlyInOld))"
        }
        if !onlyInNew.isEmpty {
            line += "; \(onlyInNew.count) only in NEW: \(ResultCompatibility.list(onlyInNew))"
        }
        if let floor = noiseFloor.summary { line += "; " + floor }
        return line
    }

    /// `+20.0%`, `-3.5%`, `+0.0%`; `n/a` when infinite.
    public static func change(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "n/a" }
        let text = DurationFormat.fixed(fraction * 100, decimals: 1)
        return (text.hasPrefix("-") ? text : "+" + text) + "%"
    }

    /// A ratio with three decimals below 10 (`0.952`, `1.204`), else three
    /// significant digits; `inf` when infinite.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : "-inf" }
        return Swift.abs(value) < 10 ? DurationFormat.fixed(value, decimals: 3) : DurationFormat.significant(value)
    }

    /// `0.0317`, or `<0.0001`.
    static func pValue(_ p: Double) -> String {
        p < 0.0001 ? "<0.0001" : DurationFormat.fixed(p, decimals: 4)
    }
}
