extension StickyCardsLayout {
    /// The layout-wide values: those a sticky-card stack built on a
    /// `UICollectionViewFlowLayout` sets (`itemSize`, a negative `minimumLineSpacing`)
    /// plus the pin offset `contentInset.top`.
    public struct Configuration: Hashable, Sendable {
        /// Distance between the end of a card and the start of the next one along
        /// the scroll axis; negative values make cards overlap (a stack of cards).
        /// Exact, not a minimum: there is one card per line. Default 10.
        public var lineSpacing: Double = 10
        /// Insets around each section's cards; left and right set the width of
        /// every card. Default zero.
        public var sectionInset = EdgeInsets.zero
        /// How far below the top of the visible bounds cards pin (the UIKit original's
        /// `contentInset.top`); may be negative. Default 0.
        public var topInset: Double = 0

        /// The configuration with the defaults above.
        public init() {}
    }

    /// One section's cards and its override of the line spacing.
    public struct Section: Hashable, Sendable {
        /// The cards' sizes: only the height counts (every card is as wide as the
        /// bounds minus the section inset).
        public var items: ItemSizes
        /// Overrides `lineSpacing` between this section's cards.
        public var lineSpacing: Double?

        /// Creates a section.
        public init(items: ItemSizes, lineSpacing: Double? = nil) {
            self.items = items
            self.lineSpacing = lineSpacing
        }
    }
}
