/// Call stacks with their sample counts, in Brendan Gregg's folded format:
/// one line per distinct stack, frames from the root to the leaf separated by
/// `;`, then a space and the number of samples:
///
///     layout-bench;main;IndexSweep.run();PreparedLayout.elements(in:) 412
///
/// The format is the one his FlameGraph tools read and write
/// (https://github.com/brendangregg/FlameGraph, "stackcollapse" output; see
/// also https://www.brendangregg.com/flamegraphs.html). Here the stacks are
/// distinct (counts of equal stacks summed) and sorted by their text, so the
/// same profile always gives the same file.
public struct FoldedStacks: Equatable, Sendable {
    /// One distinct call stack and the number of samples taken in it.
    public struct Stack: Equatable, Sendable {
        /// The frames, root (outermost caller) first, leaf (where the sample was taken) last.
        public var frames: [String]
        /// Samples taken in this stack, > 0.
        public var count: Int

        /// Creates a stack.
        /// - Complexity: O(1)
        public init(frames: [String], count: Int) {
            self.frames = frames
            self.count = count
        }

        /// The stack's folded text without its count: `root;caller;leaf`.
        /// - Complexity: O(total length of the frame names)
        public var text: String { frames.joined(separator: ";") }
    }

    /// The distinct stacks, sorted by `Stack.text`.
    public private(set) var stacks: [Stack]

    /// The number of samples in all stacks.
    public private(set) var sampleCount: Int

    /// Folds `stacks`: sums the counts of equal stacks, drops stacks without
    /// frames or samples, and sorts them by their text.
    /// - Precondition: no frame name contains `;` or a line break, and every count is >= 0.
    /// - Complexity: O(n log n) for n stacks (plus the length of their names).
    public init(_ stacks: some Sequence<Stack>) {
        var counts: [String: Stack] = [:]
        for stack in stacks where !stack.frames.isEmpty {
            precondition(stack.count >= 0, "sample counts are >= 0")
            assert(stack.frames.allSatisfy { !$0.contains(";") && !$0.contains(where: \.isNewline) }, "frame names contain no ';' or line break")
            guard stack.count > 0 else { continue }
            counts[stack.text, default: Stack(frames: stack.frames, count: 0)].count += stack.count
        }
        self.stacks = counts.sorted { $0.key < $1.key }.map(\.value)
        sampleCount = self.stacks.reduce(0) { $0 + $1.count }
    }

    /// The folded text: one `frames count` line per stack, each ending in a line break.
    /// - Complexity: O(size of the text)
    public var text: String {
        var text = ""
        for stack in stacks {
            text += stack.text
            text += " "
            text += String(stack.count)
            text += "\n"
        }
        return text
    }
}
