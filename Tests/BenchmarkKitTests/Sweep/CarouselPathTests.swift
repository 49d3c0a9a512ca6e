import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct CarouselPathTests {
    static func prepared(_ layout: CompositionalLayout) throws -> PreparedLayout {
        try layout.prepare(boundsSize: Workload.phoneBounds, index: .intervalTree)
    }

    @Test func sweepsTheMiddleCarouselFromEndToEndOnScreen() throws {
        let prepared = try Self.prepared(Workload.appStore.appStoreLayout(items: 2_000, seed: 1))
        let path = CarouselPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 1_000)
        let carousels = prepared.orthogonalSectionIndices
        let section = try #require(path.section)
        #expect(section == carousels[carousels.count / 2])
        let declaration = try #require(prepared.orthogonalSection(section))
        #expect(path.step == 20 && path.offsets.first == 0 && path.offsets.last == declaration.maximumOffset)
        #expect(path.offsets.count == Int((declaration.maximumOffset / 20).rounded(.up)) + 1)
        #expect(path.query == ViewportProbe.phone.queryRect(for: path.visible, axis: .vertical))
        // The carousel's cells are all on screen, top to bottom.
        for slot in declaration.slots {
            let frame = prepared.frame(ofSlot: slot, visibleBounds: path.visible)
            #expect(frame.minY >= path.visible.minY && frame.maxY <= path.visible.maxY)
        }
    }

    @Test func eachEndOfTheSweepShowsOtherCells() throws {
        var prepared = try Self.prepared(Workload.appStore.appStoreLayout(items: 2_000, seed: 1))
        let path = CarouselPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 1_000)
        let section = try #require(path.section)
        func cells(at offset: Double) throws -> Set<IndexPath> {
            try prepared.setOrthogonalScrollOffset(offset, forSection: section)
            return Set(prepared.elements(in: path.query, visibleBounds: path.visible).filter { $0.category == .cell && $0.indexPath.section == section }.map(\.indexPath))
        }
        let first = try cells(at: path.offsets[0]), last = try cells(at: path.offsets[path.offsets.count - 1])
        #expect(!first.isEmpty && !last.isEmpty && first.isDisjoint(with: last))
    }

    @Test func aLongCarouselGrowsTheStepToStayWithinTheFrameBudget() throws {
        // The grid workload's sections of 1,000 items: a shelf of 334 groups.
        let prepared = try Self.prepared(Workload.grid.appStoreLayout(items: 3_000, seed: 1))
        let path = CarouselPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 100)
        #expect(path.section == 1)
        #expect(path.step > 20 && path.offsets.count <= 100 && path.offsets.count >= 99)
        #expect(path.offsets.last == prepared.orthogonalSection(1)?.maximumOffset)
    }

    @Test func aLayoutWithoutCarouselsIsOneFrameThatSetsNothing() throws {
        let prepared = try Self.prepared(Workload.photoGrid.photoGridLayout(items: 500, seed: 1))
        let path = CarouselPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 100)
        #expect(path.section == nil && path.offsets == [0])
        #expect(path.visible == Rect(x: 0, y: 0, width: 390, height: 844))
    }
}
