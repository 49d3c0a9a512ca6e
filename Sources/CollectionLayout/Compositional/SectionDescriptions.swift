/// The section descriptions of one prepare, each distinct one kept once: a
/// photo library's 44,000 days follow one description, an App Store page's
/// 62,000 sections four. Prepare then resolves each distinct description
/// once (kind codes, whether its group is templatable) instead of copying
/// and walking a description per section.
struct SectionDescriptions {
    /// The distinct descriptions, in order of first use.
    var distinct: [CollectionLayoutSection] = []
    /// For each section, the position of its description in `distinct`.
    var ofSection: [Int32] = []

    /// How many of the last distinct descriptions a new one is compared with.
    static let recentCount = 8

    /// The position in `distinct` of a description the same as
    /// `description`, among the last `recentCount`, or `nil`.
    /// - Complexity: O(recentCount) comparisons.
    func recentPosition(of description: borrowing CollectionLayoutSection) -> Int32? {
        // Through the buffer: `distinct[position]` copied the description
        // (its arrays retained and released) per comparison, per section.
        distinct.withUnsafeBufferPointer { distinct in
            var position = distinct.count - 1
            while position >= 0, position >= distinct.count - Self.recentCount {
                if Self.isSame(distinct[position], description) { return Int32(truncatingIfNeeded: position) }
                position -= 1
            }
            return nil
        }
    }

    /// Whether `a` and `b` lay out the same: every value equal, and no
    /// visible-items handler (closures cannot be compared, so a description
    /// with one is never taken for another). Arrays that share their storage
    /// compare in O(1) (`Array ==` checks identity first), so a provider's
    /// copies of one description compare in O(1) each.
    /// - Complexity: O(1) for shared storage, O(description) otherwise.
    static func isSame(_ a: borrowing CollectionLayoutSection, _ b: borrowing CollectionLayoutSection) -> Bool {
        a.visibleItemsInvalidationHandler == nil && b.visibleItemsInvalidationHandler == nil
            && a.contentInsets == b.contentInsets && a.interGroupSpacing == b.interGroupSpacing
            && a.orthogonalScrollingBehavior == b.orthogonalScrollingBehavior
            && a.boundarySupplementaryItems == b.boundarySupplementaryItems && a.decorationItems == b.decorationItems
            && a.group == b.group
    }
}
