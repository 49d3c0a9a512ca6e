/// Whether a section's group can be solved once and its repetitions placed
/// arithmetically (rule 5): nothing inside it is estimated (so no
/// repetition depends on its items' measured sizes) and it has no custom
/// provider closure (whose answer could differ per call).
///
/// A templated section costs one solve plus O(1) per element: repetition k
/// is the template moved by k × (group length + interGroupSpacing). The last
/// repetition, when it holds fewer items, is a template of its own (its
/// flexible spacing shares a different left-over room), of that item count,
/// kept in the same `GroupTemplateCache`: a photo library's days end in one
/// of five partial groups, solved once each rather than once per day.
enum GroupTemplate {
    /// Whether `group` is templatable.
    /// - Complexity: O(nodes of the group tree)
    static func isTemplatable(_ group: CollectionLayoutGroup) -> Bool {
        guard !group.layoutSize.widthDimension.isEstimated, !group.layoutSize.heightDimension.isEstimated else { return false }
        switch group.arrangement {
        case .custom(.provider): return false
        case .custom(.frames): return true
        case .subitems(let children, _): return children.allSatisfy(isTemplatable)
        case .equalSubitems(let child, _, _), .repeatingSubitem(let child, _, _): return isTemplatable(child)
        }
    }

    private static func isTemplatable(_ child: CollectionLayoutSubitem) -> Bool {
        switch child {
        case .item(let item): !item.layoutSize.widthDimension.isEstimated && !item.layoutSize.heightDimension.isEstimated
        case .group(let group): isTemplatable(group)
        }
    }

    /// Whether `group` or a group inside it is custom: only a custom group's
    /// items carry a zIndex of their own (every other cell's is 0).
    /// - Complexity: O(nodes of the group tree)
    static func hasCustomItems(_ group: CollectionLayoutGroup) -> Bool {
        switch group.arrangement {
        case .custom: return true
        case .subitems(let children, _): return children.contains(where: hasCustomItems)
        case .equalSubitems(let child, _, _), .repeatingSubitem(let child, _, _): return hasCustomItems(child)
        }
    }

    private static func hasCustomItems(_ child: CollectionLayoutSubitem) -> Bool {
        if case .group(let group) = child { return hasCustomItems(group) }
        return false
    }

    /// Badges per item in one pass over `group`'s children (its own and its
    /// nested groups' supplementary items included): a capacity hint, so the
    /// builder's arrays grow once even on a page with a badge per item.
    /// - Complexity: O(nodes of the group tree)
    static func badgesPerItem(_ group: CollectionLayoutGroup) -> Double {
        let (items, badges) = itemsAndBadges(group)
        return items > 0 ? Double(badges) / Double(items) : 0
    }

    private static func itemsAndBadges(_ group: CollectionLayoutGroup) -> (Int, Int) {
        var items = 0, badges = group.supplementaryItems.count
        func add(_ child: CollectionLayoutSubitem) {
            switch child {
            case .item(let item): items += 1; badges += item.supplementaryItems.count
            case .group(let nested): let (i, b) = itemsAndBadges(nested); items += i; badges += b
            }
        }
        switch group.arrangement {
        case .subitems(let children, _): children.forEach(add)
        case .equalSubitems(let child, _, _), .repeatingSubitem(let child, _, _): add(child)
        case .custom(.frames(let frames)): items += frames.count
        case .custom(.provider): items += 1
        }
        return (items, badges)
    }
}
