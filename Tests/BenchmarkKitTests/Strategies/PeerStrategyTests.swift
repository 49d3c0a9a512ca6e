import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// A strategy that is not the engine's: built from the prepared frames,
/// interleaved with the engine's strategies, checked against the linear
/// scan, and shown in its own `vs` column when it is a reference. The peer
/// here is a plain scan over the frames, standing in for the C++ peers.
@Suite struct PeerStrategyTests {
    /// Every frame that intersects the rect, by a scan of the frames.
    struct FrameScan: SlotIndex {
        let frames: [Rect]

        func slots(in rect: Rect, visibleBounds: Rect, into slots: inout [Int32]) {
            slots.removeAll(keepingCapacity: true)
            for (slot, frame) in frames.enumerated() where frame.intersects(rect) { slots.append(Int32(slot)) }
        }
    }

    static let scan = BenchmarkStrategy(name: "frame-scan", kind: .peer(build: { FrameScan(frames: $0.frames) }), referenceLabel: "scan")
    static let plan = SamplingPlan(samples: 3, targetSampleNanoseconds: 50_000, scrollStep: 20, maximumScrollFrames: 40)

    static func measure(_ operation: BenchmarkOperation, position: ContentPosition? = nil) throws -> [CaseResult] {
        let cases = [BenchmarkStrategy.linear, .intervalTree, scan].map {
            BenchmarkCase(layout: .waterfall, strategy: $0, operation: operation, position: position, items: 2_000, seed: 3)
        }
        let fixture = try CaseFixture(CaseFixture.Key(cases[0]), strategies: cases.map(\.strategy))
        return BenchmarkRunner(suite: BenchmarkSuite(cases: cases, sampling: plan)).measure(cases, in: fixture)
    }

    @Test func aPeerAnswersTheSameQueriesAsTheLinearScan() throws {
        for (operation, position) in [(BenchmarkOperation.queryRandom, nil), (.querySlots, ContentPosition.middle)] {
            let results = try Self.measure(operation, position: position)
            #expect(results.map(\.benchmarkCase.strategy) == [.linear, .intervalTree, Self.scan])
            #expect(Set(results.map(\.resultCount)).count == 1 && results[0].resultCount > 0, "\(operation)")
            #expect(results.allSatisfy { $0.wallNanoseconds.count == 3 })
            #expect(ResultInvariants.violations(in: results).filter { !$0.description.contains("allocat") }.isEmpty)
        }
    }

    @Test func aPeersPrepareIsItsBuildFromThePreparedFrames() throws {
        let results = try Self.measure(.prepare)
        #expect(Set(results.map(\.resultCount)).count == 1)
        #expect(results[2].retainedBytesPerItem == nil && results[0].retainedBytesPerItem != nil)
    }

    @Test func peersRunSlotQueriesAndPrepareOnly() {
        let accepting = BenchmarkOperation.allCases.filter { $0.accepts(Self.scan) }.map(\.rawValue)
        #expect(accepting == ["prepare", "query-slots", "query-random", "scroll-slots"])
        #expect(BenchmarkOperation.allCases.allSatisfy { $0.accepts(.intervalTree) })
    }

    @Test func aReferencePeerGetsItsOwnSpeedupColumn() throws {
        let references = [BenchmarkStrategy.linear, Self.scan]
        let cases = try Self.measure(.queryRandom)
        var results = BenchmarkResults(context: ResultFixtures.context, sampling: Self.plan, cases: cases)
        results.speedups = Speedup.all(in: cases, references: references)
        #expect(results.speedups.filter { $0.caseName == cases[1].benchmarkCase.name }.map(\.baselineName) == [cases[0].benchmarkCase.name, cases[2].benchmarkCase.name])
        let table = try #require(ResultTables.all(results, references: references).first)
        #expect(table.table.headers == ["items", "results", "linear", "vs scan", "interval-tree", "vs linear", "vs scan", "frame-scan", "vs linear"])
        #expect(table.title.contains("vs linear = linear median / this median; vs scan = scan median / this median"))
        let row = try #require(table.table.render().split(separator: "\n").dropFirst(2).first)
        #expect(row.hasPrefix("2000") && !row.contains(" - "), "every speedup is measured: \(row)")
    }
}
