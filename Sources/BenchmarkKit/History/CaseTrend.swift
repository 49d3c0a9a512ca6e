import BenchmarkHarness

/// One case's medians over the runs of one kind of machine, and the step
/// changes in them (`ChangePoints`): what `layout-bench trend` prints.
public struct CaseTrend: Sendable {
    /// One run's figure for the case.
    public struct Point: Sendable, Equatable {
        /// The commit measured.
        public var commit: String
        /// When.
        public var date: String
        /// The median and its 95% CI, nanoseconds per unit.
        public var median: Double, lower: Double, upper: Double
    }

    /// The case's name.
    public var name: String
    /// The kind of machine (a series never mixes two).
    public var machine: MachineFingerprint
    /// The runs that measured the case, oldest first.
    public var points: [Point]
    /// The step changes, earliest first.
    public var steps: [ChangePoints.Step]

    /// Every case's trend in `history`, per machine, for the cases `filter`
    /// selects (names this build cannot read are kept only without a filter).
    /// - Complexity: O(cases × runs³) (see `ChangePoints.steps`).
    public static func all(_ history: [HistoryStore.Machine], filter: CaseFilter = .all, detector: ChangePoints = ChangePoints()) -> [CaseTrend] {
        var trends: [CaseTrend] = []
        for machine in history {
            var order: [String] = []
            var points: [String: [Point]] = [:]
            for entry in machine.entries {
                for figure in entry.cases {
                    if points[figure.name] == nil {
                        guard selects(filter, figure.name) else { continue }
                        order.append(figure.name)
                    }
                    points[figure.name, default: []].append(Point(commit: entry.commit, date: entry.date, median: figure.median, lower: figure.lower, upper: figure.upper))
                }
            }
            trends += order.map { name in
                let series = points[name] ?? []
                return CaseTrend(name: name, machine: machine.fingerprint, points: series, steps: detector.steps(in: series.map(\.median)))
            }
        }
        return trends
    }

    /// Whether `filter` selects the case named `name`.
    static func selects(_ filter: CaseFilter, _ name: String) -> Bool {
        if filter.terms.isEmpty { return true }
        guard let benchmarkCase = try? BenchmarkCase(name: name) else { return false }
        return filter.matches(benchmarkCase)
    }

    /// `+23.1% at 0123456789ab (2026-11-20T10:00:00Z), 1.20 µs to 1.48 µs`.
    public func describe(_ step: ChangePoints.Step) -> String {
        let point = points[step.index]
        return ResultSetComparison<LayoutSuite>.change(step.ratio - 1) + " at \(point.commit.prefix(12)) (\(point.date)), "
            + DurationFormat.nanoseconds(step.before) + " to " + DurationFormat.nanoseconds(step.after)
    }

    /// The table `trend` prints: per case with a step (or every case, with
    /// `everyCase`), the machine, the runs, the first and last medians and the steps.
    /// - Complexity: O(trends)
    public static func table(_ trends: [CaseTrend], everyCase: Bool) -> TextTable {
        var table = TextTable(headers: ["case", "machine", "runs", "first", "last", "step changes"])
        for trend in trends where everyCase || !trend.steps.isEmpty {
            table.append([
                trend.name, String(trend.machine.identifier.prefix(8)), String(trend.points.count),
                trend.points.first.map { DurationFormat.nanoseconds($0.median) } ?? "-",
                trend.points.last.map { DurationFormat.nanoseconds($0.median) } ?? "-",
                trend.steps.isEmpty ? "none" : trend.steps.map(trend.describe).joined(separator: "; "),
            ])
        }
        return table
    }
}
