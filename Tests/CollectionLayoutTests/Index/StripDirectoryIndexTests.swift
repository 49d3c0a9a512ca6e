import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The strip directory's own rules: long elements kept apart so that they do
/// not widen the scan, exact results for frames in any order, and visits
/// within `a·log2(n) + b·k` (the bound of `IndexComplexityTests`).
@Suite("Strip directory: long elements apart, any order, bounded visits")
struct StripDirectoryIndexTests {
    /// A 3-column grid of `rows` 100-point rows, plus `giants` frames spanning
    /// the whole content (section backgrounds), listed after the cells.
    static func gridWithGiants(rows: Int, giants: Int) -> [Rect] {
        var frames: [Rect] = []
        for row in 0..<rows {
            for column in 0..<3 { frames.append(Rect(x: Double(column) * 130, y: Double(row) * 100, width: 120, height: 90)) }
        }
        for giant in 0..<giants { frames.append(Rect(x: Double(giant % 3) * 130, y: 0, width: 120, height: Double(rows) * 100)) }
        return frames
    }

    @Test("Giants go to the long side and the scan stays one row wide")
    func giantsDoNotWidenTheScan() {
        let frames = Self.gridWithGiants(rows: 100_000, giants: 64)
        let index = StripDirectoryIndex(frames: frames, axis: .vertical)
        #expect(index.longCount == 64)
        #expect(Double(index.indexBytes) / Double(frames.count) <= 16)
        for minY in [0.0, 5_000_000, 9_999_000] {
            let rect = Rect(x: 0, y: minY, width: 390, height: 844)
            var probe = VisitCounter()
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
            let expected = frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) }
            #expect(slots.sorted() == expected)
            #expect(Double(probe.visits) <= 6 * 19 + 2 * Double(slots.count), "at \(minY): \(probe.visits) visits for k = \(slots.count)")
        }
    }

    @Test("Frames in reverse order are sorted by the build and found exactly")
    func reversedFrames() {
        let frames = Array(Self.gridWithGiants(rows: 5_000, giants: 0).reversed())
        let index = StripDirectoryIndex(frames: frames, axis: .vertical)
        #expect(index.indexBytes >= frames.count * MemoryLayout<Int32>.stride, "a start order is kept")
        for minY in stride(from: -100.0, through: 500_100, by: 25_013) {
            let rect = Rect(x: 100, y: minY, width: 200, height: 844)
            var probe = VisitCounter()
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
            #expect(slots.sorted() == frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) })
            #expect(Double(probe.visits) <= 6 * 14 + 2 * Double(Swift.max(slots.count, 1)) + 6, "at \(minY): \(probe.visits) visits for k = \(slots.count)")
        }
    }

    @Test("Rects the search cannot place (NaN, infinite, rounded away) get the linear scan's answer")
    func rectsOutsideTheSearch() {
        let frames = Self.gridWithGiants(rows: 2_000, giants: 2)
        let index = StripDirectoryIndex(frames: frames, axis: .vertical)
        let rects = [
            Rect(x: .nan, y: 50_000, width: 390, height: 844), Rect(x: 0, y: .nan, width: 390, height: 844),
            Rect(x: 0, y: .infinity, width: 390, height: 844), Rect(x: 0, y: -.infinity, width: 390, height: .infinity),
            Rect(x: -.infinity, y: 1_000, width: .infinity, height: 844), Rect(x: 0, y: 1e300, width: 390, height: 1),
            Rect(x: 1e300, y: 1_000, width: 1, height: 844), Rect(x: 0, y: -1e300, width: 390, height: 1e300),
        ]
        for rect in rects {
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            #expect(slots.sorted() == frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) }, "\(rect)")
        }
    }

    @Test("Frames in start order but for the last one are built in full and found exactly")
    func orderBrokenAtTheEnd() {
        var frames = Self.gridWithGiants(rows: 5_000, giants: 0)
        frames.append(Rect(x: 0, y: 0, width: 120, height: 90))
        let index = StripDirectoryIndex(frames: frames, axis: .vertical)
        #expect(index.indexBytes >= frames.count * MemoryLayout<Int32>.stride, "a start order is kept")
        for minY in stride(from: -900.0, through: 500_100, by: 25_013) {
            let rect = Rect(x: 0, y: minY, width: 390, height: 1_688)
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            #expect(slots.sorted() == frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) }, "at \(minY)")
        }
    }

    /// A page of sections like the App Store's: in each, `rows` 100-point
    /// rows, then the section's background and its pinned header's envelope
    /// (both as long as the section, 6% of the elements), and one giant
    /// spanning the whole page at the end.
    static func sectionsWithBackgrounds(sections: Int, rows: Int) -> [Rect] {
        var frames: [Rect] = []
        for section in 0..<sections {
            let top = Double(section * (rows + 1)) * 100
            for row in 0..<rows { frames.append(Rect(x: 20, y: top + Double(row) * 100, width: 350, height: 99)) }
            frames.append(Rect(x: 8, y: top, width: 374, height: Double(rows) * 100))
            frames.append(Rect(x: 0, y: top, width: 390, height: Double(rows) * 100 + 44))
        }
        frames.append(Rect(x: 0, y: 0, width: 2, height: Double(sections * (rows + 1)) * 100))
        return frames
    }

    @Test("Backgrounds and envelopes above the 97th percentile go to the next level, the giant to the one below")
    func sectionLongElementsGoToTheNextLevel() {
        let frames = Self.sectionsWithBackgrounds(sections: 30_000, rows: 30)
        let index = StripDirectoryIndex(frames: frames, axis: .vertical)
        #expect(index.longCount == 2 * 30_000 + 1, "every background, envelope and the giant")
        #expect(index.longStructure.map(\.count) == [2 * 30_000, 1], "the backgrounds and envelopes in a level, the giant below")
        #expect(index.longStructure.map(\.isFlat) == [false, true], "a directory for the 60,000, the giant tested alone")
        for minY in stride(from: -500.0, through: 93_000_000, by: 3_100_017) {
            let rect = Rect(x: 0, y: minY, width: 390, height: 1_688)
            var probe = VisitCounter()
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
            #expect(slots.sorted() == frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) }, "at \(minY)")
            // Per level a directory entry and at most 8 counted positions twice, and the
            // scan: results plus the rows starting within 99 points before the query.
            #expect(Double(probe.visits) <= 6 * 20 + 2 * Double(slots.count), "at \(minY): \(probe.visits) visits for k = \(slots.count)")
        }
    }

    /// The long elements' structure of the strip directory a waterfall of
    /// photos with section backgrounds (500 photos a section) builds at `items`.
    static func backgroundsStructure(items: Int) throws -> [(count: Int, isFlat: Bool)] {
        var layout = Workload.photos.waterfallLayout(items: items, seed: 7)
        layout.configuration.sectionBackground = true
        guard case .stripDirectory(let index) = try layout.prepare(boundsSize: Workload.phoneBounds, index: .stripDirectory).index else {
            Issue.record("the strip directory was not built")
            return []
        }
        return index.longStructure
    }

    @Test("Section backgrounds: a few are tested one by one, many get a directory of their own")
    func backgroundsStructureFollowsTheirNumber() throws {
        // 2 sections: a directory's two lookups cost more than testing both backgrounds.
        let few = try Self.backgroundsStructure(items: 1_000)
        #expect(few.map(\.count) == [2] && few.map(\.isFlat) == [true], "\(few)")
        // 200 sections, each background reaching 0.5% of the content: a directory scans one or two.
        let many = try Self.backgroundsStructure(items: 100_000)
        #expect(many.map(\.count) == [200] && many.map(\.isFlat) == [false], "\(many)")
        // Giants spanning the whole content: every query meets them all, so they are tested one by one up to `flatLimit`.
        let giants = StripDirectoryIndex(frames: Self.gridWithGiants(rows: 1_000, giants: 64), axis: .vertical).longStructure
        #expect(giants.map(\.count) == [64] && giants.map(\.isFlat) == [true], "\(giants)")
        let moreGiants = StripDirectoryIndex(frames: Self.gridWithGiants(rows: 1_000, giants: 65), axis: .vertical).longStructure
        #expect(moreGiants.map(\.isFlat) == [false], "\(moreGiants)")
    }

    @Test("A start going back to an earlier strip leaves no later strip out of order")
    func startsGoingBackAcrossStrips() {
        // Blocks 20 points tall of 7 one-point frames, strips 11.4 points wide: in
        // slot order 15 (strip 1), 2 (strip 0, going back), 12 (strip 1 again,
        // after 2: not going back), so strip 1 gets 15 before 12.
        var frames: [Rect] = []
        for block in 0..<2_000 {
            for start in [15.0, 2, 12, 6, 18, 9, 4] { frames.append(Rect(x: 0, y: Double(block) * 20 + start, width: 100, height: 1)) }
        }
        let index = StripDirectoryIndex(frames: frames, axis: .vertical)
        for step in 0..<1_200 {
            let rect = Rect(x: 0, y: Double(step) * 0.5, width: 390, height: 0.25)
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            #expect(slots.sorted() == frames.indices.filter { frames[$0].intersects(rect) }.map { Int32($0) }, "at \(rect.minY)")
        }
    }

    /// The stored scalars of `value`, its structs' fields counted one by one
    /// (an array, an enum, a number: one each).
    static func scalarCount(_ value: Any) -> Int {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct else { return 1 }
        return mirror.children.reduce(0) { $0 + scalarCount($1.value) }
    }

    @Test("The index stays at most 15 scalars, so that BuiltIndex's switch reads it in registers rather than copying it per query")
    func indexStaysSmall() {
        let index = StripDirectoryIndex(frames: Self.gridWithGiants(rows: 100, giants: 3), axis: .vertical)
        #expect(Self.scalarCount(index) <= 15, "\(Self.scalarCount(index)) scalars: Swift copies a larger enum payload to the stack (a memcpy per query)")
        #expect(Self.scalarCount(index) > 1, "the count reads the stored fields")
    }
}
