import CollectionLayout
import LayoutPeers

/// A strategy of the benchmark: what answers a case's queries. Either one of
/// the engine's index strategies, or a peer: an index from elsewhere built
/// from the engine's prepared frames (the same frames for every strategy of a
/// case), which answers slot queries only.
///
/// A strategy is data: its name (the case names' and result files' key), how
/// it is built, and whether tables compare every other strategy with it (a
/// reference, e.g. `vs linear`). Strategies are registered in
/// `BenchmarkStrategy.allCases` (`BenchmarkStrategy+Registry.swift`).
public struct BenchmarkStrategy: Sendable, CustomStringConvertible {
    /// How a strategy is built.
    public enum Kind: Sendable {
        /// The engine prepared with this index strategy.
        case engine(IndexStrategy)
        /// A peer built from a prepared layout's frames (bulk load): the
        /// prepare operation times this build.
        case peer(build: @Sendable (PreparedLayout) -> any SlotIndex)
        /// A prepare peer: a loop written elsewhere computing the layout's
        /// frames from the layout itself (`nil` for a layout it does not
        /// model), which runs the prepare operation only. With
        /// `reusesStorage`, every prepare writes into one buffer allocated
        /// beforehand; without, into a new one (its page faults included).
        case preparePeer(make: @Sendable (any CollectionLayout) -> (any PreparePeer)?, reusesStorage: Bool)
    }

    /// The name in case names, filters and result files, e.g. `interval-tree`.
    public let rawValue: String
    /// How the strategy is built.
    public let kind: Kind
    /// The short name of its speedup columns (`vs linear`, `vs rtree`) when
    /// every other strategy is compared with it; `nil` for none.
    public let referenceLabel: String?
    /// Which layouts it runs on; `nil` for all (a peer that cannot answer a
    /// layout's queries exactly leaves it out).
    public let layouts: BenchmarkOperation.LayoutRequirement?

    /// Creates a strategy.
    public init(name: String, kind: Kind, referenceLabel: String? = nil, layouts: BenchmarkOperation.LayoutRequirement? = nil) {
        rawValue = name
        self.kind = kind
        self.referenceLabel = referenceLabel
        self.layouts = layouts
    }

    /// Whether the strategy runs on `layout`.
    /// - Complexity: O(1)
    public func runs(on layout: LayoutFamily) -> Bool { layouts?.runs(layout) ?? true }

    /// The engine strategy `strategy`, a reference (`vs linear`) if it is the linear scan.
    public init(engine strategy: IndexStrategy) {
        self.init(name: strategy.rawValue, kind: .engine(strategy), referenceLabel: strategy == .linear ? "linear" : nil)
    }

    /// The engine's index strategy, or `nil` for a peer.
    public var engine: IndexStrategy? {
        if case .engine(let strategy) = kind { return strategy }
        return nil
    }

    /// Whether the strategy is a peer (answers slot queries only, or prepares only).
    public var isPeer: Bool { engine == nil }

    /// Whether the strategy is a prepare peer (runs the prepare operation only).
    public var isPreparePeer: Bool {
        if case .preparePeer = kind { return true }
        return false
    }

    /// The name.
    public var description: String { rawValue }

    /// The linear scan: the exact reference every strategy's result count is checked against.
    public static let linear = BenchmarkStrategy(engine: .linear)
    /// The engine's sorted columns.
    public static let sortedColumns = BenchmarkStrategy(engine: .sortedColumns)
    /// The engine's interval tree.
    public static let intervalTree = BenchmarkStrategy(engine: .intervalTree)
}

extension BenchmarkStrategy: Hashable {
    /// Strategies are equal when their names are (a name is registered once).
    public static func == (lhs: BenchmarkStrategy, rhs: BenchmarkStrategy) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

extension BenchmarkStrategy: RawRepresentable, CaseIterable {
    /// The registered strategy named `rawValue` (`auto` is not one: a case
    /// names what it measured).
    public init?(rawValue: String) {
        guard let strategy = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = strategy
    }

    /// The strategies that every other is compared with, in registration
    /// order: a table shows a `vs <label>` column for each one measured.
    public static var references: [BenchmarkStrategy] { allCases.filter { $0.referenceLabel != nil } }
}
