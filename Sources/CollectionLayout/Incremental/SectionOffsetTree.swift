/// Where each section starts along the scroll axis, kept up to date in
/// O(log S) per changed section (S sections), and which sections a position
/// falls in, in O(log S).
///
/// A perfect binary tree over the sections' lengths (leaves padded with empty
/// sections up to a power of two): each node holds its subtree's sum of
/// lengths, and the largest amount by which any element of the subtree reaches
/// before its section's start or past its end (negative insets do that), which
/// widens queries so they still find such elements.
///
/// After airbnb/MagazineLayout's `RowOffsetTracker` (a bottom-up segment tree
/// of per-row offsets whose parents are recomputed as left + right), applied to
/// sections instead of rows; the brief called for a Fenwick tree, and the
/// segment tree is chosen over it for exactness: a Fenwick tree updated by
/// adding deltas holds sums that depend on the order of past updates
/// (`(a + b) + (b' - b)` need not equal `a + b'` in floating point), whereas
/// here every node is recomputed from its children, so the tree is a pure
/// function of the current lengths and an incrementally updated layout is
/// bit-for-bit a freshly built one. Offsets are summed top-down along the path
/// to the leaf, exactly as the search descends, so the search and the offsets
/// agree to the last bit. The code is our own.
///
/// The nodes are a `ChunkedArray`, so a copy of the tree (a batch update keeps
/// the layout before it) shares them, and `setExtent` on a shared tree copies
/// the chunks on the leaf's path (about log2(S / 256) + 1 chunks of 8 KB), not
/// the tree.
///
/// - Complexity: build O(S); `offset(of:)`, `lastSection(startingAtOrBefore:)`
///   and `setExtent(_:of:)` O(log S) (plus the chunks on the path when the
///   tree is shared); memory 64 to 128 bytes per section (the padded tree has
///   2 to 4 nodes of 32 bytes per section).
public struct SectionOffsetTree: Sendable, Equatable {
    /// One section's extent along the scroll axis, in its own coordinates.
    public struct Extent: Hashable, Sendable {
        /// The section's length: where the next section starts, relative to its start.
        public var length: Double
        /// How far before the section's start its elements reach (0 when none do).
        public var leadingOverhang: Double
        /// How far past the section's end its elements reach (0 when none do).
        public var trailingOverhang: Double

        /// Creates an extent; overhangs below zero count as zero.
        public init(length: Double, leadingOverhang: Double = 0, trailingOverhang: Double = 0) {
            self.length = length
            self.leadingOverhang = Swift.max(0, leadingOverhang)
            self.trailingOverhang = Swift.max(0, trailingOverhang)
        }
    }

    /// A subtree's aggregates.
    struct Node: Equatable, Sendable {
        var sum = 0.0
        /// The sum of the absolute lengths: bounds every offset's magnitude.
        var magnitude = 0.0
        var leadingOverhang = 0.0
        var trailingOverhang = 0.0

        init() {}

        init(_ extent: Extent) {
            sum = extent.length
            magnitude = Swift.abs(extent.length)
            leadingOverhang = extent.leadingOverhang
            trailingOverhang = extent.trailingOverhang
        }

        init(_ left: Node, _ right: Node) {
            sum = left.sum + right.sum
            magnitude = left.magnitude + right.magnitude
            leadingOverhang = Swift.max(left.leadingOverhang, right.leadingOverhang)
            trailingOverhang = Swift.max(left.trailingOverhang, right.trailingOverhang)
        }
    }

    /// `nodes[1]` is the root; node `i` has children `2i` and `2i + 1`; leaf `s` is `capacity + s`.
    private var nodes: ChunkedArray<Node>
    /// The number of leaves: a power of two greater than `count`, so that `offset(of: count)` has a leaf.
    private let capacity: Int
    /// The number of sections.
    public let count: Int
    /// The number of sections whose length is negative: while there are any,
    /// offsets are not monotonic and the search must not be used.
    public private(set) var negativeLengthCount: Int

    /// Builds the tree over the sections' extents.
    /// - Complexity: O(S)
    public init(_ extents: [Extent]) {
        count = extents.count
        var capacity = 1
        while capacity <= extents.count { capacity <<= 1 }
        self.capacity = capacity
        var nodes = [Node](repeating: Node(), count: 2 * capacity)
        for (section, extent) in extents.enumerated() { nodes[capacity + section] = Node(extent) }
        for node in stride(from: capacity - 1, through: 1, by: -1) {
            nodes[node] = Node(nodes[2 * node], nodes[2 * node + 1])
        }
        self.nodes = ChunkedArray(nodes)
        negativeLengthCount = extents.reduce(0) { $0 + ($1.length < 0 ? 1 : 0) }
    }

    /// The extent of `section`.
    /// - Complexity: O(1)
    public func extent(of section: Int) -> Extent {
        let node = nodes[capacity + section]
        return Extent(length: node.sum, leadingOverhang: node.leadingOverhang, trailingOverhang: node.trailingOverhang)
    }

    /// Replaces the extent of `section` and recomputes its ancestors from
    /// their children; returns the nodes written (the leaf and its ancestors).
    /// - Precondition: `0 <= section < count`.
    /// - Complexity: O(log S)
    @discardableResult
    public mutating func setExtent(_ extent: Extent, of section: Int) -> Int {
        precondition(section >= 0 && section < count, "section out of range")
        var node = capacity + section
        if nodes[node].sum < 0 { negativeLengthCount -= 1 }
        if extent.length < 0 { negativeLengthCount += 1 }
        nodes[node] = Node(extent)
        var written = 1
        while node > 1 {
            node >>= 1
            nodes[node] = Node(nodes[2 * node], nodes[2 * node + 1])
            written += 1
        }
        return written
    }

    /// Where `section` starts: the lengths of the sections before it, summed
    /// along the path from the root (`offset(of: count)` is the total length).
    /// - Precondition: `0 <= section <= count`.
    /// - Complexity: O(log S)
    @inlinable
    public func offset(of section: Int) -> Double {
        var probe = NoProbe()
        return offset(of: section, probe: &probe)
    }

    /// `offset(of:)`, counting the nodes it reads.
    /// - Complexity: O(log S)
    public func offset<Probe: IndexProbe>(of section: Int, probe: inout Probe) -> Double {
        precondition(section >= 0 && section <= count, "section out of range")
        var node = 1, offset = 0.0, bit = capacity >> 1
        while bit > 0 {
            probe.visit()
            if section & bit != 0 {
                offset += nodes[2 * node].sum
                node = 2 * node + 1
            } else {
                node = 2 * node
            }
            bit >>= 1
        }
        return offset
    }

    /// The last section that starts at or before `position` (0 when none
    /// does): the section a position falls in, found by descending the tree.
    /// Each candidate offset is computed exactly as `offset(of:)` computes it.
    /// - Precondition: no section has a negative length (`negativeLengthCount == 0`),
    ///   so that offsets do not decrease; there is at least one section.
    /// - Complexity: O(log S)
    public func lastSection<Probe: IndexProbe>(startingAtOrBefore position: Double, probe: inout Probe) -> Int {
        var node = 1, offset = 0.0, section = 0, bit = capacity >> 1
        while bit > 0 {
            probe.visit()
            let candidate = offset + nodes[2 * node].sum
            if section | bit < count && candidate <= position {
                offset = candidate
                section |= bit
                node = 2 * node + 1
            } else {
                node = 2 * node
            }
            bit >>= 1
        }
        return section
    }

    /// The total length: where a section appended at the end would start.
    /// - Complexity: O(log S)
    public var totalLength: Double { offset(of: count) }

    /// The sum of the absolute lengths, a bound on the magnitude of every offset.
    /// - Complexity: O(1)
    public var magnitude: Double { nodes[1].magnitude }

    /// The largest leading overhang of any section.
    /// - Complexity: O(1)
    public var maximumLeadingOverhang: Double { nodes[1].leadingOverhang }

    /// The largest trailing overhang of any section.
    /// - Complexity: O(1)
    public var maximumTrailingOverhang: Double { nodes[1].trailingOverhang }
}
