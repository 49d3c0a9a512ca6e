import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The history store (plain files keyed by machine, commit and date) and the
/// trends read from it.
@Suite struct HistoryTests {
    static func directory() -> String {
        NSTemporaryDirectory() + "layout-bench-history-\(UInt64.random(in: 0...UInt64.max))"
    }

    /// Run `number` of a history: commit `c<number>`, a day apart; the
    /// interval-tree queries `slower` times slower from run `from` on.
    static func run(_ number: Int, slower: Double = 1, from: Int = .max, cpu: String = "Test CPU") -> BenchmarkResults {
        var results = ResultFixtures.results()
        results.context.source = .init(commit: String(format: "c%011d", number) + "ffff", branch: "main", dirty: false)
        results.context.date = String(format: "2026-11-%02dT10:00:00Z", number)
        results.context.machine.cpuModel = cpu
        results.context.machine.hostName = "host-\(number % 2)"
        let factor = number >= from ? slower : 1
        let wobble = 1 + 0.01 * Double(number % 3 - 1)
        results.cases = results.cases.map { result in
            let scale = wobble * (result.benchmarkCase.strategy == .intervalTree && result.benchmarkCase.operation == .querySlots ? factor : 1)
            return ResultFixtures.result(result.benchmarkCase, median: result.summary.wall.median * scale)
        }
        return results
    }

    @Test func runsAreStoredAsOneFilePerRunUnderTheirMachine() throws {
        let history = Self.directory()
        let path = try HistoryStore.record(Self.run(1), name: "one", in: history)
        let fingerprint = MachineFingerprint(Self.run(1).context)
        #expect(path == history + "/" + fingerprint.identifier + "/20261101T100000Z-c00000000001.json")
        #expect(FileManager.default.fileExists(atPath: history + "/" + fingerprint.identifier + "/machine.json"))
        try HistoryStore.record(Self.run(2), name: "two", in: history)
        try HistoryStore.record(Self.run(3, cpu: "Other CPU"), name: "three", in: history)
        let machines = try HistoryStore.load(history)
        #expect(machines.count == 2)
        let main = try #require(machines.first { $0.fingerprint == fingerprint })
        #expect(main.entries.map(\.commit) == [Self.run(1), Self.run(2)].map { $0.context.source!.commit })
        #expect(main.entries[0].cases.count == ResultFixtures.results().cases.count)
        #expect(try HistoryStore.load(history + "/absent").isEmpty)
    }

    @Test func runsNoCommitNamesAndShardsAreRefused() throws {
        let history = Self.directory()
        var dirty = Self.run(1)
        dirty.context.source?.dirty = true
        #expect(throws: HistoryStore.Failure(description: "cannot record x: it was measured with uncommitted changes on top of c00000000001 (its commit does not name the code)")) {
            try HistoryStore.record(dirty, name: "x", in: history)
        }
        var outside = Self.run(1)
        outside.context.source = nil
        #expect(throws: HistoryStore.Failure(description: "cannot record x: it was not made in a git work tree (no commit to key it by)")) {
            try HistoryStore.record(outside, name: "x", in: history)
        }
        var shard = Self.run(1)
        shard.context.shard = RunShard(index: 1, count: 2, selectedCases: 18, selectionDigest: "0")
        #expect(throws: HistoryStore.Failure(description: "cannot record x: it is shard 1/2 of a run (merge the shards first)")) {
            try HistoryStore.record(shard, name: "x", in: history)
        }
        let path = try HistoryStore.record(Self.run(1), name: "x", in: history)
        #expect(throws: HistoryStore.Failure(description: "cannot record x: the history already holds this run (\(path))")) {
            try HistoryStore.record(Self.run(1), name: "x", in: history)
        }
        try Data("{".utf8).write(to: URL(fileURLWithPath: OutputPath.parent(of: path) + "/broken.json"))
        #expect(throws: HistoryStore.Failure.self) { try HistoryStore.load(history) }
    }

    @Test func aSlowdownFromOneCommitOnIsFoundAtThatCommitOnItsMachineOnly() throws {
        let history = Self.directory()
        for number in 1...10 {
            try HistoryStore.record(Self.run(number, slower: 1.3, from: 6), name: "run \(number)", in: history)
            // Another machine whose runs never change.
            try HistoryStore.record(Self.run(number, cpu: "Other CPU"), name: "other \(number)", in: history)
        }
        let trends = CaseTrend.all(try HistoryStore.load(history))
        #expect(trends.count == 2 * ResultFixtures.results().cases.count)
        let stepped = trends.filter { !$0.steps.isEmpty }
        #expect(Set(stepped.map(\.name)) == Set(ResultFixtures.results().cases.map(\.benchmarkCase.name).filter { $0.contains("query-slots/middle/interval-tree") }))
        #expect(stepped.allSatisfy { $0.machine.cpuModel == "Test CPU" && $0.steps.map(\.index) == [5] && abs($0.steps[0].ratio - 1.3) < 0.03 })
        let described = try #require(stepped.first.map { $0.describe($0.steps[0]) })
        #expect(described.hasPrefix("+30.0% at c00000000006 (2026-11-06T10:00:00Z), "))
        let filtered = CaseTrend.all(try HistoryStore.load(history), filter: try CaseFilter("strategy=linear"))
        #expect(filtered.allSatisfy { $0.name.contains("/linear/") && $0.steps.isEmpty } && !filtered.isEmpty)
        let table = CaseTrend.table(trends, everyCase: false)
        #expect(table.rows.count == stepped.count)
        #expect(CaseTrend.table(trends, everyCase: true).rows.count == trends.count)
    }

    @Test func theTrendPageChartsTheCasesThatStepped() throws {
        let history = Self.directory()
        for number in 1...8 { try HistoryStore.record(Self.run(number, slower: 1.3, from: 5), name: "run \(number)", in: history) }
        let trends = CaseTrend.all(try HistoryStore.load(history))
        let stepped = trends.filter { !$0.steps.isEmpty }
        #expect(stepped.count == 3)
        let page = TrendPage.render(trends, everyCase: false)
        try XMLWellFormedness.check(HTMLReportTests.markup(page))
        #expect(SVGInspection.count("<svg ", in: page) == stepped.count)
        #expect(SVGInspection.count("<line class=\"step\"", in: page) == stepped.count)
        #expect(SVGInspection.count("<circle ", in: page) == stepped.count * 8)
        #expect(SVGInspection.count("<tr class=\"regressed\"", in: page) == stepped.count)
        #expect(SVGInspection.count("<tr", in: page.pieces(separatedBy: "<tbody>")[1].pieces(separatedBy: "</tbody>")[0]) == trends.count)
        // Levels 1.0 and 1.3 × 1.005 (the runs wobble by ±1%): +30.65%, drawn rounded.
        #expect(page.contains(">+31%</text>"))
        #expect(SVGInspection.count("<svg ", in: TrendPage.render(trends, everyCase: true)) == trends.count)
    }
}
