/// Layout-wide values of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The axis the collection view scrolls along.
    public var scrollDirection: Axis
    /// Space between consecutive sections.
    public var interSectionSpacing: Double
    /// Headers and footers of the whole content (index path `(0, 0)`).
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem]

    /// Creates a configuration.
    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0, boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
