import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit
import LayoutWorkloads

/// Combining shards: the whole selection back, and one-line refusals of
/// shards that do not belong together.
@Suite struct ShardMergeTests {
    /// The fixture results split into `count` shards, each a result file of its own.
    static func shards(_ count: Int, of results: BenchmarkResults = ResultFixtures.results()) -> [NamedResults] {
        let split = CaseShards(results.cases.map(\.benchmarkCase), count: count, plan: results.sampling)
        return split.shards.enumerated().map { index, cases in
            var context = results.context
            context.shard = split.record(index + 1)
            context.machine.hostName = "runner-\(index + 1)"
            let names = Set(cases.map(\.name))
            return NamedResults(name: "shard-\(index + 1).json", results: BenchmarkResults(context: context, sampling: results.sampling, cases: results.cases.filter { names.contains($0.benchmarkCase.name) }))
        }
    }

    @Test func shardsOnSeveralHostsMergeIntoTheWholeRun() throws {
        let whole = ResultFixtures.results()
        let shards = Self.shards(3)
        #expect(ShardMerge.appliesTo(shards))
        #expect(!ShardMerge.appliesTo([NamedResults(name: "whole", results: whole)]))
        // Given in any order, the merge is the whole run: its cases, speedups and fits.
        let merged = try ShardMerge.merge(shards.reversed())
        #expect(merged.context.shard == nil)
        #expect(merged.context.machine.hostName == "runner-1")
        #expect(Set(merged.cases.map(\.benchmarkCase.name)) == Set(whole.cases.map(\.benchmarkCase.name)))
        #expect(merged.cases.count == whole.cases.count)
        #expect(Set(merged.speedups.map(\.caseName)) == Set(whole.speedups.map(\.caseName)))
        #expect(merged.complexity.map(\.key).sorted() == whole.complexity.map(\.key).sorted())
        try ResultValidation.check(merged, name: "merged")
    }

    func refusal(_ runs: [NamedResults]) -> String? {
        do {
            _ = try ShardMerge.merge(runs)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func shardsOfOtherCodeMachinesOrSettingsAreRefused() {
        let why = " (merge only shards of one run: one commit, the same arguments, one kind of machine)"
        var other = Self.shards(3)
        other[1].results.context.source?.commit = "fedcba9876543210"
        #expect(refusal(other) == "cannot merge shard-1.json with shard-2.json: the commit differs: 0123456789ab in shard-1.json, fedcba987654 in shard-2.json" + why)
        other = Self.shards(3)
        other[2].results.context.machine.cpuModel = "Other CPU"
        #expect(refusal(other) == "cannot merge shard-1.json with shard-3.json: the machines differ (CPU): Test CPU in shard-1.json, Other CPU in shard-3.json" + why)
        other = Self.shards(3)
        other[1].results.context.machine.operatingSystem = "Debian, kernel 7"
        #expect(refusal(other) == "cannot merge shard-1.json with shard-2.json: the machines differ (kernel): 6 in shard-1.json, 7 in shard-2.json" + why)
        other = Self.shards(3)
        other[1].results.sampling.samples = 11
        #expect(refusal(other) == "cannot merge shard-1.json with shard-2.json: the sampling differs: 5 samples of about 500 µs, scroll steps of 20.0 pt, at most 200 frames in shard-1.json, 11 samples of about 500 µs, scroll steps of 20.0 pt, at most 200 frames in shard-2.json" + why)
        let four = Self.shards(4)
        #expect(refusal([Self.shards(3)[0], four[1]]) == "cannot merge shard-1.json with shard-2.json: the shard counts differ: 1/3 in shard-1.json, 2/4 in shard-2.json" + why)
        other = Self.shards(3)
        other[1].results.context.shard?.selectionDigest = "0000000000000000"
        let selected = ResultFixtures.results().cases.count
        #expect(refusal(other)?.hasPrefix("cannot merge shard-1.json with shard-2.json: they are shards of different selections: \(selected) cases (") == true)
    }

    @Test func missingOverlappingOrRepeatedShardsAreRefused() {
        let shards = Self.shards(3)
        #expect(refusal([shards[0], shards[2]]) == "cannot merge: shard 2/3 is missing (give every shard of the run, 1 to 3)")
        var twice = shards[1]
        twice.name = "copy-of-2.json"
        #expect(refusal(shards + [twice]) == "cannot merge shard-2.json with copy-of-2.json: both are shard 2/3 (each shard once)")
        // A case in two files: shard 3 also measured one of shard 1's cases.
        var overlapping = shards
        overlapping[2].results = BenchmarkResults(context: shards[2].results.context, sampling: shards[2].results.sampling, cases: shards[2].results.cases + [shards[0].results.cases[0]])
        #expect(refusal(overlapping) == "cannot merge shard-1.json with shard-3.json: both measured \(shards[0].results.cases[0].benchmarkCase.name) (shards must not overlap)")
        let whole = NamedResults(name: "whole.json", results: ResultFixtures.results())
        #expect(refusal(shards + [whole]) == "cannot merge whole.json with shards: it is a whole run, not a shard (merge shards with shards, then whole runs with whole runs)")
        var outOfRange = shards
        outOfRange[0].results.context.shard?.index = 4
        #expect(refusal(outOfRange) == "cannot merge shard-1.json: its shard 4/3 is not one of 3")
    }

    @Test func theFingerprintLeavesTheHostOutAndReadsTheKernel() {
        var context = ResultFixtures.context
        let fingerprint = MachineFingerprint(context)
        #expect(fingerprint.kernel == "6")
        context.machine.hostName = "elsewhere"
        #expect(MachineFingerprint(context) == fingerprint)
        #expect(MachineFingerprint(context).identifier == fingerprint.identifier)
        context.allocator.options = "thp:default"
        #expect(MachineFingerprint(context).differences(from: fingerprint).map(\.name) == ["allocator"])
        #expect(MachineFingerprint(context).identifier != fingerprint.identifier)
        #expect(fingerprint.identifier.count == 16)
    }
}
