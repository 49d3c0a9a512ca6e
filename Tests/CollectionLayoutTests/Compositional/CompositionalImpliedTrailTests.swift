@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Trails whose frames their cells' frames imply (`ImpliedTrails`): a
/// layout prepared with them holds the same elements, bit for bit, as the
/// same layout with every frame stored (`impliesTrailFrames = false`), and
/// answers every lookup and query alike.
@Suite("Compositional: implied trail frames")
struct CompositionalImpliedTrailTests {
    /// The App Store page at 390 x 844: every price tag (by the delta) and
    /// every badge (by its placement) implied, the elements identical.
    @Test("App Store page: every badge and price tag implied, the same elements")
    func appStorePage() throws {
        let layout = Workload.appStore.appStoreLayout(items: 3_000, seed: 1)
        let (implied, stored) = try ImpliedTrailPair.prepare(layout, bounds: Size(width: 390, height: 844))
        let trails = ImpliedTrailPair.trailElementCount(stored)
        #expect(trails > 1_000)
        #expect(implied.impliedTrailCount == trails)
        #expect(implied.frames.count == stored.frames.count - trails)
        #expect(implied.impliedTrails!.patterns.count <= 4, "\(implied.impliedTrails!.patterns.count) patterns")
        #expect(ImpliedTrailPair.mismatches(implied, stored).isEmpty)
    }

    /// An implied trail element stores no frame: the table that implies it
    /// costs the cell bitmap (0.25 bytes per stored slot), 2 bytes per run of
    /// cells and the patterns, where its frame took 32 bytes.
    @Test("Storage: an implied trail element costs less than a byte")
    func storageBytes() throws {
        let layout = Workload.appStore.appStoreLayout(items: 3_000, seed: 1)
        let (implied, stored) = try ImpliedTrailPair.prepare(layout, bounds: Size(width: 390, height: 844))
        let trails = implied.impliedTrailCount, table = try #require(implied.impliedTrails).bytes
        #expect(table < trails, "\(table) bytes for \(trails) elements")
        #expect(stored.storageBytes - implied.storageBytes >= 31 * trails, "\(stored.storageBytes) -> \(implied.storageBytes) bytes")
    }

    /// At 414 pt the placement on a moved carousel cell misses some price
    /// tags (results/appstore-memory-4): the delta implies them.
    @Test("414 pt: price tags by the delta, badges by their placement")
    func wideBounds() throws {
        let layout = Workload.appStore.appStoreLayout(items: 3_000, seed: 2)
        let (implied, stored) = try ImpliedTrailPair.prepare(layout, bounds: Size(width: 414, height: 896))
        #expect(implied.impliedTrailCount == ImpliedTrailPair.trailElementCount(stored))
        let anchors = implied.impliedTrails!.patterns.map(\.anchor)
        #expect(anchors.contains { $0.xStart == .leading && $0.yStart == .leading }, "a delta")
        #expect(anchors.contains { $0.xStart == .trailing && $0.yStart == .leading }, "the badges' placement")
        #expect(ImpliedTrailPair.mismatches(implied, stored).isEmpty)
    }

    /// A trail that neither anchor reproduces (its last element one ulp
    /// off the placement) keeps its frames stored.
    @Test("A trail neither anchor reproduces stays stored")
    func neitherAnchor() {
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 400, height: 800), strategy: .linear)
        builder.impliesTrailFrames = true
        let kind = builder.code(for: .supplementary, .init("badge"))
        builder.beginSection(itemCount: 3)
        let cells = (0..<3).map { Rect(x: 10.1 * Double($0), y: 0.7 + 50 * Double($0), width: 33.3, height: 40) }
        for (item, cell) in cells.enumerated() { builder.appendCell(frame: cell, item: item) }
        let anchor = TrailAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3)), size: Size(width: 24, height: 24))
        var trail = cells.map { anchor.frame(on: $0) }
        let first = builder.implyTrail(kindCode: kind, zIndex: 1, count: 3, placement: { anchor }, trail: { trail[$0] })
        #expect(first)
        builder.beginSection(itemCount: 3)
        for (item, cell) in cells.enumerated() { builder.appendCell(frame: cell.offsetBy(Point(x: 0, y: 200)), item: item) }
        trail = cells.map { anchor.frame(on: $0.offsetBy(Point(x: 0, y: 200))) }
        trail[2].origin.x = trail[2].origin.x.nextUp
        let second = builder.implyTrail(kindCode: kind, zIndex: 1, count: 3, placement: { anchor }, trail: { trail[$0] })
        #expect(!second)
        #expect(builder.impliedTrails.count == 3)
    }

    /// Seeded random specs: the same elements with and without implied
    /// trails, bit for bit; and every section whose badges are one per cell
    /// from item 0, of one kind and zIndex, and whose frames the delta
    /// reproduces (computed here from the stored frames) is implied: the
    /// implied count is at least theirs, and every implied element is one
    /// of a trail (the same elements). The keys listed for every slot
    /// (`materializedKeys`) are the slots' own.
    @Test("Random specs: the same elements; every trail the delta reproduces implied", arguments: 0..<2)
    func randomSpecs(batch: Int) throws {
        var implied = 0, byDelta = 0, layouts = 0
        for seed in UInt64(710_000 + batch * 300)..<UInt64(710_000 + batch * 300 + 300) {
            var random = RandomLayouts(seed: seed)
            let bounds = random.compositionalBoundsSize()
            let layout = random.compositionalLayout(boundsSize: bounds, orthogonalChance: 0.5)
            guard let (withTrails, stored) = try? ImpliedTrailPair.prepare(layout, bounds: bounds, index: .auto) else { continue }
            layouts += 1
            let mismatches = ImpliedTrailPair.mismatches(withTrails, stored)
            #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(3))")
            let deltaTrails = ImpliedTrailPair.trailsTheDeltaReproduces(stored)
            let impliedSections = Set((withTrails.frames.count..<withTrails.elementCount).map { withTrails.key(ofSlot: $0).section })
            // Every identity listed in slot order (the implied trails' walked run by run) is the one a slot's look-up gives.
            let listed = withTrails.materializedKeys()
            #expect(listed == (0..<withTrails.elementCount).map { withTrails.key(ofSlot: $0) }, "seed \(seed)")
            for (section, count) in deltaTrails {
                #expect(impliedSections.contains(section), "seed \(seed): section \(section)'s \(count) badges are stored")
            }
            implied += withTrails.impliedTrailCount
            byDelta += deltaTrails.values.reduce(0, +)
        }
        #expect(layouts > 200 && byDelta > 200 && implied >= byDelta, "\(layouts) layouts, \(implied) implied, \(byDelta) by the delta")
    }
}
