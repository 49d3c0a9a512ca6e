import CollectionLayout

/// The tables `layout-bench run` prints from an `IndexSweep`'s measurements.
public enum SweepTables {
    /// Prepare cost per item, one column per strategy (the index build is part
    /// of prepare, so `linear` is the cost of computing frames alone).
    public static func prepare(_ measurements: [IndexSweep.Measurement]) -> TextTable {
        var table = TextTable(headers: ["layout", "items"] + IndexStrategy.concrete.map { "prepare/item \($0.rawValue)" })
        for group in groups(measurements.filter { $0.operation == .prepare }) {
            table.append([group.label, String(group.items)] + IndexStrategy.concrete.map { strategy in
                group.median(strategy).map(DurationFormat.nanoseconds) ?? "-"
            })
        }
        return table
    }

    /// Viewport query cost per strategy and the speedup of each indexed strategy
    /// over the naive full scan (median over median, same run).
    public static func query(_ measurements: [IndexSweep.Measurement], operation: SweepOperation) -> TextTable {
        let indexed = IndexStrategy.concrete.filter { $0 != .linear }
        var table = TextTable(headers: ["layout", "items", "where", "results"]
            + IndexStrategy.concrete.map(\.rawValue) + indexed.map { "speedup \($0.rawValue)" })
        for group in groups(measurements.filter { $0.operation == operation }) {
            let linear = group.median(.linear)
            var row = [group.label, String(group.items), group.position?.rawValue ?? "", String(group.results)]
            row += IndexStrategy.concrete.map { group.median($0).map(DurationFormat.nanoseconds) ?? "-" }
            row += indexed.map { strategy in
                guard let linear, let median = group.median(strategy) else { return "-" }
                return DurationFormat.ratio(linear / median)
            }
            table.append(row)
        }
        return table
    }

    /// Measurements of one (layout, workload, items, position), in first-seen order.
    struct Group {
        var label: String
        var items: Int
        var position: ContentPosition?
        var results: Int
        var byStrategy: [IndexStrategy: IndexSweep.Measurement] = [:]
        func median(_ strategy: IndexStrategy) -> Double? { byStrategy[strategy]?.median }
    }

    static func groups(_ measurements: [IndexSweep.Measurement]) -> [Group] {
        var groups: [Group] = []
        for measurement in measurements {
            let label = "\(measurement.family.rawValue)/\(measurement.workload.rawValue)"
            if let index = groups.firstIndex(where: { $0.label == label && $0.items == measurement.items && $0.position == measurement.position }) {
                groups[index].byStrategy[measurement.strategy] = measurement
            } else {
                var group = Group(label: label, items: measurement.items, position: measurement.position, results: measurement.results)
                group.byStrategy[measurement.strategy] = measurement
                groups.append(group)
            }
        }
        return groups
    }
}
