import CollectionLayout
import LayoutPeers
import LayoutWorkloads
import Testing

/// The prepare peers compute exactly our frames: for every workload as a flow
/// and as a waterfall (any of them can be named in a case) at several sizes, every frame the C++ loop writes equals
/// the prepared layout's, bit for bit, and so does the content height.
@Suite("Prepare peers: the same frames as our layouts")
struct PreparePeerTests {
    static let sizes = [0, 1, 2, 3, 999, 1000, 1001, 12_345, 100_000]

    /// Compares `peer`'s frames and height with `layout` prepared for a phone.
    func check(_ layout: any CollectionLayout, _ peer: (any PreparePeer)?, label: String, items: Int) throws {
        let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .linear)
        let (frames, height) = try #require(peer, "\(label): refused").frames()
        let differences = frames.count != prepared.frames.count
            ? ["\(frames.count) frames, ours \(prepared.frames.count)"]
            : zip(frames, prepared.frames).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(5).map { "slot \($0.offset): \($0.element.0) vs ours \($0.element.1)" }
        #expect(differences.isEmpty, "\(label): \(differences)")
        #expect(height == prepared.contentSize.height, "\(label)")
        #expect(items == 0 || frames.count > items, "\(label): \(frames.count) frames")
    }

    @Test("Flow: the grid and every other workload", arguments: Workload.allCases)
    func flow(workload: Workload) throws {
        for items in Self.sizes {
            let layout = workload.flowLayout(items: items, seed: 7)
            try check(layout, FlowPreparePeer(layout: layout, boundsSize: Workload.phoneBounds), label: "flow \(workload) n=\(items)", items: items)
        }
    }

    @Test("Waterfall: the photos and every other workload", arguments: Workload.allCases)
    func waterfall(workload: Workload) throws {
        for items in Self.sizes {
            let layout = workload.waterfallLayout(items: items, seed: 7)
            try check(layout, WaterfallPreparePeer(layout: layout, boundsSize: Workload.phoneBounds), label: "waterfall \(workload) n=\(items)", items: items)
        }
    }

    @Test("Layouts the peers do not model are refused, not miscomputed")
    func refusals() {
        var flow = Workload.grid.flowLayout(items: 10, seed: 7)
        flow.configuration.sectionHeadersPinToVisibleBounds = true
        #expect(FlowPreparePeer(layout: flow, boundsSize: Workload.phoneBounds) == nil)
        flow = Workload.grid.flowLayout(items: 10, seed: 7)
        flow.sections[0].minimumLineSpacing = 3
        #expect(FlowPreparePeer(layout: flow, boundsSize: Workload.phoneBounds) == nil)
        var waterfall = Workload.photos.waterfallLayout(items: 10, seed: 7)
        waterfall.configuration.itemRenderDirection = .leftToRight
        #expect(WaterfallPreparePeer(layout: waterfall, boundsSize: Workload.phoneBounds) == nil)
    }
}
