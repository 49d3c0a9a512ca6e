import CollectionLayout

/// Checks a prepared layout's lookups against its storage: UIKit's
/// `layoutAttributesForItem(at:)` and friends must return exactly the
/// attributes of the stored element, and `nil` for what does not exist.
public enum LookupChecker {
    /// Compares every element's attributes (for `visibleBounds`) with its
    /// lookup, `allElements` with the slots, and probes missing index paths.
    /// - Returns: one line per mismatch; empty when every lookup agrees.
    /// - Complexity: O(n)
    public static func mismatches(in prepared: PreparedLayout, visibleBounds: Rect? = nil, label: String = "") -> [String] {
        var mismatches: [String] = []
        let visible = visibleBounds ?? prepared.defaultVisibleBounds
        let all = prepared.allElements(visibleBounds: visibleBounds)
        if all.count != prepared.elementCount { mismatches.append("\(label)allElements has \(all.count) of \(prepared.elementCount) elements") }
        var cellCounts = [Int](repeating: 0, count: prepared.numberOfSections)
        for slot in 0..<Swift.min(all.count, prepared.elementCount) {
            let expected = prepared.attributes(ofSlot: slot, visibleBounds: visible)
            if all[slot] != expected { mismatches.append("\(label)allElements[\(slot)] is \(all[slot]), expected \(expected)") }
            let found: LayoutAttributes?
            switch expected.category {
            case .cell:
                found = prepared.attributesForItem(at: expected.indexPath, visibleBounds: visibleBounds)
                if cellCounts.indices.contains(expected.indexPath.section) { cellCounts[expected.indexPath.section] += 1 }
            case .supplementary:
                found = prepared.attributesForSupplementaryElement(ofKind: expected.kind, at: expected.indexPath, visibleBounds: visibleBounds)
            case .decoration:
                found = prepared.attributesForDecorationElement(ofKind: expected.kind, at: expected.indexPath, visibleBounds: visibleBounds)
            }
            if found != expected {
                mismatches.append("\(label)lookup of \(expected.category.name) \(expected.kind) \(expected.indexPath) gave \(found.map { "\($0)" } ?? "nil"), expected \(expected)")
            }
        }
        for section in 0..<prepared.numberOfSections {
            let count = prepared.numberOfItems(inSection: section) ?? -1
            if count != cellCounts[section] { mismatches.append("\(label)numberOfItems(inSection: \(section)) is \(count), \(cellCounts[section]) cells stored") }
            for item in [-1, count] where prepared.attributesForItem(at: IndexPath(item: item, section: section)) != nil {
                mismatches.append("\(label)attributesForItem(at: [\(section), \(item)]) is not nil")
            }
        }
        for section in [-1, prepared.numberOfSections] {
            if prepared.attributesForItem(at: IndexPath(item: 0, section: section)) != nil {
                mismatches.append("\(label)attributesForItem(at: [\(section), 0]) is not nil")
            }
            if prepared.attributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: section)) != nil {
                mismatches.append("\(label)header of section \(section) is not nil")
            }
            if prepared.numberOfItems(inSection: section) != nil {
                mismatches.append("\(label)numberOfItems(inSection: \(section)) is not nil")
            }
        }
        return mismatches
    }
}
