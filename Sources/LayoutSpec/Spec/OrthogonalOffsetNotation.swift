import CollectionLayout

/// The command line's orthogonal scroll offset, `SECTION=OFFSET`
/// (`--orthogonal-offset 2=150`): where an orthogonally scrolling section's
/// content is scrolled to along the cross axis.
public struct OrthogonalOffsetNotation: Hashable, Sendable {
    /// The section, a whole number >= 0.
    public var section: Int
    /// The offset along the cross axis, finite (its range is the engine's check).
    public var offset: Double

    /// Creates a setting.
    /// - Complexity: O(1)
    public init(section: Int, offset: Double) {
        self.section = section
        self.offset = offset
    }

    /// The setting `text` describes.
    /// - Parameter name: what the option is called in errors (`--orthogonal-offset`); it is the error's path.
    /// - Throws: `SpecError` naming the problem; nothing is clamped.
    /// - Complexity: O(length of the text)
    public static func parse(_ text: String, name: String) throws(SpecError) -> OrthogonalOffsetNotation {
        let parts = text.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw SpecError(path: name, message: "expected SECTION=OFFSET (a section index, '=', a number), got \(JSONText.quoted(text))")
        }
        let sectionText = parts[0].trimmingASCIISpaces()
        guard !sectionText.isEmpty, sectionText.allSatisfy(\.isASCIIDigit), let section = Int(sectionText) else {
            throw SpecError(path: name, message: "expected a section index (a whole number >= 0), got \(JSONText.quoted(String(parts[0])))")
        }
        let offsetText = parts[1].trimmingASCIISpaces()
        guard !offsetText.isEmpty, offsetText.allSatisfy({ "0123456789+-.eE".contains($0) }), let offset = Double(offsetText) else {
            throw SpecError(path: name, message: "expected a number for the offset, got \(JSONText.quoted(String(parts[1])))")
        }
        guard offset.isFinite else { throw SpecError(path: name, message: "the offset must be finite, got \(offsetText)") }
        return OrthogonalOffsetNotation(section: section, offset: offset)
    }

    /// Scrolls each setting's section of `layout` to its offset
    /// (`PreparedLayout.setOrthogonalScrollOffset`).
    /// - Throws: `SpecError` with path `name` when a section is given twice,
    ///   or the engine refuses a setting (the section does not scroll
    ///   orthogonally, the offset is outside its range); its message names the section.
    /// - Complexity: O(s²) for s settings (a handful), each O(1) to apply.
    public static func apply(_ settings: [OrthogonalOffsetNotation], to layout: inout PreparedLayout, name: String) throws(SpecError) {
        for (index, setting) in settings.enumerated() where settings[..<index].contains(where: { $0.section == setting.section }) {
            throw SpecError(path: name, message: "section \(setting.section) is given more than once")
        }
        for setting in settings {
            do throws(LayoutError) {
                try layout.setOrthogonalScrollOffset(setting.offset, forSection: setting.section)
            } catch {
                throw SpecError(path: name, message: SpecError(error).description)
            }
        }
    }
}

extension Character {
    /// Whether the character is `0`-`9`.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
