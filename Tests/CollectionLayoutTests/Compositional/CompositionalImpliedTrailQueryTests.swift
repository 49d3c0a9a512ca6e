@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Queries of layouts with implied trails, with rects that cut the trail
/// elements at their edges and corners (where a badge overhangs its cell,
/// the query finds it only through the widened rect): every strategy
/// returns what the brute-force oracle returns (`OracleChecker`, over the
/// materialised frames), and what the same layout with every frame stored
/// returns (`ImpliedTrailPair`), at rest and with carousels scrolled.
@Suite("Compositional: queries cutting implied trails at their edges")
struct CompositionalImpliedTrailQueryTests {
    /// Rects around up to `limit` implied trail elements of `prepared`, at
    /// their real frames for `offsets`' scrolling: touching each edge from
    /// outside, reaching an ulp past it, and a point-sized rect inside each corner.
    static func edgeQueries(_ prepared: PreparedLayout, limit: Int) -> [LayoutQuery] {
        let real = PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: prepared.defaultVisibleBounds)
        let first = prepared.frames.count, count = prepared.impliedTrailCount
        guard count > 0 else { return [] }
        var rects: [Rect] = []
        for slot in stride(from: first, to: first + count, by: Swift.max(1, count / limit)) {
            let trail = real[slot]
            let (minX, minY, maxX, maxY) = (trail.minX, trail.minY, trail.maxX, trail.maxY)
            rects += [
                Rect(x: maxX, y: minY, width: 5, height: trail.height), Rect(x: minX - 5, y: minY, width: 5, height: trail.height),
                Rect(x: minX, y: maxY, width: trail.width, height: 5), Rect(x: minX, y: minY - 5, width: trail.width, height: 5),
                Rect(x: maxX.nextDown, y: minY, width: 5, height: trail.height), Rect(x: minX - 5, y: minY, width: (5 as Double).nextUp, height: trail.height),
                Rect(x: minX, y: maxY.nextDown, width: trail.width, height: 5), Rect(x: minX, y: minY - 5, width: trail.width, height: (5 as Double).nextUp),
                Rect(x: minX, y: minY, width: 0.5, height: 0.5), Rect(x: maxX - 0.5, y: minY, width: 0.5, height: 0.5),
                Rect(x: minX, y: maxY - 0.5, width: 0.5, height: 0.5), Rect(x: maxX - 0.5, y: maxY - 0.5, width: 0.5, height: 0.5),
            ]
        }
        return rects.map { LayoutQuery(rect: $0) }
    }

    /// Checks `layout` with the oracle and against its stored-frame twin.
    static func check(_ layout: CompositionalLayout, bounds: Size, offsets: [Int: Double] = [:], limit: Int, label: String) throws -> Int {
        let report = OracleChecker().check(
            boundsSize: bounds, label: label, makeLayout: { layout }, orthogonalOffsets: { _ in offsets }, queries: { edgeQueries($0, limit: limit) }
        )
        #expect(report.mismatches.isEmpty, "\(report.mismatches.prefix(3))")
        var (implied, stored) = try ImpliedTrailPair.prepare(layout, bounds: bounds)
        for (section, offset) in offsets {
            try implied.setOrthogonalScrollOffset(offset, forSection: section)
            try stored.setOrthogonalScrollOffset(offset, forSection: section)
        }
        var trails = 0
        for query in edgeQueries(implied, limit: limit) {
            let found = ImpliedTrailPair.elements(implied.elements(in: query.rect)), expected = ImpliedTrailPair.elements(stored.elements(in: query.rect))
            #expect(found == expected, "\(label) \(query.rect): \(found.count) elements, \(expected.count) stored")
            var slots: [Int32] = []
            implied.slots(in: query.rect, into: &slots)
            trails += slots.filter { Int($0) >= implied.frames.count }.count
        }
        return trails
    }

    @Test("App Store page, at rest and with its carousels scrolled")
    func appStorePage() throws {
        let layout = Workload.appStore.appStoreLayout(items: 1_200, seed: 3)
        let bounds = Size(width: 390, height: 844)
        #expect(try Self.check(layout, bounds: bounds, limit: 60, label: "at rest ") > 300)
        let prepared = try layout.prepare(boundsSize: bounds, index: .linear)
        var offsets: [Int: Double] = [:]
        for section in prepared.orthogonalSectionIndices {
            offsets[section] = (prepared.orthogonalSection(section)?.maximumOffset ?? 0) * 0.37
        }
        #expect(offsets.count > 10)
        #expect(try Self.check(layout, bounds: bounds, offsets: offsets, limit: 60, label: "scrolled ") > 300)
    }

    /// A rect with an infinite edge cannot be widened (`ImpliedTrails.searchRect(for:)`
    /// is `nil`): the index is asked for the rect itself, and every trail
    /// element is tested. (The indexes' own arithmetic does not answer such
    /// rects as the contract's test does, with or without implied trails:
    /// main's strip directory gives one header for (0, 0, inf, inf).)
    @Test("Rects with infinite edges: every trail element tested")
    func infiniteRects() throws {
        let layout = Workload.appStore.appStoreLayout(items: 600, seed: 4)
        let (implied, _) = try ImpliedTrailPair.prepare(layout, bounds: Size(width: 390, height: 844))
        let real = PreparedLayoutOracle.realFrames(of: implied, visibleBounds: implied.defaultVisibleBounds)
        let rects = [
            Rect(x: 0, y: 0, width: .infinity, height: .infinity), Rect(x: -.infinity, y: 0, width: .infinity, height: 500),
            Rect(x: 100, y: -.greatestFiniteMagnitude, width: 50, height: .greatestFiniteMagnitude),
        ]
        for rect in rects {
            #expect(implied.impliedTrails!.searchRect(for: rect) == nil, "\(rect)")
            var slots: [Int32] = []
            implied.slots(in: rect, into: &slots)
            let trails = Set(slots.filter { Int($0) >= implied.frames.count })
            let expected = Set((implied.frames.count..<implied.elementCount).filter { real[$0].intersects(rect) }.map { Int32($0) })
            #expect(trails == expected, "\(rect): \(trails.count) trail elements, \(expected.count) meet it")
        }
    }

    @Test("Random specs with scrolled orthogonal sections")
    func randomSpecs() throws {
        var trails = 0, layouts = 0
        for seed in UInt64(720_000)..<720_400 {
            var random = RandomLayouts(seed: seed)
            let bounds = random.compositionalBoundsSize()
            var layout = random.compositionalLayout(boundsSize: bounds, orthogonalChance: 0.6)
            layout.impliesTrailFrames = true
            guard let prepared = try? layout.prepare(boundsSize: bounds, index: .linear), prepared.impliedTrailCount > 0 else { continue }
            layouts += 1
            let offsets = random.orthogonalOffsets(in: prepared)
            trails += try Self.check(layout, bounds: bounds, offsets: offsets, limit: 12, label: "seed \(seed) ")
        }
        #expect(layouts > 15 && trails > 200, "\(layouts) layouts, \(trails) trail elements found")
    }
}
