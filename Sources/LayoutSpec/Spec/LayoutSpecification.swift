import CollectionLayout

/// A decoded layout spec (`layout-spec.md`, section 1): one collection view's
/// bounds, and its layout with the layout's data.
///
/// Decode with `init(json:)` (text or bytes) or `init(decoding:)` (a parsed
/// `JSONValue`); every refusal is one `SpecError` naming the JSON path. Then
/// `prepare(index:)` lays it out.
public struct LayoutSpecification: Equatable, Sendable {
    /// The collection view's size (`bounds`).
    public var bounds: Size
    /// The layout and its sections.
    public var layout: SpecifiedLayout

    /// Creates a spec from its parts.
    public init(bounds: Size, layout: SpecifiedLayout) {
        self.bounds = bounds
        self.layout = layout
    }

    /// Parses and decodes a spec document.
    /// - Complexity: O(n) in the document's length, plus a workload's generation.
    public init(json: String) throws(SpecError) {
        try self.init(json: Array(json.utf8))
    }

    /// Parses and decodes a spec document given as UTF-8 bytes.
    /// - Complexity: O(n) in the document's length, plus a workload's generation.
    public init(json bytes: [UInt8]) throws(SpecError) {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SpecError(error)
        }
        try self.init(decoding: value)
    }

    /// The number of items (cells) in every section.
    /// - Complexity: O(sections)
    public var itemCount: Int {
        switch layout {
        case .flow(let flow): flow.sections.reduce(0) { $0 + $1.items.count }
        case .waterfall(let waterfall): waterfall.sections.reduce(0) { $0 + $1.items.count }
        case .stickyCards(let stickyCards): stickyCards.sections.reduce(0) { $0 + $1.items.count }
        case .timeline(let timeline): timeline.sections.reduce(0) { $0 + $1.items.count }
        case .calendarWeek(let calendar): calendar.sections.reduce(0) { $0 + $1.events.count }
        case .compositional(let compositional): compositional.sections.reduce(0) { $0 + $1.items.count }
        }
    }

    /// Lays the spec out with the rect-query index `index`; the engine's
    /// refusals (`LayoutError`) become `SpecError`s with the same path and message.
    ///
    /// Finite inputs can still add up to infinity (items 1e308 tall stack past
    /// `Double.greatestFiniteMagnitude`); the engine refuses such a layout
    /// (`PreparedLayoutBuilder.build`), so nothing is printed as `inf`.
    /// - Complexity: that of the layout's prepare, O(n) plus the index build
    ///   (which also refuses frames that overflow to infinity or NaN).
    public func prepare(index: IndexStrategy = .auto) throws(SpecError) -> PreparedLayout {
        do throws(LayoutError) {
            return try layout.collectionLayout.prepare(boundsSize: bounds, index: index)
        } catch {
            if case .compositional(let compositional) = layout { throw SpecError(compositional.specError(for: error)) }
            throw SpecError(error)
        }
    }
}

/// The layout a spec names with `"type"`, holding its configuration and sections.
public enum SpecifiedLayout: Equatable, Sendable {
    /// `"type": "flow"`.
    case flow(FlowLayout)
    /// `"type": "waterfall"`.
    case waterfall(WaterfallLayout)
    /// `"type": "stickyCards"`.
    case stickyCards(StickyCardsLayout)
    /// `"type": "timeline"`, either scroll direction.
    case timeline(TimelineLayout)
    /// `"type": "calendarWeek"`.
    case calendarWeek(CalendarWeekLayout)
    /// `"type": "compositional"`.
    case compositional(SpecifiedCompositionalLayout)

    /// The spec's `type` name.
    public var typeName: String {
        switch self {
        case .flow: LayoutType.flow.rawValue
        case .waterfall: LayoutType.waterfall.rawValue
        case .stickyCards: LayoutType.stickyCards.rawValue
        case .timeline: LayoutType.timeline.rawValue
        case .calendarWeek: LayoutType.calendarWeek.rawValue
        case .compositional: LayoutType.compositional.rawValue
        }
    }

    /// The layout, as the engine's protocol.
    public var collectionLayout: any CollectionLayout {
        switch self {
        case .flow(let flow): flow
        case .waterfall(let waterfall): waterfall
        case .stickyCards(let stickyCards): stickyCards
        case .timeline(let timeline): timeline
        case .calendarWeek(let calendar): calendar
        case .compositional(let compositional): compositional.layout
        }
    }

    /// Equal when the type, the configuration and the sections are.
    public static func == (lhs: SpecifiedLayout, rhs: SpecifiedLayout) -> Bool {
        switch (lhs, rhs) {
        case (.flow(let l), .flow(let r)): l.configuration == r.configuration && l.sections == r.sections
        case (.waterfall(let l), .waterfall(let r)): l.configuration == r.configuration && l.sections == r.sections
        case (.stickyCards(let l), .stickyCards(let r)): l.configuration == r.configuration && l.sections == r.sections
        case (.timeline(let l), .timeline(let r)): l.configuration == r.configuration && l.sections == r.sections
        case (.calendarWeek(let l), .calendarWeek(let r)): l.configuration == r.configuration && l.sections == r.sections
        case (.compositional(let l), .compositional(let r)): l == r
        default: false
        }
    }
}

/// The `type` names a spec's layout may have.
enum LayoutType: String, CaseIterable {
    case flow
    case waterfall
    case stickyCards
    case timeline
    case calendarWeek
    case compositional
}
