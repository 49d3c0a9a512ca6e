/// Solves one group instance (rules 2 to 5): nested groups, `subitems`,
/// `equalSubitems`, `repeatingSubitem` and custom arrangements, fixed and
/// flexible inter-item and edge spacing, content insets, estimated and
/// `uniformAcrossSiblings` dimensions.
///
/// Each child is solved at its own origin, then moved once its group knows
/// where it goes (sizes along estimated axes, flexible spacing and centring
/// on the cross axis are known only after every child is solved). A child
/// item's cell is a placeholder until then, so cells stay in item order.
///
/// The solver keeps its scratch (child records, path) between solves and
/// writes into a `GroupSolution` whose arrays keep their storage: solving a
/// repetition allocates nothing once they have grown (a custom provider
/// closure's own array excepted).
///
/// - Complexity: O(items × depth) per group instance: each element is moved
///   once per enclosing group.
struct GroupSolver {
    /// The section's measured sizes (zero: not measured).
    private(set) var measured: ItemSizes
    /// The section's supplementary kind codes.
    private(set) var kinds: SupplementaryKindTable
    /// The children of the groups being solved, innermost last.
    var records: [ChildRecord] = []
    /// The item children of the groups being solved (`ChildRecord.itemIndex`).
    var childItems: [CollectionLayoutItem] = []
    /// Where the solver is in the group tree, for error paths.
    var path: [PathComponent] = []
    /// The first item of the top-level group being solved.
    var rootFirstItem = 0

    /// A solver for a section's group.
    init(measured: ItemSizes, kinds: SupplementaryKindTable) {
        self.measured = measured
        self.kinds = kinds
    }

    /// Starts a section with `measured` sizes and `kinds` (registered for
    /// its group), keeping the scratch's storage: a prepare's sections then
    /// allocate no solver of their own.
    /// - Complexity: O(1)
    mutating func begin(measured: ItemSizes, kinds: SupplementaryKindTable) {
        self.measured = measured
        self.kinds = kinds
        records.removeAll(keepingCapacity: true)
        childItems.removeAll(keepingCapacity: true)
        path.removeAll(keepingCapacity: true)
    }

    /// Solves `group` in `container` (the section's content area) holding at
    /// most `limit` items from `firstItem` on, into `solution` (emptied first).
    /// - Throws: `LayoutError` for a group that cannot fit its first item,
    ///   repeated subitems that do not fit, bad custom frames, negative sizes.
    /// - Complexity: O(items × depth)
    mutating func solve(
        _ group: CollectionLayoutGroup, in container: Size, firstItem: Int, limit: Int, into solution: inout GroupSolution
    ) throws(LayoutError) {
        solution.reset()
        rootFirstItem = firstItem
        let proposed = DimensionResolver.size(group.layoutSize, in: container)
        solution.size = try solveGroup(group, proposed: proposed, firstItem: firstItem, limit: limit, into: &solution)
    }

    /// Solves `group` at its own origin and returns its size.
    mutating func solveGroup(
        _ group: CollectionLayoutGroup, proposed: Size, firstItem: Int, limit: Int, into out: inout GroupSolution
    ) throws(LayoutError) -> Size {
        let badgeBase = out.supplementaries.count
        let itemOffset = Int32(truncatingIfNeeded: firstItem - rootFirstItem)
        for badge in group.supplementaryItems {
            out.supplementaries.append(PlacedSupplementary(frame: .zero, kindCode: kinds.code(for: badge.elementKind), zIndex: Int32(truncatingIfNeeded: badge.zIndex), item: itemOffset))
        }
        let insets = group.contentInsets
        let inner = Size(width: proposed.width - insets.total(.horizontal), height: proposed.height - insets.total(.vertical))
        guard inner.width >= 0, inner.height >= 0 else {
            throw error([], "the group's content insets exceed its size (\(proposed.width) x \(proposed.height))")
        }
        let size: Size
        switch group.arrangement {
        case .custom(let provider):
            size = try solveCustom(provider, proposed: proposed, limit: limit, into: &out)
        case .subitems(_, let axis), .equalSubitems(_, _, let axis), .repeatingSubitem(_, _, let axis):
            size = try solveLinear(group, axis: axis, proposed: proposed, inner: inner, firstItem: firstItem, limit: limit, into: &out)
        }
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for (offset, badge) in group.supplementaryItems.enumerated() {
            out.supplementaries[badgeBase + offset].frame = SupplementaryPlacement.frame(of: badge, on: frame)
        }
        return size
    }

    /// A custom group (rule 4): one cell per frame, at most `limit`.
    private mutating func solveCustom(
        _ provider: CollectionLayoutGroupCustomItemProvider, proposed: Size, limit: Int, into out: inout GroupSolution
    ) throws(LayoutError) -> Size {
        let items: [CollectionLayoutGroupCustomItem]
        switch provider {
        case .frames(let frames): items = frames
        case .provider(let compute): items = compute(CollectionLayoutEnvironment(container: .init(contentSize: proposed)))
        }
        guard !items.isEmpty else { throw error([], "a custom group must give at least one frame") }
        for (index, item) in items.prefix(limit).enumerated() {
            let f = item.frame
            let tolerance = 1e-9
            guard f.isValid, f.minX >= -tolerance, f.minY >= -tolerance,
                  f.maxX <= proposed.width + tolerance, f.maxY <= proposed.height + tolerance
            else {
                throw error([.key("frames"), .index(index)], "frame \(f) must be finite, of non-negative size and inside the group (\(proposed.width) x \(proposed.height))")
            }
            guard let z = Int32(exactly: item.zIndex) else { throw error([.key("frames"), .index(index), .key("zIndex")], "must fit in 32 bits, got \(item.zIndex)") }
            out.cells.append(PlacedCell(frame: f, zIndex: z))
        }
        return proposed
    }
}

extension GroupSolver {
    /// One step down the group tree, for error paths.
    enum PathComponent {
        /// `subitems[i]` of a `subitems` group.
        case subitems(Int)
        /// The `subitem` of an `equalSubitems` or `repeatingSubitem` group.
        case subitem
        /// The child of a `repeatingSubitem` group.
        case repeatingSubitem
    }

    /// A child of a group being solved: where its output is and where it goes.
    struct ChildRecord {
        /// For an item child, its index in `GroupSolver.childItems` (its cell is
        /// placed when the group is done); -1 for a group. An index, not the
        /// item: a record holding the item would not be trivially copyable, and
        /// every read of `records[i]` would copy and retain it.
        var itemIndex: Int32
        var edgeSpacing: CollectionLayoutEdgeSpacing?
        /// Its room (an item) or its resolved size (a group).
        var size: Size
        var cells: Range<Int>
        var supplementaries: Range<Int>
        var component: PathComponent
        /// Its position in the group's inner area, along the group axis and across.
        var along = 0.0
        var across = 0.0
        /// Whether it is an item sized `uniformAcrossSiblings` along x, along y
        /// (kept here: reading `item` in the sizing loops would copy the whole item).
        var uniformWidth = false
        var uniformHeight = false

        /// Whether it is an item sized `uniformAcrossSiblings` along `axis`.
        func isUniform(along axis: Axis) -> Bool { axis == .horizontal ? uniformWidth : uniformHeight }
    }

    /// The error at the current group (`suffix` appended), with `message`.
    func error(_ suffix: LayoutPath, _ message: String) -> LayoutError {
        LayoutError(path: currentPath() + suffix, message: message)
    }

    /// The path of the group being solved, relative to its section's
    /// description (`group.subitems[1]`); the layout prefixes the section.
    func currentPath() -> LayoutPath {
        var result: LayoutPath = [.key("group")]
        for component in path {
            switch component {
            case .subitems(let index): result.components += [.key("subitems"), .index(index)]
            case .subitem: result.components.append(.key("equalSubitems"))
            case .repeatingSubitem: result.components.append(.key("repeatingSubitem"))
            }
        }
        return result
    }

    /// The child at step `step` of `arrangement` and its path component.
    @inline(__always)
    func child(_ step: Int, of arrangement: CollectionLayoutGroup.Arrangement) -> (CollectionLayoutSubitem, PathComponent) {
        switch arrangement {
        case .subitems(let children, _): (children[step % children.count], .subitems(step % children.count))
        case .equalSubitems(let child, _, _): (child, .subitem)
        case .repeatingSubitem(let child, _, _): (child, .repeatingSubitem)
        case .custom: preconditionFailure("a custom group has no subitems")
        }
    }
}
