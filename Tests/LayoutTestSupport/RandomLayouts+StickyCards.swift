import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random sticky-card layout for a collection view of `boundsSize`:
    /// overlapping and spaced cards, per-section spacings, insets that are
    /// sometimes negative, pin offsets above and below the top, and card
    /// heights from a short list (so equal heights, which cover each other, are
    /// common) or anywhere, zero included where the spacing allows it.
    ///
    /// Every generated layout prepares: heights are at least `-lineSpacing`
    /// (cards start in order), `inset.top + inset.bottom >= 0` (no section
    /// starts before the previous one's last card), and the side insets leave
    /// the cards a width of at least 0.
    /// - Complexity: O(items)
    public mutating func stickyCardsLayout(boundsSize: Size) -> StickyCardsLayout {
        var configuration = StickyCardsLayout.Configuration()
        configuration.lineSpacing = stickySpacing()
        var inset = insets()
        if inset.top + inset.bottom < 0 { inset.bottom = -inset.top }
        if boundsSize.width - inset.left - inset.right < 0 { inset.right = boundsSize.width - inset.left }
        configuration.sectionInset = inset
        configuration.topInset = generator.chance(0.5) ? 0 : generator.length(in: -40...120)
        let sections = (0..<sectionCount()).map { _ in
            var section = StickyCardsLayout.Section(items: .list([]))
            if generator.chance(0.2) { section.lineSpacing = stickySpacing() }
            let spacing = section.lineSpacing ?? configuration.lineSpacing
            section.items = itemSizes { Self.stickyCardSize(minimumHeight: Swift.max(0, -spacing), using: &$0) }
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

    /// A card size of at least `minimumHeight`: from a short list half the time.
    static func stickyCardSize(minimumHeight: Double, using generator: inout SeededGenerator) -> Size {
        let height = generator.chance(0.5)
            ? Swift.max(minimumHeight, generator.pick([0, 40, 120, 120, 160, 200]))
            : minimumHeight + generator.length(in: 0...200)
        return Size(width: generator.length(in: 0...400), height: height)
    }
}
