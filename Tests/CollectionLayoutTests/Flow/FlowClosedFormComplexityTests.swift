import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Uniform sections in closed form do O(sections) work and hold O(sections)
/// memory: counted (elements stored, bytes held, visits per query), not timed.
@Suite("Flow: uniform sections in closed form, prepare and query work")
struct FlowClosedFormComplexityTests {
    /// The benchmark's `grid` (1,000 uniform items per section) at `items`, in closed form.
    static func grid(items: Int) -> FlowLayout {
        var layout = Workload.grid.flowLayout(items: items, seed: 7)
        layout.uniformSectionsInClosedForm = true
        return layout
    }

    @Test func aMillionItemGridStoresOnlyItsHeaders() throws {
        let layout = Self.grid(items: 1_000_000)
        let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
        // One stored element per section (its header); every cell in closed form.
        #expect(prepared.frames.count == layout.sections.count)
        #expect(prepared.closedFormCellCount == 1_000_000)
        #expect(prepared.elementCount == 1_000_000 + layout.sections.count)
        // O(sections) bytes: under 200 per section for 1,000 sections, where
        // the materialised cells take 48 MB.
        #expect(prepared.storageBytes < 200 * layout.sections.count, "\(prepared.storageBytes) bytes")
        #expect(prepared.index.indexBytes < 200 * layout.sections.count, "\(prepared.index.indexBytes) index bytes")
    }

    @Test func storedElementsDoNotGrowWithTheItemsPerSection() throws {
        var stored: [Int] = []
        for items in [1_000, 10_000, 100_000] {
            var layout = Self.grid(items: items)
            layout.sections = layout.sections.map { section in
                var section = section
                section.items = .uniform(count: section.items.count * 10, size: section.items[0])
                return section
            }
            let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
            #expect(prepared.closedFormCellCount == items * 10)
            stored.append(prepared.frames.count - layout.sections.count)
        }
        #expect(stored == [0, 0, 0])
    }

    @Test(arguments: [0.1, 0.5, 0.9])
    func aQueryVisitsItsLinesOnly(position: Double) throws {
        let prepared = try Self.grid(items: 1_000_000).prepare(boundsSize: Workload.phoneBounds, index: .auto)
        let rect = Rect(x: 0, y: prepared.contentSize.height * position, width: 390, height: 844 + 2 * 400)
        let (visits, results) = prepared.visits(in: rect)
        #expect(results > 0)
        // A 1,644-point rect meets about 15 lines of 3 cells (110-point pitch)
        // and a header or two: a visit per line and per run, plus the strip
        // directory's few, never a scan of the section.
        #expect(visits <= 64 + results, "\(visits) visits for k = \(results)")
    }

    @Test func theGridWorkloadIsClosedFormAndEqualToTheMaterialisedGrid() throws {
        let closedLayout = Self.grid(items: 20_000)
        var layout = closedLayout
        layout.uniformSectionsInClosedForm = false
        let closed = try closedLayout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
        let reference = try layout.prepare(boundsSize: Workload.phoneBounds, index: .auto)
        #expect(closed.closedFormCellCount == 20_000)
        #expect(closed.contentSize == reference.contentSize)
        let byKey = Dictionary(uniqueKeysWithValues: zip(reference.materializedKeys(), reference.frames))
        let keys = closed.materializedKeys(), frames = closed.materializedFrames()
        #expect(keys.count == reference.elementCount)
        #expect(zip(keys, frames).allSatisfy { byKey[$0.0] == $0.1 })
    }
}
