import CollectionLayout
import LayoutSpec

/// Spec documents for tests: a small valid spec whose parts can be replaced one at a time.
enum SpecDocuments {
    /// `{"bounds": ..., "sections": ..., "layout": ...}` with the given parts.
    static func spec(
        bounds: String = #"{"width": 100, "height": 200}"#,
        sections: String = #"[{"count": 1}]"#,
        layout: String = #"{"type": "flow"}"#
    ) -> String {
        #"{"bounds": \#(bounds), "sections": \#(sections), "layout": \#(layout)}"#
    }

    /// A waterfall spec with the given parts.
    static func waterfall(sections: String = #"[{"count": 1}]"#, layout: String = #"{"type": "waterfall"}"#) -> String {
        spec(sections: sections, layout: layout)
    }

    /// The one-line refusal of `json` (decoding, then preparing), or `nil` when it is accepted.
    static func refusal(_ json: String) -> String? {
        do throws(SpecError) {
            _ = try LayoutSpecification(json: json).prepare()
            return nil
        } catch {
            return error.description
        }
    }

    /// The refusal of a parsed document, or `nil` when it is accepted.
    static func refusal(decoding value: JSONValue) -> String? {
        do throws(SpecError) {
            _ = try LayoutSpecification(decoding: value).prepare()
            return nil
        } catch {
            return error.description
        }
    }

    /// The layout of type `Layout` that `json` describes; a `SpecError` when it
    /// describes another type.
    static func layout<Layout>(_ json: String, as type: Layout.Type = Layout.self) throws -> Layout {
        let specification = try LayoutSpecification(json: json)
        guard let layout = specification.layout.value as? Layout else { throw SpecError(path: "", message: "not a \(Layout.self)") }
        return layout
    }

    /// The flow layout `json` describes.
    static func flow(_ json: String) throws -> FlowLayout { try layout(json) }

    /// The waterfall layout `json` describes.
    static func waterfall(_ json: String) throws -> WaterfallLayout { try layout(json) }

    /// The sticky-card layout `json` describes.
    static func stickyCards(_ json: String) throws -> StickyCardsLayout { try layout(json) }

    /// The timeline layout `json` describes.
    static func timeline(_ json: String) throws -> TimelineLayout { try layout(json) }
}
