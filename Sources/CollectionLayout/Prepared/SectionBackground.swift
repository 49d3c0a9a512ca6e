/// Section backgrounds (a bookshelf's shelves): a decoration view behind each
/// section's items, opted into by flow (`sectionBackground`) and waterfall
/// layouts. "The UIKit original" below is the flow-layout subclass this
/// reproduces.
///
/// The background of a section with items spans, along the scroll axis, from the
/// end of the section's header to the start of its footer (the items and the
/// section's insets: the UIKit original's `firstItem.frame.union(lastItem.frame)` grown by
/// the insets, but over every item, and for both scroll directions; the seed
/// unions only the first and last items and, scrolling horizontally, puts every
/// background at x = 0), and across it the whole collection view. When negative
/// insets put the footer's start before the header's end, it spans between the
/// two. Sections without items have none (as in the UIKit original). Kind
/// `sectionBackground`, item 0, zIndex -1 (below cells and headers, zIndex 0).
public enum SectionBackground {
    /// The decoration kind of section backgrounds.
    public static let kind = ElementKind("sectionBackground")
    /// The zIndex of section backgrounds: below everything else.
    public static let zIndex: Int32 = -1
}

/// Emits section backgrounds into a builder: a placeholder where the section's
/// items start (so elements stay in start order), given its frame once the
/// section's extent is known.
struct SectionBackgroundPlacer {
    /// A background appended before its section's items, awaiting its frame.
    struct Reservation {
        let slot: Int
        let start: Double
    }

    let kindCode: UInt16
    let lane: Int
    let axis: Axis

    /// Registers the background kind.
    /// - Parameter lane: the `SortedColumnIndex` lane of backgrounds: not the
    ///   cells' lane, whose running maximum of ends a section-long element would
    ///   drag to the section's end, making queries scan the section.
    init(builder: inout PreparedLayoutBuilder, lane: Int, axis: Axis) {
        kindCode = builder.code(for: .decoration, SectionBackground.kind)
        self.lane = lane
        self.axis = axis
    }

    /// Appends the background of the current section, which starts at `start`
    /// (its header's end), or nothing when the section has no items.
    /// - Complexity: amortized O(1)
    func reserve(itemCount: Int, start: Double, into builder: inout PreparedLayoutBuilder) -> Reservation? {
        guard itemCount > 0 else { return nil }
        let slot = builder.count
        let placeholder = Rect(mainStart: start, mainLength: 0, crossStart: 0, crossLength: 0, mainAxis: axis)
        builder.appendElement(kindCode: kindCode, frame: placeholder, lane: lane, zIndex: SectionBackground.zIndex)
        return Reservation(slot: slot, start: start)
    }

    /// Gives the reserved background its frame: from its start to `end` (the
    /// section's end before its footer) along the axis, `0 ..< crossLength` across.
    /// - Complexity: O(1)
    func place(_ reservation: Reservation?, end: Double, crossLength: Double, into builder: inout PreparedLayoutBuilder) {
        guard let reservation else { return }
        let frame = Rect(
            mainStart: Swift.min(reservation.start, end), mainLength: Swift.abs(end - reservation.start),
            crossStart: 0, crossLength: crossLength, mainAxis: axis
        )
        builder.setFrame(frame, ofSlot: reservation.slot)
    }
}
