import CollectionLayout

extension ElementListing {
    /// One element as a JSON object on one line:
    /// `{"category": "cell", "kind": "-", "section": 0, "item": 3, "frame": [x, y, w, h], "zIndex": 0}`.
    /// - Complexity: O(1)
    public static func jsonObject(_ element: LayoutAttributes) -> String {
        let f = element.frame
        let frame = [f.minX, f.minY, f.width, f.height].map(OutputNumber.text).joined(separator: ", ")
        return "{\"category\": \(JSONText.quoted(element.category.name)), \"kind\": \(JSONText.quoted(element.kind.rawValue)), "
            + "\"section\": \(element.indexPath.section), \"item\": \(element.indexPath.item), "
            + "\"frame\": [\(frame)], \"zIndex\": \(element.zIndex)}"
    }

    /// Writes `{"contentSize": [w, h], "elements": [...]}`, one element per line,
    /// in the same order as the TSV.
    /// - Complexity: O(n)
    func writeJSON<Target: TextOutputStream>(to target: inout Target) {
        target.write("{\n  \"contentSize\": [\(OutputNumber.text(contentSize.width)), \(OutputNumber.text(contentSize.height))],\n")
        guard !elements.isEmpty else {
            target.write("  \"elements\": []\n}\n")
            return
        }
        target.write("  \"elements\": [\n")
        for (position, element) in elements.enumerated() {
            target.write("    ")
            target.write(Self.jsonObject(element))
            target.write(position == elements.count - 1 ? "\n" : ",\n")
        }
        target.write("  ]\n}\n")
    }
}
