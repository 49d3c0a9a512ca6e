import BenchmarkHarness
import CollectionLayout

/// A table with a title, for the terminal and for Markdown.
public struct TitledTable: Sendable {
    /// What the table shows and how the figures were made.
    public var title: String
    /// The table.
    public var table: TextTable
}

/// The tables a person reads after a run: per layout and operation, each
/// strategy's median with the half-width of its 95% confidence interval, the
/// speedup over each reference strategy (`vs linear`; over a full prepare for
/// incremental changes),
/// and the fitted complexity; then scroll and carousel percentiles, the
/// driver's operations, and memory.
public enum ResultTables {
    /// Every table for `results`, in a stable order: per layout, each
    /// operation in `BenchmarkOperation.allCases` order (a timing table, or a
    /// per-frame table for a sweep), then memory. Timing tables compare each
    /// strategy with each of `references` measured (`vs linear`, `vs rtree`).
    /// - Complexity: O(cases)
    public static func all(_ results: BenchmarkResults, references: [BenchmarkStrategy] = BenchmarkStrategy.references) -> [TitledTable] {
        let index = ResultIndex(results)
        var tables: [TitledTable] = []
        for series in index.layouts {
            for operation in BenchmarkOperation.allCases where index.has(series, operation) {
                tables.append(operation.isTimedPerFrame ? frames(index, series, operation) : timing(index, series, operation, samples: results.sampling.samples, references: references))
            }
            if index.has(series, .prepare) { tables.append(memory(index, series)) }
        }
        return tables
    }

    /// Median ± CI per strategy, speedup over each reference strategy
    /// measured (over a full prepare for incremental changes), and a fit row.
    static func timing(
        _ index: ResultIndex, _ series: ResultIndex.Series, _ operation: BenchmarkOperation, samples: Int,
        references: [BenchmarkStrategy] = BenchmarkStrategy.references
    ) -> TitledTable {
        let strategies = index.strategies(series, operation)
        let references = references.filter(strategies.contains)
        func baselines(of strategy: BenchmarkStrategy) -> [BenchmarkStrategy?] {
            operation.comparesWithPrepare ? [nil] : references.filter { $0 != strategy }
        }
        let counted = (operation.isPositioned ? ["where"] : []) + (operation.countColumn.map { [$0] } ?? [])
        var headers = ["items"] + counted
        for strategy in strategies {
            headers.append(strategy.rawValue)
            headers += baselines(of: strategy).map { "vs " + ($0?.referenceLabel ?? "prepare") }
        }
        var table = TextTable(headers: headers)
        for row in index.rows(series, operation) {
            var cells = [String(row.items)]
            if let position = row.position { cells.append(position.rawValue) }
            if operation.countColumn != nil { cells.append(String(row.byStrategy.values.first?.resultCount ?? 0)) }
            for strategy in strategies {
                let result = row.byStrategy[strategy]
                cells.append(result.map(medianCell) ?? "-")
                for baseline in baselines(of: strategy) {
                    cells.append(result.flatMap { index.speedup(of: $0, over: baseline) }.map(speedupCell) ?? "-")
                }
            }
            table.append(cells)
        }
        var fit = ["fit"] + counted.map { _ in "" }
        for strategy in strategies {
            fit.append(index.complexity(series, operation, strategy).map(fitCell) ?? "-")
            fit += baselines(of: strategy).map { _ in "" }
        }
        table.append(fit)
        let labels = references.isEmpty ? ["linear"] : references.compactMap(\.referenceLabel)
        let comparison = operation.comparesWithPrepare
            ? "vs prepare = a full prepare's median (per item × items, same strategy) / this median"
            : labels.map { "vs \($0) = \($0) median / this median" }.joined(separator: "; ")
        return TitledTable(
            title: "\(series.label): \(operation.prose.table). Median ± half-width of its 95% bootstrap CI, \(samples) interleaved samples; \(comparison); fit = best complexity over item counts (normalised RMS)",
            table: table
        )
    }

    /// Per-frame p50 / p99 / max of a scroll or a carousel sweep, per strategy.
    static func frames(_ index: ResultIndex, _ series: ResultIndex.Series, _ operation: BenchmarkOperation) -> TitledTable {
        let strategies = index.strategies(series, operation)
        var table = TextTable(headers: ["items", "frames"] + strategies.map { "\($0.rawValue) p50 / p99 / max" })
        for row in index.rows(series, operation) {
            let frames = row.byStrategy.values.first?.resultCount ?? 0
            table.append([String(row.items), String(frames)] + strategies.map { strategy in
                guard let wall = row.byStrategy[strategy]?.summary.wall else { return "-" }
                return [wall.median, wall.p99, wall.max].map(DurationFormat.nanoseconds).joined(separator: " / ")
            })
        }
        return TitledTable(title: "\(series.label): \(operation.prose.table); each frame timed alone, strategies interleaved in blocks of \(ScrollSampler.blockLength) frames", table: table)
    }

    /// Bytes per item retained by the prepared layout and by each index,
    /// allocations per prepare and per query, peak resident memory.
    static func memory(_ index: ResultIndex, _ series: ResultIndex.Series) -> TitledTable {
        let strategies = index.strategies(series, .prepare)
        var table = TextTable(headers: ["items"]
            + strategies.map { "layout B/item \($0.rawValue)" } + strategies.map { "index B/item \($0.rawValue)" }
            + ["allocs/prepare", "allocs/query", "peak RSS"])
        for row in index.rows(series, .prepare) {
            let prepared = strategies.map { row.byStrategy[$0] }
            var cells = [String(row.items)]
            cells += prepared.map { $0?.retainedBytesPerItem.map(DurationFormat.significant) ?? "-" }
            cells += prepared.map { $0?.indexBytesPerItem.map(DurationFormat.significant) ?? "-" }
            cells.append(prepared.compactMap { $0?.allocationsPerOperation }.max().map(DurationFormat.significant) ?? "-")
            let queries = index.cases(series, items: row.items).filter { $0.benchmarkCase.operation.mustNotAllocate }
            cells.append(queries.map(\.allocationsPerOperation).max().map(DurationFormat.significant) ?? "-")
            cells.append(prepared.compactMap { $0?.peakResidentBytes }.max().map(ByteFormat.bytes) ?? "-")
            table.append(cells)
        }
        return TitledTable(
            title: "\(series.label): memory. B/item from jemalloc (layout: live bytes kept by a prepared layout; index: its own arrays); allocs/query: the most of any query, scroll frame or hit test (the buffer API should show 0)",
            table: table
        )
    }

    /// `145 ns ±2%`: the median and the larger distance to a CI bound, relative.
    static func medianCell(_ result: CaseResult) -> String {
        let median = result.summary.wall.median, interval = result.summary.wallMedianInterval
        let spread = Swift.max(median - interval.lower, interval.upper - median) / median
        return DurationFormat.nanoseconds(median) + " ±" + DurationFormat.percent(spread)
    }

    /// `4730x ±6%`.
    static func speedupCell(_ speedup: Speedup) -> String {
        let spread = Swift.max(speedup.ratio - speedup.interval.lower, speedup.interval.upper - speedup.ratio) / speedup.ratio
        return DurationFormat.ratio(speedup.ratio) + " ±" + DurationFormat.percent(spread)
    }

    /// `O(log n) 4%`.
    static func fitCell(_ entry: ComplexityEntry) -> String {
        entry.fit.complexity.rawValue + " " + DurationFormat.percent(entry.fit.normalizedRMS)
    }
}
