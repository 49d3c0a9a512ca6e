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
/// In one lane, a pinned header's or a background's whole-section envelope
/// stretches the running maximum of ends, and a viewport query visits every
/// element before it; in these lanes the visits stay within a·log2(n) + b·k
/// (`CompositionalComplexityTests`).
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
