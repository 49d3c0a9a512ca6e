/// One element's animation in a batch update: from its attributes before
/// (or where it appears from) to its attributes after (or where it goes).
public struct ElementAnimation: Hashable, Sendable {
    /// The starting attributes.
    public var from: LayoutAttributes
    /// The final attributes.
    public var to: LayoutAttributes
}

/// What a batch update did, for animating it: the index-path mapping, the
/// layout before and after, and UIKit's initial attributes for appearing and
/// final attributes for disappearing elements.
///
/// The defaults are `UICollectionViewFlowLayout`'s: an element that exists
/// before and after moves from its old frame to its new one; an inserted (or
/// reloaded) element fades in at its new frame (alpha 0 to 1); a deleted (or
/// reloaded) one fades out at its old frame.
public struct UpdateTransition<Layout: SectionedLayout>: Sendable {
    /// How index paths before map to index paths after.
    public let mapping: UpdateMapping
    /// The layout before the update.
    public let before: SegmentedLayout<Layout>
    /// The layout after the update.
    public let after: SegmentedLayout<Layout>
    /// The bounds before and after (for pinned elements).
    public let boundsBefore: Rect
    public let boundsAfter: Rect
    /// The rects the collection view showed before and shows after.
    public let queryRectBefore: Rect
    public let queryRectAfter: Rect

    /// Where the item at new index path `indexPath` appears from (UIKit's
    /// `initialLayoutAttributesForAppearingItem(at:)`): its attributes before the
    /// update if it existed, else its new attributes with alpha 0.
    /// - Throws: `CollectionViewError` for an index path that does not exist after the update.
    /// - Complexity: O(log S + changes in its section)
    public func initialAttributesForAppearingItem(at indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes {
        let final = try after(item: indexPath)
        if let old = try mapping.oldIndexPath(forNew: indexPath), !mapping.isReloaded(old),
           var initial = before.attributesForItem(at: old, visibleBounds: boundsBefore) {
            initial.indexPath = indexPath
            return initial
        }
        return Self.faded(final)
    }

    /// Where the item at old index path `indexPath` goes (UIKit's
    /// `finalLayoutAttributesForDisappearingItem(at:)`): its attributes after the
    /// update if it still exists, else its old attributes with alpha 0.
    /// - Throws: `CollectionViewError` for an index path that did not exist before the update.
    /// - Complexity: O(log S + changes in its section)
    public func finalAttributesForDisappearingItem(at indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes {
        guard let initial = before.attributesForItem(at: indexPath, visibleBounds: boundsBefore) else {
            try UpdateMapping.check(indexPath, counts: mapping.oldItemCounts)
            throw .itemOutOfRange(indexPath, itemCount: 0)
        }
        if !mapping.isReloaded(indexPath), let new = try mapping.newIndexPath(forOld: indexPath),
           let final = after.attributesForItem(at: new, visibleBounds: boundsAfter) {
            return final
        }
        return Self.faded(initial)
    }

    /// Where the supplementary element of `kind` of new section `indexPath.section`
    /// appears from: its attributes before if its section existed (and was not
    /// reloaded) and had one, else its new attributes with alpha 0; `nil` when
    /// the section has no such element after the update.
    /// - Throws: `CollectionViewError.sectionOutOfRange` for a section that does not exist after the update.
    /// - Complexity: O(kinds + log S)
    public func initialAttributesForAppearingSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes? {
        let old = try mapping.oldSection(forNew: indexPath.section)
        guard let final = after.attributesForSupplementaryElement(ofKind: kind, at: indexPath, visibleBounds: boundsAfter) else { return nil }
        if let old, !mapping.isReloaded(section: old),
           var initial = before.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: indexPath.item, section: old), visibleBounds: boundsBefore) {
            initial.indexPath = indexPath
            return initial
        }
        return Self.faded(final)
    }

    /// Where the supplementary element of `kind` of old section `indexPath.section`
    /// goes: its attributes after if its section survives (not reloaded) with
    /// one, else its old attributes with alpha 0; `nil` when it had none.
    /// - Throws: `CollectionViewError.sectionOutOfRange` for a section that did not exist before the update.
    /// - Complexity: O(kinds + log S)
    public func finalAttributesForDisappearingSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes? {
        let new = try mapping.newSection(forOld: indexPath.section)
        guard let initial = before.attributesForSupplementaryElement(ofKind: kind, at: indexPath, visibleBounds: boundsBefore) else { return nil }
        if let new, !mapping.isReloaded(section: indexPath.section),
           let final = after.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: indexPath.item, section: new), visibleBounds: boundsAfter) {
            return final
        }
        return Self.faded(initial)
    }

    /// The animation of every element shown before or after the update (in
    /// `queryRectBefore` or `queryRectAfter`), each once: what a collection view
    /// animates. Elements that stay move; others fade in or out.
    /// - Complexity: O(log n + k) queries plus O(changes) per element.
    public func animations() -> [ElementAnimation] {
        var animations: [ElementAnimation] = []
        var covered: Set<ElementIdentity> = []
        for element in after.elements(in: queryRectAfter, visibleBounds: boundsAfter) {
            let from: LayoutAttributes?
            switch element.category {
            case .cell: from = try? initialAttributesForAppearingItem(at: element.indexPath)
            default: from = (try? initialAttributesForAppearingSupplementaryElement(ofKind: element.kind, at: element.indexPath)) ?? nil
            }
            animations.append(ElementAnimation(from: from ?? Self.faded(element), to: element))
            covered.insert(ElementIdentity(element))
        }
        for element in before.elements(in: queryRectBefore, visibleBounds: boundsBefore) {
            let to: LayoutAttributes?
            switch element.category {
            case .cell: to = try? finalAttributesForDisappearingItem(at: element.indexPath)
            default: to = (try? finalAttributesForDisappearingSupplementaryElement(ofKind: element.kind, at: element.indexPath)) ?? nil
            }
            let final = to ?? Self.faded(element)
            // Shown after too: already animated from the other side.
            if final.alpha > 0, covered.contains(ElementIdentity(final)) { continue }
            animations.append(ElementAnimation(from: element, to: final))
        }
        return animations
    }

    func after(item indexPath: IndexPath) throws(CollectionViewError) -> LayoutAttributes {
        try UpdateMapping.check(indexPath, counts: mapping.newItemCounts)
        return after.attributesForItem(at: indexPath, visibleBounds: boundsAfter)!
    }

    static func faded(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var faded = attributes
        faded.alpha = 0
        return faded
    }
}

/// An element's identity after an update: category, kind, index path.
struct ElementIdentity: Hashable {
    let category: ElementCategory
    let kind: ElementKind
    let indexPath: IndexPath

    init(_ attributes: LayoutAttributes) {
        category = attributes.category
        kind = attributes.kind
        indexPath = attributes.indexPath
    }
}
