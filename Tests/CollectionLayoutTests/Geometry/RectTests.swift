import CollectionLayout
import Testing

/// `Rect`: the contract's positive-area intersection, and the axis-generic helpers.
@Suite("Rect")
struct RectTests {
    static let unit = rect(0, 0, 10, 10)

    /// (other rect, intersects the 10 × 10 square at the origin).
    static let intersectionCases: [(Rect, Bool)] = [
        (rect(5, 5, 10, 10), true),          // overlapping corner
        (rect(2, 2, 2, 2), true),            // contained
        (rect(0, 0, 10, 10), true),          // identical
        (rect(-5, -5, 20, 20), true),        // containing
        (rect(10, 0, 5, 10), false),         // touches the right edge
        (rect(-5, 0, 5, 10), false),         // touches the left edge
        (rect(0, 10, 10, 5), false),         // touches the bottom edge
        (rect(0, -5, 10, 5), false),         // touches the top edge
        (rect(10, 10, 5, 5), false),         // touches a corner
        (rect(9.75, 9.75, 1, 1), true),      // a quarter-point overlap
        (rect(5, 5, 0, 0), false),           // zero size, inside
        (rect(5, 0, 0, 10), false),          // zero width, inside
        (rect(0, 5, 10, 0), false),          // zero height, inside
        (rect(20, 20, 5, 5), false),         // apart
        (rect(-30, -30, 35, 35), true),      // negative origin, overlapping
        (rect(-1e12, 4, 2e12, 1), true),     // huge
    ]

    @Test("intersects means a shared region of positive area", arguments: intersectionCases)
    func intersects(other: Rect, expected: Bool) {
        #expect(Self.unit.intersects(other) == expected)
        #expect(other.intersects(Self.unit) == expected, "symmetric")
    }

    @Test("A rect without area intersects nothing, not even itself")
    func emptyIntersectsNothing() {
        for empty in [rect(3, 3, 0, 0), rect(3, 3, 0, 4), rect(3, 3, 4, 0)] {
            #expect(!empty.intersects(empty))
            #expect(empty.isEmpty)
        }
        #expect(!Self.unit.isEmpty)
        #expect(Self.unit.intersects(Self.unit))
    }

    @Test("Edges, extents and axis helpers")
    func components() {
        let r = rect(1, 2, 30, 40)
        #expect((r.minX, r.minY, r.maxX, r.maxY, r.width, r.height) == (1, 2, 31, 42, 30, 40))
        #expect(r.min(.horizontal) == 1 && r.max(.horizontal) == 31)
        #expect(r.min(.vertical) == 2 && r.max(.vertical) == 42)
        // Main along y: (cross x, main y); main along x: (main x, cross y).
        #expect(Rect(mainStart: 2, mainLength: 40, crossStart: 1, crossLength: 30, mainAxis: .vertical) == r)
        #expect(Rect(mainStart: 1, mainLength: 30, crossStart: 2, crossLength: 40, mainAxis: .horizontal) == r)
        #expect(r.description == "(1.0, 2.0, 30.0, 40.0)")
        #expect(Rect.zero == rect(0, 0, 0, 0))
    }

    @Test("union is the smallest rect holding both")
    func union() {
        #expect(rect(0, 0, 10, 10).union(rect(20, -5, 5, 5)) == rect(0, -5, 25, 15))
        #expect(rect(0, 0, 10, 10).union(rect(2, 2, 1, 1)) == rect(0, 0, 10, 10))
    }

    @Test("insetBy shrinks or grows, never below zero size")
    func insetBy() {
        #expect(rect(0, 0, 10, 20).insetBy(dx: 2, dy: 3) == rect(2, 3, 6, 14))
        #expect(rect(0, 0, 10, 20).insetBy(dx: -5, dy: -5) == rect(-5, -5, 20, 30))
        #expect(rect(0, 0, 10, 20).insetBy(dx: 6, dy: 0) == rect(6, 0, 0, 20))
    }

    @Test("isValid: finite and not negative")
    func validity() {
        #expect(rect(-5, -5, 0, 0).isValid)
        #expect(!rect(.nan, 0, 1, 1).isValid)
        #expect(!rect(0, .infinity, 1, 1).isValid)
        #expect(!rect(0, 0, -1, 1).isValid)
        #expect(!rect(0, 0, 1, .nan).isValid)
    }
}
