import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property tests: seeded random compositional specs (random nesting and
/// sizes, every dimension kind, arrangement, badge, boundary item and
/// orthogonal behaviour; see `RandomLayouts.compositionalLayout`), each
/// prepared with every strategy and queried with random rects and visible
/// bounds; every strategy must return exactly what the brute-force oracle
/// returns. Orthogonal sections are also scrolled to random offsets, set on
/// every strategy's preparation before the queries.
///
/// A failing message names the seed that reproduces it. Some specs are
/// refused by validation (every strategy must refuse alike); a floor on the
/// share that prepares keeps the tests from passing vacuously.
@Suite("Compositional: random specs × random rects match the oracle")
struct CompositionalOracleTests {
    static let layoutsPerBatch = 130
    static let queriesPerLayout = 24
    /// The share of specs that must prepare.
    static let preparedFloor = 0.7

    /// What a batch covered.
    struct Coverage {
        var totals = OracleReport()
        var layouts = 0
        var prepared = 0
        var axes: Set<Axis> = []
        var orthogonalSections = 0
        var scrolledSections = 0
        var badgesInStrips = 0

        mutating func add(_ report: OracleReport, _ prepared: PreparedLayout?) {
            layouts += 1
            totals.resultCount += report.resultCount
            totals.queryCount += report.queryCount
            guard let prepared else { return }
            self.prepared += 1
            axes.insert(prepared.scrollAxis)
            for section in prepared.orthogonalSectionIndices {
                orthogonalSections += 1
                if prepared.orthogonalScrollOffset(forSection: section) != 0 { scrolledSections += 1 }
                let slots = prepared.orthogonalSection(section)?.slots ?? 0..<0
                badgesInStrips += slots.filter { prepared.kindCode(ofSlot: $0) != 0 }.count
            }
            // Badges whose frames their cells' imply are kept after the stored elements.
            let orthogonal = Set(prepared.orthogonalSectionIndices)
            badgesInStrips += (prepared.frames.count..<prepared.frames.count + prepared.impliedTrailCount).filter {
                orthogonal.contains(Int(prepared.key(ofSlot: $0).section))
            }.count
        }

        /// The expectations every batch must meet.
        func expectCovered(_ batch: Int, scrolled: Bool) {
            #expect(Double(prepared) >= CompositionalOracleTests.preparedFloor * Double(layouts), "batch \(batch): only \(prepared) of \(layouts) specs prepared")
            #expect(axes.count == 2, "batch \(batch): one scroll direction only")
            #expect(orthogonalSections > 20 && badgesInStrips > 20, "batch \(batch): \(orthogonalSections) orthogonal sections, \(badgesInStrips) badges in them")
            if scrolled { #expect(scrolledSections > 20, "batch \(batch): \(scrolledSections) sections scrolled") }
            #expect(totals.resultCount > 2 * totals.queryCount, "batch \(batch): the queries found \(totals.resultCount) elements in \(totals.queryCount)")
        }
    }

    @Test("Random specs at rest", arguments: 0..<3)
    func randomSpecs(batch: Int) {
        var coverage = Coverage()
        var oracle = RandomOracleBatch("compositional", refusalsAllowed: true)
        oracle.run(seeds: Self.seeds(batch: batch), bounds: { $0.compositionalBoundsSize() }, layout: { $0.compositionalLayout(boundsSize: $1) }) {
            $0.queries(in: $1, count: Self.queriesPerLayout)
        } inspect: { _, layout, bounds, report in
            coverage.add(report, try? layout.prepare(boundsSize: bounds, index: .linear))
        }
        coverage.expectCovered(batch, scrolled: false)
    }

    @Test("Orthogonal sections scrolled to random offsets on every strategy", arguments: 0..<3)
    func scrolledSpecs(batch: Int) {
        var coverage = Coverage()
        var offsets: [Int: Double] = [:]
        var oracle = RandomOracleBatch("scrolled compositional", refusalsAllowed: true)
        oracle.run(
            seeds: Self.seeds(batch: 10 + batch), bounds: { $0.compositionalBoundsSize() },
            layout: { offsets = [:]; return $0.compositionalLayout(boundsSize: $1, orthogonalChance: 0.7) },
            orthogonalOffsets: { offsets = $0.orthogonalOffsets(in: $1); return offsets }
        ) {
            $0.scrolledQueries(in: $1, count: Self.queriesPerLayout)
        } inspect: { _, layout, bounds, report in
            var prepared = try? layout.prepare(boundsSize: bounds, index: .linear)
            for (section, offset) in offsets { try? prepared?.setOrthogonalScrollOffset(offset, forSection: section) }
            coverage.add(report, prepared)
        }
        coverage.expectCovered(batch, scrolled: true)
    }

    @Test("Lookups agree with storage", arguments: 0..<2)
    func lookups(batch: Int) {
        let prepared = RandomOracleBatch("compositional", refusalsAllowed: true).checkLookups(
            seeds: Self.seeds(batch: 20 + batch), bounds: { $0.compositionalBoundsSize() },
            layout: { $0.compositionalLayout(boundsSize: $1) }, orthogonalOffsets: { $0.orthogonalOffsets(in: $1) }
        )
        #expect(Double(prepared) >= Self.preparedFloor * Double(Self.layoutsPerBatch))
    }

    /// The seeds of one batch, apart from every other oracle test's.
    static func seeds(batch: Int) -> Range<UInt64> {
        let first = UInt64(300_000 + batch * layoutsPerBatch)
        return first..<(first + UInt64(layoutsPerBatch))
    }
}
