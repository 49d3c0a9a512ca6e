import CollectionLayout
import Foundation
import LayoutSpec
import LayoutWorkloads
import Testing

/// `results/specs/compositional-app-store.json` and `compositional-photo-grid.json`
/// spell the benchmark's two compositional pages (`AppStorePage`,
/// `PhotoGridPage`) in JSON over the workloads' own data, so the CLI can
/// render and query what the benchmark measures. Each must lay out exactly
/// what the workload's layout does, element for element.
@Suite struct WorkloadPageSpecTests {
    static func prepared(_ name: String, strategy: IndexStrategy) throws -> PreparedLayout {
        let data = try Data(contentsOf: CompositionalExampleSpecTests.directory.appendingPathComponent(name + ".json"))
        return try LayoutSpecification(json: Array(data)).prepare(index: strategy)
    }

    @Test func theAppStoreSpecIsThePage() throws {
        let spec = try Self.prepared("compositional-app-store", strategy: .intervalTree)
        let page = try Workload.appStore.appStoreLayout(items: 130, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .intervalTree)
        #expect(spec.allElements() == page.allElements())
        #expect(spec.contentSize == page.contentSize && spec.orthogonalSectionIndices == page.orthogonalSectionIndices)
        // The unmeasured list rows stay unmeasured: they take the estimate.
        #expect(spec.allElements().contains { $0.category == .cell && $0.frame.height == 88 && $0.frame.width == 350 })
    }

    @Test func thePhotoGridSpecIsThePage() throws {
        let spec = try Self.prepared("compositional-photo-grid", strategy: .sortedColumns)
        let page = try Workload.photoGrid.photoGridLayout(items: 80, seed: 1).prepare(boundsSize: Workload.phoneBounds, index: .sortedColumns)
        let visible = Rect(x: 0, y: 500, width: 390, height: 844)
        #expect(spec.allElements(visibleBounds: visible) == page.allElements(visibleBounds: visible))
        #expect(spec.contentSize == page.contentSize)
    }

    @Test func aCompositionalSpecTakesTheWorkloadsCompositionalData() throws {
        let json = #"""
        { "bounds": { "width": 390, "height": 844 }, "sections": { "workload": "appStore", "items": 500, "seed": 9 },
          "layout": { "type": "compositional", "section": { "group": { "group": "horizontal",
            "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 50 } },
            "subitems": [ { "size": { "width": { "fractionalWidth": 1 }, "height": { "estimated": 50 } } } ] } } } }
        """#
        let specification = try LayoutSpecification(json: Array(json.utf8))
        guard let layout = specification.layout.value as? SpecifiedCompositionalLayout else {
            Issue.record("not a compositional layout")
            return
        }
        #expect(layout.sections == Workload.appStore.compositionalSections(items: 500, seed: 9))
    }
}
