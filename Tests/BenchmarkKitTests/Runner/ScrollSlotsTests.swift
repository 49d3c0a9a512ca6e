import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// `scroll-slots`: consecutive viewports through the middle of the content,
/// each queried once per pass, with every strategy (peers included) returning
/// what the linear scan returns.
@Suite struct ScrollSlotsTests {
    static let prepared = try! Workload.photos.waterfallLayout(items: 5_000, seed: 3).prepare(boundsSize: CaseFixture.boundsSize, index: .linear)

    @Test func viewportsAreConsecutiveStepsCentredOnTheMiddle() {
        let stretch = ScrollStretch(Self.prepared, probe: .phone, step: 20, maximumFrames: 200)
        #expect(stretch.frames.count == 200)
        let starts = stretch.frames.map(\.visible.origin.y)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { abs($1 - $0 - 20) < 1e-9 })
        let travel = Self.prepared.contentSize.height - 844
        #expect(abs((starts.first! + starts.last!) / 2 - travel / 2) < 1e-6)
        for frame in stretch.frames {
            #expect(frame.visible.size == Size(width: 390, height: 844))
            #expect(frame.query == ViewportProbe.phone.queryRect(for: frame.visible, axis: .vertical))
        }
    }

    @Test func shortContentIsCoveredFromTopToBottomWithoutLeavingIt() throws {
        let prepared = try Workload.photos.waterfallLayout(items: 40, seed: 3).prepare(boundsSize: CaseFixture.boundsSize, index: .linear)
        let travel = prepared.contentSize.height - 844
        let stretch = ScrollStretch(prepared, probe: .phone, step: 20, maximumFrames: 2_000)
        #expect(travel > 20 && stretch.frames.count == Int(travel / 20) + 1)
        #expect(stretch.frames.allSatisfy { $0.visible.origin.y >= 0 && $0.visible.origin.y <= travel })
        let empty = try Workload.photos.waterfallLayout(items: 0, seed: 3).prepare(boundsSize: CaseFixture.boundsSize, index: .linear)
        #expect(ScrollStretch(empty, probe: .phone, step: 20, maximumFrames: 2_000).frames.map(\.visible.origin.y) == [0])
    }

    @Test func everyStrategyFindsWhatTheLinearScanFindsOverAPass() throws {
        let results = try BenchmarkRunnerTests.run("operation=scroll-slots")
        let byGroup = Dictionary(grouping: results, by: \.benchmarkCase.variantGroup)
        #expect(byGroup.count == LayoutFamily.allCases.count)
        for (group, variants) in byGroup {
            let layout = variants[0].benchmarkCase.layout
            let expected = BenchmarkStrategy.allCases.filter { $0.runs(on: layout) && !$0.isPreparePeer }
            #expect(variants.map(\.benchmarkCase.strategy) == expected, "\(group)")
            #expect(expected.contains(.peerRTree) == (layout != .stickyCards), "\(group): peers run it where they run")
            #expect(Set(variants.map(\.resultCount)).count == 1, "\(group)")
            #expect(variants[0].resultCount > 0, "\(group)")
        }
        #expect(ResultInvariants.violations(in: results).allSatisfy { $0.description.contains("allocat") })
    }

    @Test func aPassIsTheSumOfItsQueries() throws {
        let benchmarkCase = BenchmarkCase(layout: .waterfall, strategy: .peerSortedScan, operation: .scrollSlots, items: 5_000, seed: 3)
        let fixture = try CaseFixture(CaseFixture.Key(benchmarkCase), strategies: [.peerSortedScan])
        guard case .batch(_, let resultCount) = BenchmarkOperation.scrollSlots.sampling else { Issue.record("a batch operation"); return }
        let inputs = OperationInputs(benchmarkCase: benchmarkCase, fixture: fixture, probe: .phone, plan: .quick)
        var expected = 0
        let frames = ScrollStretch(Self.prepared, probe: .phone, step: SamplingPlan.quick.scrollStep, maximumFrames: SamplingPlan.quick.maximumScrollFrames).frames
        for frame in frames {
            expected += Self.prepared.elements(in: frame.query, visibleBounds: frame.visible).count
        }
        #expect(frames.count == SamplingPlan.quick.maximumScrollFrames)
        #expect(expected > frames.count && resultCount(inputs) == expected)
    }
}
