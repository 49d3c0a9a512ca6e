import CollectionLayout

/// A `"type": "compositional"` spec, decoded: the configuration, the section
/// descriptions (one for every section, or a list cycled through) and the
/// data. Kept apart from `CompositionalLayout` because a section provider is
/// a closure, which cannot be compared; this value can, and `layout` builds
/// the engine's layout from it.
public struct SpecifiedCompositionalLayout: Equatable, Sendable {
    /// Where the section descriptions come from.
    public enum SectionDescriptions: Sendable {
        /// `"section"`: every section follows this one (UIKit's `init(section:)`).
        case single(CollectionLayoutSection)
        /// `"sectionProvider"`: section `i` follows entry `i % n` of the `n`
        /// entries, a pure provider (UIKit's `init(sectionProvider:)`).
        case provider([CollectionLayoutSection])
    }

    /// The layout-wide values (`scrollDirection`, `interSectionSpacing`, `boundarySupplementaryItems`).
    public var configuration: CompositionalLayoutConfiguration
    /// The section descriptions.
    public var sectionDescriptions: SectionDescriptions
    /// The data: each section's items and their measured sizes.
    public var sections: [CompositionalLayout.Section]
    /// `"impliedTrailFrames"`: whether badges their cells imply are held
    /// without frames (`CompositionalLayout.impliesTrailFrames`; off by default).
    public var impliesTrailFrames = false

    /// Creates a specified layout from its parts.
    /// - Complexity: O(1)
    public init(configuration: CompositionalLayoutConfiguration, sectionDescriptions: SectionDescriptions, sections: [CompositionalLayout.Section]) {
        self.configuration = configuration
        self.sectionDescriptions = sectionDescriptions
        self.sections = sections
    }

    /// The description of section `index`.
    /// - Complexity: O(1)
    public func sectionDescription(at index: Int) -> CollectionLayoutSection {
        switch sectionDescriptions {
        case .single(let section): section
        case .provider(let entries): entries[index % entries.count]
        }
    }

    /// The engine's layout: `init(section:)` for a single description, else
    /// `init(sectionProvider:)` with a provider that returns entry `i % n`.
    /// - Complexity: O(1)
    public var layout: CompositionalLayout {
        switch sectionDescriptions {
        case .single(let section):
            var layout = CompositionalLayout(section: section, configuration: configuration, sections: sections)
            layout.impliesTrailFrames = impliesTrailFrames
            return layout
        case .provider(let entries):
            var layout = CompositionalLayout(configuration: configuration, sections: sections) { index, _ in entries[index % entries.count] }
            layout.impliesTrailFrames = impliesTrailFrames
            return layout
        }
    }

    /// Equal when the configuration, the data, the trail option and every description are.
    /// Descriptions compare field by field; a spec never gives a
    /// visible-items handler, so two descriptions with handlers are unequal.
    /// - Complexity: O(items listed in the data + values in the descriptions)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.configuration == rhs.configuration, lhs.sections == rhs.sections, lhs.impliesTrailFrames == rhs.impliesTrailFrames else { return false }
        switch (lhs.sectionDescriptions, rhs.sectionDescriptions) {
        case (.single(let l), .single(let r)): return sameDescription(l, r)
        case (.provider(let l), .provider(let r)): return l.count == r.count && zip(l, r).allSatisfy(sameDescription)
        default: return false
        }
    }

    /// Whether two section descriptions are equal in every field (no handler on either).
    static func sameDescription(_ lhs: CollectionLayoutSection, _ rhs: CollectionLayoutSection) -> Bool {
        lhs.group == rhs.group && lhs.contentInsets == rhs.contentInsets && lhs.interGroupSpacing == rhs.interGroupSpacing
            && lhs.boundarySupplementaryItems == rhs.boundarySupplementaryItems && lhs.decorationItems == rhs.decorationItems
            && lhs.orthogonalScrollingBehavior == rhs.orthogonalScrollingBehavior
            && lhs.visibleItemsInvalidationHandler == nil && rhs.visibleItemsInvalidationHandler == nil
    }
}

extension SpecifiedCompositionalLayout: SpecifiedLayoutType {
    /// `"compositional"`.
    public static var typeName: String { "compositional" }

    /// Decodes a `"compositional"` spec (`CompositionalSpecDecoder`).
    public static func decode(layout: JSONValue, sections: JSONValue) throws(SpecError) -> SpecifiedCompositionalLayout {
        try CompositionalSpecDecoder.decode(layout: layout, sections: sections)
    }

    /// The engine's layout (`layout`).
    public var collectionLayout: any CollectionLayout { layout }

    /// The items of every section.
    /// - Complexity: O(sections)
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The spec's names: `size`, `width`, `height`, `anchor` and `subitem`
    /// for the model's `layoutSize`, `widthDimension`, `heightDimension`,
    /// `containerAnchor` and `equalSubitems`; a section's description is
    /// `layout.section`, or the provider's entry `i % n`
    /// (`layout.sectionProvider[i % n]`), the section then named in the
    /// message when the entry's index is not the section's.
    public var errorPaths: SpecErrorPaths {
        var paths = SpecErrorPaths()
        paths.keys = [
            "layoutSize": "size", "widthDimension": "width", "heightDimension": "height",
            "containerAnchor": "anchor", "equalSubitems": "subitem",
        ]
        guard case .provider(let entries) = sectionDescriptions else { return paths }
        let count = entries.count
        paths.sectionDescription = { section in
            guard let section else { return ("layout.sectionProvider", nil) }
            let entry = section % count
            return ("layout.sectionProvider[\(entry)]", entry == section ? nil : "in section \(section)")
        }
        return paths
    }

    /// The same configuration, data and descriptions (`==`).
    public func isSame(as other: SpecifiedCompositionalLayout) -> Bool { self == other }
}
