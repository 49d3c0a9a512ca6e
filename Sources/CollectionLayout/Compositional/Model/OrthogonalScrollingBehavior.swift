/// How a section scrolls across the layout's scroll axis (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`). Anything but
/// `none` lays the section's groups side by side along the cross axis, in
/// their own scrollable strip, and says where a drag comes to rest.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Groups follow each other along the scroll axis (no orthogonal scrolling).
    case none
    /// Scrolls freely; rests where the drag leaves it.
    case continuous
    /// Scrolls freely; rests with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the section's visible width (one page per drag).
    case paging
    /// Pages one group at a time, resting on a group's leading edge.
    case groupPaging
    /// Pages one group at a time, resting with a group centred.
    case groupPagingCentered

    /// Whether the section scrolls along the cross axis.
    /// - Complexity: O(1)
    @inlinable
    public var scrollsOrthogonally: Bool { self != .none }
}
