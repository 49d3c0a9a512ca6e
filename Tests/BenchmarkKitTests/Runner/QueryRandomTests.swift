import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// `query-random`: a fixed, seeded set of viewports over the whole content,
/// each queried once per pass, with every strategy returning what the linear
/// scan returns.
@Suite struct QueryRandomTests {
    static let prepared = try! Workload.photos.waterfallLayout(items: 5_000, seed: 3).prepare(boundsSize: CaseFixture.boundsSize, index: .linear)

    @Test func viewportsAreSeededAndSpreadOverTheWholeContent() {
        let viewports = RandomViewports(Self.prepared, probe: .phone, seed: 3)
        #expect(viewports.frames.count == RandomViewports.count && RandomViewports.count >= 1_000)
        #expect(viewports.frames == RandomViewports(Self.prepared, probe: .phone, seed: 3).frames)
        #expect(viewports.frames != RandomViewports(Self.prepared, probe: .phone, seed: 4).frames)
        let travel = Self.prepared.contentSize.height - 844
        let starts = viewports.frames.map(\.visible.origin.y)
        #expect(starts.allSatisfy { $0 >= 0 && $0 <= travel })
        #expect(starts.min()! < 0.01 * travel && starts.max()! > 0.99 * travel)
        // Spread, not clustered: every tenth of the content holds some of them.
        #expect(Set(starts.map { Int($0 / travel * 10) }).isSuperset(of: 0..<10))
        for frame in viewports.frames {
            #expect(frame.visible.size == Size(width: 390, height: 844))
            #expect(frame.query == ViewportProbe.phone.queryRect(for: frame.visible, axis: .vertical))
        }
    }

    @Test func everyStrategyFindsWhatTheLinearScanFindsOverAPass() throws {
        let results = try BenchmarkRunnerTests.run("operation=query-random|query-random-attributes")
        let byGroup = Dictionary(grouping: results, by: \.benchmarkCase.variantGroup)
        #expect(byGroup.count == LayoutFamily.allCases.count * 2)
        for (group, variants) in byGroup {
            // Every engine strategy, and the rect-query peers on query-random (slots) where they run.
            let (operation, layout) = (variants[0].benchmarkCase.operation, variants[0].benchmarkCase.layout)
            let expected = BenchmarkStrategy.allCases.filter {
                !$0.isPeer || (!$0.isPreparePeer && operation == .queryRandom && layout != .stickyCards)
            }
            #expect(variants.map(\.benchmarkCase.strategy) == expected, "\(group)")
            #expect(Set(variants.map(\.resultCount)).count == 1, "\(group)")
            #expect(variants[0].resultCount > RandomViewports.count, "\(group): a pass finds elements in most viewports")
        }
        #expect(ResultInvariants.violations(in: results).allSatisfy { $0.description.contains("allocat") })
    }

    @Test func aPassIsTheSumOfItsQueries() throws {
        let benchmarkCase = BenchmarkCase(layout: .waterfall, strategy: .intervalTree, operation: .queryRandom, items: 5_000, seed: 3)
        let fixture = try CaseFixture(CaseFixture.Key(benchmarkCase), strategies: [.intervalTree])
        guard case .batch(_, let resultCount) = BenchmarkOperation.queryRandom.sampling else { Issue.record("a batch operation"); return }
        let inputs = OperationInputs(benchmarkCase: benchmarkCase, fixture: fixture, probe: .phone, plan: .quick)
        var expected = 0
        for frame in RandomViewports(Self.prepared, probe: .phone, seed: 3).frames {
            expected += Self.prepared.elements(in: frame.query, visibleBounds: frame.visible).count
        }
        #expect(resultCount(inputs) == expected)
    }
}
