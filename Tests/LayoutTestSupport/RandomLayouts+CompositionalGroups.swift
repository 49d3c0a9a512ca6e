import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random compositional group whose fractions resolve against
    /// `container` (estimates count at their estimate, as the solver proposes
    /// them), nesting groups at most `depth` levels further down. With `fit`,
    /// its length along that axis usually fits in the parent's room, so that
    /// most groups can be solved; a few are made not to fit, to reach the
    /// solver's refusals.
    ///
    /// Every arrangement (`subitems`, `count`, `repeatingSubitem`, custom
    /// frames given or computed, some overlapping), fixed and flexible
    /// spacing, content insets, edge spacing and badges anchored anywhere.
    /// - Complexity: O(3^depth)
    mutating func compositionalGroup(in container: Size, depth: Int, level: Int = 0, fit: (axis: Axis, room: Double)? = nil) -> CollectionLayoutGroup {
        let size = CollectionLayoutSize(widthDimension: dimension(.horizontal, in: container, fit: fit), heightDimension: dimension(.vertical, in: container, fit: fit))
        let proposed = size.size(in: container)
        let insets = generator.chance(0.2) ? smallInsets(within: proposed) : .zero
        let inner = Size(width: proposed.width - (insets.leading + insets.trailing), height: proposed.height - (insets.top + insets.bottom))
        let axis = generator.pick(Axis.allCases)
        let spacing: CollectionLayoutSpacing? = generator.chance(0.5) ? nil
            : generator.chance(0.5) ? .fixed(generator.length(in: 0...12)) : .flexible(generator.length(in: 0...12))
        let gap = spacing?.minimum ?? 0
        let arrangement: CollectionLayoutGroup.Arrangement
        switch generator.int(in: 0...19) {
        case 0...10:
            let children = (0..<generator.int(in: 1...3)).map { _ in
                compositionalChild(in: inner, depth: depth, level: level, fit: (axis, inner[axis]))
            }
            arrangement = .subitems(children, axis: axis)
        case 11...13:
            let count = generator.int(in: 1...4)
            let equal = (inner[axis] - Double(count - 1) * gap) / Double(count)
            arrangement = .equalSubitems(compositionalChild(in: inner, depth: depth, level: level, fit: (axis, equal)), count: count, axis: axis)
        case 14...16:
            let count = generator.int(in: 1...3)
            let each = (inner[axis] - Double(count - 1) * gap) / Double(count)
            arrangement = .repeatingSubitem(compositionalChild(in: inner, depth: depth, level: level, fit: (axis, each)), count: count, axis: axis)
        default:
            arrangement = customArrangement(proposed: proposed)
        }
        return CollectionLayoutGroup(
            layoutSize: size, arrangement: arrangement, interItemSpacing: spacing, contentInsets: insets,
            edgeSpacing: generator.chance(0.15) ? edgeSpacing() : nil,
            supplementaryItems: generator.chance(0.15) ? badges(kindPrefix: "groupBadge\(level)-") : []
        )
    }

    /// An item or, while `depth` allows, now and then a nested group.
    mutating func compositionalChild(in container: Size, depth: Int, level: Int, fit: (axis: Axis, room: Double)) -> CollectionLayoutSubitem {
        if depth > 0, generator.chance(0.5) {
            return .group(compositionalGroup(in: container, depth: depth - 1, level: level + 1, fit: fit))
        }
        let size = CollectionLayoutSize(widthDimension: dimension(.horizontal, in: container, fit: fit), heightDimension: dimension(.vertical, in: container, fit: fit))
        return .item(CollectionLayoutItem(
            layoutSize: size, contentInsets: generator.chance(0.2) ? smallInsets(within: size.size(in: container)) : .zero,
            edgeSpacing: generator.chance(0.15) ? edgeSpacing() : nil, supplementaryItems: generator.chance(0.3) ? badges(kindPrefix: "badge") : []
        ))
    }

    /// A custom arrangement of one to four frames inside a group of `proposed`
    /// points: computed from the environment as fractions of the group's
    /// size, or given once in points; they may overlap.
    mutating func customArrangement(proposed: Size) -> CollectionLayoutGroup.Arrangement {
        let count = generator.int(in: 1...4)
        func span(_ generator: inout SeededGenerator) -> (start: Double, length: Double) {
            let start = generator.pick([0, 0.25, 1.0 / 3, 0.5, generator.length(in: 0...1, step: 0.125)])
            return (start, generator.length(in: 0...(1 - start), step: 0.125) * generator.pick([1, 2.0 / 3]))
        }
        let spans = (0..<count).map { _ in (x: span(&generator), y: span(&generator), z: generator.int(in: 0...2)) }
        if generator.chance(0.5) {
            return .custom(.provider { environment in
                let size = environment.container.contentSize
                return spans.map {
                    CollectionLayoutGroupCustomItem(frame: Rect(x: $0.x.start * size.width, y: $0.y.start * size.height, width: $0.x.length * size.width, height: $0.y.length * size.height), zIndex: $0.z)
                }
            })
        }
        let width = Swift.max(0, proposed.width), height = Swift.max(0, proposed.height)
        return .custom(.frames(spans.map {
            let x = generator.length(in: 0...width), y = generator.length(in: 0...height)
            return CollectionLayoutGroupCustomItem(frame: Rect(x: x, y: y, width: generator.length(in: 0...(width - x)), height: generator.length(in: 0...(height - y))), zIndex: $0.z)
        }))
    }

    /// A dimension along `axis` in `container`: along the fitted axis, usually
    /// no longer than the room (a fraction, a length, an estimate), sometimes
    /// longer; across, anything. Every kind: fractions of either axis,
    /// absolute, estimated and `uniformAcrossSiblings`.
    mutating func dimension(_ axis: Axis, in container: Size, fit: (axis: Axis, room: Double)?) -> CollectionLayoutDimension {
        let room = fit?.axis == axis ? Swift.max(0, fit!.room) : 300
        let fraction = generator.pick([1, 0.5, 1.0 / 3, 0.25, 0, generator.length(in: 0...1, step: 0.05)])
        func fitted(_ extent: Double) -> Double { extent > room && extent > 0 ? fraction * (room / extent) : fraction }
        let estimate = generator.length(in: 1...Swift.max(1, Swift.min(room, 150)))
        switch generator.int(in: 0...39) {
        case 0...14: return axis == .horizontal ? .fractionalWidth(fitted(container.width)) : .fractionalHeight(fitted(container.height))
        case 15...18: return axis == .horizontal ? .fractionalHeight(fitted(container.height)) : .fractionalWidth(fitted(container.width))
        case 19...27: return .absolute(generator.length(in: 0...room))
        case 28: return .absolute(room + generator.length(in: 0.5...60))
        case 29...35: return .estimated(estimate)
        default: return .uniformAcrossSiblings(estimate: estimate)
        }
    }

    /// Insets of at most a fifth of `size` along each axis.
    mutating func smallInsets(within size: Size) -> DirectionalEdgeInsets {
        func edge(_ extent: Double, _ generator: inout SeededGenerator) -> Double {
            generator.chance(0.4) ? 0 : generator.length(in: 0...Swift.max(0, extent / 5))
        }
        return DirectionalEdgeInsets(top: edge(size.height, &generator), leading: edge(size.width, &generator), bottom: edge(size.height, &generator), trailing: edge(size.width, &generator))
    }

    /// Edge spacing: each edge absent, fixed or flexible, a few points.
    mutating func edgeSpacing() -> CollectionLayoutEdgeSpacing {
        func edge(_ generator: inout SeededGenerator) -> CollectionLayoutSpacing? {
            switch generator.int(in: 0...2) {
            case 0: nil
            case 1: .fixed(generator.length(in: 0...6))
            default: .flexible(generator.length(in: 0...6))
            }
        }
        return CollectionLayoutEdgeSpacing(leading: edge(&generator), top: edge(&generator), trailing: edge(&generator), bottom: edge(&generator))
    }

    /// One or two badges of kinds `kindPrefix0`, `kindPrefix1`: small or a
    /// fraction of their container, anchored at any corner, edge or the
    /// centre, moved by points or by fractions of their size.
    mutating func badges(kindPrefix: String) -> [CollectionLayoutSupplementaryItem] {
        let corners: [DirectionalRectEdge] = [[], [.top], [.bottom], [.leading], [.trailing], [.top, .leading], [.top, .trailing], [.bottom, .leading], [.bottom, .trailing]]
        return (0..<generator.int(in: 1...2)).map { index in
            let size = CollectionLayoutSize(
                widthDimension: generator.chance(0.75) ? .absolute(generator.length(in: 0...24)) : .fractionalWidth(generator.pick([0.25, 0.5, 1])),
                heightDimension: generator.chance(0.75) ? .absolute(generator.length(in: 0...24)) : .fractionalHeight(generator.pick([0.25, 0.5, 1]))
            )
            let edges = generator.pick(corners)
            let anchor = generator.chance(0.5)
                ? CollectionLayoutAnchor(edges: edges, absoluteOffset: Point(x: generator.length(in: -12...12), y: generator.length(in: -12...12)))
                : CollectionLayoutAnchor(edges: edges, fractionalOffset: Point(x: generator.pick([-0.5, 0, 0.5, 1.0 / 3]), y: generator.pick([-0.5, 0, 0.5, -1.0 / 3])))
            return CollectionLayoutSupplementaryItem(layoutSize: size, elementKind: ElementKind("\(kindPrefix)\(index)"), containerAnchor: anchor, zIndex: generator.int(in: -1...2))
        }
    }
}
