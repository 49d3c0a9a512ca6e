import BenchmarkHarness

/// A selection of cases split into `count` shards of about equal expected
/// duration (`CaseCost`), for running one suite on several machines at once
/// (`layout-bench run --shard K/N`) and merging the results.
///
/// The unit that is assigned is a group of variants (one case with every
/// strategy, `BenchmarkCase.variantGroup`): the runner interleaves a group's
/// strategies sample by sample and the tables compare them, so a group is
/// never split. Groups are assigned greedily, longest first, each to the
/// shard that would finish earliest with it (Graham's LPT rule: the longest
/// shard is at most 4/3 of the best possible, and never more than the
/// average plus the longest group), where a shard that has not yet built the
/// group's fixture pays for building it. Ties go to the lower shard number
/// and groups of equal cost are taken in name order, so the split depends
/// only on the selection (not on the order it was given in) and every
/// machine computes the same one.
public struct CaseShards: Sendable {
    /// The shards' cases, each in the selection's order; index 0 is shard 1.
    public let shards: [[BenchmarkCase]]
    /// The expected nanoseconds of each shard, fixtures included.
    public let expectedNanoseconds: [Double]
    /// What every shard records: the whole selection's size and digest.
    public let selectedCases: Int
    /// `RunShard.digest` of the selection's case names in order.
    public let selectionDigest: String

    /// Splits `cases` into `count` shards.
    /// - Precondition: `count >= 1`.
    /// - Complexity: O(groups × (log groups + count) + cases)
    public init(_ cases: [BenchmarkCase], count: Int, plan: SamplingPlan) {
        precondition(count >= 1, "at least one shard")
        selectedCases = cases.count
        selectionDigest = RunShard.digest(cases.map(\.name))
        let groups = BenchmarkRunner.grouped(cases, by: \.variantGroup)
        let fixtureStrategies = Dictionary(grouping: cases, by: CaseFixture.Key.init).mapValues { Set($0.map(\.strategy)).count }
        let costed = groups.map { group in
            (group: group, key: CaseFixture.Key(group[0]), cost: group.reduce(0) { $0 + CaseCost.nanoseconds($1, plan: plan) })
        }.sorted { ($0.cost, $1.group[0].variantGroup) > ($1.cost, $0.group[0].variantGroup) }
        var load = [Double](repeating: 0, count: count)
        var fixtures = [Set<CaseFixture.Key>](repeating: [], count: count)
        var shardOf: [String: Int] = [:]
        for entry in costed {
            let fixture = CaseCost.fixtureNanoseconds(items: entry.key.items, strategies: fixtureStrategies[entry.key] ?? 1)
            let finish = (0..<count).map { load[$0] + entry.cost + (fixtures[$0].contains(entry.key) ? 0 : fixture) }
            let shard = finish.indices.min { (finish[$0], $0) < (finish[$1], $1) }!
            load[shard] = finish[shard]
            fixtures[shard].insert(entry.key)
            shardOf[entry.group[0].variantGroup] = shard
        }
        var shards = [[BenchmarkCase]](repeating: [], count: count)
        for benchmarkCase in cases { shards[shardOf[benchmarkCase.variantGroup]!].append(benchmarkCase) }
        self.shards = shards
        expectedNanoseconds = load
    }

    /// What shard `index` (1-based) records in its results.
    /// - Precondition: `1 <= index <= shards.count`.
    public func record(_ index: Int) -> RunShard {
        RunShard(index: index, count: shards.count, selectedCases: selectedCases, selectionDigest: selectionDigest)
    }
}
