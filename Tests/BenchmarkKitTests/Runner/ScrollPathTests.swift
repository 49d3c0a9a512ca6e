import CollectionLayout
import LayoutWorkloads
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct ScrollPathTests {
    @Test func sweepsFromTopToBottomInTheMinimumStep() throws {
        let prepared = try Workload.grid.flowLayout(items: 300, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .linear)
        let path = ScrollPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 10_000)
        let distance = prepared.contentSize.height - 844
        #expect(path.step == 20)
        #expect(path.frames.first?.visible == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(path.frames.last?.visible.minY == distance)
        #expect(path.frames.count == Int((distance / 20).rounded(.up)) + 1)
        #expect(path.frames[1].query == Rect(x: 0, y: 20 - 422, width: 390, height: 844 + 844))
    }

    @Test func longContentGrowsTheStepToStayWithinTheFrameBudget() throws {
        let prepared = try Workload.grid.flowLayout(items: 100_000, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .linear)
        let path = ScrollPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 500)
        #expect(path.frames.count <= 500 && path.frames.count >= 499)
        #expect(path.step > 20)
        #expect(path.frames.last?.visible.maxY == prepared.contentSize.height)
    }

    @Test func contentShorterThanTheScreenIsOneFrame() throws {
        let prepared = try Workload.grid.flowLayout(items: 3, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .linear)
        let path = ScrollPath(through: prepared, probe: .phone, minimumStep: 20, maximumFrames: 100)
        #expect(path.frames.count == 1)
    }
}
