import CollectionLayout

/// A sectioned layout whose `prepare` builds a `SegmentedLayout` and flattens
/// it: the incremental machinery seen as an ordinary `CollectionLayout`, so
/// `OracleChecker` checks its frames, keys and every index strategy.
public struct FlattenedSegments<Layout: SectionedLayout>: CollectionLayout {
    /// The layout whose sections are laid out one by one.
    public var layout: Layout

    /// Wraps `layout`.
    public init(_ layout: Layout) { self.layout = layout }

    /// The wrapped layout's strategy.
    public var preferredIndexStrategy: IndexStrategy { layout.preferredIndexStrategy }

    /// `SegmentedLayout(...).flattened(index:)`.
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        try SegmentedLayout(layout: layout, boundsSize: boundsSize, index: index).flattened(index: index)
    }

    /// The wrapped layout's answer.
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        layout.shouldInvalidate(forBoundsChange: newBounds, from: oldBounds)
    }
}

/// Checks a `SegmentedLayout` against oracles: its queries and lookups
/// against a linear scan of its own flattened frames (exactly), its frames
/// against a fresh segmented layout of the same data (exactly: what an
/// incremental update must reproduce), and against the layout's own `prepare`
/// (to a tolerance: `prepare` adds sections' starts into a running cursor,
/// the segmented layout into a tree, and the roundings differ).
public enum SegmentedChecker {
    /// Differences between the segmented queries and lookups and a linear scan
    /// of `segmented.flattened(index: .linear)`, for `queries` and for every
    /// element's lookup.
    /// - Complexity: O(queries × n)
    public static func queryMismatches<Layout>(_ segmented: SegmentedLayout<Layout>, queries: [LayoutQuery], label: String = "", limit: Int = 10) -> [String] {
        var mismatches: [String] = []
        let flat: PreparedLayout
        do throws(LayoutError) {
            flat = try segmented.flattened(index: .linear)
        } catch {
            return ["\(label)flattening threw \(error)"]
        }
        if flat.contentSize != segmented.contentSize { mismatches.append("\(label)contentSize \(segmented.contentSize), flattened \(flat.contentSize)") }
        var buffer = QueryBuffer()
        for query in queries {
            let visible = query.visibleBounds ?? flat.defaultVisibleBounds
            let expected = PreparedLayoutOracle.slots(of: flat, intersecting: query)
                .map { flat.attributes(ofSlot: Int($0), visibleBounds: visible) }.sorted(by: LayoutAttributes.outputOrder)
            segmented.elements(in: query.rect, visibleBounds: query.visibleBounds, into: &buffer)
            let found = buffer.attributes.sorted(by: LayoutAttributes.outputOrder)
            if found != expected {
                let missing = expected.filter { !found.contains($0) }.prefix(3), extra = found.filter { !expected.contains($0) }.prefix(3)
                mismatches.append("\(label)\(query): \(found.count) elements, the scan found \(expected.count); missing \(missing), extra \(extra)")
            }
            if segmented.visits(in: query.rect, visibleBounds: query.visibleBounds).results != expected.count {
                mismatches.append("\(label)\(query): visits(in:) counted another number of results")
            }
            if mismatches.count >= limit { return mismatches }
        }
        for expected in flat.allElements(visibleBounds: queries.first?.visibleBounds) {
            let visible = queries.first?.visibleBounds
            let found: LayoutAttributes?
            switch expected.category {
            case .cell: found = segmented.attributesForItem(at: expected.indexPath, visibleBounds: visible)
            case .supplementary: found = segmented.attributesForSupplementaryElement(ofKind: expected.kind, at: expected.indexPath, visibleBounds: visible)
            case .decoration: found = segmented.attributesForDecorationElement(ofKind: expected.kind, at: expected.indexPath, visibleBounds: visible)
            }
            if found != expected { mismatches.append("\(label)lookup of \(expected.indexPath) \(expected.kind): \(String(describing: found)), expected \(expected)") }
            if mismatches.count >= limit { return mismatches }
        }
        return mismatches
    }

    /// Differences between two segmented layouts' elements (every attribute,
    /// frames to the bit, for `visibleBounds`), content sizes and item counts.
    /// - Complexity: O(n)
    public static func differences<Layout>(_ found: SegmentedLayout<Layout>, _ expected: SegmentedLayout<Layout>, visibleBounds: Rect? = nil, label: String = "") -> [String] {
        var differences: [String] = []
        if found.contentSize != expected.contentSize { differences.append("\(label)contentSize \(found.contentSize), expected \(expected.contentSize)") }
        if found.numberOfSections != expected.numberOfSections { differences.append("\(label)\(found.numberOfSections) sections, expected \(expected.numberOfSections)") }
        let lhs = found.allElements(visibleBounds: visibleBounds), rhs = expected.allElements(visibleBounds: visibleBounds)
        if lhs.count != rhs.count { differences.append("\(label)\(lhs.count) elements, expected \(rhs.count)") }
        for (a, b) in zip(lhs, rhs) where a != b {
            differences.append("\(label)\(a.category.name) \(a.kind) \(a.indexPath) \(a.frame), expected \(b.category.name) \(b.kind) \(b.indexPath) \(b.frame)")
            if differences.count >= 10 { break }
        }
        return differences
    }

    /// Differences between a segmented layout and the layout's own `prepare`:
    /// the same elements in the same order with the same identities, frames
    /// within `tolerance` points (`nil`: `driftTolerance(for:)`). Where the
    /// prepared layout keeps implied trail elements after the stored ones
    /// (`impliedTrailCount`), which each segment stores after its cells,
    /// both lists are compared in the contract's output order.
    /// - Complexity: O(n)
    public static func differences<Layout>(_ segmented: SegmentedLayout<Layout>, prepared: PreparedLayout, tolerance: Double? = nil, visibleBounds: Rect? = nil, label: String = "") -> [String] {
        let tolerance = tolerance ?? driftTolerance(for: prepared)
        var differences: [String] = []
        let axis = prepared.scrollAxis
        if Swift.abs(segmented.contentSize[axis] - prepared.contentSize[axis]) > tolerance || segmented.contentSize[axis.cross] != prepared.contentSize[axis.cross] {
            differences.append("\(label)contentSize \(segmented.contentSize), prepare gives \(prepared.contentSize)")
        }
        var lhs = segmented.allElements(visibleBounds: visibleBounds), rhs = prepared.allElements(visibleBounds: visibleBounds)
        if prepared.impliedTrailCount > 0 {
            lhs.sort(by: LayoutAttributes.outputOrder)
            rhs.sort(by: LayoutAttributes.outputOrder)
        }
        if lhs.count != rhs.count { differences.append("\(label)\(lhs.count) elements, prepare gives \(rhs.count)") }
        for (a, b) in zip(lhs, rhs) {
            var same = a
            same.frame = b.frame
            // Sizes are exact except where an element's extent is the difference of two
            // positions (a section background spans from its header's end to its items'
            // end): each end may drift by `tolerance`, so the extent by twice that.
            let close = Swift.abs(a.frame.minX - b.frame.minX) <= tolerance && Swift.abs(a.frame.minY - b.frame.minY) <= tolerance
                && Swift.abs(a.frame.width - b.frame.width) <= 2 * tolerance && Swift.abs(a.frame.height - b.frame.height) <= 2 * tolerance
            if same != b || !close {
                differences.append("\(label)\(a.category.name) \(a.kind) \(a.indexPath) \(a.frame), prepare gives \(b.category.name) \(b.kind) \(b.indexPath) \(b.frame) (tolerance \(tolerance))")
                if differences.count >= 10 { break }
            }
        }
        return differences
    }

    /// How far the segmented layout's frames may drift from `prepare`'s: every
    /// coordinate is a sum of at most n + S + 8 roundings of values no larger
    /// than the content's magnitude M (section lengths, element extents,
    /// spacings), each off by at most M·2^-53 in either computation, so
    /// |difference| <= 2·(n + S + 8)·M·2^-53: 2·10^-7 pt at 3,000 photos,
    /// 0.02 pt at 10^6, always below a pixel (1/3 pt at 3x). Measured over 400
    /// random waterfalls (heights in thirds and ninths): a quarter of the
    /// frames differ, by at most 1.9·10^-9 pt, 6% of this bound. Layouts whose
    /// values are all dyadic (the grid, the photo workload's 135, 240, 101.25...,
    /// the random flow layouts' half points) do not round at all and match exactly.
    public static func driftTolerance(for prepared: PreparedLayout) -> Double {
        let axis = prepared.scrollAxis
        var magnitude = Swift.abs(prepared.contentSize[axis])
        for frame in prepared.frames { magnitude = Swift.max(magnitude, Swift.abs(frame.min(axis)), Swift.abs(frame.max(axis))) }
        let roundings = Double(prepared.elementCount + prepared.numberOfSections + 8)
        return 2 * roundings * magnitude * 0x1p-53
    }
}
