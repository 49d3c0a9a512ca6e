@testable import CollectionLayout
import Testing

/// `PreparedLayoutBuilder.isFinite`, the check every stored frame takes
/// (arithmetic: (maxX - maxX) + (maxY - maxY) == 0), against its definition,
/// both far edges `isFinite`, over every pair of edge values for the origin
/// and size along each axis: frames whose edges overflow, NaNs of both signs,
/// negative zeros, subnormals and the largest finite magnitudes.
@Suite("Prepared layout builder: the frames' finiteness check agrees with isFinite")
struct PreparedLayoutBuilderFiniteTests {
    /// Values on both sides of every edge the check draws.
    static let edgeValues: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, 1, -1, 1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .infinity, -.infinity, .nan, -.nan, .signalingNaN,
    ]

    @Test("Every origin and size of edge values, along each axis")
    func edgeFrames() {
        var checked = 0
        for origin in Self.edgeValues {
            for length in Self.edgeValues {
                for frame in [
                    Rect(x: origin, y: 5, width: length, height: 2), Rect(x: 5, y: origin, width: 2, height: length),
                    Rect(x: origin, y: origin, width: length, height: length),
                ] {
                    #expect(PreparedLayoutBuilder.isFinite(frame) == (frame.maxX.isFinite && frame.maxY.isFinite), "\(frame)")
                    checked += 1
                }
            }
        }
        #expect(checked == 3 * Self.edgeValues.count * Self.edgeValues.count)
    }
}
