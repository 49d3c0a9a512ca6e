import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// A prepare into a previous prepare's storage (`prepare(boundsSize:index:into:)`)
/// gives exactly what a fresh prepare gives, for every family: frames, keys,
/// kinds, sections, lookups, attributes and query results, whatever layout
/// (larger, smaller, another family) the storage held before.
///
/// Each batch chains the oracle's seeded random layouts of every family
/// through one `PreparedLayout`, so each prepare reuses the storage of the
/// previous seed's layout, of random size and family; a big workload layout
/// now and then makes the next reuse come from a much larger one.
@Suite("PreparedLayout: prepare into reused storage")
struct PreparedLayoutReuseTests {
    static let layoutsPerBatch = 120

    @Test("Random layouts of every family, chained through one storage", arguments: 0..<4)
    func randomChain(batch: Int) throws {
        var prepared = PreparedLayout.empty
        var fromLarger = 0, fromSmaller = 0
        for seed in UInt64(batch * Self.layoutsPerBatch)..<UInt64((batch + 1) * Self.layoutsPerBatch) {
            var random = RandomLayouts(seed: 31_000 + seed)
            let bounds = random.boundsSize()
            let layout = Self.layout(seed: seed, random: &random, bounds: bounds)
            let strategy = IndexStrategy.concrete[Int(seed) % IndexStrategy.concrete.count]
            let label = "seed \(31_000 + seed), \(type(of: layout)), \(strategy)"
            let fresh: PreparedLayout
            do { fresh = try layout.prepare(boundsSize: bounds, index: strategy) } catch {
                // A layout that cannot prepare must fail the same way into storage, leaving it empty.
                #expect(throws: LayoutError.self, "\(label)") { try layout.prepare(boundsSize: bounds, index: strategy, into: &prepared) }
                #expect(prepared.elementCount == 0 && prepared.numberOfSections == 0, "\(label)")
                continue
            }
            if prepared.elementCount > fresh.elementCount { fromLarger += 1 }
            if prepared.elementCount < fresh.elementCount { fromSmaller += 1 }
            try layout.prepare(boundsSize: bounds, index: strategy, into: &prepared)
            let differences = Self.differences(prepared, fresh, random: &random)
            #expect(differences.isEmpty, "\(label): \(differences.prefix(5).joined(separator: "; "))")
            #expect(LookupChecker.mismatches(in: prepared, label: label).isEmpty, "\(label)")
        }
        // Both directions happened, many times.
        #expect(fromLarger > 10 && fromSmaller > 10, "from larger \(fromLarger), from smaller \(fromSmaller)")
    }

    @Test("A workload layout again into its own storage, then a small one, then the large one again")
    func workloadRoundTrip() throws {
        let bounds = Workload.phoneBounds
        let layouts: [any CollectionLayout] = [
            Workload.grid.flowLayout(items: 5_000, seed: 2), Workload.photos.waterfallLayout(items: 4_000, seed: 3),
            Workload.grid.flowLayout(items: 7, seed: 4), Workload.photos.waterfallLayout(items: 4_000, seed: 3),
            Workload.grid.flowLayout(items: 5_000, seed: 2),
        ]
        var prepared = try layouts[0].prepare(boundsSize: bounds, index: .stripDirectory)
        var random = RandomLayouts(seed: 5)
        for (position, layout) in layouts.enumerated() {
            for strategy in IndexStrategy.concrete {
                let fresh = try layout.prepare(boundsSize: bounds, index: strategy)
                try layout.prepare(boundsSize: bounds, index: strategy, into: &prepared)
                let differences = Self.differences(prepared, fresh, random: &random)
                #expect(differences.isEmpty, "layout \(position), \(strategy): \(differences.prefix(5).joined(separator: "; "))")
            }
        }
    }

    @Test("A copy of the old layout kept by the caller is left untouched")
    func keptCopyIsUnchanged() throws {
        let bounds = Workload.phoneBounds
        var prepared = try Workload.grid.flowLayout(items: 3_000, seed: 1).prepare(boundsSize: bounds, index: .stripDirectory)
        let kept = prepared
        let keptFrames = Array(kept.frames)
        let keptAttributes = kept.allElements()
        try Workload.photos.waterfallLayout(items: 2_000, seed: 8).prepare(boundsSize: bounds, index: .stripDirectory, into: &prepared)
        #expect(kept.frames == keptFrames)
        #expect(kept.allElements() == keptAttributes)
        #expect(prepared.frames != keptFrames)
    }

    /// The layout of `seed`'s family (six families in turn), every fifth
    /// flow with uniform sections in closed form, and now and then a big one.
    static func layout(seed: UInt64, random: inout RandomLayouts, bounds: Size) -> any CollectionLayout {
        if seed % 17 == 0 { return Workload.grid.flowLayout(items: 2_000, seed: seed) }
        switch seed % 6 {
        case 0:
            var flow = random.flowLayout(boundsSize: bounds)
            flow.uniformSectionsInClosedForm = seed % 5 == 0
            return flow
        case 1: return random.waterfallLayout(boundsSize: bounds)
        case 2: return random.compositionalLayout(boundsSize: bounds)
        case 3: return random.stickyCardsLayout(boundsSize: bounds)
        case 4: return random.timelineLayout(boundsSize: bounds)
        default: return random.calendarWeekLayout(boundsSize: bounds)
        }
    }

    /// How `found` differs from `expected`: the layout's figures, every slot's
    /// frame and key, the kinds, the sections, every element's attributes at
    /// the default visible bounds, and random queries' slots.
    static func differences(_ found: PreparedLayout, _ expected: PreparedLayout, random: inout RandomLayouts) -> [String] {
        var differences: [String] = []
        func check<Value: Equatable>(_ name: String, _ lhs: Value, _ rhs: Value) {
            if lhs != rhs { differences.append("\(name): \(lhs) != \(rhs)") }
        }
        check("content size", found.contentSize, expected.contentSize)
        check("scroll axis", found.scrollAxis, expected.scrollAxis)
        check("bounds size", found.boundsSize, expected.boundsSize)
        check("element count", found.elementCount, expected.elementCount)
        check("frames", found.frames, expected.frames)
        check("kinds", found.kinds.entries, expected.kinds.entries)
        check("index", found.index.strategy, expected.index.strategy)
        check("index bytes", found.index.indexBytes, expected.index.indexBytes)
        check("storage bytes", found.storageBytes, expected.storageBytes)
        check("sections", found.numberOfSections, expected.numberOfSections)
        guard differences.isEmpty else { return differences }
        for section in 0..<expected.numberOfSections {
            check("items in section \(section)", found.numberOfItems(inSection: section), expected.numberOfItems(inSection: section))
        }
        for slot in 0..<expected.elementCount { check("key of slot \(slot)", found.key(ofSlot: slot), expected.key(ofSlot: slot)) }
        check("attributes", found.allElements(), expected.allElements())
        for query in random.queries(in: expected, count: 8) {
            var foundSlots: [Int32] = [], expectedSlots: [Int32] = []
            found.slots(in: query.rect, visibleBounds: query.visibleBounds, into: &foundSlots)
            expected.slots(in: query.rect, visibleBounds: query.visibleBounds, into: &expectedSlots)
            check("slots in \(query.rect)", foundSlots, expectedSlots)
        }
        return differences
    }
}
