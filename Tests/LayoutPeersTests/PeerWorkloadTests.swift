import CollectionLayout
import LayoutPeers
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The peers against the linear scan on the frames the benchmark measures them
/// on: the grid flow, the photos waterfall and the App Store page, queried with
/// viewports at seeded random offsets over the whole content and along it.
@Suite("Peers on the benchmark's workloads: exactly the linear scan's slots")
struct PeerWorkloadTests {
    /// The benchmark's layouts at `items` items, seed 7, prepared for a phone.
    static func layouts(items: Int) throws -> [(String, PreparedLayout)] {
        let bounds = Workload.phoneBounds
        return [
            ("flow/grid", try Workload.grid.flowLayout(items: items, seed: 7).prepare(boundsSize: bounds, index: .linear)),
            ("waterfall/photos", try Workload.photos.waterfallLayout(items: items, seed: 7).prepare(boundsSize: bounds, index: .linear)),
            ("compositional/appStore", try Workload.appStore.appStoreLayout(items: items, seed: 7).prepare(boundsSize: bounds, index: .linear)),
        ]
    }

    @Test("Viewports over 20,000-item layouts")
    func viewports() throws {
        var random = RandomLayouts(seed: 11)
        for (name, layout) in try Self.layouts(items: 20_000) {
            var oracle = PeerOracle()
            let height = layout.contentSize.height
            let rects = (0..<300).map { _ in
                Rect(origin: Point(x: 0, y: random.generator.length(between: -844, and: height)), size: Workload.phoneBounds)
            }
            oracle.check(frames: layout.frames, axis: layout.scrollAxis, rects: rects, label: "\(name): ")
            #expect(oracle.mismatches.isEmpty, "\(oracle.mismatches.joined(separator: "\n"))")
            #expect(oracle.rectsWithResults * 10 >= oracle.rectsChecked * 9, "\(name): \(oracle.summary)")
        }
    }
}
