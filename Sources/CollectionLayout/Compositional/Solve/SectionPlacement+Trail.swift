extension SectionPlacement {
    /// Appends the section's badges after its cells: as an implied trail,
    /// storing no frame, when they are one per cell from item 0 (items 0, 1,
    /// 2... in order) of one kind and zIndex and an anchor reproduces every
    /// frame from its cell's stored frame (`PreparedLayoutBuilder.implyTrail`);
    /// else each one stored.
    /// - Complexity: O(badges), plus O(nodes of the group tree) when the
    ///   badges' own placement is tried.
    func appendTrail(_ badges: [PlacedSupplementary], background: Int32?, kinds: SupplementaryKindTable, into builder: inout PreparedLayoutBuilder) {
        if let first = badges.first, Self.isTrail(badges) {
            let implied = badges.withUnsafeBufferPointer { badges in
                builder.implyTrail(
                    kindCode: first.kindCode, zIndex: Self.promoted(first.zIndex, above: background), count: badges.count,
                    placement: { placementAnchor(of: first, kinds: kinds) }, trail: { badges[$0].frame }
                )
            }
            if implied { return }
        }
        for badge in badges {
            builder.appendElement(kindCode: badge.kindCode, frame: badge.frame, item: Int(badge.item), lane: CompositionalLane.badges.lane, zIndex: Self.promoted(badge.zIndex, above: background))
        }
    }

    /// Whether `badges` are items 0, 1, 2... in order, of one kind and zIndex.
    /// - Complexity: O(badges)
    static func isTrail(_ badges: [PlacedSupplementary]) -> Bool {
        guard let first = badges.first else { return false }
        for (item, badge) in badges.enumerated() where badge.item != Int32(truncatingIfNeeded: item) || badge.kindCode != first.kindCode || badge.zIndex != first.zIndex {
            return false
        }
        return true
    }

    /// The anchor of the supplementary item that placed `badge`, sized as
    /// it is: the group's only supplementary item of its kind and zIndex
    /// (every one of them equal), or `nil` when there are several.
    /// - Complexity: O(nodes of the group tree)
    func placementAnchor(of badge: PlacedSupplementary, kinds: SupplementaryKindTable) -> TrailAnchor? {
        var found: CollectionLayoutSupplementaryItem?, several = false
        func visitItems(_ items: [CollectionLayoutSupplementaryItem]) {
            for item in items where kinds.code(for: item.elementKind) == badge.kindCode && Int32(truncatingIfNeeded: item.zIndex) == badge.zIndex {
                if let found, found != item { several = true }
                found = item
            }
        }
        func visitGroup(_ group: CollectionLayoutGroup) {
            visitItems(group.supplementaryItems)
            switch group.arrangement {
            case .subitems(let children, _): for child in children { visitChild(child) }
            case .equalSubitems(let child, _, _), .repeatingSubitem(let child, _, _): visitChild(child)
            case .custom: break
            }
        }
        func visitChild(_ child: CollectionLayoutSubitem) {
            switch child {
            case .item(let item): visitItems(item.supplementaryItems)
            case .group(let group): visitGroup(group)
            }
        }
        visitGroup(description.group)
        guard let found, !several else { return nil }
        return TrailAnchor(edges: found.containerAnchor.edges, offset: found.containerAnchor.offset, size: badge.frame.size)
    }
}
