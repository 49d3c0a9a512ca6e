import CollectionLayout

/// Reads one section description (UIKit's `NSCollectionLayoutSection`):
/// `{"group": GROUP, "contentInsets", "interGroupSpacing",
/// "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior"}`.
enum CompositionalSectionDecoder {
    /// The keys of a section description.
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior",
    ]

    /// The section description at `path` (`layout.section` or `layout.sectionProvider[i]`).
    /// - Complexity: O(values in the section's JSON)
    static func section(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutSection {
        let object = try SpecObject(value, path: path, allowedKeys: sectionKeys, description: #"a section description {"group": GROUP, ...}"#)
        let group = try CompositionalGroupDecoder.group(
            try object.required("group", expected: #"a group object {"group": "horizontal", "size": SIZE, "subitems": [...]}"#),
            path: object.path(of: "group")
        )
        return CollectionLayoutSection(
            group: group,
            contentInsets: try object.optional("contentInsets", CompositionalValueDecoder.insets) ?? .zero,
            interGroupSpacing: try object.optional("interGroupSpacing", SpecValues.finite) ?? 0,
            boundarySupplementaryItems: try object.optional("boundarySupplementaryItems", CompositionalSupplementaryDecoder.boundaryItems) ?? [],
            decorationItems: try object.optional("decorationItems", CompositionalSupplementaryDecoder.decorationItems) ?? [],
            orthogonalScrollingBehavior: try object.optional("orthogonalScrollingBehavior", behavior) ?? .none
        )
    }

    private static func behavior(_ value: JSONValue, path: String) throws(SpecError) -> OrthogonalScrollingBehavior {
        try SpecValues.choice(value, path: path, noun: "orthogonalScrollingBehavior", as: OrthogonalScrollingBehavior.self)
    }
}
