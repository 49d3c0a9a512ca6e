/// Text made safe for XML (and so SVG) content and attribute values: the one
/// escaper of the harness, used by the flame graphs and the charts.
///
/// The same rule as `LayoutSpec`'s `XMLText`, which cannot share this one (the
/// harness knows nothing of layouts, and `LayoutSpec` nothing of the harness);
/// `XMLTextTests` in both test targets pin the same cases.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by the predefined
    /// entities; a carriage return by the character reference `&#13;` (XML 1.0
    /// allows it, and a literal one would reach a reader as a line feed, by the
    /// parser's end-of-line handling); tab and line feed kept as they are; the
    /// other control characters below U+0020 and the non-characters U+FFFE and
    /// U+FFFF (not allowed in XML 1.0, not even as references) replaced by
    /// U+FFFD; so that any symbol name (C++ templates, `generic specialization
    /// <Swift.Int> of ...`) yields a well-formed document.
    /// - Complexity: O(length of `text`)
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\r": escaped += "&#13;"
            case _ where (scalar.value < 0x20 && scalar != "\t" && scalar != "\n") || scalar.value >= 0xFFFE && scalar.value <= 0xFFFF:
                escaped.unicodeScalars.append("\u{FFFD}")
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value)
        }
    }
}
