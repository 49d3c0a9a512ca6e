import CollectionLayout
import LayoutSpec
import LayoutTestSupport
import Testing

/// Seeded random layouts, written as specs with every key, decode to the same
/// layout and lay out to the same frames: every key is read into the right field.
@Suite struct SpecRoundTripTests {
    /// Writes the layout `makeLayout` generates for `seed` with `write`, decodes
    /// it and expects the same layout back, laid out to the same frames (or
    /// refused alike).
    /// - Returns: the layout and its decoded spec, for a test's own checks.
    @discardableResult
    static func roundTrip<Layout: SpecifiedEngineLayout>(
        seed: UInt64, layout makeLayout: (inout RandomLayouts, Size) -> Layout, write: (Size, Layout) -> String
    ) throws -> (layout: Layout, specification: LayoutSpecification) {
        var random = RandomLayouts(seed: seed)
        let bounds = random.boundsSize()
        let layout = makeLayout(&random, bounds)
        let specification = try LayoutSpecification(json: write(bounds, layout))
        #expect(specification == LayoutSpecification(bounds: bounds, layout: SpecifiedLayout(layout)), "seed \(seed)")
        let direct = Result { try layout.prepare(boundsSize: bounds, index: .linear).allElements() }
        let decoded = Result { try specification.prepare(index: .linear).allElements() }
        switch (direct, decoded) {
        case (.success(let lhs), .success(let rhs)): #expect(lhs == rhs, "seed \(seed)")
        case (.failure(let lhs as LayoutError), .failure(let rhs as SpecError)): #expect(SpecError(lhs) == rhs, "seed \(seed)")
        default: Issue.record("seed \(seed): \(direct) vs \(decoded)")
        }
        return (layout, specification)
    }

    @Test(arguments: 0..<40)
    func flowLayoutsRoundTrip(seed: UInt64) throws {
        try Self.roundTrip(seed: seed, layout: { $0.flowLayout(boundsSize: $1) }, write: SpecWriter.document)
    }

    @Test(arguments: 0..<40)
    func waterfallLayoutsRoundTrip(seed: UInt64) throws {
        try Self.roundTrip(seed: seed, layout: { $0.waterfallLayout(boundsSize: $1) }, write: SpecWriter.document)
    }

    @Test(arguments: 0..<30)
    func stickyCardsLayoutsRoundTrip(seed: UInt64) throws {
        try Self.roundTrip(seed: seed, layout: { $0.stickyCardsLayout(boundsSize: $1) }, write: SpecWriter.document)
    }

    @Test(arguments: 0..<30)
    func timelineLayoutsRoundTrip(seed: UInt64) throws {
        try Self.roundTrip(seed: seed, layout: { random, bounds in
            var layout = random.timelineLayout(boundsSize: bounds)
            // The keys of the other direction are not written: they keep their defaults.
            let defaults = TimelineLayout.Configuration()
            if layout.configuration.scrollDirection == .vertical {
                layout.configuration.nodeItem = defaults.nodeItem
                layout.configuration.nodeRadius = defaults.nodeRadius
            } else {
                layout.configuration.axisOffset = defaults.axisOffset
            }
            return layout
        }, write: SpecWriter.document)
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
