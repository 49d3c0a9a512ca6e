import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Property tests straight on the indexes: random frame sets of every shape and
/// size, both main axes, with and without lanes (sorted or shuffled within a
/// lane); every index must return exactly the linear scan's slots.
@Suite("Random frames: every index matches the linear scan")
struct IndexOracleTests {
    /// The sizes where the implicit interval tree changes shape: tiny trees that
    /// are scanned whole (<= 15), the first descended trees, and powers of two
    /// ± 1, where the root's right subtree is mostly imaginary nodes.
    static let sizes: [Int] = [0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32, 33, 42, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257, 511, 512, 513, 1023, 1024, 1025, 2047, 2048, 2049, 4095, 4096, 4097]

    @Test("Every shape and size, vertical and horizontal", arguments: FrameShape.allCases)
    func everyShapeAndSize(shape: FrameShape) {
        for (offset, count) in Self.sizes.enumerated() {
            for axis in Axis.allCases {
                let seed = UInt64(offset * 97 + (axis == .vertical ? 0 : 50_000)) &+ UInt64(shape.hashValue & 0xFF_FFFF)
                var random = RandomLayouts(seed: seed)
                let frames = random.frames(count: count, shape: shape, axis: axis)
                let lanes = random.lanes(count: count, laneCount: random.generator.int(in: 1...5), shuffled: random.generator.chance(0.3))
                let rects = random.rects(over: frames, count: count > 1000 ? 40 : 60, axis: axis)
                let mismatches = IndexOracleChecker.mismatches(frames: frames, axis: axis, lanes: lanes, rects: rects, label: "\(shape) n=\(count) \(axis): ")
                #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
            }
        }
    }

    @Test("Many small random cases", arguments: 0..<4)
    func manySmallCases(batch: Int) {
        for case_ in 0..<250 {
            let seed = UInt64(1_000_000 + batch * 250 + case_)
            var random = RandomLayouts(seed: seed)
            let shape = random.generator.pick(FrameShape.allCases)
            let axis = random.generator.pick(Axis.allCases)
            let count = random.generator.int(in: 0...80)
            let frames = random.frames(count: count, shape: shape, axis: axis)
            let lanes = random.lanes(count: count, laneCount: random.generator.int(in: 1...4), shuffled: random.generator.chance(0.5))
            let rects = random.rects(over: frames, count: 30, axis: axis)
            let mismatches = IndexOracleChecker.mismatches(frames: frames, axis: axis, lanes: lanes, rects: rects, label: "seed \(seed) \(shape) n=\(count): ")
            #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        }
    }

    @Test("A huge count: 2^20 + 1 overlapping unsorted frames")
    func hugeCount() {
        var random = RandomLayouts(seed: 20)
        let count = (1 << 20) + 1
        let frames = random.frames(count: count, shape: .unsorted)
        let lanes = random.lanes(count: count, laneCount: 3)
        let rects = random.rects(over: frames, count: 12)
        let mismatches = IndexOracleChecker.mismatches(frames: frames, axis: .vertical, lanes: lanes, rects: rects, label: "huge: ")
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
