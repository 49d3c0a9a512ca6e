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
    /// `description`, among the last `recentCount`, or `nil`. The one after
    /// `previous` (the previous section's, wrapping to the first of the
    /// last `recentCount`) is compared first: a provider that cycles through
    /// a few descriptions (an App Store page's four kinds) is found in one
    /// comparison rather than a scan back from the newest.
    /// - Complexity: O(recentCount) comparisons.
    func recentPosition(of description: borrowing CollectionLayoutSection, after previous: Int32?) -> Int32? {
        // Through the buffer, each kept description compared in place:
        // `distinct[position]` copied the description (its arrays retained
        // and released) per comparison, per section.
        distinct.withUnsafeBufferPointer { distinct in
            let oldest = Swift.max(0, distinct.count - Self.recentCount)
            if let previous {
                let next = Int(previous) + 1 < distinct.count ? Int(previous) + 1 : oldest
                if next >= oldest, Self.isSame(distinct.baseAddress! + next, description) { return Int32(truncatingIfNeeded: next) }
            }
            var position = distinct.count - 1
            while position >= oldest {
                if Self.isSame(distinct.baseAddress! + position, description) { return Int32(truncatingIfNeeded: position) }
                position -= 1
            }
            return nil
        }
    }

    /// Whether `a` and `b` lay out the same: every value equal, and no
    /// visible-items handler (closures cannot be compared, so a description
    /// with one is never taken for another). Copies of one description
    /// (`CollectionLayoutSection.isSharingStorage`) compare in O(1), and so
    /// do arrays that share their storage (`Array ==` checks identity first).
    /// - Complexity: O(1) for shared storage, O(description) otherwise.
    static func isSame(_ a: UnsafePointer<CollectionLayoutSection>, _ b: borrowing CollectionLayoutSection) -> Bool {
        // Copies of one description share their storage: equal without
        // comparing fields. Else field by field through the pointer, the
        // plain values first: a kept description passed by value was
        // copied before each comparison.
        if a.pointee.visibleItemsInvalidationHandler == nil, a.pointee.isSharingStorage(with: b) { return true }
        return a.pointee.contentInsets == b.contentInsets && a.pointee.interGroupSpacing == b.interGroupSpacing
            && a.pointee.orthogonalScrollingBehavior == b.orthogonalScrollingBehavior
            && a.pointee.visibleItemsInvalidationHandler == nil && b.visibleItemsInvalidationHandler == nil
            && a.pointee.boundarySupplementaryItems == b.boundarySupplementaryItems && a.pointee.decorationItems == b.decorationItems
            && a.pointee.group == b.group
    }
}
