import CollectionLayout
import LayoutPeers
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The prepare peers as strategies (`peer-cpp-loop`, `peer-cpp-loop-reused`,
/// and `peer-cpp-loop-uniform` for the flow): they run the prepare of flow and waterfall only, write exactly our frames
/// (their result count says so, and a peer one bit off is caught), and every
/// flow and waterfall prepare table compares ours with them (`vs C++ loop`).
@Suite struct PreparePeerStrategyTests {
    static let preparePeers = [BenchmarkStrategy.peerCppLoop, .peerCppLoopReused]

    @Test func theyRunThePrepareOfFlowAndWaterfallOnly() {
        let cases = BenchmarkSuite.full().cases.filter { $0.strategy.isPreparePeer }
        #expect(Set(cases.map(\.operation)) == [.prepare, .prepareReused])
        #expect(Set(cases.map(\.layout)) == [.flow, .waterfall])
        // peer-cpp-loop: both operations of both layouts; -reused: prepare of both; -uniform: both operations of the flow.
        #expect(cases.count == 2 * 2 * 5 + 2 * 5 + 2 * 5)
        #expect(Set(cases.filter { $0.strategy == .peerCppLoopUniform }.map(\.layout)) == [.flow])
        #expect(BenchmarkOperation.allCases.filter { $0.accepts(.peerCppLoopUniform) } == [.prepare, .prepareReused])
        #expect(BenchmarkOperation.allCases.filter { $0.accepts(.peerCppLoop) } == [.prepare, .prepareReused])
        // Into reused storage, the reference loop is the reused-storage loop: the other would time it again.
        #expect(BenchmarkOperation.allCases.filter { $0.accepts(.peerCppLoopReused) } == [.prepare])
    }

    @Test func otherOperationsAndLayoutsAreRefusedByName() throws {
        #expect(try BenchmarkCase(name: "waterfall/photos/prepare/peer-cpp-loop-reused/n=100").strategy == .peerCppLoopReused)
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "timeline/events/prepare/peer-cpp-loop/n=100") }
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "waterfallBackgrounds/photos/prepare/peer-cpp-loop/n=100") }
        #expect(try BenchmarkCase(name: "flow/grid/prepare-reused/peer-cpp-loop-uniform/n=100").strategy == .peerCppLoopUniform)
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "waterfall/photos/prepare/peer-cpp-loop-uniform/n=100") }
        do {
            _ = try BenchmarkCase(name: "waterfall/photos/prepare/peer-cpp-loop-uniform/n=100")
            Issue.record("the uniform-lines peer was accepted for the waterfall")
        } catch {
            #expect(error.description.hasPrefix("strategy peer-cpp-loop-uniform cannot answer layout waterfall exactly: no C++ loop repeats its uniform lines (flow only)"))
        }
        do {
            _ = try BenchmarkCase(name: "flow/grid/query-random/peer-cpp-loop/n=100")
            Issue.record("a prepare peer was accepted for a query")
        } catch {
            #expect(error.description.hasPrefix("strategy peer-cpp-loop computes a prepare's frames only: query-random in case name"))
        }
    }

    @Test func theirResultCountIsOurFramesAndTheirMemoryIsTheFrames() throws {
        let results = try BenchmarkRunnerTests.run(
            "operation=prepare,layout=flow|waterfall,strategy=linear|peer-cpp-loop|peer-cpp-loop-reused|peer-cpp-loop-uniform", items: [2_000])
        #expect(results.count == 2 * 3 + 1)
        for layout in [LayoutFamily.flow, .waterfall] {
            let variants = results.filter { $0.benchmarkCase.layout == layout }
            let linear = try #require(variants.first { $0.benchmarkCase.strategy == .linear })
            #expect(linear.resultCount > 2_000, "\(layout): items and headers")
            for peer in variants where peer.benchmarkCase.strategy.isPreparePeer {
                #expect(peer.resultCount == linear.resultCount, "\(peer.benchmarkCase.name)")
                let framesPerItem = Double(linear.resultCount * MemoryLayout<Rect>.stride) / 2_000
                let retained = try #require(peer.retainedBytesPerItem)
                #expect(retained >= framesPerItem && retained < framesPerItem * 1.1, "\(peer.benchmarkCase.name): \(retained) B/item")
            }
        }
        #expect(ResultInvariants.violations(in: results).filter { $0.description.contains("linear scan found") }.isEmpty)
    }

    /// A peer whose one frame is one ulp off ours: caught by its count.
    struct Nudged: PreparePeer {
        let peer: any PreparePeer
        let slot: Int
        var elementCount: Int { peer.elementCount }

        func frames(into frames: UnsafeMutableBufferPointer<Rect>) -> Double {
            let height = peer.frames(into: frames)
            frames[slot].origin.y = frames[slot].origin.y.nextUp
            return height
        }
    }

    @Test func aPeerOneBitOffIsCaught() throws {
        let layout = Workload.photos.waterfallLayout(items: 1_000, seed: 3)
        let source = try layout.prepare(boundsSize: CaseFixture.boundsSize, index: .linear)
        let peer = try #require(BenchmarkStrategy.makePreparePeer(layout))
        #expect(CheckedPreparePeer(peer, against: source).matchingFrames == source.elementCount)
        #expect(CheckedPreparePeer(Nudged(peer: peer, slot: 517), against: source).matchingFrames == source.elementCount - 1)
        let results = try [("linear", source.elementCount), ("peer-cpp-loop", source.elementCount - 1)].map { strategy, count in
            ResultFixtures.result(try BenchmarkCase(name: "waterfall/photos/prepare/\(strategy)/n=1000"), median: 10, results: count)
        }
        #expect(ResultInvariants.violations(in: results).map(\.caseName) == ["waterfall/photos/prepare/peer-cpp-loop/n=1000"])
    }

    @Test func everyFlowAndWaterfallPrepareTableComparesWithTheLoop() throws {
        let results = try BenchmarkRunnerTests.run("operation=prepare,layout=flow|timeline,strategy=linear|interval-tree|peer-cpp-loop", items: [500])
        var all = BenchmarkResults(context: ResultFixtures.context, sampling: BenchmarkRunnerTests.plan, cases: results)
        all.speedups = Speedup.all(in: results)
        let tables = ResultTables.all(all).filter { $0.title.contains("prepare, per item") }
        let flow = try #require(tables.first { $0.title.hasPrefix("flow") })
        #expect(flow.table.headers == ["items", "linear", "vs C++ loop", "interval-tree", "vs linear", "vs C++ loop", "peer-cpp-loop", "vs linear"])
        let timeline = try #require(tables.first { $0.title.hasPrefix("timeline") })
        #expect(!timeline.table.headers.contains("vs C++ loop"))
    }
}
