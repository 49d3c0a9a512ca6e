extension StickyCardsLayout {
    /// The layout-wide values: those a sticky-card stack built on a
    /// `UICollectionViewFlowLayout` sets (`itemSize`, a negative `minimumLineSpacing`)
    /// plus the pin offset `contentInset.top`, and the scroll direction.
    public struct Configuration: Hashable, Sendable {
        /// The scroll axis, along which cards stack and pin: `.vertical` is the
        /// UIKit original's; `.horizontal` stacks cards left to right, each as tall
        /// as the bounds minus the section inset. Default `.vertical`.
        public var scrollDirection = Axis.vertical
        /// Distance between the end of a card and the start of the next one along
        /// the scroll axis; negative values make cards overlap (a stack of cards).
        /// Exact, not a minimum: there is one card per line. Default 10.
        public var lineSpacing: Double = 10
        /// Insets around each section's cards; across the scroll axis (left and
        /// right when vertical, top and bottom when horizontal) they set every
        /// card's cross-axis length. Default zero.
        public var sectionInset = EdgeInsets.zero
        /// How far past the leading edge of the visible bounds along the scroll
        /// axis cards pin: below the top when vertical (the UIKit original's
        /// `contentInset.top`), right of the left edge when horizontal; may be
        /// negative. Default 0.
        public var topInset: Double = 0

        /// The configuration with the defaults above.
        public init() {}
    }

    /// One section's cards and its override of the line spacing.
    public struct Section: Hashable, Sendable {
        /// The cards' sizes: only the length along the scroll axis counts (the
        /// height when vertical, the width when horizontal); across, every card
        /// spans the bounds minus the section inset.
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
