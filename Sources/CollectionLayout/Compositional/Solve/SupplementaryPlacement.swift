/// The kind codes of a section's supplementary items (badges), registered
/// once per section description so that the solver never searches the
/// builder's kind table per element.
struct SupplementaryKindTable {
    private var kinds: [ElementKind] = []
    private var codes: [UInt16] = []

    /// Registers every supplementary kind of `group` and its descendants.
    /// - Complexity: O(nodes of the group tree × kinds)
    mutating func register(_ group: CollectionLayoutGroup, builder: inout PreparedLayoutBuilder) {
        for item in group.supplementaryItems { register(item.elementKind, builder: &builder) }
        switch group.arrangement {
        case .subitems(let children, _): for child in children { register(child, builder: &builder) }
        case .equalSubitems(let child, _, _), .repeatingSubitem(let child, _, _): register(child, builder: &builder)
        case .custom: break
        }
    }

    private mutating func register(_ child: CollectionLayoutSubitem, builder: inout PreparedLayoutBuilder) {
        switch child {
        case .item(let item): for badge in item.supplementaryItems { register(badge.elementKind, builder: &builder) }
        case .group(let group): register(group, builder: &builder)
        }
    }

    private mutating func register(_ kind: ElementKind, builder: inout PreparedLayoutBuilder) {
        guard !kinds.contains(kind) else { return }
        kinds.append(kind)
        codes.append(builder.code(for: .supplementary, kind))
    }

    /// The code of `kind`, registered before.
    /// - Complexity: O(kinds of the section), a handful.
    @inline(__always)
    func code(for kind: ElementKind) -> UInt16 {
        for index in kinds.indices where kinds[index] == kind { return codes[index] }
        preconditionFailure("supplementary kind \(kind) was not registered")
    }
}

/// Places supplementary items on their container (rule 8).
enum SupplementaryPlacement {
    /// The frame of `item` on `container`: sized against the container; on
    /// each axis a named edge aligns the same edges of both, no named edge
    /// centres it; then the anchor's offset moves it (points, or fractions of
    /// its own size).
    /// - Complexity: O(1)
    static func frame(of item: CollectionLayoutSupplementaryItem, on container: Rect) -> Rect {
        let size = DimensionResolver.size(item.layoutSize, in: container.size)
        // The anchor's arithmetic is the placement: an implied trail element
        // (`ImpliedTrails`) is its anchor on its cell, bit for bit.
        return TrailAnchor(edges: item.containerAnchor.edges, offset: item.containerAnchor.offset, size: size).frame(on: container)
    }
}
