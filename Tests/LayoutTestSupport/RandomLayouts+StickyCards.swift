import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random sticky-card layout for a collection view of `boundsSize`,
    /// scrolling vertically or (a third of the time) horizontally:
    /// overlapping and spaced cards, per-section spacings, insets that are
    /// sometimes negative, pin offsets above and below the top, and card
    /// lengths along the scroll axis from a short list (so equal lengths, which
    /// cover each other, are common) or anywhere, zero included where the
    /// spacing allows it.
    ///
    /// Every generated layout prepares: lengths are at least `-lineSpacing`
    /// (cards start in order), the insets along the scroll axis add up to at
    /// least 0 (no section starts before the previous one's last card), and the
    /// insets across leave the cards a cross-axis length of at least 0.
    /// - Complexity: O(items)
    public mutating func stickyCardsLayout(boundsSize: Size) -> StickyCardsLayout {
        var configuration = StickyCardsLayout.Configuration()
        let axis: Axis = generator.chance(0.33) ? .horizontal : .vertical
        configuration.scrollDirection = axis
        configuration.lineSpacing = stickySpacing()
        var inset = insets()
        if axis == .vertical {
            if inset.top + inset.bottom < 0 { inset.bottom = -inset.top }
            if boundsSize.width - inset.left - inset.right < 0 { inset.right = boundsSize.width - inset.left }
        } else {
            if inset.left + inset.right < 0 { inset.right = -inset.left }
            if boundsSize.height - inset.top - inset.bottom < 0 { inset.bottom = boundsSize.height - inset.top }
        }
        configuration.sectionInset = inset
        configuration.topInset = generator.chance(0.5) ? 0 : generator.length(in: -40...120)
        let sections = (0..<sectionCount()).map { _ in
            var section = StickyCardsLayout.Section(items: .list([]))
            if generator.chance(0.2) { section.lineSpacing = stickySpacing() }
            let spacing = section.lineSpacing ?? configuration.lineSpacing
            section.items = itemSizes { Self.stickyCardSize(minimumLength: Swift.max(0, -spacing), axis: axis, using: &$0) }
            return section
        }
        return StickyCardsLayout(configuration: configuration, sections: sections)
    }

    /// A line spacing: mostly negative (overlapping cards, the seed's look),
    /// sometimes zero or positive.
    mutating func stickySpacing() -> Double {
        switch generator.int(in: 0...9) {
        case 0: 0
        case 1, 2: generator.length(in: 0.5...30)
        default: -generator.length(in: 0.5...120)
        }
    }

    /// A card size at least `minimumLength` long along `axis`: from a short
    /// list half the time; the length across is random (the layout ignores it).
    static func stickyCardSize(minimumLength: Double, axis: Axis, using generator: inout SeededGenerator) -> Size {
        let length = generator.chance(0.5)
            ? Swift.max(minimumLength, generator.pick([0, 40, 120, 120, 160, 200]))
            : minimumLength + generator.length(in: 0...200)
        return Size(main: length, cross: generator.length(in: 0...400), mainAxis: axis)
    }
}
