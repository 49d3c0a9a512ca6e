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

    /// The flow layout `json` describes.
    static func flow(_ json: String) throws -> FlowLayout {
        let specification = try LayoutSpecification(json: json)
        guard let layout = specification.layout.value as? FlowLayout else { throw SpecError(path: "", message: "not a flow layout") }
        return layout
    }

    /// The waterfall layout `json` describes.
    static func waterfall(_ json: String) throws -> WaterfallLayout {
        let specification = try LayoutSpecification(json: json)
        guard let layout = specification.layout.value as? WaterfallLayout else { throw SpecError(path: "", message: "not a waterfall layout") }
        return layout
    }

    /// The sticky-card layout `json` describes.
    static func stickyCards(_ json: String) throws -> StickyCardsLayout {
        let specification = try LayoutSpecification(json: json)
        guard let layout = specification.layout.value as? StickyCardsLayout else { throw SpecError(path: "", message: "not a sticky-card layout") }
        return layout
    }

    /// The timeline layout `json` describes.
    static func timeline(_ json: String) throws -> TimelineLayout {
        let specification = try LayoutSpecification(json: json)
        guard let layout = specification.layout.value as? TimelineLayout else { throw SpecError(path: "", message: "not a timeline layout") }
        return layout
    }
}
