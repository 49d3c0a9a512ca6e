import CollectionLayout
import LayoutTestSupport
import Testing

/// The loops every random-layout oracle test runs, once: for each seed of a
/// batch, a random layout (from the seed's own generator), checked by
/// `OracleChecker` with every strategy against random queries (`run`), or
/// its lookups checked against storage (`checkLookups`); each layout's
/// mismatches are expectations that name its seed, and the results add up
/// in `totals` for the test's own not-vacuous checks.
struct RandomOracleBatch {
    /// The kind of layout, for messages (`"flow"`: `flow seed 17: ...`).
    var name: String
    /// Whether the engine may refuse a generated layout (every strategy must
    /// then refuse alike, which the checker compares); otherwise a refusal fails.
    var refusalsAllowed = false
    /// Results and queries over the batch's layouts.
    private(set) var totals = OracleReport()
    /// The refusals met, by seed (only when `refusalsAllowed`).
    private(set) var refusals: [(seed: UInt64, error: LayoutError)] = []

    /// A batch of `name` layouts.
    init(_ name: String, refusalsAllowed: Bool = false) {
        self.name = name
        self.refusalsAllowed = refusalsAllowed
    }

    /// Checks the layout `makeLayout` generates for each of `seeds` in the
    /// bounds `bounds` generates, against the queries `queries` makes from the
    /// reference preparation (after orthogonal sections are scrolled to
    /// `orthogonalOffsets`); `inspect` sees each layout and its report.
    mutating func run<Layout: CollectionLayout>(
        seeds: Range<UInt64>,
        bounds: (inout RandomLayouts) -> Size = { $0.boundsSize() },
        layout makeLayout: (inout RandomLayouts, Size) -> Layout,
        orthogonalOffsets: (inout RandomLayouts, PreparedLayout) -> [Int: Double] = { _, _ in [:] },
        queries: (inout RandomLayouts, PreparedLayout) -> [LayoutQuery],
        inspect: (_ seed: UInt64, _ layout: Layout, _ bounds: Size, _ report: OracleReport) -> Void = { _, _, _, _ in }
    ) {
        for seed in seeds {
            var random = RandomLayouts(seed: seed)
            let size = bounds(&random)
            let layout = makeLayout(&random, size)
            let report = OracleChecker().check(
                boundsSize: size, label: "\(name) seed \(seed): ", makeLayout: { layout },
                orthogonalOffsets: { orthogonalOffsets(&random, $0) }
            ) { queries(&random, $0) }
            if let error = report.error {
                #expect(refusalsAllowed, "\(name) seed \(seed) was refused: \(error)")
                refusals.append((seed, error))
            }
            #expect(report.mismatches.isEmpty, "\(report.mismatches.joined(separator: "\n"))")
            totals.resultCount += report.resultCount
            totals.queryCount += report.queryCount
            inspect(seed, layout, size, report)
        }
    }

    /// Checks the lookups against storage (`LookupChecker`) for the layout
    /// `makeLayout` generates for each of `seeds`, prepared with `.auto` (its
    /// orthogonal sections scrolled to `orthogonalOffsets`) and looked up at
    /// the visible bounds `visibleBounds` picks. A refused layout is skipped
    /// when `refusalsAllowed`, an issue otherwise.
    /// - Returns: the number of layouts checked (not refused).
    @discardableResult
    func checkLookups(
        seeds: some Sequence<UInt64>,
        bounds: (inout RandomLayouts) -> Size = { $0.boundsSize() },
        layout makeLayout: (inout RandomLayouts, Size) -> any CollectionLayout,
        orthogonalOffsets: (inout RandomLayouts, PreparedLayout) -> [Int: Double] = { _, _ in [:] },
        visibleBounds: (inout RandomLayouts, PreparedLayout) -> Rect? = { $0.visibleBounds(in: $1) }
    ) -> Int {
        var checked = 0
        for seed in seeds {
            var random = RandomLayouts(seed: seed)
            let size = bounds(&random)
            let layout = makeLayout(&random, size)
            guard var prepared = try? layout.prepare(boundsSize: size, index: .auto) else {
                #expect(refusalsAllowed, "\(name) seed \(seed) was refused")
                continue
            }
            checked += 1
            for (section, offset) in orthogonalOffsets(&random, prepared) { try? prepared.setOrthogonalScrollOffset(offset, forSection: section) }
            let mismatches = LookupChecker.mismatches(in: prepared, visibleBounds: visibleBounds(&random, prepared), label: "\(name) seed \(seed): ")
            #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
        }
        return checked
    }
}
