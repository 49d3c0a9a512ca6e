/// The functions of a profile ranked by self samples (the sample was taken in
/// the function itself: where the time goes) and by total samples (the
/// function was anywhere on the stack: what the time is spent for), as
/// `perf report --no-children` and `--children` rank them.
///
/// A recursive function appears several times in one stack; it is counted
/// once per stack for its total, so no total exceeds 100% of the samples.
public struct TopFunctions: Equatable, Sendable {
    /// One function's counts.
    public struct Entry: Equatable, Sendable {
        /// The function's name, as in the folded stacks.
        public var name: String
        /// Samples taken in the function itself (it was the leaf frame).
        public var selfSamples: Int
        /// Samples with the function anywhere on the stack, each stack counted once.
        public var totalSamples: Int
    }

    /// Samples in the profile: the base of every percentage.
    public let sampleCount: Int
    /// Distinct stacks in the profile.
    public let stackCount: Int
    /// Every function of the profile, sorted by name.
    public let entries: [Entry]

    /// Counts self and total samples for every function in `stacks`.
    /// - Complexity: O(F + f log f) for F frames in all stacks and f distinct functions.
    public init(_ stacks: FoldedStacks) {
        var counts: [String: Entry] = [:]
        var seen = Set<String>()
        for stack in stacks.stacks {
            seen.removeAll(keepingCapacity: true)
            for name in stack.frames where seen.insert(name).inserted {
                counts[name, default: Entry(name: name, selfSamples: 0, totalSamples: 0)].totalSamples += stack.count
            }
            if let leaf = stack.frames.last { counts[leaf]!.selfSamples += stack.count }
        }
        sampleCount = stacks.sampleCount
        stackCount = stacks.stacks.count
        entries = counts.values.sorted { $0.name < $1.name }
    }

    /// The `limit` functions with the most self samples (ties by name);
    /// functions never at a leaf are left out.
    /// - Complexity: O(f log f) for f functions.
    public func bySelfSamples(limit: Int) -> [Entry] {
        Array(entries.filter { $0.selfSamples > 0 }.sorted { ($1.selfSamples, $0.name) < ($0.selfSamples, $1.name) }.prefix(limit))
    }

    /// The `limit` functions with the most total samples (ties by name).
    /// - Complexity: O(f log f) for f functions.
    public func byTotalSamples(limit: Int) -> [Entry] {
        Array(entries.sorted { ($1.totalSamples, $0.name) < ($0.totalSamples, $1.name) }.prefix(limit))
    }
}
