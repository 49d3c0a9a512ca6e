import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads

/// One benchmark case, declared as data: which layout over which workload,
/// which index strategy, which operation (and where, for a query), how many
/// items, which seed. Everything the runner does follows from these fields, so
/// a result file names exactly what was measured and `compare` can match cases
/// across runs.
public struct BenchmarkCase: Hashable, Sendable {
    /// The layout.
    public var layout: LayoutFamily
    /// The data set it lays out.
    public var workload: Workload
    /// The strategy answering rect queries (an engine index or a peer).
    public var strategy: BenchmarkStrategy
    /// What is timed.
    public var operation: BenchmarkOperation
    /// Where a query looks; `nil` for prepare and scroll.
    public var position: ContentPosition?
    /// The number of items.
    public var items: Int
    /// The workload seed.
    public var seed: UInt64

    /// Creates a case.
    /// - Precondition: `position` is set exactly for positioned operations.
    public init(
        layout: LayoutFamily, workload: Workload? = nil, strategy: BenchmarkStrategy, operation: BenchmarkOperation,
        position: ContentPosition? = nil, items: Int, seed: UInt64 = 1
    ) {
        precondition((position != nil) == operation.isPositioned, "a position exactly for queries")
        self.layout = layout
        self.workload = workload ?? layout.defaultWorkload
        self.strategy = strategy
        self.operation = operation
        self.position = position
        self.items = items
        self.seed = seed
    }

    /// The case's name, unique within a suite and stable across runs:
    /// `layout/workload/operation[/position]/strategy/n=items`, e.g.
    /// `flow/grid/query-slots/middle/interval-tree/n=1000000`. The seed is not
    /// part of it (a suite has one seed); `compare` checks it separately.
    public var name: String {
        var parts = [layout.rawValue, workload.rawValue, operation.rawValue]
        if let position { parts.append(position.rawValue) }
        parts += [strategy.rawValue, "n=\(items)"]
        return parts.joined(separator: "/")
    }

    /// The cases that differ from this one only in the index strategy are its
    /// variants: the runner interleaves them, and the table compares them with
    /// the reference strategies. This is the name with the strategy left out.
    public var variantGroup: String {
        var parts = [layout.rawValue, workload.rawValue, operation.rawValue]
        if let position { parts.append(position.rawValue) }
        parts.append("n=\(items)")
        return parts.joined(separator: "/")
    }

    /// The value of a filterable field (`CaseFilter.Field`), as text.
    public func value(of field: CaseFilter.Field) -> String {
        switch field {
        case .name: name
        case .layout: layout.rawValue
        case .workload: workload.rawValue
        case .strategy: strategy.rawValue
        case .operation: operation.rawValue
        case .position: position?.rawValue ?? "-"
        case .items: String(items)
        case .seed: String(seed)
        }
    }
}

extension BenchmarkCase: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, layout, workload, strategy, operation, position, items, seed
    }

    /// Decodes a case.
    /// - Throws: `UnknownCase` when a layout, workload, strategy, operation
    ///   or position is one this build does not know (the file may be older
    ///   or newer than the build); `DecodingError` when a field is missing or
    ///   of the wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func decode<Value: RawRepresentable>(_ key: CodingKeys, as _: Value.Type) throws -> Value where Value.RawValue == String {
            let text = try container.decode(String.self, forKey: key)
            guard let value = Value(rawValue: text) else {
                var fields: [String: String] = [:]
                for key in [CodingKeys.layout, .workload, .strategy, .operation, .position] {
                    fields[key.rawValue] = try? container.decode(String.self, forKey: key)
                }
                for key in [CodingKeys.items, .seed] { fields[key.rawValue] = (try? container.decode(UInt64.self, forKey: key)).map(String.init) }
                let name = (try? container.decode(String.self, forKey: .name)) ?? "(unnamed)"
                throw UnknownCase(name: name, fields: fields, unknownField: "\(key.rawValue) '\(text)'")
            }
            return value
        }
        let operation = try decode(.operation, as: BenchmarkOperation.self)
        let position = try container.decodeIfPresent(String.self, forKey: .position) == nil ? nil : try decode(.position, as: ContentPosition.self)
        guard (position != nil) == operation.isPositioned else {
            throw DecodingError.dataCorruptedError(forKey: .position, in: container, debugDescription: "operation \(operation.rawValue) \(operation.isPositioned ? "needs" : "takes no") position")
        }
        self.init(
            layout: try decode(.layout, as: LayoutFamily.self), workload: try decode(.workload, as: Workload.self),
            strategy: try decode(.strategy, as: BenchmarkStrategy.self), operation: operation, position: position,
            items: try container.decode(Int.self, forKey: .items), seed: try container.decode(UInt64.self, forKey: .seed)
        )
    }

    /// Encodes the case's fields and, for readers of the file, its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(layout.rawValue, forKey: .layout)
        try container.encode(workload.rawValue, forKey: .workload)
        try container.encode(strategy.rawValue, forKey: .strategy)
        try container.encode(operation.rawValue, forKey: .operation)
        try container.encodeIfPresent(position?.rawValue, forKey: .position)
        try container.encode(items, forKey: .items)
        try container.encode(seed, forKey: .seed)
    }
}
