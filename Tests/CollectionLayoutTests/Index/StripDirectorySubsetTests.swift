@testable import CollectionLayout
import Testing

/// The strip directory over a subset of its frames' slots (the main index of
/// a layout with orthogonal sections): it answers with the subset's slots
/// that the linear scan finds, never another slot, and keeps no copy of frames
/// beyond its long elements'.
@Suite("Strip directory over a subset of the slots")
struct StripDirectorySubsetTests {
    /// A grid with giants (`StripDirectoryIndexTests.gridWithGiants`) and
    /// every `stride`-th run of `run` slots left out of the subset, as a
    /// carousel's content is.
    static func subset(of frames: [Rect], stride: Int, run: Int) -> [Int32] {
        frames.indices.filter { $0 % stride >= run }.map { Int32($0) }
    }

    /// The subset's parts as the builder's path builds them: over its positions, read through the slots.
    static func subsetParts(_ frames: [Rect], _ subset: [Int32]) -> StripDirectoryIndex.Parts {
        withExtents(frames, subset) { extents in
            StripDirectoryIndex.subsetParts(slotCount: frames.count, slots: subset, extents: extents, axis: .vertical) { frames[Int(subset[$0])] }
        }
    }

    /// Whether the one-pass build applies to the subset's extents.
    static func takesOnePassBuild(_ frames: [Rect], _ subset: [Int32], threshold: Double) -> Bool {
        withExtents(frames, subset) { StripDirectoryIndex.inSlotOrder(extents: $0, threshold: threshold) != nil }
    }

    /// `body` of the vertical extents of `subset`'s frames.
    static func withExtents<Result>(_ frames: [Rect], _ subset: [Int32], _ body: (SubsetMainAxisExtents) -> Result) -> Result {
        frames.withUnsafeBufferPointer { frames in
            subset.withUnsafeBufferPointer { body(SubsetMainAxisExtents(frames: frames, slots: $0, axis: .vertical)) }
        }
    }

    static func expected(_ frames: [Rect], _ subset: [Int32], _ rect: Rect) -> [Int32] {
        subset.filter { frames[Int($0)].intersects(rect) }
    }

    @Test("Viewport rects along the content find exactly the subset's hits", arguments: [(7, 3), (64, 40), (5, 0)])
    func viewports(stride: Int, run: Int) {
        let frames = StripDirectoryIndexTests.gridWithGiants(rows: 20_000, giants: 16)
        let subset = Self.subset(of: frames, stride: stride, run: run)
        let index = StripDirectoryIndex(frames: frames, slots: subset, axis: .vertical)
        #expect(index.indexBytes <= subset.count * 5 + 16 * 40 + 1_024, "the start order and directory, no frames' copy")
        for minY in Swift.stride(from: -500.0, through: 2_000_500, by: 37_013) {
            for rect in [Rect(x: 0, y: minY, width: 390, height: 1_688), Rect(x: 125, y: minY, width: 10, height: 90)] {
                var slots: [Int32] = []
                index.appendSlots(intersecting: rect, to: &slots)
                #expect(slots.sorted() == Self.expected(frames, subset, rect), "\(rect)")
            }
        }
    }

    @Test("Frames out of start order, and rects the search cannot place, still give the subset's hits")
    func shuffledAndUnplaceable() {
        // A fixed scramble: slots by a multiplicative hash of their position.
        let grid = StripDirectoryIndexTests.gridWithGiants(rows: 3_000, giants: 4)
        let frames = grid.indices.sorted { ($0 &* 40_503) % 65_521 < ($1 &* 40_503) % 65_521 }.map { grid[$0] }
        let subset = Self.subset(of: frames, stride: 9, run: 4)
        let index = StripDirectoryIndex(frames: frames, slots: subset, axis: .vertical)
        let rects = [
            Rect(x: 0, y: 120_000, width: 390, height: 844), Rect(x: .nan, y: 50_000, width: 390, height: 844),
            Rect(x: 0, y: .nan, width: 390, height: 844), Rect(x: 0, y: -.infinity, width: 390, height: .infinity),
            Rect(x: 0, y: 1e300, width: 390, height: 1), Rect(x: 0, y: -1e300, width: 390, height: 1e300),
        ]
        for rect in rects {
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            #expect(slots.sorted() == Self.expected(frames, subset, rect), "\(rect)")
        }
    }

    /// Rects along `frames`' content, past both ends included, each answered
    /// by `index` exactly as the linear scan over `subset` answers it.
    static func expectLinearAnswers(_ index: StripDirectoryIndex, _ frames: [Rect], _ subset: [Int32], height: Double) {
        for minY in Swift.stride(from: -2_000.0, through: height + 2_000, by: height / 53) {
            for rect in [Rect(x: 0, y: minY, width: 390, height: 1_688), Rect(x: 125, y: minY, width: 10, height: 90), Rect(x: 0, y: minY, width: 390, height: 1)] {
                var slots: [Int32] = []
                index.appendSlots(intersecting: rect, to: &slots)
                #expect(slots.sorted() == Self.expected(frames, subset, rect), "\(rect)")
            }
        }
    }

    @Test("A subset already in start order takes the one-pass build over its positions, lists what the sorting build lists, and finds the linear scan's hits", arguments: [(7, 3), (64, 40), (5, 0)])
    func subsetInStartOrder(stride: Int, run: Int) throws {
        // The left-out slots go back along the main axis (as a carousel's
        // content does not, but might): only the subset's order counts.
        var frames = StripDirectoryIndexTests.gridWithGiants(rows: 20_000, giants: 0)
        for slot in frames.indices where slot % stride < run { frames[slot].origin.y = Double(frames.count - slot) * 7 }
        let subset = Self.subset(of: frames, stride: stride, run: run)
        let (threshold, sampledStarts) = StripDirectoryIndex.longLengthThreshold(count: subset.count, axis: .vertical, depth: 0) { frames[Int(subset[$0])] }
        #expect(Self.takesOnePassBuild(frames, subset, threshold: threshold))
        let inOrder = Self.subsetParts(frames, subset)
        let sorted = StripDirectoryIndex.general(frames: frames, slots: subset, axis: .vertical, threshold: threshold, sampledStarts: sampledStarts)
        #expect(inOrder.order == sorted.order)
        #expect(inOrder.longSlots.isEmpty && sorted.longSlots.isEmpty)
        #expect(inOrder.top.count == sorted.top.count && inOrder.top.maxLength == sorted.top.maxLength)
        let index = StripDirectoryIndex(frames: frames, slots: subset, axis: .vertical)
        #expect(index.indexBytes <= subset.count * 5 + 1_024, "the start order and directory, no frames' copy")
        Self.expectLinearAnswers(index, frames, subset, height: 2_000_000)
    }

    @Test("A subset of every slot in start order lists no order; one that goes back after the first block, or has a long element in it, falls back to the sorting build")
    func everySlotAndLateDisorder() throws {
        let frames = StripDirectoryIndexTests.gridWithGiants(rows: 5_000, giants: 0)
        let every = frames.indices.map { Int32($0) }
        let index = StripDirectoryIndex(frames: frames, slots: every, axis: .vertical)
        #expect(index.order.isEmpty && index.indexesEverySlot)
        Self.expectLinearAnswers(index, frames, every, height: 500_000)

        // A frame past the first check block starts before its predecessor.
        var late = frames
        late[10_001].origin.y -= 250
        let subset = Self.subset(of: late, stride: 4, run: 1)
        let (threshold, _) = StripDirectoryIndex.longLengthThreshold(count: subset.count, axis: .vertical, depth: 0) { late[Int(subset[$0])] }
        #expect(!Self.takesOnePassBuild(late, subset, threshold: threshold))
        Self.expectLinearAnswers(StripDirectoryIndex(frames: late, slots: subset, axis: .vertical), late, subset, height: 500_000)

        // A long element first, as the App Store page's section backgrounds come: given up before anything is allocated.
        var early = frames
        early[1].size.height = 400_000
        let (earlyThreshold, _) = StripDirectoryIndex.longLengthThreshold(count: every.count, axis: .vertical, depth: 0) { early[$0] }
        #expect(!Self.takesOnePassBuild(early, every, threshold: earlyThreshold))
        Self.expectLinearAnswers(StripDirectoryIndex(frames: early, slots: every, axis: .vertical), early, every, height: 500_000)
    }

    @Test("The sorting build over the subset's positions lists the same parts as over its slots", arguments: [false, true])
    func sortingBuildOverPositions(scrambled: Bool) {
        let grid = StripDirectoryIndexTests.gridWithGiants(rows: 6_000, giants: 40)
        let frames = scrambled ? grid.indices.sorted { ($0 &* 40_503) % 65_521 < ($1 &* 40_503) % 65_521 }.map { grid[$0] } : grid
        let subset = Self.subset(of: frames, stride: 9, run: 4)
        let (threshold, sampledStarts) = StripDirectoryIndex.longLengthThreshold(count: subset.count, axis: .vertical, depth: 0) { frames[Int(subset[$0])] }
        let positional = Self.subsetParts(frames, subset)
        let direct = StripDirectoryIndex.general(frames: frames, slots: subset, axis: .vertical, threshold: threshold, sampledStarts: sampledStarts)
        #expect(!positional.longSlots.isEmpty && !positional.order.isEmpty)
        #expect(positional.order == direct.order && positional.longSlots == direct.longSlots && positional.directory == direct.directory)
        #expect(positional.top.count == direct.top.count && positional.top.maxLength == direct.top.maxLength && positional.top.origin == direct.top.origin)
    }

    @Test("The strips' build lists the main elements' slots, and the subset's index over them reads their extents in place", arguments: [Axis.vertical, .horizontal])
    func stripsBuildListsMainSlots(axis: Axis) {
        let grid = StripDirectoryIndexTests.gridWithGiants(rows: 500, giants: 3)
        let frames = axis == .vertical ? grid : grid.map { Rect(x: $0.minY, y: $0.minX, width: $0.height, height: $0.width) }
        let declarations = [(10..<40), (40..<40), (700..<760), (1_400..<1_450)].enumerated().map { section, slots in
            OrthogonalSectionDeclaration(
                section: section, slots: slots, behavior: .continuous, viewportStart: 0, viewportLength: 390,
                contentLength: 2_000, leadingInset: 0, groupStarts: [], groupEnds: []
            )
        }
        var built = OrthogonalSections.build(declarations: declarations, frames: frames, lanes: nil, sectionCount: 4, scrollAxis: axis, copiesMainFrames: false)
        let mainSlots = built.sections.mainSlotsGivenUp()
        let runs: [Range<Int>] = [0..<10, 40..<700, 760..<1_400, 1_450..<frames.count]
        let expectedSlots: [Int32] = runs.flatMap { $0.map { Int32($0) } }
        #expect(mainSlots == expectedSlots)
        #expect(built.mainFrames.isEmpty)
        let extents = frames.withUnsafeBufferPointer { frames in
            mainSlots.withUnsafeBufferPointer { slots in
                let extents = SubsetMainAxisExtents(frames: frames, slots: slots, axis: axis)
                return (0..<extents.count).map { [extents.start($0), extents.length($0)] }
            }
        }
        #expect(extents == mainSlots.map { [frames[Int($0)].min(axis), frames[Int($0)].max(axis) - frames[Int($0)].min(axis)] })
        let index = StripDirectoryIndex(frames: frames, slots: mainSlots, axis: axis)
        for offset in Swift.stride(from: -100.0, through: 120_000, by: 4_999) {
            let rect = axis == .vertical ? Rect(x: 0, y: offset, width: 390, height: 844) : Rect(x: offset, y: 0, width: 844, height: 390)
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            #expect(slots.sorted() == Self.expected(frames, mainSlots, rect), "\(rect)")
        }
    }

    @Test("An empty subset finds nothing, even for a rect it cannot place")
    func emptySubset() {
        let frames = StripDirectoryIndexTests.gridWithGiants(rows: 100, giants: 1)
        let index = StripDirectoryIndex(frames: frames, slots: [], axis: .vertical)
        for rect in [Rect(x: 0, y: 0, width: 390, height: 10_000), Rect(x: .nan, y: 0, width: 390, height: 844)] {
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            #expect(slots.isEmpty)
        }
    }
}
