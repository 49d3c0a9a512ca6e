import CollectionLayout
import LayoutWorkloads

/// How a random frame set for raw index tests is shaped along the main axis.
public enum FrameShape: String, Hashable, Sendable, CaseIterable {
    /// Short intervals in start order, like a layout emitting top to bottom.
    case sortedStarts
    /// The same intervals, shuffled: forces `IntervalTreeIndex` to sort and
    /// `SortedColumnIndex` to keep suffix minima of starts.
    case unsorted
    /// Long intervals piled on each other (calendar events, decorations).
    case heavyOverlap
    /// Few distinct start values, many frames sharing each.
    case identicalStarts
    /// About half the frames without extent along the main axis, or across it.
    case zeroLength
    /// Mostly short intervals in order, with a few huge ones mixed in anywhere.
    case sortedWithGiants
}

extension RandomLayouts {
    /// `count` random frames of `shape` along `axis`, on a half-point grid.
    /// - Complexity: O(count), O(count log count) for sorted shapes.
    public mutating func frames(count: Int, shape: FrameShape, axis: Axis = .vertical) -> [Rect] {
        let extent = Double(Swift.max(count, 1)) * 20
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        for _ in 0..<count {
            var start = generator.length(in: 0...extent)
            var length = generator.length(in: 0...60)
            switch shape {
            case .sortedStarts, .unsorted: break
            case .heavyOverlap: length = generator.length(in: 0...(extent / 2))
            case .identicalStarts: start = Double(generator.int(in: 0...4)) * extent / 4
            case .zeroLength: if generator.chance(0.5) { length = 0 }
            case .sortedWithGiants: if generator.chance(0.02) { length = generator.length(in: 0...extent) }
            }
            var crossStart = generator.length(in: -20...400)
            var crossLength = generator.length(in: 0...200)
            if shape == .zeroLength, generator.chance(0.2) { crossLength = 0 }
            if generator.chance(0.05) { (crossStart, crossLength) = (-1000, 3000) }
            frames.append(Rect(mainStart: start, mainLength: length, crossStart: crossStart, crossLength: crossLength, mainAxis: axis))
        }
        switch shape {
        case .unsorted, .heavyOverlap, .identicalStarts, .zeroLength: break
        case .sortedStarts, .sortedWithGiants: frames.sort { $0.min(axis) < $1.min(axis) }
        }
        return frames
    }

    /// A random partition of `count` slots into `laneCount` lanes (some possibly
    /// empty); each lane lists its slots in increasing order, or shuffled when
    /// `shuffled` is set.
    /// - Complexity: O(count)
    public mutating func lanes(count: Int, laneCount: Int, shuffled: Bool = false) -> [[Int32]] {
        var lanes = [[Int32]](repeating: [], count: laneCount)
        for slot in 0..<count { lanes[generator.int(in: 0...(laneCount - 1))].append(Int32(slot)) }
        if shuffled {
            for lane in lanes.indices { lanes[lane].shuffle(using: &generator) }
        }
        return lanes
    }

    /// Random query rects for raw frames spread over `0 ..< count * 20` along
    /// `axis`: empty, tiny, touching a frame's edge, equal to a frame, bands
    /// across the whole cross axis, huge, and random.
    /// - Complexity: O(1) per rect.
    public mutating func rects(over frames: [Rect], count: Int, axis: Axis = .vertical) -> [Rect] {
        let extent = Double(Swift.max(frames.count, 1)) * 20
        return (0..<count).map { _ in
            switch generator.int(in: 0...7) {
            case 0:
                let start = generator.length(in: -10...extent)
                return Rect(mainStart: start, mainLength: generator.pick([0, 0.25, 1]), crossStart: 0, crossLength: generator.pick([0, 0.25, 400]), mainAxis: axis)
            case 1, 2:
                guard !frames.isEmpty else { return .zero }
                let frame = generator.pick(frames)
                let length = generator.length(in: 0.5...100), overlap = generator.chance(0.3) ? generator.pick([0.25, 0.125, 1.0 / 1024]) : 0
                let start = generator.chance(0.5) ? frame.max(axis) - overlap : frame.min(axis) - length + overlap
                return Rect(mainStart: start, mainLength: length, crossStart: -50, crossLength: 500, mainAxis: axis)
            case 3:
                return frames.isEmpty ? .zero : generator.pick(frames)
            case 4:
                return Rect(mainStart: -1e6, mainLength: 2e6 + extent, crossStart: -1e6, crossLength: 2e6, mainAxis: axis)
            case 5:
                let start = generator.length(in: -100...(extent + 100))
                return Rect(mainStart: start, mainLength: generator.length(in: 0.5...(extent / 4 + 1)), crossStart: -1000, crossLength: 3000, mainAxis: axis)
            default:
                let start = generator.length(in: -100...(extent + 100))
                return Rect(
                    mainStart: start, mainLength: generator.length(in: 0.5...300),
                    crossStart: generator.length(in: -50...400), crossLength: generator.length(in: 0.5...300), mainAxis: axis
                )
            }
        }
    }
}
