import CLayoutPeers
import CollectionLayout

/// A layout's item sizes as the prepare peers read them: one C descriptor per
/// section and every listed size in one contiguous array of `{width, height}`
/// pairs. Converted once, outside what the benchmark times, as our layouts get
/// their `ItemSizes` ready-made.
struct PeerSections {
    /// One descriptor per section (uniform, or an offset into `sizes`).
    let sections: [layout_peer_section]
    /// The listed sizes of every section, concatenated as doubles.
    let sizes: [Double]
    /// The frames a layout of these sections has: every item, and a header
    /// per section when `headers` was set.
    let elementCount: Int

    /// Converts `items`, one entry per section, each under a header when `headers` is set.
    /// - Complexity: O(listed sizes)
    init(_ items: [ItemSizes], headers: Bool) {
        var sections: [layout_peer_section] = []
        var sizes: [Double] = []
        sections.reserveCapacity(items.count)
        for section in items {
            switch section {
            case .uniform(let count, let size):
                sections.append(layout_peer_section(count: Int64(count), sizes_offset: -1, width: size.width, height: size.height))
            case .list(let list):
                sections.append(layout_peer_section(count: Int64(list.count), sizes_offset: Int64(sizes.count / 2), width: 0, height: 0))
                for size in list { sizes += [size.width, size.height] }
            }
        }
        self.sections = sections
        self.sizes = sizes
        elementCount = items.reduce(0) { $0 + $1.count } + (headers ? items.count : 0)
    }

    /// Calls `write` with the descriptors, their count and the sizes, then
    /// `frames` as doubles, where it writes `count` frames.
    /// - Precondition: `frames.count >= count`.
    /// - Complexity: O(1) besides `write`.
    func write<Result>(
        _ count: Int, into frames: UnsafeMutableBufferPointer<Rect>,
        _ write: (UnsafePointer<layout_peer_section>?, Int64, UnsafePointer<Double>?, UnsafeMutablePointer<Double>?) -> Result
    ) -> Result {
        precondition(frames.count >= count, "room for \(count) frames needed, got \(frames.count)")
        precondition(PeerFrames.layoutMatches, "Rect is no longer four packed doubles {x, y, width, height}")
        let output = UnsafeMutableRawPointer(frames.baseAddress)?.assumingMemoryBound(to: Double.self)
        return sections.withUnsafeBufferPointer { sections in
            sizes.withUnsafeBufferPointer { sizes in
                write(sections.baseAddress, Int64(sections.count), sizes.baseAddress, output)
            }
        }
    }
}
