import CollectionLayout
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct CaseFilterTests {
    let suite = BenchmarkSuite.full()
    /// The engine's concrete strategies: every one runs every operation.
    let engines = IndexStrategy.concrete.count
    /// The rect-query peers: they run prepare and the slot queries on every layout but sticky cards.
    let peers = BenchmarkStrategy.allCases.filter { $0.isPeer && !$0.isPreparePeer }.count
    /// The prepare peers (the C++ loops) of flow and waterfall: prepare only, on both.
    let preparePeers = BenchmarkStrategy.allCases.filter { $0.isPreparePeer && $0.runs(on: .waterfall) }.count
    /// The flow's own prepare peer (`peer-cpp-loop-uniform`): prepare and prepare-reused, on flow only.
    let flowPreparePeers = BenchmarkStrategy.allCases.filter { $0.isPreparePeer && !$0.runs(on: .waterfall) }.count

    func selected(_ text: String) throws -> [String] {
        let filter = try CaseFilter(text, known: suite.knownValues)
        return suite.filtered(by: filter).cases.map(\.name)
    }

    @Test func fullSuiteHasEveryCombinationOnce() {
        // 11 layouts (flow, waterfall, stickyCards, timeline, timelineHorizontal, calendarWeek,
        // waterfallBackgrounds, compositional, compositionalPhotos, flowClosedForm, compositionalImpliedTrails) × 5 sizes
        // × (prepare + 2 queries × 3 positions + 2 random queries + scroll-slots + scroll) × the engine's
        // strategies, plus carousel-scroll for the two App Store families, and the driver's self-size, batch-update
        // and hit-test for flow, waterfall, compositional and compositionalPhotos; plus the peers'
        // prepare, query-slots at 3 positions, query-random and scroll-slots on every layout but stickyCards;
        // plus the prepare peers' prepare on flow and waterfall; plus prepare-reused on the four flow and
        // waterfall families with the engine's strategies, and on flow and waterfall with the one C++ loop
        // that runs it (into reused storage); plus the flow's own prepare peer's prepare and prepare-reused.
        #expect(suite.cases.count == 11 * 5 * 11 * engines + 2 * 5 * engines + 4 * 5 * 3 * engines + 10 * 5 * 6 * peers + 2 * 5 * preparePeers
            + 4 * 5 * engines + 2 * 5 * 1 + 2 * 5 * flowPreparePeers)
        #expect(Set(suite.cases.map(\.name)).count == suite.cases.count)
    }

    @Test func fieldEqualityAndAlternatives() throws {
        let names = try selected("layout=flow,operation=prepare|scroll,strategy=linear")
        #expect(names.count == 2 * 5)
        #expect(names.allSatisfy { $0.hasPrefix("flow/grid/") && $0.contains("/linear/") })
        #expect(names.filter { $0.contains("/scroll/") }.count == 5)
    }

    @Test func numericComparisonsOnItems() throws {
        let names = try selected("items>=100000,operation=prepare")
        #expect(names.count == 11 * 2 * engines + 10 * 2 * peers + 2 * 2 * preparePeers + 2 * flowPreparePeers)
        #expect(try selected("items<1000,operation=prepare").count == 11 * engines + 10 * peers + 2 * preparePeers + flowPreparePeers)
        #expect(try selected("items<=1000,operation=prepare").count == 11 * 2 * engines + 10 * 2 * peers + 2 * 2 * preparePeers + 2 * flowPreparePeers)
    }

    @Test func notEqualAndBareWordsAndWildcards() throws {
        #expect(try selected("strategy!=linear,operation=scroll").count == 11 * 5 * (engines - 1))
        #expect(try selected("query-slots/middle").count == 11 * 5 * engines + 10 * 5 * peers)
        #expect(try selected("layout=stickyCards,operation=scroll").count == 5 * engines)
        #expect(try selected("stickyCards/cards/scroll/,items=1000000").count == engines)
        #expect(try selected("workload=milestones").count == 5 * 11 * engines + 5 * 6 * peers)
        #expect(try selected("layout=calendarWeek,workload=meetings").count == 5 * 11 * engines + 5 * 6 * peers)
        #expect(try selected("flow/*/scroll/").count == 5 * engines)
        #expect(try selected("flow/*/scroll").count == 5 * engines + 5 * (engines + peers), "scroll and scroll-slots")
        #expect(try selected("name=waterfall/photos/prepare/interval-tree/n=1000") == ["waterfall/photos/prepare/interval-tree/n=1000"])
    }

    @Test func positionOfUnpositionedCasesIsADash() throws {
        // prepare, prepare-reused, query-random, query-random-attributes, scroll-slots, scroll, self-size, batch-update, hit-test.
        #expect(try selected("position=-,layout=flow,items=100").count == 9 * engines + 3 * peers + preparePeers + 1 + 2 * flowPreparePeers)
    }

    @Test func randomQueriesAreSelectableAtEverySize() throws {
        let names = try selected("operation=query-random")
        #expect(names.count == 11 * 5 * engines + 10 * 5 * peers)
        #expect(names.allSatisfy { $0.contains("/query-random/") })
        #expect(Set(try selected("operation=query-random-attributes,layout=flow").map { $0.split(separator: "/").last! }).count == 5)
    }

    @Test func driverOperationsAreSelectable() throws {
        let names = try selected("operation=self-size|batch-update|hit-test")
        #expect(names.count == 4 * 5 * 3 * engines)
        #expect(names.contains("waterfall/photos/self-size/interval-tree/n=1000000"))
        #expect(names.contains("flow/grid/batch-update/linear/n=100"))
        #expect(names.contains("compositional/appStore/self-size/linear/n=1000"))
        #expect(names.contains("compositionalPhotos/photoGrid/hit-test/sorted-columns/n=10000"))
        #expect(try selected("hit-test,items>=100000").count == 4 * 2 * engines)
    }

    @Test func carouselScrollRunsOnTheLayoutsWithCarouselsOnly() throws {
        let names = try selected("operation=carousel-scroll")
        #expect(names.count == 2 * 5 * engines)
        #expect(names.allSatisfy { $0.hasPrefix("compositional/appStore/carousel-scroll/") || $0.hasPrefix("compositionalImpliedTrails/appStore/carousel-scroll/") })
        #expect(try selected("scroll").count == 11 * 5 * engines + 2 * 5 * engines + 11 * 5 * engines + 10 * 5 * peers)
    }

    @Test(arguments: [
        ("layuot=flow", "unknown field 'layuot' in filter term 'layuot=flow' (fields: name, layout, workload, strategy, operation, position, items, seed)"),
        ("layout=flwo", "unknown layout 'flwo' in filter term 'layout=flwo' (known: calendarWeek, compositional, compositionalImpliedTrails, compositionalPhotos, flow, flowClosedForm, stickyCards, timeline, timelineHorizontal, waterfall, waterfallBackgrounds)"),
        ("strategy=rtree", "unknown strategy 'rtree' in filter term 'strategy=rtree' (known: interval-tree, linear, peer-cpp-loop, peer-cpp-loop-reused, peer-cpp-loop-uniform, peer-rtree, peer-sorted-scan, sorted-columns, strip-directory)"),
        ("layout=", "missing value in filter term 'layout='"),
        ("flow,,prepare", "empty term in filter 'flow,,prepare'"),
        ("layout<3", "'<' compares numbers: only items and seed take it, in 'layout<3'"),
        ("items>=many", "'items>=many' needs one number after '>='"),
    ])
    func badFiltersAreRefusedWithTheTerm(text: String, message: String) {
        #expect(throws: CaseFilter.ParseError(description: message)) { try CaseFilter(text, known: suite.knownValues) }
    }

    @Test func wildcardMatching() {
        #expect(Wildcard.matches("a*c", "abbbc"))
        #expect(Wildcard.matches("*", ""))
        #expect(Wildcard.matches("a**", "a"))
        #expect(!Wildcard.matches("a*c", "abcd"))
        #expect(Wildcard.matches("*b*", "abc"))
        #expect(!Wildcard.matches("abc", "ab"))
    }
}
