import CollectionLayout
import LayoutPeers
import Testing

/// Hand-made corners where a closed-box R-tree or a bounded scan would go
/// wrong: no frames, frames without area, rects that only touch, negative
/// coordinates, rects far larger than the content, and a buffer too small.
@Suite("Peers: degenerate frames and rects")
struct PeerEdgeCaseTests {
    /// A 3 × 3 grid of 10-point squares, 10 points apart, from (-20, -20).
    static let grid: [Rect] = (0..<9).map { Rect(x: Double($0 % 3) * 20 - 20, y: Double($0 / 3) * 20 - 20, width: 10, height: 10) }

    func slots(_ peer: any RectQueryPeer, _ rect: Rect) -> [Int32] { peer.slots(intersecting: rect).sorted() }

    func peers(_ frames: [Rect], axis: Axis = .vertical) -> [any RectQueryPeer] {
        rectQueryPeers.map { $0.init(frames: frames, axis: axis) }
    }

    @Test("No frames: every rect finds nothing")
    func empty() {
        for peer in peers([]) {
            #expect(peer.count == 0)
            #expect(slots(peer, Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)).isEmpty)
            #expect(slots(peer, .zero).isEmpty)
        }
    }

    @Test("Rects touching a frame's edges or corners find nothing; a sliver across finds it")
    func touching() {
        for axis in Axis.allCases {
            for peer in peers(Self.grid, axis: axis) {
                let name = type(of: peer).strategyName
                // The centre square is (0, 0, 10, 10), slot 4.
                #expect(slots(peer, Rect(x: 10, y: 0, width: 5, height: 10)).isEmpty, "\(name): right edge")
                #expect(slots(peer, Rect(x: -5, y: 0, width: 5, height: 10)).isEmpty, "\(name): left edge")
                #expect(slots(peer, Rect(x: 0, y: 10, width: 10, height: 5)).isEmpty, "\(name): bottom edge")
                #expect(slots(peer, Rect(x: 0, y: -5, width: 10, height: 5)).isEmpty, "\(name): top edge")
                #expect(slots(peer, Rect(x: 10, y: 10, width: 10, height: 10)).isEmpty, "\(name): the gap between four squares")
                #expect(slots(peer, Rect(x: 9.75, y: 9.75, width: 0.5, height: 0.5)) == [4], "\(name): a corner sliver")
                #expect(slots(peer, Rect(x: 10 - 1.0 / 1024, y: 0, width: 5, height: 10)) == [4], "\(name): 1/1024 across the edge")
                #expect(slots(peer, Rect(x: -20, y: -20, width: 50, height: 50)) == Array(0..<9), "\(name): exactly the grid's bounds")
            }
        }
    }

    @Test("Rects without area find nothing, even inside a frame")
    func emptyRects() {
        for peer in peers(Self.grid) {
            #expect(slots(peer, Rect(x: 5, y: 5, width: 0, height: 0)).isEmpty)
            #expect(slots(peer, Rect(x: -30, y: 5, width: 100, height: 0)).isEmpty)
            #expect(slots(peer, Rect(x: 5, y: -30, width: 0, height: 100)).isEmpty)
        }
    }

    @Test("Frames without area are never found")
    func zeroAreaFrames() {
        let frames = [
            Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 0, y: 10, width: 50, height: 0),
            Rect(x: 5, y: 5, width: 0, height: 0), Rect(x: 0, y: 0, width: 50, height: 50),
        ]
        for axis in Axis.allCases {
            for peer in peers(frames, axis: axis) {
                #expect(slots(peer, Rect(x: -10, y: -10, width: 100, height: 100)) == [3], "\(type(of: peer).strategyName) \(axis)")
                #expect(slots(peer, Rect(x: -1, y: 9, width: 2, height: 2)) == [3], "\(type(of: peer).strategyName) \(axis)")
            }
        }
    }

    @Test("Negative coordinates and huge rects")
    func negativeAndHuge() {
        let frames = (0..<1000).map { Rect(x: -5000 + Double($0 % 10) * 37.5, y: -1e6 + Double($0) * 1000.25, width: 30, height: 999) }
        for axis in Axis.allCases {
            for peer in peers(frames, axis: axis) {
                let name = type(of: peer).strategyName
                #expect(slots(peer, Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)).count == 1000, "\(name) \(axis)")
                #expect(slots(peer, Rect(x: -1e12, y: -1e6 + 1000.25 * 500, width: 2e12, height: 1)) == [500], "\(name) \(axis)")
                #expect(slots(peer, Rect(x: -1e12, y: -1e6 + 1000.25 * 500 - 1.25, width: 2e12, height: 1)).isEmpty, "\(name) \(axis): the gap")
                #expect(slots(peer, Rect(x: 0, y: 0, width: 1e12, height: 1e12)).isEmpty, "\(name) \(axis): beside the frames")
            }
        }
    }

    @Test("A long element is found by the sorted scan from far past its start")
    func longElement() {
        let frames = [Rect(x: 0, y: 0, width: 10, height: 10_000)] + (1..<500).map { Rect(x: 20, y: Double($0) * 20, width: 10, height: 10) }
        for peer in peers(frames) {
            #expect(slots(peer, Rect(x: 0, y: 9_985, width: 390, height: 5)) == [0, 499], "\(type(of: peer).strategyName)")
            #expect(slots(peer, Rect(x: 0, y: 10_000, width: 390, height: 5)).isEmpty, "\(type(of: peer).strategyName): past its end")
        }
    }

    @Test("A buffer too small gets what fits and the full count")
    func smallBuffer() {
        for peer in peers(Self.grid) {
            var buffer = [Int32](repeating: -1, count: 4)
            let found = buffer.withUnsafeMutableBufferPointer { peer.slots(intersecting: Rect(x: -100, y: -100, width: 200, height: 200), into: $0) }
            #expect(found == 9)
            #expect(Set(buffer).count == 4 && buffer.allSatisfy { (0..<9).contains($0) })
            let none = peer.slots(intersecting: Rect(x: -100, y: -100, width: 200, height: 200), into: UnsafeMutableBufferPointer(start: nil, count: 0))
            #expect(none == 9)
        }
    }
}
