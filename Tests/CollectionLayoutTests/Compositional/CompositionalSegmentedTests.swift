import CollectionLayout
import LayoutTestSupport
import Testing

/// `prepare` against the segmented layout (`layOutSection`, one section at a
/// time with nothing shared) on random compositional layouts: the same
/// elements with the same frames. `prepare` shares solved group templates
/// between sections with equal groups (`GroupTemplateCache`); a section laid
/// out alone solves its own, so a template reused where it does not apply
/// (another content area, a section with fewer items than the group) shows
/// here as a frame difference.
@Suite("Compositional: prepare against sections laid out alone")
struct CompositionalSegmentedTests {
    @Test(arguments: 0..<3)
    func randomLayouts(batch: UInt64) throws {
        var compared = 0, sharedGroups = 0, impliedTrails = 0
        for seed in (batch * 100)..<((batch + 1) * 100) {
            var random = RandomLayouts(seed: 40_000 + seed)
            let bounds = random.compositionalBoundsSize()
            var layout = random.compositionalLayout(boundsSize: bounds, orthogonalChance: 0.2)
            // A pinned layout-wide item pins within its segment when laid out
            // alone, within the whole content in `prepare` (a known difference,
            // documented on `layOutSection`): not what this test is about.
            for index in layout.configuration.boundarySupplementaryItems.indices {
                layout.configuration.boundarySupplementaryItems[index].pinToVisibleBounds = false
            }
            // `prepare` holds implied trails without frames, the segments store
            // theirs: the same elements either way (without the option both
            // store them, which the driver's own tests cover).
            layout.impliesTrailFrames = true
            guard let prepared = try? layout.prepare(boundsSize: bounds, index: .linear) else { continue }
            if prepared.impliedTrailCount > 0 { impliedTrails += 1 }
            let segmented = try SegmentedLayout(layout: layout, boundsSize: bounds, index: .linear)
            let differences = SegmentedChecker.differences(segmented, prepared: prepared, label: "seed \(40_000 + seed): ")
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
            compared += 1
            if layout.sections.count > 1 { sharedGroups += 1 }
        }
        #expect(compared >= 60 && sharedGroups >= 30 && impliedTrails >= 1, "compared \(compared), with several sections \(sharedGroups), with implied trails \(impliedTrails)")
    }

    /// One group (half-width items, a pair per group) in sections with
    /// different side insets: the content area differs, so the template of
    /// one section is not the other's (cells 190 wide, then 150).
    @Test func anEqualGroupInAnotherAreaIsSolvedAgain() throws {
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CompositionalFixtures.size(.fractionalWidth(1), .absolute(50)),
            subitems: [CompositionalFixtures.item(.fractionalWidth(0.5), .fractionalHeight(1))]
        )
        var wide = DirectionalEdgeInsets.zero, narrow = DirectionalEdgeInsets.zero
        wide.leading = 10; wide.trailing = 10
        narrow.leading = 50; narrow.trailing = 50
        let descriptions = [CollectionLayoutSection(group: group, contentInsets: wide), CollectionLayoutSection(group: group, contentInsets: narrow)]
        let layout = CompositionalLayout(sections: [4, 4, 3].map { CompositionalLayout.Section(count: $0) }) { index, _ in descriptions[index % 2] }
        let prepared = try CompositionalFixtures.prepare(layout)
        #expect(prepared.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 200, y: 0, width: 190, height: 50))
        #expect(prepared.attributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 200, y: 100, width: 150, height: 50))
        #expect(prepared.attributesForItem(at: IndexPath(item: 2, section: 2))?.frame == Rect(x: 10, y: 250, width: 190, height: 50))
        let segmented = try SegmentedLayout(layout: layout, boundsSize: CompositionalFixtures.bounds, index: .linear)
        #expect(SegmentedChecker.differences(segmented, prepared: prepared).isEmpty)
    }
}
