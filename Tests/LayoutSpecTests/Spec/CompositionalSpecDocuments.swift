import CollectionLayout
import LayoutSpec

/// Compositional spec documents for tests: a small valid section description
/// whose parts are replaced one at a time, and decoding without preparing.
enum CompositionalSpecDocuments {
    /// An item filling its group: fractional width and height 1.
    static let item = #"{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}"#

    /// A horizontal group of `subitems` (JSON array text), full width, 44 tall.
    static func group(_ subitems: String = "[\(item)]", extra: String = "") -> String {
        #"{"group": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": \#(subitems)\#(extra)}"#
    }

    /// A section description holding `group`, with `extra` members appended.
    static func section(group: String = group(), extra: String = "") -> String {
        #"{"group": \#(group)\#(extra)}"#
    }

    /// A compositional spec: the layout object with `"section": section` and
    /// `extra` members, and the data sections.
    static func spec(section: String = section(), extra: String = "", sections: String = #"[{"count": 3}]"#) -> String {
        SpecDocuments.spec(sections: sections, layout: #"{"type": "compositional", "section": \#(section)\#(extra)}"#)
    }

    /// A spec whose layout object is `layout` exactly.
    static func spec(layout: String, sections: String = #"[{"count": 3}]"#) -> String {
        SpecDocuments.spec(sections: sections, layout: layout)
    }

    /// The compositional layout `json` describes (decoded, not prepared).
    static func decode(_ json: String) throws -> SpecifiedCompositionalLayout {
        let specification = try LayoutSpecification(json: json)
        guard let layout = specification.layout.value as? SpecifiedCompositionalLayout else { throw SpecError(path: "", message: "not a compositional layout") }
        return layout
    }

    /// The single section description of `json`.
    static func section(of json: String) throws -> CollectionLayoutSection {
        try decode(json).sectionDescription(at: 0)
    }

    /// The one-line refusal of decoding `json`, or `nil` when it decodes.
    /// (Decoding only: what the engine refuses is its own tests' concern.)
    static func decodingRefusal(_ json: String) -> String? {
        do throws(SpecError) {
            _ = try LayoutSpecification(json: json)
            return nil
        } catch {
            return error.description
        }
    }
}
