import CollectionLayout
import LayoutSpec
import LayoutTestSupport
import Testing

/// Seeded random layouts, written as specs with every key, decode to the same
/// layout and lay out to the same frames: every key is read into the right field.
@Suite struct SpecRoundTripTests {
    @Test(arguments: 0..<40)
    func flowLayoutsRoundTrip(seed: UInt64) throws {
        var random = RandomLayouts(seed: seed)
        let bounds = random.boundsSize()
        let layout = random.flowLayout(boundsSize: bounds)
        let specification = try LayoutSpecification(json: SpecWriter.document(bounds: bounds, layout: layout))
        #expect(specification == LayoutSpecification(bounds: bounds, layout: SpecifiedLayout(layout)))
        let decodedFrames = try specification.prepare(index: .linear).allElements()
        #expect(decodedFrames == (try layout.prepare(boundsSize: bounds, index: .linear).allElements()))
    }

    @Test(arguments: 0..<40)
    func waterfallLayoutsRoundTrip(seed: UInt64) throws {
        var random = RandomLayouts(seed: seed)
        let bounds = random.boundsSize()
        let layout = random.waterfallLayout(boundsSize: bounds)
        let specification = try LayoutSpecification(json: SpecWriter.document(bounds: bounds, layout: layout))
        #expect(specification == LayoutSpecification(bounds: bounds, layout: SpecifiedLayout(layout)))
    }

    @Test(arguments: 0..<30)
    func stickyCardsLayoutsRoundTrip(seed: UInt64) throws {
        var random = RandomLayouts(seed: seed)
        let bounds = random.boundsSize()
        let layout = random.stickyCardsLayout(boundsSize: bounds)
        let specification = try LayoutSpecification(json: SpecWriter.document(bounds: bounds, layout: layout))
        #expect(specification == LayoutSpecification(bounds: bounds, layout: SpecifiedLayout(layout)))
    }

    @Test(arguments: 0..<30)
    func timelineLayoutsRoundTrip(seed: UInt64) throws {
        var random = RandomLayouts(seed: seed)
        let bounds = random.boundsSize()
        var layout = random.timelineLayout(boundsSize: bounds)
        // The keys of the other direction are not written: they keep their defaults.
        let defaults = TimelineLayout.Configuration()
        if layout.configuration.scrollDirection == .vertical {
            layout.configuration.nodeItem = defaults.nodeItem
            layout.configuration.nodeRadius = defaults.nodeRadius
        } else {
            layout.configuration.axisOffset = defaults.axisOffset
        }
        let specification = try LayoutSpecification(json: SpecWriter.document(bounds: bounds, layout: layout))
        #expect(specification == LayoutSpecification(bounds: bounds, layout: SpecifiedLayout(layout)))
    }

    /// Every index strategy returns the same elements for a decoded spec.
    @Test func everyIndexAgrees() throws {
        let specification = try LayoutSpecification(json: SpecDocuments.spec(
            sections: #"{"workload": "feed", "items": 300, "seed": 5}"#,
            layout: #"{"type": "flow", "headerReferenceSize": [0, 30], "sectionHeadersPinToVisibleBounds": true}"#
        ))
        let rect = Rect(x: 0, y: 500, width: 100, height: 900)
        let visible = Rect(x: 0, y: 700, width: 100, height: 200)
        let results = try IndexStrategy.allCases.map { strategy in
            ElementListing(elementsOf: try specification.prepare(index: strategy), in: rect, visibleBounds: visible).formatted(as: .tsv)
        }
        #expect(Set(results).count == 1)
        #expect(results[0].split(separator: "\n").count > 2)
    }
}
