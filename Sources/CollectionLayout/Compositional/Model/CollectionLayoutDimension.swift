/// One extent of a compositional element (UIKit's `NSCollectionLayoutDimension`):
/// a fraction of its container, an absolute length, or an estimate that
/// self-sizing replaces with the measured length.
///
/// The container of an item is its group; of a group, its parent group, or,
/// for a section's top-level group, the section's content area (the
/// collection view's size minus the section's content insets); of a
/// supplementary item, the element it is attached to.
public enum CollectionLayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width (may be used for a height too).
    case fractionalWidth(Double)
    /// A fraction of the container's height (may be used for a width too).
    case fractionalHeight(Double)
    /// A length in points.
    case absolute(Double)
    /// A length in points until self-sizing measures the element.
    case estimated(Double)
    /// Estimated, and every sibling in the same group takes the largest
    /// measured length among them (UIKit's `uniformAcrossSiblings(estimate:)`, iOS 17).
    case uniformAcrossSiblings(estimate: Double)

    /// Whether self-sizing decides this extent (`estimated` or `uniformAcrossSiblings`).
    /// - Complexity: O(1)
    @inlinable
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        case .fractionalWidth, .fractionalHeight, .absolute: false
        }
    }

    /// The number that describes this dimension (fraction, length or estimate).
    /// - Complexity: O(1)
    @inlinable
    public var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): v
        case .uniformAcrossSiblings(let estimate): estimate
        }
    }

    /// The length this dimension gives in `container`, before measurement
    /// (estimates give their estimate).
    /// - Complexity: O(1)
    @inlinable
    public func length(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        case .absolute(let length), .estimated(let length): length
        case .uniformAcrossSiblings(let estimate): estimate
        }
    }
}

/// A width and a height, each a `CollectionLayoutDimension` (UIKit's
/// `NSCollectionLayoutSize`).
public struct CollectionLayoutSize: Hashable, Sendable {
    /// How the width is found.
    public var widthDimension: CollectionLayoutDimension
    /// How the height is found.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis`.
    /// - Complexity: O(1)
    @inlinable
    public subscript(axis: Axis) -> CollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// The size this gives in `container`, before measurement.
    /// - Complexity: O(1)
    @inlinable
    public func size(in container: Size) -> Size {
        Size(width: widthDimension.length(in: container), height: heightDimension.length(in: container))
    }
}
