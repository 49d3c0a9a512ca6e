/// A flame graph's geometry, in samples: every frame of every stack as a box
/// whose width is its sample count, its callees stacked on it, siblings
/// ordered by name (so the x axis is alphabetical, not time). Flame graphs are
/// Brendan Gregg's (https://www.brendangregg.com/flamegraphs.html,
/// "The Flame Graph", ACM Queue 14(2), 2016); this layout and its SVG
/// rendering (`svg(title:)`) are our own.
///
/// The root frame, `all`, holds every sample; frames narrower than
/// `minimumFraction` of all samples are omitted with their callees (they
/// would be less than a pixel wide and only weigh on the file).
public struct FlameGraph: Equatable, Sendable {
    /// One box: a frame in a given call path.
    public struct Frame: Equatable, Sendable {
        /// The function's name.
        public var name: String
        /// 0 for the root (`all`), 1 for the stacks' first frames, and so on.
        public var depth: Int
        /// Where the box starts, in samples from the left edge.
        public var start: Int
        /// The box's width: samples in this frame and its callees.
        public var samples: Int
        /// Samples in this frame itself (it was the leaf).
        public var selfSamples: Int
    }

    /// The name of the root frame, which holds every sample.
    public static let rootName = "all"

    /// The default `minimumFraction`: frames below 0.1% of the samples are omitted.
    public static let defaultMinimumFraction = 0.001

    /// The frames, depth first (a frame before its callees), siblings by name.
    public private(set) var frames: [Frame]
    /// Samples in all stacks: the root's width.
    public let sampleCount: Int
    /// Frames omitted for being narrower than `minimumFraction` of the samples
    /// (their callees not included).
    public private(set) var omittedFrameCount: Int
    /// The fraction of all samples below which a frame is omitted.
    public let minimumFraction: Double

    /// Lays out `stacks`.
    /// - Parameter minimumFraction: frames with fewer than this fraction of
    ///   all samples are omitted (0 keeps every frame).
    /// - Complexity: O(F log F) for F frames in all stacks.
    public init(_ stacks: FoldedStacks, minimumFraction: Double = FlameGraph.defaultMinimumFraction) {
        precondition(minimumFraction >= 0 && minimumFraction <= 1, "minimumFraction is between 0 and 1")
        sampleCount = stacks.sampleCount
        self.minimumFraction = minimumFraction
        frames = []
        omittedFrameCount = 0

        let tree = CallTree(stacks)
        let minimumSamples = Double(sampleCount) * minimumFraction
        // Depth-first with an explicit stack (deep recursion cannot overflow
        // the call stack); children pushed in reverse so they come out by name.
        var pending: [(node: Int, depth: Int, start: Int)] = [(0, 0, 0)]
        while let (node, depth, start) = pending.popLast() {
            let entry = tree.nodes[node]
            frames.append(Frame(name: entry.name, depth: depth, start: start, samples: entry.samples, selfSamples: entry.selfSamples))
            var childStart = start
            var children: [(node: Int, depth: Int, start: Int)] = []
            for child in tree.sortedChildren(of: node) {
                let samples = tree.nodes[child].samples
                if Double(samples) >= minimumSamples {
                    children.append((child, depth + 1, childStart))
                } else {
                    omittedFrameCount += 1
                }
                childStart += samples
            }
            pending.append(contentsOf: children.reversed())
        }
    }

    /// The deepest frame's depth (0 when there are no stacks).
    /// - Complexity: O(frames)
    public var maximumDepth: Int { frames.map(\.depth).max() ?? 0 }
}

/// The stacks merged into a tree: one node per distinct call path.
struct CallTree {
    struct Node {
        var name: String
        var samples = 0
        var selfSamples = 0
        var children: [String: Int] = [:]
    }

    /// Node 0 is the root, `FlameGraph.rootName`.
    private(set) var nodes = [Node(name: FlameGraph.rootName)]

    /// - Complexity: O(F) for F frames in all stacks.
    init(_ stacks: FoldedStacks) {
        for stack in stacks.stacks {
            var node = 0
            nodes[0].samples += stack.count
            for name in stack.frames {
                let next: Int
                if let existing = nodes[node].children[name] {
                    next = existing
                } else {
                    next = nodes.count
                    nodes.append(Node(name: name))
                    nodes[node].children[name] = next
                }
                node = next
                nodes[node].samples += stack.count
            }
            nodes[node].selfSamples += stack.count
        }
    }

    /// The children of `node`, by name.
    /// - Complexity: O(c log c) for c children.
    func sortedChildren(of node: Int) -> [Int] {
        nodes[node].children.sorted { $0.key < $1.key }.map(\.value)
    }
}
