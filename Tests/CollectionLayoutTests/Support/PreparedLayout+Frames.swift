import CollectionLayout

/// Shorthand for hand-written expected frames: `rect(x, y, width, height)`.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension PreparedLayout {
    /// The frames of `section`'s cells, in item order (empty for a missing section).
    func cellFrames(section: Int) -> [Rect] {
        (0..<(numberOfItems(inSection: section) ?? 0)).compactMap {
            attributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
    }

    /// The frame of `section`'s header for `visibleBounds`, or `nil` if it has none.
    func headerFrame(section: Int, visibleBounds: Rect? = nil) -> Rect? {
        attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: section), visibleBounds: visibleBounds)?.frame
    }

    /// The frame of `section`'s footer for `visibleBounds`, or `nil` if it has none.
    func footerFrame(section: Int, visibleBounds: Rect? = nil) -> Rect? {
        attributesForSupplementaryElement(ofKind: .footer, at: IndexPath(item: 0, section: section), visibleBounds: visibleBounds)?.frame
    }

    /// The number of supplementary elements stored.
    var supplementaryCount: Int {
        allElements().filter { $0.category == .supplementary }.count
    }
}
