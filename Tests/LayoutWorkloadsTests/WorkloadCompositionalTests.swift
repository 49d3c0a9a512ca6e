import CollectionLayout
import LayoutWorkloads
import Testing

/// Every workload as item sizes and as compositional data: the same items in
/// the same sections, and the two pages' layouts over any of them.
@Suite struct WorkloadCompositionalTests {
    @Test(arguments: Workload.allCases)
    func compositionalSectionsHoldTheWorkloadsItems(_ workload: Workload) {
        let sizes = workload.sections(items: 1_500, seed: 11)
        let data = workload.compositionalSections(items: 1_500, seed: 11)
        #expect(data.map(\.items.count) == sizes.map(\.count))
        #expect(sizes.reduce(0) { $0 + $1.count } == 1_500)
        // Sizes for layouts that take them: none zero, none negative.
        #expect(sizes.allSatisfy { section in (0..<section.count).allSatisfy { section[$0].width > 0 && section[$0].height > 0 } })
        if ![.appStore, .photoGrid].contains(workload) {
            #expect(data.map(\.items) == sizes)
        }
    }

    @Test(arguments: Workload.allCases)
    func bothPagesLayOutEveryWorkload(_ workload: Workload) throws {
        for layout in [workload.appStoreLayout(items: 600, seed: 2), workload.photoGridLayout(items: 600, seed: 2)] {
            let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .intervalTree)
            #expect(prepared.numberOfSections == workload.sections(items: 600, seed: 2).count)
            #expect((0..<prepared.numberOfSections).reduce(0) { $0 + (prepared.numberOfItems(inSection: $1) ?? 0) } == 600)
        }
    }

    @Test(arguments: Workload.allCases)
    func shortestItemHeightIsTheShortestItem(_ workload: Workload) {
        let sections = workload.sections(items: 30_000, seed: 1)
        let shortest = sections.flatMap { section in (0..<section.count).map { section[$0].height } }.min()
        #expect(shortest == workload.shortestItemHeight)
    }

    @Test func itemsPerSectionIsTheMostASectionHolds() {
        #expect(Workload.appStore.itemsPerSection == 40)
        #expect(Workload.photoGrid.itemsPerSection == 72)
        for workload in [Workload.appStore, .photoGrid] {
            #expect(workload.sections(items: 50_000, seed: 1).map(\.count).max() == workload.itemsPerSection)
        }
    }
}
