/// Text made safe for XML (and so SVG) content and attribute values: the one
/// escaper of BenchmarkKit, used by the flame graphs and the charts.
enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and the
    /// control characters XML 1.0 forbids (all below U+0020 but tab, line feed
    /// and carriage return, and the non-characters U+FFFE and U+FFFF) replaced
    /// by U+FFFD, so that any symbol name (C++
    /// templates, `generic specialization <Swift.Int> of ...`) yields a
    /// well-formed document.
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
            case _ where (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value >= 0xFFFE && scalar.value <= 0xFFFF:
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
