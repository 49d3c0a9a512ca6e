import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// Every family over every workload it accepts: the pairs a case name may
/// hold must build, prepare and drive, so that `accepts` never promises a
/// layout that then refuses its data.
@Suite struct LayoutFamilyTests {
    static let pairs = LayoutFamily.allCases.flatMap { family in Workload.allCases.filter(family.accepts).map { (family, $0) } }

    @Test(arguments: pairs)
    func acceptedWorkloadsBuildAndPrepare(family: LayoutFamily, workload: Workload) throws {
        // Not 1: a horizontal timeline refuses a lone item (it cannot hold the node).
        for items in [0, 2, 150, 2_001] {
            let key = CaseFixture.Key(BenchmarkCase(layout: family, workload: workload, strategy: .linear, operation: .prepare, items: items))
            let fixture = try CaseFixture(key, strategies: BenchmarkStrategy.allCases, driverStrategies: family.runsDriverOperations ? [.intervalTree] : [])
            let counts = Set(fixture.preparedByEngine.values.map(\.elementCount))
            #expect(counts.count == 1 && counts.first! >= items, "\(family)/\(workload)/\(items): \(counts)")
            // The prepare peers (flow and waterfall; the uniform-lines one flow only) write exactly our frames, for every workload.
            #expect(fixture.preparePeers.count == (family == .flow ? 3 : family == .waterfall ? 2 : 0), "\(family)")
            for (strategy, peer) in fixture.preparePeers {
                #expect(peer.matchingFrames == counts.first!, "\(strategy) \(family)/\(workload)/\(items)")
            }
            // Without items the driver has nothing to change and measures nothing.
            if family.runsDriverOperations { #expect((fixture.drivers[.intervalTree]?.resultCounts[.hitTest] != nil) == (items > 0)) }
        }
    }

    @Test func whoRefusesWhat() {
        #expect(Workload.allCases.filter(LayoutFamily.calendarWeek.accepts) == [.meetings])
        #expect(Workload.allCases.filter(LayoutFamily.timelineHorizontal.accepts) == [.milestones])
        #expect(Workload.allCases.filter(LayoutFamily.stickyCards.accepts) == [.grid, .photos, .cards, .photoGrid])
        for family in LayoutFamily.allCases where ![.calendarWeek, .timelineHorizontal, .stickyCards].contains(family) {
            #expect(Workload.allCases.allSatisfy(family.accepts), "\(family)")
        }
    }

    /// The refusals `accepts` foresees are the layouts' own.
    @Test func refusedPairsAreRefusedByTheLayout() {
        #expect(throws: LayoutError.self) { try LayoutFamily.stickyCards.makeLayout(workload: .feed, items: 2_000, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .linear) }
        #expect(throws: LayoutError.self) { try LayoutFamily.timelineHorizontal.makeLayout(workload: .grid, items: 1_001, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .linear) }
    }

    /// The implied-trails family is the App Store page with its badges held
    /// without frames: the same elements as the `compositional` family's, fewer stored.
    @Test func impliedTrailsFamilyHoldsTheSameElementsWithFewerFrames() throws {
        let bounds = Workload.phoneBounds
        let stored = try LayoutFamily.compositional.makeLayout(workload: .appStore, items: 2_000, seed: 1).prepare(boundsSize: bounds, index: .stripDirectory)
        let implied = try LayoutFamily.compositionalImpliedTrails.makeLayout(workload: .appStore, items: 2_000, seed: 1).prepare(boundsSize: bounds, index: .stripDirectory)
        #expect(stored.impliedTrailCount == 0 && implied.impliedTrailCount > 0)
        #expect(implied.elementCount == stored.elementCount)
        #expect(implied.frames.count == stored.frames.count - implied.impliedTrailCount)
    }

    @Test(arguments: LayoutFamily.allCases)
    func carouselsAreWhereTheFamilySaysTheyAre(_ family: LayoutFamily) throws {
        let prepared = try family.makeLayout(workload: family.defaultWorkload, items: 500, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .linear)
        #expect(prepared.orthogonalSectionIndices.isEmpty != family.hasCarousels)
        #expect(family.runs(.carouselScroll) == family.hasCarousels)
        #expect(family.runs(.hitTest) == family.runsDriverOperations && family.runs(.scroll))
    }
}
