import BenchmarkHarness
import CollectionLayout

/// What a benchmark case times, declared once: its name, its unit, the prose
/// the tables and charts print, how it is sampled and how its timed body is
/// built, what it yields, whether it may allocate, what it is compared with,
/// whether it looks at a position, and which layouts and strategies it runs
/// on. The runner, the suite, the tables, the charts, the comparison, the
/// profiler and `--strict` read everything from here, so a new operation is
/// one file defining it plus its line in `BenchmarkOperation.allCases`
/// (`BenchmarkOperation+Registry.swift`).
public struct BenchmarkOperation: Sendable, CustomStringConvertible {
    /// What a speedup column compares a case with.
    public enum Baseline: Sendable, Equatable {
        /// The reference strategies (`BenchmarkStrategy.references`) on the same case.
        case referenceStrategies
        /// A full prepare of the same layout, strategy and item count: for an
        /// incremental change.
        case prepare
    }

    /// The name in case names, filters and result files, e.g. `query-slots`.
    public let rawValue: String
    /// What one sample's value is per: `item`, `query`, `frame`, `change`...
    public let unit: String
    /// What the tables and charts say it measures.
    public let prose: OperationProse
    /// How it is sampled, and how its body is built.
    public let sampling: OperationSampling
    /// Whether a case looks at one position of the content (top, middle, bottom).
    public let isPositioned: Bool
    /// The header of the table column showing a case's result count
    /// (`results`, `laid out`), or `nil` for none.
    public let countColumn: String?
    /// Whether it runs through the collection-view driver (its fixture builds one).
    public let usesDriver: Bool
    /// What its speedup columns compare with.
    public let baseline: Baseline
    /// Whether it must allocate nothing once warm (`--strict` checks it).
    public let mustNotAllocate: Bool
    /// Whether every strategy must yield the linear scan's result count (`--strict`).
    public let comparesResultsWithLinear: Bool
    /// Whether samples are per item (the item count divides each sample), so
    /// that sizes compare; the complexity fit scales them back.
    public let isPerItem: Bool
    /// Which layouts it runs on; `nil` for all.
    public let layouts: LayoutRequirement?
    /// Whether peers (slot-only strategies) run it.
    public let acceptsPeers: Bool
    /// Fills figures beyond the samples (the prepare's memory), outside the timed region.
    public let annotate: (@Sendable (inout CaseResult, OperationInputs) -> Void)?
    /// Which prepare peers (the C++ loops) run it.
    public let preparePeers: PreparePeerUse

    /// Which prepare peers run an operation, and into what storage.
    public enum PreparePeerUse: Sendable {
        /// None.
        case none
        /// Each one, its own way (new storage or reused): `prepare`.
        case each
        /// The ones that write into new storage, into one buffer allocated
        /// beforehand instead: the reference loop then times what a prepare
        /// into reused storage does, and the reused-storage peers, which
        /// would time the same loop again, do not run.
        case intoReusedStorage

        /// Whether a prepare peer that `reusesStorage` runs.
        func accepts(reusesStorage: Bool) -> Bool {
            switch self {
            case .none: false
            case .each: true
            case .intoReusedStorage: !reusesStorage
            }
        }
    }

    /// Which layouts an operation runs on, and how a case name asking for
    /// another is refused.
    public struct LayoutRequirement: Sendable {
        /// Whether the layout family runs the operation.
        public var runs: @Sendable (LayoutFamily) -> Bool
        /// What a refused family lacks, e.g. `has no carousel`.
        public var lacks: String

        /// Creates a requirement.
        public init(lacks: String, runs: @escaping @Sendable (LayoutFamily) -> Bool) {
            self.runs = runs
            self.lacks = lacks
        }
    }

    /// Creates an operation; see the properties.
    public init(
        name: String, unit: String, prose: OperationProse, sampling: OperationSampling, isPositioned: Bool = false,
        countColumn: String? = nil, usesDriver: Bool = false, baseline: Baseline = .referenceStrategies, mustNotAllocate: Bool = true,
        comparesResultsWithLinear: Bool = false, isPerItem: Bool = false, layouts: LayoutRequirement? = nil,
        acceptsPeers: Bool = false, preparePeers: PreparePeerUse = .none,
        annotate: (@Sendable (inout CaseResult, OperationInputs) -> Void)? = nil
    ) {
        rawValue = name
        self.unit = unit
        self.prose = prose
        self.sampling = sampling
        self.isPositioned = isPositioned
        self.countColumn = countColumn
        self.usesDriver = usesDriver
        self.baseline = baseline
        self.mustNotAllocate = mustNotAllocate
        self.comparesResultsWithLinear = comparesResultsWithLinear
        self.isPerItem = isPerItem
        self.layouts = layouts
        self.acceptsPeers = acceptsPeers
        self.annotate = annotate
        self.preparePeers = preparePeers
    }

    /// Whether the case is timed frame by frame along a path: each sample is
    /// one frame of a sweep, not a calibrated batch of operations.
    public var isTimedPerFrame: Bool {
        if case .sweep = sampling { return true }
        return false
    }

    /// Whether the case changes the layout incrementally, compared with a full prepare.
    public var comparesWithPrepare: Bool { baseline == .prepare }

    /// Whether `strategy` runs the operation: engine strategies run every
    /// operation, peers those that only query slots (and prepare, their
    /// build), prepare peers the prepares (`preparePeers`).
    public func accepts(_ strategy: BenchmarkStrategy) -> Bool {
        if case .preparePeer(_, let reusesStorage) = strategy.kind { return preparePeers.accepts(reusesStorage: reusesStorage) }
        return !strategy.isPeer || acceptsPeers
    }

    /// Whether `layout` runs the operation.
    public func runs(on layout: LayoutFamily) -> Bool { layouts?.runs(layout) ?? true }

    /// The name.
    public var description: String { rawValue }
}

extension BenchmarkOperation: Hashable {
    /// Operations are equal when their names are (a name is registered once).
    public static func == (lhs: BenchmarkOperation, rhs: BenchmarkOperation) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

extension BenchmarkOperation: RawRepresentable, CaseIterable {
    /// The registered operation named `rawValue`.
    public init?(rawValue: String) {
        guard let operation = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = operation
    }
}

/// What the tables and charts print about an operation, written once.
public struct OperationProse: Sendable {
    /// The table title's description, e.g. `scroll, per frame`.
    public var table: String
    /// The chart title's description at a position (`nil` unless positioned),
    /// e.g. `viewport query at the middle, slots only (the index), cost per query`.
    public var chart: @Sendable (ContentPosition?) -> String

    /// Creates the prose.
    public init(table: String, chart: @escaping @Sendable (ContentPosition?) -> String) {
        self.table = table
        self.chart = chart
    }

    /// Prose whose chart title does not depend on a position.
    public init(table: String, chart: String) {
        self.init(table: table, chart: { _ in chart })
    }
}
