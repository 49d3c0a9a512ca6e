import ArgumentParser
import BenchmarkHarness
import BenchmarkKit

extension RunCommand {
    /// The suite to run and, with `--shard`, which shard of the selection it is.
    struct Plan {
        /// The cases to run: the selection, or the shard of it `--shard` names.
        var suite: BenchmarkSuite
        /// `--shard` read and the selection split, or `nil` without it.
        var sharding: (selection: ShardSelection, shards: CaseShards)?

        /// What the results record about the shard, or `nil` without `--shard`.
        var shardRecord: RunShard? { sharding.map { $0.shards.record($0.selection.index) } }

        /// A line for standard output about the shard, or `nil` without `--shard`.
        var shardSummary: String? {
            guard let (selection, shards) = sharding else { return nil }
            let share = shards.shards[selection.index - 1].count
            let seconds = { (nanoseconds: Double) in DurationFormat.nanoseconds(nanoseconds) }
            return "shard \(selection.index)/\(selection.count): \(share) of the selection's \(shards.selectedCases) cases, expected \(seconds(shards.expectedNanoseconds[selection.index - 1])) (shards \(seconds(shards.expectedNanoseconds.min() ?? 0)) to \(seconds(shards.expectedNanoseconds.max() ?? 0)), a model: see docs/harness.md)"
        }
    }

    /// The options' selection, split once when `--shard` is given.
    /// - Throws: `ValidationError` for a bad filter or shard, or an empty shard.
    /// - Complexity: O(cases log cases) for the split.
    func plan() throws -> Plan {
        let selected = try selection()
        guard let sharding = try sharding(selected) else { return Plan(suite: selected, sharding: nil) }
        var suite = selected
        suite.cases = sharding.shards.shards[sharding.selection.index - 1]
        return Plan(suite: suite, sharding: sharding)
    }

    /// `--shard` read and the selection split, or `nil` without it.
    private func sharding(_ suite: BenchmarkSuite) throws -> (selection: ShardSelection, shards: CaseShards)? {
        guard let shard else { return nil }
        let selection: ShardSelection
        do { selection = try ShardSelection(parsing: shard) } catch { throw ValidationError("--shard: \(error)") }
        let shards = CaseShards(suite.cases, count: selection.count, plan: suite.sampling)
        guard !shards.shards[selection.index - 1].isEmpty else {
            let groups = Set(suite.cases.map(\.variantGroup)).count
            throw ValidationError("--shard \(shard): this shard has no case: the selection has \(groups) group\(groups == 1 ? "" : "s") of strategies run together, which cannot fill \(selection.count) shards (use fewer)")
        }
        return (selection, shards)
    }
}
