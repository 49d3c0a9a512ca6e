import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// The runner on a tiny suite: structure and deterministic figures only
/// (counts, memory), never timings. Allocations per query are not asserted
/// here: a debug build allocates where a release build does not, so the
/// zero-allocation invariant is checked on release runs (`ResultInvariants`,
/// `layout-bench run --quick --strict` in `.ci/run`).
@Suite struct BenchmarkRunnerTests {
    static let plan = SamplingPlan(samples: 3, targetSampleNanoseconds: 50_000, scrollStep: 20, maximumScrollFrames: 40)

    static func run(_ filter: String, items: [Int] = [200]) throws -> [CaseResult] {
        let suite = BenchmarkSuite(cases: BenchmarkSuite.cases(layouts: LayoutFamily.allCases, itemCounts: items, seed: 3), sampling: plan)
        let filtered = suite.filtered(by: try CaseFilter(filter, known: suite.knownValues))
        return try BenchmarkRunner(suite: filtered).run()
    }

    @Test func everyCaseGetsItsSamplesInSuiteOrder() throws {
        let suite = BenchmarkSuite(cases: BenchmarkSuite.cases(layouts: [.flow], itemCounts: [100], seed: 3), sampling: Self.plan)
        var reported = 0
        let results = try BenchmarkRunner(suite: suite).run { progress in
            reported += progress.group.count
            #expect(progress.finishedCases == reported && progress.totalCases == suite.cases.count)
        }
        #expect(results.map(\.benchmarkCase) == suite.cases)
        for result in results where result.benchmarkCase.operation != .scroll {
            #expect(result.wallNanoseconds.count == 3 && result.cpuNanoseconds?.count == 3)
            #expect(result.wallNanoseconds.allSatisfy { $0 > 0 })
            #expect(result.iterationsPerSample >= 1)
        }
    }

    @Test func queryResultCountsAgreeAcrossStrategies() throws {
        let results = try Self.run("operation=query-attributes")
        let byGroup = Dictionary(grouping: results, by: \.benchmarkCase.variantGroup)
        #expect(byGroup.count == LayoutFamily.allCases.count * 3)
        for (group, variants) in byGroup {
            #expect(Set(variants.map(\.resultCount)).count == 1, "\(group)")
            #expect(variants[0].resultCount > 0, "\(group)")
        }
    }

    @Test func prepareReportsMemoryPerItem() throws {
        let results = try Self.run("operation=prepare", items: [2_000])
        for result in results where !result.benchmarkCase.strategy.isPeer {
            let retained = try #require(result.retainedBytesPerItem)
            let index = try #require(result.indexBytesPerItem)
            // Cells in closed form store nothing: two sections' headers and runs.
            if result.benchmarkCase.layout == .flowClosedForm {
                #expect(retained < 4 && index < 1, "\(result.benchmarkCase.name): \(retained), index \(index)")
                continue
            }
            // Frames alone are 32 B per element; everything retained is at least that.
            #expect(retained >= 32 && retained < 400, "\(result.benchmarkCase.name): \(retained)")
            // An index holds at most 20 B per element (sorted columns: 8 + 8 when a lane's
            // starts are unsorted + 4 when it is not a run of slots; the interval tree 8 + 4);
            // timelines hold more elements than items (headers, lines).
            let elementsPerItem = Double(result.resultCount) / 2_000
            // A carousel (orthogonal section) keeps, besides its index, its own copy of its
            // frames (32 B) and its groups' extents (16 B a group, at most a group an element).
            var stripBytesPerItem = 0.0
            if result.benchmarkCase.layout.hasCarousels {
                let prepared = try #require(try CaseFixture(CaseFixture.Key(result.benchmarkCase), strategies: [.linear]).preparedByEngine[.linear])
                let stripElements = prepared.orthogonalSectionIndices.reduce(0) { $0 + (prepared.orthogonalSection($1)?.slots.count ?? 0) }
                stripBytesPerItem = 48 * Double(stripElements) / 2_000
            }
            #expect(index <= 20 * elementsPerItem + stripBytesPerItem, "\(result.benchmarkCase.name): \(index)")
            if [.flow, .waterfall].contains(result.benchmarkCase.layout) {
                #expect(index <= 16, "\(result.benchmarkCase.name): \(index)")
            }
            #expect(result.allocationsPerOperation >= 1)
            #expect(result.resultCount >= 2_000)
        }
    }

    @Test func scrollSamplesAreFrames() throws {
        let results = try Self.run("operation=scroll,layout=flow", items: [5_000])
        for result in results {
            #expect(result.iterationsPerSample == 1)
            #expect(result.wallNanoseconds.count == result.resultCount)
            #expect(result.resultCount <= 40 && result.resultCount >= 39)
            #expect(result.cpuNanoseconds == nil)
        }
    }

    @Test func groupingKeepsFirstAppearanceOrder() {
        let cases = BenchmarkSuite.cases(layouts: [.flow], itemCounts: [1, 2], seed: 1)
        let groups = BenchmarkRunner.grouped(cases.reversed(), by: \.items)
        #expect(groups.map { $0[0].items } == [2, 1])
        #expect(groups.map(\.count) == [cases.count / 2, cases.count / 2])
    }
}

extension BenchmarkRunnerTests {
    @Test func driverOperationsReportWhatTheyLayOut() throws {
        // 2,500 grid items: sections of 1,000, 1,000 and 500; the middle one changes.
        // 2,500 photos: five sections of 500.
        let results = try Self.run("layout=flow|waterfall,operation=self-size|batch-update|hit-test", items: [2_500])
        // 2 layouts × 3 driver operations × the engine's strategies (peers run no driver operation).
        #expect(results.count == 2 * 3 * IndexStrategy.concrete.count)
        for result in results {
            let expected: Int
            switch (result.benchmarkCase.layout, result.benchmarkCase.operation) {
            case (.flow, .hitTest), (.waterfall, .hitTest): expected = 1
            case (.flow, _): expected = 1_000
            case (.waterfall, _): expected = 500
            default:
                Issue.record("\(result.benchmarkCase.name): only flow and waterfall run driver operations")
                continue
            }
            #expect(result.resultCount == expected, "\(result.benchmarkCase.name)")
            #expect(result.wallNanoseconds.count == 3 && result.wallNanoseconds.allSatisfy { $0 > 0 })
        }
    }

    @Test func driverBodiesAlternateRealChangesAndComeBack() throws {
        let key = CaseFixture.Key(BenchmarkCase(layout: .waterfall, strategy: .intervalTree, operation: .batchUpdate, items: 1_200))
        let fixture = try DriverFixture(key, strategy: .intervalTree)
        let body = fixture.makeBody(.batchUpdate)
        body(1)
        body(1)
        body(2)
        let selfSize = fixture.makeBody(.selfSize)
        selfSize(3)
        #expect(fixture.resultCounts == [.selfSize: 500, .batchUpdate: 500, .hitTest: 1])
    }
}

extension BenchmarkRunnerTests {
    @Test func carouselScrollSamplesAreFramesOfTheMiddleCarousel() throws {
        let results = try Self.run("operation=carousel-scroll", items: [2_000])
        // Both App Store families, stored and implied trails: the same carousels.
        let strategies = BenchmarkStrategy.allCases.filter(BenchmarkOperation.carouselScroll.accepts)
        #expect(results.map(\.benchmarkCase.strategy) == strategies + strategies)
        #expect(results.map(\.benchmarkCase.layout) == Array(repeating: .compositional, count: strategies.count) + Array(repeating: .compositionalImpliedTrails, count: strategies.count))
        let prepared = try Workload.appStore.appStoreLayout(items: 2_000, seed: 3).prepare(boundsSize: CaseFixture.boundsSize, index: .linear)
        let frames = CarouselPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 40).offsets.count
        #expect(frames > 2)
        for result in results {
            #expect(result.iterationsPerSample == 1 && result.cpuNanoseconds == nil)
            #expect(result.resultCount == frames && result.wallNanoseconds.count == frames)
        }
    }

    @Test func compositionalDriverOperationsChangeAListRowOrTheMiddleSection() throws {
        let results = try Self.run("layout=compositional|compositionalPhotos,operation=self-size|batch-update|hit-test", items: [2_500])
        // 2 layouts × 3 driver operations × the engine's strategies (peers run no driver operation).
        #expect(results.count == 2 * 3 * IndexStrategy.concrete.count)
        let pages = Workload.appStore.compositionalSections(items: 2_500, seed: 3).map(\.items.count)
        let lists = Set(pages.indices.filter { AppStorePage.SectionKind(section: $0) == .list }.map { pages[$0] })
        let days = Workload.photoGrid.compositionalSections(items: 2_500, seed: 3).map(\.items.count)
        let middleDay = days[days.count / 2] >= 8 ? days[days.count / 2] : days.max()!
        for result in results {
            switch (result.benchmarkCase.layout, result.benchmarkCase.operation) {
            case (_, .hitTest): #expect(result.resultCount == 1, "\(result.benchmarkCase.name)")
            case (.compositional, _): #expect(lists.contains(result.resultCount), "\(result.benchmarkCase.name): \(result.resultCount)")
            default: #expect(result.resultCount == middleDay, "\(result.benchmarkCase.name)")
            }
        }
    }

    @Test func selfSizingOnTheAppStorePageResizesAListRow() throws {
        let layout = Workload.appStore.appStoreLayout(items: 2_500, seed: 3)
        let simulator = try CollectionViewSimulator(layout: layout, bounds: Rect(origin: .zero, size: CaseFixture.boundsSize), index: .intervalTree)
        let inputs = DriverInputs(simulator)
        #expect(AppStorePage.SectionKind(section: inputs.resized.section) == .list)
        var changed = simulator
        let before = try changed.layoutAttributesForItem(at: inputs.resized).frame
        inputs.apply(.selfSize, phase: 0, to: &changed)
        #expect(try changed.layoutAttributesForItem(at: inputs.resized).frame.height == before.height + 37)
    }
}
