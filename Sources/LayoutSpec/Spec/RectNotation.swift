import CollectionLayout

/// The command line's rect notation, `X,Y,W,H`: four finite decimal numbers
/// separated by commas (spaces around them allowed), width and height >= 0.
public enum RectNotation {
    /// The rect `text` describes.
    /// - Parameter name: what the rect is called in errors (`--rect`); it is the error's path.
    /// - Throws: `SpecError` naming the first problem; nothing is clamped.
    /// - Complexity: O(length of the text)
    public static func parse(_ text: String, name: String) throws(SpecError) -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw SpecError(path: name, message: "expected X,Y,W,H (four numbers separated by commas), got \(JSONText.quoted(text))")
        }
        var values: [Double] = []
        for (part, component) in zip(parts, ["x", "y", "width", "height"]) {
            let trimmed = part.trimmingASCIISpaces()
            guard !trimmed.isEmpty, trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }), let value = Double(trimmed) else {
                throw SpecError(path: name, message: "expected a number for \(component), got \(JSONText.quoted(String(part)))")
            }
            guard value.isFinite else {
                throw SpecError(path: name, message: "\(component) must be finite, got \(trimmed)")
            }
            if component == "width" || component == "height", value < 0 {
                throw SpecError(path: name, message: "\(component) must be >= 0, got \(OutputNumber.text(value))")
            }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `rect` in the notation `parse` reads, numbers in the contract's format.
    public static func text(_ rect: Rect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map(OutputNumber.text).joined(separator: ",")
    }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs.
    func trimmingASCIISpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
