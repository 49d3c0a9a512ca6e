@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The strip directory's top level built as the frames are written
/// (`StreamedStripDirectory`): the same answers as the linear scan whatever
/// the starts do (gaps that widen the strips, equal starts, a start going
/// back, frames set again after they were taken), built while prepare writes
/// flow and waterfall cells, and written into the previous prepare's buffer.
@Suite("Strip directory built as frames are written")
struct StreamedStripDirectoryTests {
    static let bounds = Workload.phoneBounds

    /// Whether `index` finds exactly what the linear scan finds in `frames`
    /// for rects of `height` every `step` points from `-step` to past `end`.
    static func matchesLinearScan(_ index: StripDirectoryIndex, _ frames: [Rect], end: Double, step: Double, height: Double) -> Bool {
        for minY in stride(from: -step, through: end + step, by: step) {
            let rect = Rect(x: 0, y: minY, width: 400, height: height)
            var slots: [Int32] = []
            index.appendSlots(intersecting: rect, to: &slots)
            guard slots.sorted() == frames.indices.filter({ frames[$0].intersects(rect) }).map({ Int32($0) }) else { return false }
        }
        return true
    }

    /// The index over `frames` with its top level streamed chunk by chunk, as `CellFrameWriter` does.
    static func streamedIndex(_ frames: [Rect], chunk: Int = 256, changing slot: Int? = nil) -> (index: StripDirectoryIndex, streamedTop: Bool) {
        var streamed: StreamedStripDirectory? = StreamedStripDirectory(axis: .vertical)
        var written: [Rect] = []
        for first in stride(from: 0, to: frames.count, by: chunk) {
            written += frames[first..<Swift.min(frames.count, first + chunk)]
            written.withUnsafeBufferPointer { streamed!.take($0) }
        }
        if let slot { streamed!.frameChanged(slot: slot) }
        let index = StripDirectoryIndex(frames: written, axis: .vertical, streamed: &streamed)
        // The streamed directory gives its buffer up to the index when it serves.
        return (index, streamed.map { $0.taken } == frames.count && index.top.strips != Swift.max(1, frames.count / StripDirectoryIndex.elementsPerStrip))
    }

    @Test("Starts that thin out, jump and crowd: the strips widen and every query is exact")
    func widenedStrips() {
        var frames: [Rect] = []
        var y = 0.0
        // Dense rows, then rows far apart (strips widen), a jump of 10^9 points, then equal starts.
        for row in 0..<3_000 { frames.append(Rect(x: Double(row % 3) * 130, y: y, width: 120, height: 90)); if row % 3 == 2 { y += 100 } }
        for _ in 0..<3_000 { frames.append(Rect(x: 0, y: y, width: 120, height: 90)); y += 10_000 }
        y += 1e9
        for _ in 0..<3_000 { frames.append(Rect(x: 0, y: y, width: 120, height: 90)); y += 100 }
        for _ in 0..<50 { frames.append(Rect(x: 10, y: y, width: 120, height: 90)) }
        let (index, streamedTop) = Self.streamedIndex(frames)
        #expect(streamedTop, "the streamed top level serves")
        #expect(Self.matchesLinearScan(index, frames, end: 1_000_000, step: 997, height: 844))
        #expect(Self.matchesLinearScan(index, frames, end: 30_000_000, step: 99_991, height: 20_000))
        #expect(Self.matchesLinearScan(index, frames, end: y, step: y / 97, height: 1e7))
    }

    @Test("A start going back, a frame changed after it was taken, a long frame: the build from the frames answers")
    func givesUp() {
        let grid = StripDirectoryIndexTests.gridWithGiants(rows: 3_000, giants: 0)
        var back = grid
        back.insert(Rect(x: 0, y: 50, width: 120, height: 90), at: 6_000)
        var long = grid
        long[7_000].size.height = 200_000
        for (frames, changed) in [(back, nil), (grid, 100), (long, nil)] as [([Rect], Int?)] {
            let (index, streamedTop) = Self.streamedIndex(frames, changing: changed)
            #expect(!streamedTop)
            #expect(Self.matchesLinearScan(index, frames, end: 300_000, step: 4_999, height: 844))
        }
    }

    @Test("The flow prepares its strip directory as cells are written, the waterfall after them; both exact", arguments: [false, true])
    func layoutsStreamTheirTopLevel(backgroundsAndPins: Bool) throws {
        var flow = Workload.grid.flowLayout(items: 30_000, seed: 3)
        flow.configuration.sectionBackground = backgroundsAndPins
        flow.configuration.sectionHeadersPinToVisibleBounds = backgroundsAndPins
        var waterfall = Workload.photos.waterfallLayout(items: 30_000, seed: 3)
        waterfall.configuration.sectionBackground = backgroundsAndPins
        for layout in [flow, waterfall] as [any CollectionLayout] {
            let prepared = try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory)
            let linear = try layout.prepare(boundsSize: Self.bounds, index: .linear)
            guard case .stripDirectory(let index) = prepared.index else { Issue.record("no strip directory"); continue }
            let builtFromFrames = index.top.strips == Swift.max(1, prepared.frames.count / StripDirectoryIndex.elementsPerStrip)
            if layout is WaterfallLayout {
                #expect(builtFromFrames, "the waterfall builds after writing")
            } else if !backgroundsAndPins {
                #expect(!builtFromFrames, "the flow streams")
            }
            for minY in stride(from: -844.0, through: prepared.contentSize.height, by: prepared.contentSize.height / 211) {
                let rect = Rect(x: 0, y: minY, width: Self.bounds.width, height: 1_688)
                var found: [Int32] = [], expected: [Int32] = [], probe = NoProbe()
                prepared.index.appendSlots(intersecting: rect, to: &found, probe: &probe)
                linear.index.appendSlots(intersecting: rect, to: &expected, probe: &probe)
                #expect(found.sorted() == expected.sorted(), "\(type(of: layout)) at \(minY)")
            }
        }
    }

    @Test("A reused prepare writes the directory into the previous one's buffer")
    func directoryBufferIsReused() throws {
        let layout = Workload.grid.flowLayout(items: 200_000, seed: 1)
        func directoryAddress(_ prepared: PreparedLayout) -> UnsafeRawPointer? {
            guard case .stripDirectory(let index) = prepared.index else { return nil }
            return index.directory.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        var prepared = try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory)
        let frames = prepared.frames.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let before = directoryAddress(prepared)
        #expect(before != nil)
        try layout.prepare(boundsSize: Self.bounds, index: .stripDirectory, into: &prepared)
        #expect(directoryAddress(prepared) == before)
        #expect(prepared.frames.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } == frames)
    }
}
