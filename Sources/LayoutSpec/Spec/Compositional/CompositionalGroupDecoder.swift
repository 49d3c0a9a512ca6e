import CollectionLayout

/// Reads items and groups, recursively: a group's subitems are items or
/// groups, told apart by the `"group"` key (only groups have it).
///
/// An item is `{"size": SIZE, "contentInsets", "edgeSpacing", "supplementaryItems"}`;
/// a group is `{"group": "horizontal" | "vertical" | "custom", "size": SIZE, ...}`
/// with exactly one of `subitems` (UIKit's `horizontal(layoutSize:subitems:)`),
/// `subitem` + `count` (`horizontal(layoutSize:subitem:count:)`, equal sizes),
/// `repeatingSubitem` + `count` (`horizontal(layoutSize:repeatingSubitem:count:)`),
/// or, for a custom group, `frames`.
enum CompositionalGroupDecoder {
    /// The keys of an item object.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]

    /// The keys of a group object.
    static let groupKeys = [
        "group", "size", "subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets", "edgeSpacing",
        "supplementaryItems", "frames",
    ]

    /// The keys a horizontal or vertical group takes and a custom group does not:
    /// its frames say everything, so these would silently do nothing.
    static let linearOnlyKeys = ["subitems", "subitem", "repeatingSubitem", "count", "interItemSpacing", "contentInsets"]

    /// The keys of one custom frame given as an object.
    static let customItemKeys = ["frame", "zIndex"]

    /// The most copies `count` may ask for: a spec's item limit.
    static let maximumCount = ItemBudget.limit

    /// The spec's names of a group's arrangement.
    enum GroupKind: String, CaseIterable {
        case horizontal, vertical, custom
    }

    /// What a size must be, for messages.
    static let sizeExpectation = #"a size {"width": DIMENSION, "height": DIMENSION}"#

    /// A subitem: a group when the object has a `"group"` key, else an item.
    /// - Complexity: O(values in the subitem's JSON)
    static func subitem(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutSubitem {
        if case .object(let object) = value, object["group"] != nil {
            return .group(try group(value, path: path))
        }
        return .item(try item(value, path: path))
    }

    /// An item: `size` (required), `contentInsets`, `edgeSpacing`, `supplementaryItems`.
    /// - Complexity: O(values in the item's JSON)
    static func item(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutItem {
        if case .object(let members) = value, let key = members.keys.first(where: { groupKeys.contains($0) && !itemKeys.contains($0) }) {
            throw SpecError(
                path: SpecPath.member(key, of: path),
                message: #"only in a group (an object with "group": "horizontal", "vertical" or "custom"); an item takes \#(itemKeys.joined(separator: ", "))"#
            )
        }
        let object = try SpecObject(value, path: path, allowedKeys: itemKeys, description: #"an item object or a group object (with "group")"#)
        return CollectionLayoutItem(
            layoutSize: try CompositionalValueDecoder.size(try object.required("size", expected: sizeExpectation), path: object.path(of: "size")),
            contentInsets: try object.optional("contentInsets", CompositionalValueDecoder.insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", CompositionalValueDecoder.edgeSpacing),
            supplementaryItems: try object.optional("supplementaryItems", CompositionalSupplementaryDecoder.supplementaryItems) ?? []
        )
    }

    /// A group, its subitems decoded recursively (the JSON parser's depth
    /// limit bounds the recursion).
    /// - Complexity: O(values in the group's JSON)
    static func group(_ value: JSONValue, path: String) throws(SpecError) -> CollectionLayoutGroup {
        let object = try SpecObject(value, path: path, allowedKeys: groupKeys, description: #"a group object {"group": "horizontal", "size": SIZE, "subitems": [...]}"#)
        let kinds = GroupKind.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
        let kind = try SpecValues.choice(
            try object.required("group", expected: "one of \(kinds)"), path: object.path(of: "group"), noun: "group arrangement", as: GroupKind.self
        )
        let size = try CompositionalValueDecoder.size(try object.required("size", expected: sizeExpectation), path: object.path(of: "size"))
        let arrangement: CollectionLayoutGroup.Arrangement
        switch kind {
        case .horizontal: arrangement = try linearArrangement(of: object, axis: .horizontal)
        case .vertical: arrangement = try linearArrangement(of: object, axis: .vertical)
        case .custom:
            for key in linearOnlyKeys where object.contains(key) {
                throw SpecError(path: object.path(of: key), message: #"only in a "horizontal" or "vertical" group (a custom group's frames place its items)"#)
            }
            arrangement = .custom(.frames(try customItems(try object.required("frames", expected: "an array of frames"), path: object.path(of: "frames"))))
        }
        return CollectionLayoutGroup(
            layoutSize: size, arrangement: arrangement,
            interItemSpacing: try object.optional("interItemSpacing", CompositionalValueDecoder.spacing),
            contentInsets: try object.optional("contentInsets", CompositionalValueDecoder.insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", CompositionalValueDecoder.edgeSpacing),
            supplementaryItems: try object.optional("supplementaryItems", CompositionalSupplementaryDecoder.supplementaryItems) ?? []
        )
    }

    /// The arrangement of a horizontal or vertical group: exactly one of
    /// `subitems`, `subitem` (with `count`) and `repeatingSubitem` (with `count`).
    private static func linearArrangement(of object: SpecObject, axis: Axis) throws(SpecError) -> CollectionLayoutGroup.Arrangement {
        if object.contains("frames") {
            throw SpecError(path: object.path(of: "frames"), message: #"only in a "custom" group"#)
        }
        let given = ["subitems", "subitem", "repeatingSubitem"].filter { object.contains($0) }
        guard let choice = given.first else {
            throw SpecError(path: object.path, message: "a horizontal or vertical group needs subitems, or subitem or repeatingSubitem with count")
        }
        if given.count > 1 {
            throw SpecError(path: object.path(of: given[1]), message: "give one of subitems, subitem or repeatingSubitem, not both \(given[0]) and \(given[1])")
        }
        if choice == "subitems" {
            if object.contains("count") {
                throw SpecError(path: object.path(of: "count"), message: "only with subitem or repeatingSubitem (subitems are placed while they fit)")
            }
            return .subitems(try subitems(object["subitems"]!, path: object.path(of: "subitems")), axis: axis)
        }
        let child = try subitem(object[choice]!, path: object.path(of: choice))
        let count = try SpecValues.wholeNumber(
            try object.required("count", expected: "the number of copies of \(choice), >= 1"), path: object.path(of: "count"), in: 1...maximumCount
        )
        return choice == "subitem" ? .equalSubitems(child, count: count, axis: axis) : .repeatingSubitem(child, count: count, axis: axis)
    }

    /// A non-empty array of subitems.
    private static func subitems(_ value: JSONValue, path: String) throws(SpecError) -> [CollectionLayoutSubitem] {
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected an array of items and groups, got \(value.kindDescription)")
        }
        guard !elements.isEmpty else { throw SpecError(path: path, message: "must hold at least one item or group") }
        var children: [CollectionLayoutSubitem] = []
        children.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            children.append(try subitem(element, path: SpecPath.element(index, of: path)))
        }
        return children
    }

    /// A custom group's frames: a non-empty array of `[x, y, width, height]`
    /// or `{"frame": [x, y, width, height], "zIndex": Z}` (zIndex default 0).
    /// Whether they lie inside the group is the engine's check: only it knows
    /// the group's resolved size.
    private static func customItems(_ value: JSONValue, path: String) throws(SpecError) -> [CollectionLayoutGroupCustomItem] {
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected an array of frames, got \(value.kindDescription)")
        }
        guard !elements.isEmpty else { throw SpecError(path: path, message: "must hold at least one frame") }
        var items: [CollectionLayoutGroupCustomItem] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let elementPath = SpecPath.element(index, of: path)
            switch element {
            case .array:
                items.append(CollectionLayoutGroupCustomItem(frame: try CompositionalValueDecoder.rect(element, path: elementPath)))
            case .object:
                let object = try SpecObject(element, path: elementPath, allowedKeys: customItemKeys)
                let frame = try CompositionalValueDecoder.rect(
                    try object.required("frame", expected: "[x, y, width, height]"), path: object.path(of: "frame")
                )
                let zIndex = try object.optional("zIndex", CompositionalValueDecoder.zIndex) ?? 0
                items.append(CollectionLayoutGroupCustomItem(frame: frame, zIndex: zIndex))
            default:
                throw SpecError(
                    path: elementPath,
                    message: #"expected [x, y, width, height] or {"frame": [x, y, width, height], "zIndex": Z}, got \#(element.kindDescription)"#
                )
            }
        }
        return items
    }
}
