extension StickyCardsLayout {
    /// Refuses what cannot be laid out: non-finite or negative sizes, non-finite
    /// spacings or insets, insets that leave the cards a negative length across
    /// the scroll axis, more elements than the engine holds. (Cards out of order are refused while
    /// laying out, where their starts are known.)
    /// - Complexity: O(n) for sections that list their sizes, O(sections) otherwise.
    func validate(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        let c = configuration
        try LayoutValidation.checkFinite(c.lineSpacing, path: [.configuration, .key("lineSpacing")])
        try LayoutValidation.checkInsets(c.sectionInset, path: [.configuration, .key("sectionInset")])
        try LayoutValidation.checkFinite(c.topInset, path: [.configuration, .key("topInset")])
        let axis = c.scrollDirection
        let crossLength = boundsSize[axis.cross] - c.sectionInset.leading(axis.cross) - c.sectionInset.trailing(axis.cross)
        guard crossLength >= 0 else {
            let (leading, trailing, length) = axis == .vertical ? ("left", "right", "width") : ("top", "bottom", "height")
            throw LayoutError(
                path: [.configuration, .key("sectionInset")],
                message: "\(leading) \(c.sectionInset.leading(axis.cross)) + \(trailing) \(c.sectionInset.trailing(axis.cross)) leave the cards a negative \(length) (\(crossLength)) in bounds \(length) \(boundsSize[axis.cross])"
            )
        }
        var elements = 0
        for (index, section) in sections.enumerated() {
            try LayoutValidation.checkItems(section.items, section: index)
            if let spacing = section.lineSpacing, !spacing.isFinite { try LayoutValidation.checkFinite(spacing, path: [.section(index), .key("lineSpacing")]) }
            elements += section.items.count
        }
        try LayoutValidation.checkElementCount(elements)
    }
}
