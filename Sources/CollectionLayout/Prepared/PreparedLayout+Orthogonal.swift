/// Orthogonal sections: their scroll offsets, set and read without a new
/// prepare, where a drag comes to rest, and the query-time handlers.
extension PreparedLayout {
    /// The sections whose content scrolls across the scroll axis, in section order.
    /// - Complexity: O(S)
    public var orthogonalSectionIndices: [Int] {
        (orthogonal?.strips.map { Int($0.section) } ?? []).sorted()
    }

    /// The declaration of section `section`'s scrolling content, or `nil` when
    /// the section does not scroll orthogonally.
    /// - Complexity: O(1)
    public func orthogonalSection(_ section: Int) -> OrthogonalSectionDeclaration? {
        stripPosition(ofSection: section).map { orthogonal!.declaration(at: $0) }
    }

    /// The cross-axis scroll offset of section `section`, or `nil` when it does
    /// not scroll orthogonally.
    /// - Complexity: O(1)
    public func orthogonalScrollOffset(forSection section: Int) -> Double? {
        stripPosition(ofSection: section).map { orthogonal!.strips[$0].offset }
    }

    /// Scrolls section `section`'s content to `offset` along the cross axis:
    /// later queries and attributes place it there. No prepare, no rebuild.
    /// - Throws: `LayoutError` when the section does not scroll orthogonally,
    ///   or `offset` is not finite or outside `0...maximumOffset` (never clamped).
    /// - Complexity: O(1)
    public mutating func setOrthogonalScrollOffset(_ offset: Double, forSection section: Int) throws(LayoutError) {
        guard let position = stripPosition(ofSection: section) else {
            throw LayoutError(path: [.section(section)], message: "the section does not scroll orthogonally")
        }
        let maximum = orthogonal!.declarations.maximumOffset(at: position)
        guard offset.isFinite, offset >= 0, offset <= maximum else {
            throw LayoutError(path: [.section(section)], message: "orthogonal scroll offset must be finite and in 0...\(maximum), got \(offset)")
        }
        orthogonal!.strips[position].offset = offset
    }

    /// Where a drag of section `section`'s content that started at offset
    /// `start` and would coast to `proposed` comes to rest, by the section's
    /// behaviour (see `OrthogonalRestingOffset`).
    /// - Throws: `LayoutError` when the section does not scroll orthogonally or
    ///   an offset is not finite.
    /// - Complexity: O(log g) for g groups.
    public func restingOrthogonalOffset(forSection section: Int, from start: Double, proposed: Double) throws(LayoutError) -> Double {
        guard let declaration = orthogonalSection(section) else {
            throw LayoutError(path: [.section(section)], message: "the section does not scroll orthogonally")
        }
        guard start.isFinite, proposed.isFinite else {
            throw LayoutError(path: [.section(section)], message: "offsets must be finite, got \(start) and \(proposed)")
        }
        return OrthogonalRestingOffset(declaration).offset(from: start, proposed: proposed)
    }

    /// The bytes the rect-query machinery holds beyond the element storage:
    /// the index's own, plus, with orthogonal sections, everything the
    /// strips hold (`OrthogonalSections.heapBytes`: the main index's slot
    /// map, the strips' cross-axis order and running ends, the strips, their
    /// declarations and directory).
    /// - Complexity: O(S)
    public var indexBytes: Int {
        index.indexBytes + (orthogonal?.heapBytes ?? 0)
    }

    func stripPosition(ofSection section: Int) -> Int? {
        guard let orthogonal, orthogonal.stripOfSection.indices.contains(section) else { return nil }
        let position = Int(orthogonal.stripOfSection[section])
        return position >= 0 ? position : nil
    }

    /// Calls each section's handler with that section's attributes among `attributes`.
    /// - Complexity: O(k) plus the handlers.
    func applyVisibleItemsHandlers(to attributes: inout [LayoutAttributes], visibleBounds visible: Rect) {
        let environment = CollectionLayoutEnvironment(container: .init(contentSize: boundsSize))
        var positionsBySection: [Int: [Int]] = [:]
        for (position, element) in attributes.enumerated() where visibleItemsHandlers[element.indexPath.section] != nil {
            positionsBySection[element.indexPath.section, default: []].append(position)
        }
        for (section, positions) in positionsBySection.sorted(by: { $0.key < $1.key }) {
            var items = positions.map { attributes[$0] }
            var offset = visible.origin
            if let scrolled = orthogonalScrollOffset(forSection: section) {
                offset = Point(main: 0, cross: scrolled, mainAxis: scrollAxis)
            }
            visibleItemsHandlers[section]!(&items, offset, environment)
            guard items.count == positions.count else { continue }
            for (position, item) in zip(positions, items) {
                var adjusted = item
                adjusted.category = attributes[position].category
                adjusted.kind = attributes[position].kind
                adjusted.indexPath = attributes[position].indexPath
                attributes[position] = adjusted
            }
        }
    }
}
