/// What a layout declares about a section whose content scrolls across the
/// scroll axis (a compositional section with an `orthogonalScrollingBehavior`):
/// which slots scroll, how far, and where its groups are (for resting offsets).
///
/// Cross-axis positions are content coordinates at scroll offset 0.
public struct OrthogonalSectionDeclaration: Sendable {
    /// The section.
    public var section: Int
    /// The slots of the elements that scroll with the strip (cells and the
    /// supplementary items attached to them), appended contiguously.
    public var slots: Range<Int>
    /// How the strip scrolls and comes to rest.
    public var behavior: OrthogonalScrollingBehavior
    /// Where the strip's visible window starts along the cross axis (0 for
    /// a full-width section).
    public var viewportStart: Double
    /// The length of the strip's visible window along the cross axis.
    public var viewportLength: Double
    /// The cross-axis length of everything that scrolls, from the window's
    /// start: leading inset, groups and spacing, trailing inset.
    public var contentLength: Double
    /// The section's leading content inset along the cross axis: a group
    /// rests with its leading edge this far from the window's start.
    public var leadingInset: Double
    /// Each group's cross-axis start, in order.
    /// - Complexity: O(groups): an evenly spaced section keeps its groups
    ///   in closed form (see `groupStart(at:)` for one group).
    public var groupStarts: [Double] {
        get { groupEdges.starts }
        set { groupEdges = OrthogonalGroupEdges(starts: newValue, ends: groupEdges.ends) }
    }
    /// Each group's cross-axis end, in order.
    /// - Complexity: O(groups), as `groupStarts`.
    public var groupEnds: [Double] {
        get { groupEdges.ends }
        set { groupEdges = OrthogonalGroupEdges(starts: groupEdges.starts, ends: newValue) }
    }
    /// The groups' edges, in closed form when evenly spaced.
    var groupEdges: OrthogonalGroupEdges

    /// Creates a declaration.
    public init(
        section: Int, slots: Range<Int>, behavior: OrthogonalScrollingBehavior, viewportStart: Double, viewportLength: Double,
        contentLength: Double, leadingInset: Double, groupStarts: [Double], groupEnds: [Double]
    ) {
        self.init(
            section: section, slots: slots, behavior: behavior, viewportStart: viewportStart, viewportLength: viewportLength,
            contentLength: contentLength, leadingInset: leadingInset, groupEdges: OrthogonalGroupEdges(starts: groupStarts, ends: groupEnds)
        )
    }

    /// A declaration whose groups are `groupEdges` (closed form when evenly spaced).
    init(
        section: Int, slots: Range<Int>, behavior: OrthogonalScrollingBehavior, viewportStart: Double, viewportLength: Double,
        contentLength: Double, leadingInset: Double, groupEdges: OrthogonalGroupEdges
    ) {
        self.section = section
        self.slots = slots
        self.behavior = behavior
        self.viewportStart = viewportStart
        self.viewportLength = viewportLength
        self.contentLength = contentLength
        self.leadingInset = leadingInset
        self.groupEdges = groupEdges
    }

    /// The number of groups.
    /// - Complexity: O(1)
    public var groupCount: Int { groupEdges.count }

    /// Group `group`'s cross-axis start (`groupStarts[group]`, without building the array).
    /// - Complexity: O(1)
    public func groupStart(at group: Int) -> Double { groupEdges.start(at: group) }

    /// Group `group`'s cross-axis end (`groupEnds[group]`, without building the array).
    /// - Complexity: O(1)
    public func groupEnd(at group: Int) -> Double { groupEdges.end(at: group) }

    /// The largest scroll offset: the content's overflow past the window, or 0.
    /// - Complexity: O(1)
    public var maximumOffset: Double { Swift.max(0, contentLength - viewportLength) }
}

/// One orthogonal section of a prepared layout: where its elements are (a
/// contiguous run of slots, and their entries in the shared cross-axis order
/// of `OrthogonalSections`), the main-axis extent of its elements, and its
/// current scroll offset.
///
/// Trivially copyable (its declaration, which holds arrays, is kept apart in
/// `OrthogonalSections.declarations`): a query reads a crossed strip without
/// retaining anything.
@usableFromInline
struct OrthogonalStrip: Sendable {
    /// The section.
    @usableFromInline let section: Int32
    /// The strip's slots.
    @usableFromInline let slots: Range<Int32>
    /// Where its elements start in `OrthogonalSections.crossOrder` (one
    /// entry per slot, so they end `slots.count` later).
    @usableFromInline let firstEntry: Int32
    /// The smallest main-axis start and largest main-axis end of its elements.
    @usableFromInline let mainStart: Double
    @usableFromInline let mainEnd: Double
    /// The largest magnitude of its elements' cross-axis coordinates: it
    /// bounds the rounding error of moving them.
    @usableFromInline let crossMagnitude: Double
    /// How far the content is scrolled along the cross axis.
    @usableFromInline var offset: Double = 0

    /// The first slot of the strip.
    @inlinable var firstSlot: Int32 { slots.lowerBound }

    /// The entries of its elements in `OrthogonalSections.crossOrder`.
    /// (Counted from the slots' bounds: `Range<Int32>.count` is a call, not inlined.)
    @inlinable var entries: Range<Int> {
        let first = Int(firstEntry)
        return Range(uncheckedBounds: (first, first &+ (Int(slots.upperBound) &- Int(slots.lowerBound))))
    }

    /// Where a strip's elements lie: the smallest main-axis start and largest
    /// main-axis end (0 and 0 for a strip without elements), and the largest
    /// magnitude of their cross-axis coordinates.
    struct Extent {
        var mainStart: Double
        var mainEnd: Double
        var crossMagnitude: Double
    }

    /// A strip of section `section` over `slots`, whose entries start at
    /// `firstEntry`, its elements within `extent`.
    /// - Complexity: O(1)
    init(section: Int, slots: Range<Int>, firstEntry: Int, extent: Extent) {
        self.section = Int32(truncatingIfNeeded: section)
        self.slots = Int32(truncatingIfNeeded: slots.lowerBound)..<Int32(truncatingIfNeeded: slots.upperBound)
        self.firstEntry = Int32(truncatingIfNeeded: firstEntry)
        mainStart = extent.mainStart
        mainEnd = extent.mainEnd
        crossMagnitude = extent.crossMagnitude
    }
}

extension OrthogonalStrip {
    /// The rect to search the strip's elements for (at offset 0) so as to
    /// find every element whose real frame (moved back by `offset`)
    /// intersects `rect`: `rect`
    /// moved by `offset` and widened along `cross` by 2^-44 of the largest
    /// magnitude involved (about 500 ulps; each of the half dozen roundings
    /// between the two computations is at most half an ulp of it).
    /// - Complexity: O(1)
    @inlinable
    func candidateRect(for rect: Rect, crossAxis cross: Axis) -> Rect {
        var moved = rect
        moved.origin[cross] += offset
        let magnitude = Swift.max(abs(rect.min(cross)), abs(rect.max(cross))) + offset + crossMagnitude
        let slack = magnitude * 0x1p-44
        guard slack.isFinite else { return moved }
        moved.origin[cross] -= slack
        moved.size[cross] += 2 * slack
        return moved
    }
}
