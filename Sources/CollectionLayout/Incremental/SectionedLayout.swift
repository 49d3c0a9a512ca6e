/// One section of a layout's data: at least its items' sizes.
public protocol LayoutSection: Hashable, Sendable {
    /// The items' sizes.
    var items: ItemSizes { get set }
}

/// A layout whose sections are laid out independently of each other, except
/// for where each one starts along the scroll axis: flow and waterfall (a
/// section's frames are its own start plus what its own data gives).
///
/// Such a layout can be kept up to date incrementally (`SegmentedLayout`): a
/// change inside one section re-lays out that section alone, in its own
/// coordinates, and moves the sections after it by updating one offset tree.
public protocol SectionedLayout: CollectionLayout {
    /// A section's data and overrides.
    associatedtype Section: LayoutSection

    /// The data: one entry per section.
    var sections: [Section] { get set }

    /// The scroll axis.
    var scrollAxis: Axis { get }

    /// Checks what every section depends on: the bounds and the layout-wide values.
    /// - Throws: `LayoutError` naming the offending value, as `prepare` would.
    func validateConfiguration(boundsSize: Size) throws(LayoutError)

    /// Lays out section `section` alone, starting at 0 along the scroll axis,
    /// into a prepared layout of one section whose main-axis content length is
    /// the section's length (where the next section starts), with an index of
    /// `index` (a concrete strategy). Checks the section's own values first.
    /// The result is the section's part of `prepare`, moved to 0: the same
    /// elements in the same order, with the same kinds.
    /// - Throws: `LayoutError` with the section's path (`sections[3].itemSizes[5]: ...`).
    /// - Complexity: O(items in the section) plus the index build.
    func layOutSection(_ section: Int, boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout

    /// The number of items of each of `sections`, in order: a batch update
    /// checks every section's count. A requirement so that concrete layouts
    /// answer it in specialised code: generic code copies each section to read
    /// it, and `map(\.items.count)` projects a key path at run time, both
    /// costly in a batch update at 10^6 items.
    /// - Complexity: O(S)
    static func itemCounts(of sections: [Section]) -> [Int]

    /// The size to store for an item whose cell prefers `preferred` (UIKit's
    /// `preferredLayoutAttributesFitting(_:)`) while laid out at `frame`: what
    /// self-sizing writes into the data. A flow layout takes the whole size; a
    /// waterfall only the height (its columns fix the width).
    func storedItemSize(forPreferred preferred: Size, frame: Rect) -> Size

    /// Whether the layout of old section `old` (of `oldCount`) can stand for
    /// new section `new` (of `newCount`) after a batch update. True for
    /// layouts whose sections depend on their own data alone; a compositional
    /// layout's first and last sections also hold layout-wide items and its
    /// provider may describe each index differently.
    func canReuseSectionLayout(from old: Int, of oldCount: Int, as new: Int, of newCount: Int) -> Bool
}

extension SectionedLayout {
    /// Always: a section's layout depends on its own data alone.
    /// - Complexity: O(1)
    public func canReuseSectionLayout(from old: Int, of oldCount: Int, as new: Int, of newCount: Int) -> Bool { true }

    /// Each section's `items.count` (generic: layouts implement it for speed).
    /// - Complexity: O(S)
    public static func itemCounts(of sections: [Section]) -> [Int] {
        sections.map { $0.items.count }
    }
}
