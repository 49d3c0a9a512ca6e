/// Writing XML (SVG) text.
///
/// The same rule as `BenchmarkHarness`'s `XMLText`, which cannot share this
/// one (the harness knows nothing of layouts, and this module nothing of the
/// harness); `XMLTextTests` in both test targets pin the same cases.
enum XMLText {
    /// `text` safe inside an XML element or a double-quoted attribute: `&`, `<`,
    /// `>`, `"` and `'` escaped as the predefined entities; a carriage return
    /// as the character reference `&#13;` (XML 1.0 allows it, and a literal one
    /// would reach a reader as a line feed, by the parser's end-of-line
    /// handling); tab and line feed kept as they are; the other control
    /// characters below U+0020 and the non-characters U+FFFE and U+FFFF (not
    /// allowed in XML 1.0, not even as references) replaced by U+FFFD.
    /// - Complexity: O(length of the text)
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
