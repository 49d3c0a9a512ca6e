import CollectionLayout
import LayoutPeers
import LayoutTestSupport
import Testing

/// The peers against the linear scan on the raw random frame sets the index
/// oracle uses (`RandomLayouts.frames`: sorted, shuffled, heavy overlap,
/// identical starts, zero lengths, a few giants), both main axes.
@Suite("Peers on random frames: exactly the linear scan's slots")
struct PeerRandomFramesTests {
    static let sizes = [0, 1, 2, 3, 16, 17, 100, 257, 1024, 4097]

    @Test("Every shape and size, vertical and horizontal", arguments: FrameShape.allCases)
    func everyShapeAndSize(shape: FrameShape) {
        var oracle = PeerOracle()
        for (offset, count) in Self.sizes.enumerated() {
            for axis in Axis.allCases {
                let seed = UInt64(offset * 131 + (axis == .vertical ? 0 : 70_000)) &+ UInt64(shape.hashValue & 0xFFFF)
                var random = RandomLayouts(seed: seed)
                let frames = random.frames(count: count, shape: shape, axis: axis)
                let rects = random.rects(over: frames, count: 60, axis: axis)
                oracle.check(frames: frames, axis: axis, rects: rects, label: "\(shape) n=\(count) \(axis) seed \(seed): ")
            }
        }
        #expect(oracle.mismatches.isEmpty, "\(oracle.mismatches.joined(separator: "\n"))")
        #expect(oracle.rectsWithResults * 3 >= oracle.rectsChecked, "too few rects found anything: \(oracle.summary)")
        #expect(oracle.slotsFound >= 10_000, "too few slots found: \(oracle.summary)")
    }

    @Test("Many small random cases", arguments: 0..<4)
    func manySmallCases(batch: Int) {
        var oracle = PeerOracle()
        for index in 0..<250 {
            let seed = UInt64(2_000_000 + batch * 250 + index)
            var random = RandomLayouts(seed: seed)
            let shape = random.generator.pick(FrameShape.allCases)
            let axis = random.generator.pick(Axis.allCases)
            let frames = random.frames(count: random.generator.int(in: 0...80), shape: shape, axis: axis)
            let rects = random.rects(over: frames, count: 30, axis: axis)
            oracle.check(frames: frames, axis: axis, rects: rects, label: "seed \(seed) \(shape) \(axis): ")
        }
        #expect(oracle.mismatches.isEmpty, "\(oracle.mismatches.joined(separator: "\n"))")
        #expect(oracle.rectsWithResults * 3 >= oracle.rectsChecked, "too few rects found anything: \(oracle.summary)")
    }
}
