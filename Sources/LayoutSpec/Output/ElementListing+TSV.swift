import CollectionLayout

extension ElementListing {
    /// The TSV header line (without its newline): `# contentSize W H`.
    public var tsvHeader: String {
        "# contentSize \(OutputNumber.text(contentSize.width)) \(OutputNumber.text(contentSize.height))"
    }

    /// One element as the contract's TSV line (without its newline):
    /// `category kind section item x y width height zIndex`, tab-separated.
    /// - Complexity: O(1)
    public static func tsvLine(_ element: LayoutAttributes) -> String {
        let frame = element.frame
        return [
            element.category.name, element.kind.rawValue, String(element.indexPath.section), String(element.indexPath.item),
            OutputNumber.text(frame.minX), OutputNumber.text(frame.minY),
            OutputNumber.text(frame.width), OutputNumber.text(frame.height), String(element.zIndex),
        ].joined(separator: "\t")
    }

    /// Writes the header line, then one line per element.
    /// - Complexity: O(n)
    func writeTSV<Target: TextOutputStream>(to target: inout Target) {
        target.write(tsvHeader)
        target.write("\n")
        for element in elements {
            target.write(Self.tsvLine(element))
            target.write("\n")
        }
    }
}
