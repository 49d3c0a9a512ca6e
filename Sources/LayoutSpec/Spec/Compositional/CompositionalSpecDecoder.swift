import CollectionLayout
import LayoutWorkloads

/// Reads a `"type": "compositional"` layout (UIKit's
/// `UICollectionViewCompositionalLayout`) and its sections, the Swift API
/// mirrored in JSON: `section` (every section follows it) or `sectionProvider`
/// (a list of descriptions, section `i` following entry `i % n`), plus the
/// configuration's `scrollDirection`, `interSectionSpacing` and layout-wide
/// `boundarySupplementaryItems`, and `impliedTrailFrames` (the engine's
/// `CompositionalLayout.impliesTrailFrames`).
///
/// Paths name the JSON (`layout.section.group.subitems[1].size.width`,
/// `layout.sectionProvider[2].group`); what only the engine can find (a group
/// whose items do not fit, custom frames outside their group) it names in
/// its model's terms, which `SpecifiedCompositionalLayout.errorPaths` reads
/// as the same JSON paths.
///
/// Data sections give `count` (that many unmeasured items: estimated axes
/// take their estimates), `count` with `itemSize` (that many items measured at
/// that size), or `itemSizes` (each item's measured size; `[0, 0]`: not
/// measured); a workload object gives the workload's compositional data
/// (`Workload.compositionalSections`: measured sizes, except the list rows
/// `appStore` leaves unmeasured, and `photoGrid`'s counts alone).
enum CompositionalSpecDecoder {
    /// The keys of the layout object.
    static let layoutKeys = ["type", "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "section", "sectionProvider", "impliedTrailFrames"]

    /// The keys of a listed data section: its items only (the descriptions say the rest).
    static let sectionKeys = SectionItemsDecoder.keys

    /// The compositional layout that `layout` and `sections` describe.
    /// - Complexity: O(values in the layout's JSON + items listed), plus a workload's generation.
    static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> SpecifiedCompositionalLayout {
        let object = try SpecObject(layout, path: "layout", allowedKeys: layoutKeys)
        var configuration = CompositionalLayoutConfiguration()
        if let value = try object.optional("scrollDirection", { (value, path) throws(SpecError) in
            try SpecValues.choice(value, path: path, noun: "scrollDirection", as: FlowSpecDecoder.ScrollDirection.self)
        }) { configuration.scrollDirection = value.axis }
        if let value = try object.optional("interSectionSpacing", SpecValues.finite) { configuration.interSectionSpacing = value }
        if let value = try object.optional("boundarySupplementaryItems", CompositionalSupplementaryDecoder.boundaryItems) {
            configuration.boundarySupplementaryItems = value
        }
        let descriptions = try sectionDescriptions(of: object)
        let data: [CompositionalLayout.Section]
        if case .object = sections {
            let (workload, items, seed) = try SectionsDecoder.workloadSelection(sections)
            data = workload.compositionalSections(items: items, seed: seed)
        } else {
            data = try SectionsDecoder.decode(
                sections, sectionKeys: sectionKeys,
                section: { (object, budget) throws(SpecError) in
                    CompositionalLayout.Section(items: try SectionItemsDecoder.items(of: object, defaultSize: .zero, budget: &budget))
                },
                workloadSection: { CompositionalLayout.Section(items: $0) }
            )
        }
        var specified = SpecifiedCompositionalLayout(configuration: configuration, sectionDescriptions: descriptions, sections: data)
        if let value = try object.optional("impliedTrailFrames", SpecValues.bool) { specified.impliesTrailFrames = value }
        return specified
    }

    /// `section` or `sectionProvider`, exactly one.
    private static func sectionDescriptions(of object: SpecObject) throws(SpecError) -> SpecifiedCompositionalLayout.SectionDescriptions {
        switch (object["section"], object["sectionProvider"]) {
        case (let section?, nil):
            return .single(try CompositionalSectionDecoder.section(section, path: object.path(of: "section")))
        case (nil, let provider?):
            let path = object.path(of: "sectionProvider")
            guard case .array(let entries) = provider else {
                throw SpecError(path: path, message: "expected an array of section descriptions, got \(provider.kindDescription)")
            }
            guard !entries.isEmpty else {
                throw SpecError(path: path, message: "must hold at least one section description")
            }
            var descriptions: [CollectionLayoutSection] = []
            descriptions.reserveCapacity(entries.count)
            for (index, entry) in entries.enumerated() {
                descriptions.append(try CompositionalSectionDecoder.section(entry, path: SpecPath.element(index, of: path)))
            }
            return .provider(descriptions)
        case (.some, .some):
            throw SpecError(path: object.path(of: "sectionProvider"), message: "give either section or sectionProvider, not both")
        case (nil, nil):
            throw SpecError(
                path: object.path,
                message: "missing section or sectionProvider (one section description for every section, or a list: section i follows entry i % n)"
            )
        }
    }
}
