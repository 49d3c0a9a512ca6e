import CollectionLayout
import LayoutWorkloads

extension RandomLayouts {
    /// A random scroll offset for each orthogonal section of `prepared`,
    /// always in `0...maximumOffset`: the ends, half-point values, values
    /// with no exact binary form (0.1, a third, a random fraction of the
    /// maximum, where moving a frame and moving a rect round differently),
    /// and where the section's behaviour rests a random drag.
    /// - Complexity: O(S log g)
    public mutating func orthogonalOffsets(in prepared: PreparedLayout) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for section in prepared.orthogonalSectionIndices {
            guard let declaration = prepared.orthogonalSection(section) else { continue }
            let maximum = declaration.maximumOffset
            switch generator.int(in: 0...6) {
            case 0: offsets[section] = 0
            case 1: offsets[section] = maximum
            case 2: offsets[section] = generator.length(in: 0...maximum)
            case 3: offsets[section] = Swift.min(maximum, generator.pick([0.1, 1.0 / 3, 0.3, 100.7]))
            case 4:
                let start = generator.length(in: 0...maximum), proposed = generator.length(in: -100...(maximum + 100))
                offsets[section] = OrthogonalRestingOffset(declaration).offset(from: start, proposed: proposed)
            default: offsets[section] = maximum * Double.random(in: 0...1, using: &generator)
            }
        }
        return offsets
    }

    /// `count` queries of `prepared` as it is scrolled: about half from
    /// `queries(in:count:)`, the others aimed at the real (moved) frames of
    /// its orthogonal sections' elements: equal to one, touching one's edge
    /// from outside or overlapping it by a sliver, or a band across a strip.
    /// Real frames come from `PreparedLayoutOracle`, not from the engine.
    /// - Complexity: O(count + n)
    public mutating func scrolledQueries(in prepared: PreparedLayout, count: Int) -> [LayoutQuery] {
        let offsets = PreparedLayoutOracle.orthogonalOffsets(of: prepared)
        let stripSlots = offsets.indices.filter { offsets[$0] != nil }
        guard !stripSlots.isEmpty else { return queries(in: prepared, count: count) }
        let real = PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: prepared.defaultVisibleBounds)
        let axis = prepared.scrollAxis
        return (0..<count).map { _ in
            let visible = visibleBounds(in: prepared)
            let frame = real[generator.pick(stripSlots)]
            switch generator.int(in: 0...5) {
            case 0: return LayoutQuery(rect: frame, visibleBounds: visible)
            case 1, 2: return LayoutQuery(rect: touchingRect(around: frame), visibleBounds: visible)
            case 3:
                var band = frame
                band.origin[axis.cross] = generator.length(in: -50...Swift.max(0, prepared.boundsSize[axis.cross]))
                band.size[axis.cross] = generator.length(in: 0...prepared.boundsSize[axis.cross])
                return LayoutQuery(rect: band, visibleBounds: visible)
            default: return LayoutQuery(rect: queryRect(in: prepared), visibleBounds: visible)
            }
        }
    }
}
