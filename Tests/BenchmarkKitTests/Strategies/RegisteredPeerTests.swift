import CollectionLayout
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The registered C++ peers (`peer-rtree`, `peer-sorted-scan`): they run the
/// slot queries and their build, return the linear scan's result count on
/// every layout they run on (pinned elements included), and stay off the
/// layouts they cannot answer.
@Suite struct RegisteredPeerTests {
    @Test func peersReturnTheLinearCountOnEveryLayoutTheyRunOn() throws {
        let results = try BenchmarkRunnerTests.run("strategy=linear|peer-rtree|peer-sorted-scan,operation=query-slots|query-random", items: [2_000])
        let byGroup = Dictionary(grouping: results, by: \.benchmarkCase.variantGroup)
        // Every layout × (3 positions + random); the peers on every layout they run on (not stickyCards).
        let families = LayoutFamily.allCases
        let peerFamilies = families.filter { BenchmarkStrategy.peerRTree.runs(on: $0) && BenchmarkStrategy.peerSortedScan.runs(on: $0) }
        #expect(peerFamilies.count == families.count - 1 && !peerFamilies.contains(.stickyCards))
        #expect(byGroup.count == families.count * 4)
        var peerGroups = 0
        for (group, variants) in byGroup {
            let linear = try #require(variants.first { $0.benchmarkCase.strategy == .linear }, "\(group)")
            #expect(linear.resultCount > 0, "\(group)")
            for variant in variants { #expect(variant.resultCount == linear.resultCount, "\(variant.benchmarkCase.name)") }
            if variants.count == 3 { peerGroups += 1 }
        }
        #expect(peerGroups == peerFamilies.count * 4)
        #expect(ResultInvariants.violations(in: results).filter { $0.description.contains("linear scan found") }.isEmpty)
    }

    @Test func peersAreRefusedOnStickyCards() throws {
        #expect(!BenchmarkSuite.full().cases.contains { $0.layout == .stickyCards && $0.strategy.isPeer })
        #expect(throws: BenchmarkCase.NameError.self) { try BenchmarkCase(name: "stickyCards/cards/query-slots/middle/peer-rtree/n=100") }
        #expect(try BenchmarkCase(name: "flow/grid/query-random/peer-sorted-scan/n=100").strategy == .peerSortedScan)
    }

    @Test func theRTreeIsAReference() {
        #expect(BenchmarkStrategy.references.map(\.rawValue) == ["linear", "peer-rtree", "peer-cpp-loop"])
        #expect(BenchmarkStrategy.peerRTree.referenceLabel == "rtree")
    }
}
