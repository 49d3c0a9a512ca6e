/// Resolves compositional dimensions to lengths (rules 1, 2 and 5).
///
/// A fraction is of its container (`fractionalWidth` of its width,
/// `fractionalHeight` of its height, whatever the axis it sizes); an absolute
/// length is itself; an estimated length is the measured length when data
/// has one (non-zero), else the estimate.
enum DimensionResolver {
    /// The length of `dimension` in `container`, with `measured` (0: not
    /// measured) standing in on an estimated axis.
    /// - Complexity: O(1)
    @inline(__always)
    static func length(_ dimension: CollectionLayoutDimension, in container: Size, measured: Double) -> Double {
        switch dimension {
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        case .absolute(let length): length
        case .estimated(let estimate), .uniformAcrossSiblings(let estimate): measured != 0 ? measured : estimate
        }
    }

    /// The size of `size` in `container`, measured lengths from `measured` on estimated axes.
    /// - Complexity: O(1)
    @inline(__always)
    static func size(_ size: CollectionLayoutSize, in container: Size, measured: Size = .zero) -> Size {
        Size(
            width: length(size.widthDimension, in: container, measured: measured.width),
            height: length(size.heightDimension, in: container, measured: measured.height)
        )
    }

    /// Whether `dimension` is `uniformAcrossSiblings`.
    @inline(__always)
    static func isUniform(_ dimension: CollectionLayoutDimension) -> Bool {
        if case .uniformAcrossSiblings = dimension { return true }
        return false
    }
}
