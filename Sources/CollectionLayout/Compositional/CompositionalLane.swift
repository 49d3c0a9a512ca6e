/// The lanes of `SortedColumnIndex` a compositional layout fills, one per
/// role of element, so that the starts in each lane are nearly sorted.
///
/// In one lane, in layout order, a section's badges (emitted after its
/// cells) start back at the section's top, and its background and a pinned
/// header's envelope end at its bottom: a query near the top of a big
/// section then scanned every cell after it, and one near the bottom every
/// cell before it. In its own lane each role is in order: cells group after
/// group, badges likewise, one background and a few boundary items per section.
///
/// An orthogonal strip keeps the lanes of its elements (cells, badges) in
/// its own index (`OrthogonalSections.build`).
///
/// Measured with `CompositionalComplexityTests`' layouts of 100,000 items,
/// each with two badges, viewport queries at the start, middle and end: a
/// list section with a pinned header and a background, 100,111 / 200,087 /
/// 300,039 visits in one lane, 183 / 222 / 161 in these four (k = 110 / 149
/// / 111); a carousel (one orthogonal strip), 100,046 / 150,044 / 200,041
/// in one lane, 80 / 82 / 48 in two (k = 8 / 10 / 8).
enum CompositionalLane: Int, CaseIterable {
    /// Cells.
    case cells
    /// Supplementary items anchored to items and groups.
    case badges
    /// Boundary items of sections and of the whole layout.
    case boundaryItems
    /// Section backgrounds.
    case backgrounds

    /// The lane's number for `PreparedLayoutBuilder`.
    var lane: Int { rawValue }
}
