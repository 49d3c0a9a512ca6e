/// Builds the JSON paths that errors name: `layout.itemSize`,
/// `sections[2].itemSizes[5]`, `bounds.width`.
enum SpecPath {
    /// The path of member `key` of the object at `path`. Keys that are not
    /// identifiers are quoted (`layout["item size"]`) so that a path always reads
    /// unambiguously.
    /// - Complexity: O(length of the key)
    static func member(_ key: String, of path: String) -> String {
        guard isIdentifier(key) else { return path + "[" + JSONText.quoted(key) + "]" }
        return path.isEmpty ? key : path + "." + key
    }

    /// The path of element `index` of the array at `path`.
    static func element(_ index: Int, of path: String) -> String {
        path + "[\(index)]"
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return key.unicodeScalars.allSatisfy { $0.isASCIILetter || $0 == "_" || ("0"..."9").contains($0) }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is `a`-`z` or `A`-`Z`.
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
