import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit
import CollectionLayout
import LayoutWorkloads

/// Splitting a selection into shards: a partition of the cases that keeps
/// each group of strategies together, the same on every machine, balanced
/// by the cost model rather than by count.
@Suite struct CaseShardsTests {
    static let full = BenchmarkSuite.full()

    @Test(arguments: [1, 2, 3, 4, 7, 16])
    func everyCaseIsInExactlyOneShardAndGroupsStayWhole(count: Int) {
        let shards = CaseShards(Self.full.cases, count: count, plan: Self.full.sampling)
        #expect(shards.shards.count == count)
        let all = shards.shards.flatMap { $0 }
        #expect(all.count == Self.full.cases.count)
        #expect(Set(all.map(\.name)) == Set(Self.full.cases.map(\.name)))
        var shardOfGroup: [String: Int] = [:]
        for (index, shard) in shards.shards.enumerated() {
            #expect(!shard.isEmpty)
            for benchmarkCase in shard {
                #expect(shardOfGroup.updateValue(index, forKey: benchmarkCase.variantGroup) ?? index == index, "\(benchmarkCase.variantGroup) split")
            }
            // Each shard keeps the selection's order.
            let positions = shard.map { case_ in Self.full.cases.firstIndex(of: case_)! }
            #expect(positions == positions.sorted())
        }
    }

    @Test func theSplitDependsOnlyOnTheSelectionNotItsOrder() {
        var generator = SeededGenerator(seed: 42)
        let shuffled = Self.full.cases.shuffled(using: &generator)
        let a = CaseShards(Self.full.cases, count: 5, plan: Self.full.sampling)
        let b = CaseShards(shuffled, count: 5, plan: Self.full.sampling)
        #expect(a.shards.map { Set($0.map(\.name)) } == b.shards.map { Set($0.map(\.name)) })
        #expect(a.shards == CaseShards(Self.full.cases, count: 5, plan: Self.full.sampling).shards)
        // The digest names the selection in its order: another order is another run's arguments.
        #expect(a.selectionDigest != b.selectionDigest)
        #expect(a.selectedCases == b.selectedCases)
    }

    /// Graham's bound for the greedy longest-first rule: no shard exceeds
    /// the average by more than the longest group (plus the fixtures it may
    /// have to build).
    @Test(arguments: [2, 3, 4, 8])
    func shardsAreBalancedByExpectedTime(count: Int) {
        let plan = Self.full.sampling
        let shards = CaseShards(Self.full.cases, count: count, plan: plan)
        let groups = BenchmarkRunner.grouped(Self.full.cases, by: \.variantGroup)
        let longest = groups.map { $0.reduce(0) { $0 + CaseCost.nanoseconds($1, plan: plan) } }.max()!
        let fixtures = Dictionary(grouping: Self.full.cases, by: CaseFixture.Key.init)
            .map { CaseCost.fixtureNanoseconds(items: $0.key.items, strategies: Set($0.value.map(\.strategy)).count) }
        let average = shards.expectedNanoseconds.reduce(0, +) / Double(count)
        #expect(shards.expectedNanoseconds.max()! <= average + longest + fixtures.max()!)
        // Each shard's expected time recomputed from its cases agrees with what the split recorded.
        for (index, shard) in shards.shards.enumerated() {
            let sampling = shard.reduce(0) { $0 + CaseCost.nanoseconds($1, plan: plan) }
            let building = Dictionary(grouping: shard, by: CaseFixture.Key.init).keys.map { key in
                CaseCost.fixtureNanoseconds(items: key.items, strategies: Set(Self.full.cases.filter { CaseFixture.Key($0) == key }.map(\.strategy)).count)
            }.reduce(0, +)
            #expect(abs(sampling + building - shards.expectedNanoseconds[index]) <= 1e-6 * shards.expectedNanoseconds[index])
        }
        // On the full suite the greedy split is far tighter than the bound: within 1% of each other.
        #expect(shards.expectedNanoseconds.max()! <= 1.01 * shards.expectedNanoseconds.min()!)
    }

    @Test func theCostModelRanksWhatTakesLong() {
        let plan = Self.full.sampling
        func cost(_ strategy: BenchmarkStrategy, _ operation: BenchmarkOperation, _ items: Int, position: ContentPosition? = nil) -> Double {
            CaseCost.nanoseconds(BenchmarkCase(layout: .flow, strategy: strategy, operation: operation, position: position, items: items), plan: plan)
        }
        // A query too short for a sample costs the samples' target duration, whatever the size.
        #expect(cost(.intervalTree, .querySlots, 100, position: .top) == cost(.intervalTree, .querySlots, 1_000_000, position: .top))
        // A prepare at 10^6 items and a linear scroll over 10^6 items take far longer than their sample target.
        #expect(cost(.linear, .prepare, 1_000_000) > 10 * cost(.linear, .prepare, 1_000))
        #expect(cost(.linear, .scroll, 1_000_000) > 100 * cost(.intervalTree, .scroll, 1_000_000) / 2)
        #expect(cost(.linear, .queryRandom, 1_000_000) > cost(.intervalTree, .queryRandom, 1_000_000))
    }

    @Test func shardArgumentsAreReadOrRefusedWithTheReason() throws {
        #expect(try ShardSelection(parsing: "2/4") == ShardSelection(index: 2, count: 4))
        #expect(try ShardSelection(parsing: "1/1") == ShardSelection(index: 1, count: 1))
        let refusals = [
            ("0/2", "K must be between 1 and N, got '0/2'"),
            ("3/2", "K must be between 1 and N, got '3/2'"),
            ("1/0", "N must be between 1 and 10000, got '1/0'"),
            ("1/10001", "N must be between 1 and 10000, got '1/10001'"),
            ("x/y", "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got 'x/y'"),
            ("", "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got ''"),
            ("-1/2", "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got '-1/2'"),
            ("1/2/3", "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got '1/2/3'"),
            ("١/٢", "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got '١/٢'"),
            ("99999999999999999999/1", "expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got '99999999999999999999/1'"),
        ]
        for (text, message) in refusals {
            #expect(throws: ShardSelection.Invalid(description: message)) { try ShardSelection(parsing: text) }
        }
    }

    @Test func theSelectionDigestIsFNV1aOfTheNames() {
        #expect(RunShard.digest([]) == "cbf29ce484222325")
        #expect(RunShard.digest(["a"]) == "089bdc07b544e7b2")
        #expect(RunShard.digest(["a", "b"]) == "78ed6781f136a14e")
    }
}

extension ShardSelection {
    init(index: Int, count: Int) {
        try! self.init(parsing: "\(index)/\(count)")
    }
}
