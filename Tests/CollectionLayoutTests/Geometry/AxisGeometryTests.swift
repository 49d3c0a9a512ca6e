import CollectionLayout
import Testing

/// The axis-generic helpers of `Axis`, `Point`, `Size` and the insets, which
/// let flow code serve both scroll directions.
@Suite("Axis, Point, Size, insets")
struct AxisGeometryTests {
    @Test("cross swaps the axes")
    func cross() {
        #expect(Axis.vertical.cross == .horizontal)
        #expect(Axis.horizontal.cross == .vertical)
    }

    @Test("Point and Size by axis")
    func byAxis() {
        var point = Point(x: 1, y: 2)
        #expect(point[.horizontal] == 1 && point[.vertical] == 2)
        point[.vertical] = 7
        #expect(point == Point(x: 1, y: 7))
        #expect(Point(main: 5, cross: 3, mainAxis: .vertical) == Point(x: 3, y: 5))
        #expect(Point(main: 5, cross: 3, mainAxis: .horizontal) == Point(x: 5, y: 3))
        var size = Size(width: 10, height: 20)
        #expect(size[.horizontal] == 10 && size[.vertical] == 20)
        size[.horizontal] = 4
        #expect(size == Size(width: 4, height: 20))
        #expect(Size(main: 5, cross: 3, mainAxis: .vertical) == Size(width: 3, height: 5))
        #expect(Size(main: 5, cross: 3, mainAxis: .horizontal) == Size(width: 5, height: 3))
    }

    @Test("Valid element sizes are finite and not negative")
    func elementSizes() {
        #expect(Size.zero.isValidElementSize)
        #expect(Size(width: 1e300, height: 0.5).isValidElementSize)
        #expect(!Size(width: -0.5, height: 1).isValidElementSize)
        #expect(!Size(width: 1, height: .infinity).isValidElementSize)
        #expect(!Size(width: .nan, height: 1).isValidElementSize)
    }

    @Test("Insets by axis, finiteness, and directional insets")
    func insets() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.leading(.vertical) == 1 && insets.trailing(.vertical) == 3)
        #expect(insets.leading(.horizontal) == 2 && insets.trailing(.horizontal) == 4)
        #expect(insets.isFinite)
        #expect(EdgeInsets(top: -5, left: 0, bottom: 0, right: 0).isFinite)
        #expect(!EdgeInsets(top: 0, left: 0, bottom: .nan, right: 0).isFinite)
        #expect(!EdgeInsets(top: 0, left: 0, bottom: 0, right: -.infinity).isFinite)
        #expect(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).edgeInsets == insets)
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}
