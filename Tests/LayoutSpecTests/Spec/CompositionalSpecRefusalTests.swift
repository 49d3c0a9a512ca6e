import CollectionLayout
import LayoutSpec
import Testing

/// Bad compositional specs, refused by the decoder with the exact JSON path
/// and problem, never a crash. The paths start as the engine's do:
/// `layout.section...` for the single section, `layout.sectionProvider[i]...`.
@Suite struct CompositionalSpecRefusalTests {
    typealias C = CompositionalSpecDocuments

    static let layoutKeys = "type, scrollDirection, interSectionSpacing, boundarySupplementaryItems, section, sectionProvider, impliedTrailFrames"
    static let sectionKeys = "group, contentInsets, interGroupSpacing, boundarySupplementaryItems, decorationItems, orthogonalScrollingBehavior"
    static let itemKeys = "size, contentInsets, edgeSpacing, supplementaryItems"
    static let groupKeys = "group, size, subitems, subitem, repeatingSubitem, count, interItemSpacing, contentInsets, edgeSpacing, supplementaryItems, frames"
    static let dimensionKeys = "fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings"
    static let behaviors = #""none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered""#
    static let alignments = #""top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing""#
    static let kindRule = #"an element kind must be a non-empty name without spaces or control characters, other than "-" (the cells' kind)"#

    /// A spec whose section's group has a good first item and `second` as subitem 1.
    static func secondSubitem(_ second: String) -> String {
        C.spec(section: C.section(group: C.group("[\(C.item), \(second)]")))
    }

    /// An item of the given size JSON.
    static func item(width: String = #"{"absolute": 10}"#, height: String = #"{"absolute": 10}"#, extra: String = "") -> String {
        #"{"size": {"width": \#(width), "height": \#(height)}\#(extra)}"#
    }

    /// A spec whose section's group is `group`.
    static func withGroup(_ group: String) -> String { C.spec(section: C.section(group: group)) }

    /// A group `{"group": KIND, "size": ..., REST}`.
    static func group(_ kind: String, _ rest: String) -> String {
        #"{"group": "\#(kind)", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, \#(rest)}"#
    }

    /// A horizontal group `{"group": "horizontal", "size": ..., REST}`.
    static func group(_ rest: String) -> String { group("horizontal", rest) }

    /// A spec whose section has `extra` members.
    static func withSection(_ extra: String) -> String { C.spec(section: C.section(extra: extra)) }

    /// A spec whose first item has one supplementary item `badge`.
    static func withBadge(_ badge: String) -> String {
        secondSubitem(item(extra: #", "supplementaryItems": [\#(badge)]"#))
    }

    static let size = #""size": {"width": {"absolute": 10}, "height": {"absolute": 10}}"#

    static let dimensions: [RefusedSpec] = [
        RefusedSpec("negative fraction", secondSubitem(item(width: #"{"fractionalWidth": -0.5}"#)),
                    "layout.section.group.subitems[1].size.width.fractionalWidth: must be finite and >= 0, got -0.5"),
        RefusedSpec("negative fractional height", secondSubitem(item(height: #"{"fractionalHeight": -1}"#)),
                    "layout.section.group.subitems[1].size.height.fractionalHeight: must be finite and >= 0, got -1.0"),
        RefusedSpec("negative absolute", secondSubitem(item(width: #"{"absolute": -2}"#)),
                    "layout.section.group.subitems[1].size.width.absolute: must be finite and >= 0, got -2.0"),
        RefusedSpec("negative estimate", secondSubitem(item(height: #"{"estimated": -44}"#)),
                    "layout.section.group.subitems[1].size.height.estimated: must be finite and >= 0, got -44.0"),
        RefusedSpec("negative uniform estimate", secondSubitem(item(height: #"{"uniformAcrossSiblings": -1}"#)),
                    "layout.section.group.subitems[1].size.height.uniformAcrossSiblings: must be finite and >= 0, got -1.0"),
        RefusedSpec("fraction as a string", secondSubitem(item(width: #"{"fractionalWidth": "0.5"}"#)),
                    "layout.section.group.subitems[1].size.width.fractionalWidth: expected a number, got a string"),
        RefusedSpec("unknown dimension", secondSubitem(item(width: #"{"fraction": 1}"#)),
                    "layout.section.group.subitems[1].size.width.fraction: unknown key (expected one of \(dimensionKeys))"),
        RefusedSpec("two dimensions", secondSubitem(item(width: #"{"absolute": 1, "estimated": 2}"#)),
                    "layout.section.group.subitems[1].size.width: a dimension holds exactly one of \(dimensionKeys), got 2 keys"),
        RefusedSpec("empty dimension", secondSubitem(item(width: "{}")),
                    "layout.section.group.subitems[1].size.width: a dimension holds exactly one of \(dimensionKeys), got 0 keys"),
        RefusedSpec("dimension as a number", secondSubitem(item(width: "44")),
                    #"layout.section.group.subitems[1].size.width: expected a dimension (one of {"fractionalWidth": N}, {"fractionalHeight": N}, {"absolute": N}, {"estimated": N}, {"uniformAcrossSiblings": N}), got a number"#),
        RefusedSpec("size without height", secondSubitem(#"{"size": {"width": {"absolute": 1}}}"#),
                    #"layout.section.group.subitems[1].size.height: missing (expected a dimension such as {"fractionalWidth": 1} or {"absolute": 44})"#),
        RefusedSpec("size as an array", secondSubitem(#"{"size": [10, 10]}"#),
                    #"layout.section.group.subitems[1].size: expected a size {"width": DIMENSION, "height": DIMENSION}, got an array"#),
        RefusedSpec("unknown size key", secondSubitem(#"{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}, "depth": 1}}"#),
                    "layout.section.group.subitems[1].size.depth: unknown key (expected one of width, height)"),
    ]

    static let items: [RefusedSpec] = [
        RefusedSpec("item without size", secondSubitem("{}"),
                    #"layout.section.group.subitems[1].size: missing (expected a size {"width": DIMENSION, "height": DIMENSION})"#),
        RefusedSpec("unknown item key", secondSubitem(item(extra: #", "inset": [0, 0, 0, 0]"#)),
                    "layout.section.group.subitems[1].inset: unknown key (expected one of \(itemKeys))"),
        RefusedSpec("group key in an item", secondSubitem(item(extra: #", "subitems": []"#)),
                    #"layout.section.group.subitems[1].subitems: only in a group (an object with "group": "horizontal", "vertical" or "custom"); an item takes \#(itemKeys)"#),
        RefusedSpec("subitem not an object", secondSubitem("3"),
                    #"layout.section.group.subitems[1]: expected an item object or a group object (with "group"), got a number"#),
        RefusedSpec("three insets", secondSubitem(item(extra: #", "contentInsets": [1, 2, 3]"#)),
                    "layout.section.group.subitems[1].contentInsets: expected [top, leading, bottom, trailing] (4 numbers), got 3 elements"),
        RefusedSpec("unknown edge-spacing edge", secondSubitem(item(extra: #", "edgeSpacing": {"left": {"fixed": 1}}"#)),
                    "layout.section.group.subitems[1].edgeSpacing.left: unknown key (expected one of leading, top, trailing, bottom)"),
        RefusedSpec("spacing as a number", secondSubitem(item(extra: #", "edgeSpacing": {"top": 4}"#)),
                    #"layout.section.group.subitems[1].edgeSpacing.top: expected a spacing (one of {"fixed": N}, {"flexible": N}), got a number"#),
        RefusedSpec("unknown spacing", secondSubitem(item(extra: #", "edgeSpacing": {"top": {"minimum": 4}}"#)),
                    "layout.section.group.subitems[1].edgeSpacing.top.minimum: unknown key (expected one of fixed, flexible)"),
        RefusedSpec("fixed and flexible", secondSubitem(item(extra: #", "edgeSpacing": {"top": {"fixed": 1, "flexible": 2}}"#)),
                    "layout.section.group.subitems[1].edgeSpacing.top: a spacing holds exactly one of fixed, flexible, got 2 keys"),
    ]

    static let groups: [RefusedSpec] = [
        RefusedSpec("unknown arrangement", withGroup(group("diagonal", #""subitems": [\#(C.item)]"#)),
                    #"layout.section.group.group: unknown group arrangement "diagonal" (expected one of "horizontal", "vertical", "custom")"#),
        RefusedSpec("section group without arrangement", withGroup(#"{"size": {"width": {"absolute": 1}, "height": {"absolute": 1}}, "subitems": []}"#),
                    #"layout.section.group.group: missing (expected one of "horizontal", "vertical", "custom")"#),
        RefusedSpec("group without size", withGroup(#"{"group": "vertical", "subitems": [\#(C.item)]}"#),
                    #"layout.section.group.size: missing (expected a size {"width": DIMENSION, "height": DIMENSION})"#),
        RefusedSpec("unknown group key", withGroup(group(#""subitems": [\#(C.item)], "spacing": 1"#)),
                    "layout.section.group.spacing: unknown key (expected one of \(groupKeys))"),
        RefusedSpec("no children", withGroup(group(#""interItemSpacing": {"fixed": 1}"#)),
                    "layout.section.group: a horizontal or vertical group needs subitems, or subitem or repeatingSubitem with count"),
        RefusedSpec("empty subitems", withGroup(group(#""subitems": []"#)), "layout.section.group.subitems: must hold at least one item or group"),
        RefusedSpec("subitems not an array", withGroup(group(#""subitems": \#(C.item)"#)),
                    "layout.section.group.subitems: expected an array of items and groups, got an object"),
        RefusedSpec("subitems and subitem", withGroup(group(#""subitems": [\#(C.item)], "subitem": \#(C.item), "count": 2"#)),
                    "layout.section.group.subitem: give one of subitems, subitem or repeatingSubitem, not both subitems and subitem"),
        RefusedSpec("subitem and repeatingSubitem", withGroup(group(#""subitem": \#(C.item), "repeatingSubitem": \#(C.item), "count": 2"#)),
                    "layout.section.group.repeatingSubitem: give one of subitems, subitem or repeatingSubitem, not both subitem and repeatingSubitem"),
        RefusedSpec("count with subitems", withGroup(group(#""subitems": [\#(C.item)], "count": 2"#)),
                    "layout.section.group.count: only with subitem or repeatingSubitem (subitems are placed while they fit)"),
        RefusedSpec("subitem without count", withGroup(group(#""subitem": \#(C.item)"#)),
                    "layout.section.group.count: missing (expected the number of copies of subitem, >= 1)"),
        RefusedSpec("zero count", withGroup(group(#""subitem": \#(C.item), "count": 0"#)), "layout.section.group.count: must be >= 1, got 0"),
        RefusedSpec("negative repeating count", withGroup(group(#""repeatingSubitem": \#(C.item), "count": -1"#)),
                    "layout.section.group.count: must be >= 1, got -1"),
        RefusedSpec("fractional count", withGroup(group(#""subitem": \#(C.item), "count": 2.5"#)),
                    "layout.section.group.count: must be a whole number, got 2.5"),
        RefusedSpec("bad nested item", withGroup(group(#""subitems": [\#(group("vertical", #""subitem": \#(item(width: #"{"fractionalWidth": -1}"#)), "count": 2"#))]"#)),
                    "layout.section.group.subitems[0].subitem.size.width.fractionalWidth: must be finite and >= 0, got -1.0"),
        RefusedSpec("frames in a horizontal group", withGroup(group(#""subitems": [\#(C.item)], "frames": [[0, 0, 1, 1]]"#)),
                    #"layout.section.group.frames: only in a "custom" group"#),
        RefusedSpec("bad interItemSpacing", withGroup(group(#""subitems": [\#(C.item)], "interItemSpacing": {"fixed": true}"#)),
                    "layout.section.group.interItemSpacing.fixed: expected a number, got a boolean"),
    ]

    static let customGroups: [RefusedSpec] = [
        RefusedSpec("custom group without frames", withGroup(group("custom", #""zIndex": 1"#)),
                    "layout.section.group.zIndex: unknown key (expected one of \(groupKeys))"),
        RefusedSpec("custom group missing frames", withGroup(group("custom", #""edgeSpacing": {}"#)),
                    "layout.section.group.frames: missing (expected an array of frames)"),
        RefusedSpec("subitems in a custom group", withGroup(group("custom", #""subitems": [\#(C.item)], "frames": [[0, 0, 1, 1]]"#)),
                    #"layout.section.group.subitems: only in a "horizontal" or "vertical" group (a custom group's frames place its items)"#),
        RefusedSpec("interItemSpacing in a custom group", withGroup(group("custom", #""frames": [[0, 0, 1, 1]], "interItemSpacing": {"fixed": 1}"#)),
                    #"layout.section.group.interItemSpacing: only in a "horizontal" or "vertical" group (a custom group's frames place its items)"#),
        RefusedSpec("empty frames", withGroup(group("custom", #""frames": []"#)), "layout.section.group.frames: must hold at least one frame"),
        RefusedSpec("frame of three numbers", withGroup(group("custom", #""frames": [[0, 0, 1, 1], [0, 0, 1]]"#)),
                    "layout.section.group.frames[1]: expected [x, y, width, height] (4 numbers), got 3 elements"),
        RefusedSpec("frame of negative width", withGroup(group("custom", #""frames": [[0, 0, -1, 1]]"#)),
                    "layout.section.group.frames[0]: width must be finite and >= 0, got -1.0"),
        RefusedSpec("frame object without frame", withGroup(group("custom", #""frames": [{"zIndex": 1}]"#)),
                    "layout.section.group.frames[0].frame: missing (expected [x, y, width, height])"),
        RefusedSpec("frame object with unknown key", withGroup(group("custom", #""frames": [{"frame": [0, 0, 1, 1], "alpha": 1}]"#)),
                    "layout.section.group.frames[0].alpha: unknown key (expected one of frame, zIndex)"),
        RefusedSpec("frame as a string", withGroup(group("custom", #""frames": ["0,0,1,1"]"#)),
                    #"layout.section.group.frames[0]: expected [x, y, width, height] or {"frame": [x, y, width, height], "zIndex": Z}, got a string"#),
        RefusedSpec("fractional frame zIndex", withGroup(group("custom", #""frames": [{"frame": [0, 0, 1, 1], "zIndex": 0.5}]"#)),
                    "layout.section.group.frames[0].zIndex: must be a whole number, got 0.5"),
    ]

    static let supplementaryItems: [RefusedSpec] = [
        RefusedSpec("badge without anchor", withBadge(#"{"kind": "badge", \#(size)}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].anchor: missing (expected {"edges": [...], "offset": [x, y]})"#),
        RefusedSpec("badge without kind", withBadge(#"{\#(size), "anchor": {"edges": []}}"#),
                    "layout.section.group.subitems[1].supplementaryItems[0].kind: missing (expected an element kind name)"),
        RefusedSpec("empty kind", withBadge(#"{"kind": "", \#(size), "anchor": {"edges": []}}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].kind: \#(kindRule), got """#),
        RefusedSpec("cell kind", withBadge(#"{"kind": "-", \#(size), "anchor": {"edges": []}}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].kind: \#(kindRule), got "-""#),
        RefusedSpec("kind with a tab", withBadge(#"{"kind": "a\tb", \#(size), "anchor": {"edges": []}}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].kind: \#(kindRule), got "a\tb""#),
        RefusedSpec("unknown edge", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": ["top", "right"]}}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].anchor.edges[1]: unknown edge "right" (expected one of "top", "leading", "bottom", "trailing")"#),
        RefusedSpec("opposite edges", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": ["leading", "top", "trailing"]}}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].anchor.edges[2]: "trailing" is opposite "leading": an anchor names at most one edge per axis"#),
        RefusedSpec("duplicate edge", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": ["top", "top"]}}"#),
                    #"layout.section.group.subitems[1].supplementaryItems[0].anchor.edges[1]: duplicate edge "top""#),
        RefusedSpec("edges as a string", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": "top"}}"#),
                    "layout.section.group.subitems[1].supplementaryItems[0].anchor.edges: expected an array of edges, got a string"),
        RefusedSpec("both offsets", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": [], "offset": [1, 1], "fractionalOffset": [0, 0]}}"#),
                    "layout.section.group.subitems[1].supplementaryItems[0].anchor.fractionalOffset: give either offset (points) or fractionalOffset (fractions of the item's size), not both"),
        RefusedSpec("offset of one number", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": [], "offset": [1]}}"#),
                    "layout.section.group.subitems[1].supplementaryItems[0].anchor.offset: expected [x, y] (2 numbers), got 1 element"),
        RefusedSpec("zIndex too large", withBadge(#"{"kind": "badge", \#(size), "anchor": {"edges": []}, "zIndex": 3000000000}"#),
                    "layout.section.group.subitems[1].supplementaryItems[0].zIndex: must be <= 1000000000, got 3000000000"),
        RefusedSpec("supplementary items as an object", secondSubitem(item(extra: #", "supplementaryItems": {}"#)),
                    "layout.section.group.subitems[1].supplementaryItems: expected an array of supplementary items, got an object"),
    ]

    static let sections: [RefusedSpec] = [
        RefusedSpec("unknown section key", withSection(#", "orthogonal": "paging""#),
                    "layout.section.orthogonal: unknown key (expected one of \(sectionKeys))"),
        RefusedSpec("section without group", C.spec(section: #"{"interGroupSpacing": 1}"#),
                    #"layout.section.group: missing (expected a group object {"group": "horizontal", "size": SIZE, "subitems": [...]})"#),
        RefusedSpec("item as the section's group", C.spec(section: C.section(group: C.item)),
                    #"layout.section.group.group: missing (expected one of "horizontal", "vertical", "custom")"#),
        RefusedSpec("unknown behaviour", withSection(#", "orthogonalScrollingBehavior": "sideways""#),
                    #"layout.section.orthogonalScrollingBehavior: unknown orthogonalScrollingBehavior "sideways" (expected one of \#(behaviors))"#),
        RefusedSpec("interGroupSpacing as a string", withSection(#", "interGroupSpacing": "8""#),
                    "layout.section.interGroupSpacing: expected a number, got a string"),
        RefusedSpec("unknown alignment", withSection(#", "boundarySupplementaryItems": [{"kind": "header", \#(size), "alignment": "center"}]"#),
                    #"layout.section.boundarySupplementaryItems[0].alignment: unknown alignment "center" (expected one of \#(alignments))"#),
        RefusedSpec("boundary item without alignment", withSection(#", "boundarySupplementaryItems": [{"kind": "header", \#(size)}]"#),
                    #"layout.section.boundarySupplementaryItems[0].alignment: missing (expected one of \#(alignments))"#),
        RefusedSpec("pinned side item", withSection(#", "boundarySupplementaryItems": [{"kind": "side", \#(size), "alignment": "leading", "pinToVisibleBounds": true}]"#),
                    #"layout.section.boundarySupplementaryItems[0].pinToVisibleBounds: only items on the top or bottom boundary pin (alignment "leading" has nowhere to pin to)"#),
        RefusedSpec("extendsBoundary as a number", withSection(#", "boundarySupplementaryItems": [{"kind": "h", \#(size), "alignment": "top", "extendsBoundary": 1}]"#),
                    "layout.section.boundarySupplementaryItems[0].extendsBoundary: expected true or false, got a number"),
        RefusedSpec("anchor on a boundary item", withSection(#", "boundarySupplementaryItems": [{"kind": "h", \#(size), "alignment": "top", "anchor": {"edges": []}}]"#),
                    "layout.section.boundarySupplementaryItems[0].anchor: unknown key (expected one of kind, size, alignment, offset, extendsBoundary, pinToVisibleBounds, zIndex)"),
        RefusedSpec("decoration without kind", withSection(#", "decorationItems": [{"zIndex": -1}]"#),
                    "layout.section.decorationItems[0].kind: missing (expected an element kind name)"),
        RefusedSpec("decoration with a size", withSection(#", "decorationItems": [{"kind": "background", \#(size)}]"#),
                    "layout.section.decorationItems[0].size: unknown key (expected one of kind, contentInsets, zIndex)"),
        RefusedSpec("decorations as an object", withSection(#", "decorationItems": {"kind": "background"}"#),
                    "layout.section.decorationItems: expected an array of decoration items, got an object"),
    ]

    static let layouts: [RefusedSpec] = [
        RefusedSpec("no section", C.spec(layout: #"{"type": "compositional"}"#),
                    "layout: missing section or sectionProvider (one section description for every section, or a list: section i follows entry i % n)"),
        RefusedSpec("section and provider", C.spec(layout: #"{"type": "compositional", "section": \#(C.section()), "sectionProvider": [\#(C.section())]}"#),
                    "layout.sectionProvider: give either section or sectionProvider, not both"),
        RefusedSpec("empty provider", C.spec(layout: #"{"type": "compositional", "sectionProvider": []}"#),
                    "layout.sectionProvider: must hold at least one section description"),
        RefusedSpec("provider not an array", C.spec(layout: #"{"type": "compositional", "sectionProvider": \#(C.section())}"#),
                    "layout.sectionProvider: expected an array of section descriptions, got an object"),
        RefusedSpec("bad provider entry",
                    C.spec(layout: #"{"type": "compositional", "sectionProvider": [\#(C.section()), \#(C.section(group: C.group("[\(item(width: #"{"fractionalWidth": -0.5}"#))]")))]}"#),
                    "layout.sectionProvider[1].group.subitems[0].size.width.fractionalWidth: must be finite and >= 0, got -0.5"),
        RefusedSpec("provider entry not an object", C.spec(layout: #"{"type": "compositional", "sectionProvider": [1]}"#),
                    #"layout.sectionProvider[0]: expected a section description {"group": GROUP, ...}, got a number"#),
        RefusedSpec("unknown layout key", C.spec(extra: #", "itemSize": [1, 1]"#), "layout.itemSize: unknown key (expected one of \(layoutKeys))"),
        RefusedSpec("unknown scroll direction", C.spec(extra: #", "scrollDirection": "diagonal""#),
                    #"layout.scrollDirection: unknown scrollDirection "diagonal" (expected one of "vertical", "horizontal")"#),
        RefusedSpec("layout-wide item without size", C.spec(extra: #", "boundarySupplementaryItems": [{"kind": "banner", "alignment": "top"}]"#),
                    #"layout.boundarySupplementaryItems[0].size: missing (expected a size {"width": DIMENSION, "height": DIMENSION})"#),
        RefusedSpec("flow key in a data section", C.spec(sections: #"[{"count": 1, "inset": [0, 0, 0, 0]}]"#),
                    "sections[0].inset: unknown key (expected one of count, itemSize, itemSizes)"),
        RefusedSpec("negative measured size", C.spec(sections: #"[{"itemSizes": [[1, 1], [1, -1]]}]"#),
                    "sections[0].itemSizes[1]: height must be finite and >= 0, got -1.0"),
        RefusedSpec("negative data count", C.spec(sections: #"[{"count": -1}]"#), "sections[0].count: must be >= 0, got -1"),
    ]

    @Test(arguments: dimensions + items)
    func refusedItem(_ spec: RefusedSpec) {
        #expect(C.decodingRefusal(spec.json) == spec.error)
    }

    @Test(arguments: groups + customGroups)
    func refusedGroup(_ spec: RefusedSpec) {
        #expect(C.decodingRefusal(spec.json) == spec.error)
    }

    @Test(arguments: supplementaryItems + sections + layouts)
    func refusedSection(_ spec: RefusedSpec) {
        #expect(C.decodingRefusal(spec.json) == spec.error)
    }

    /// A programmatic document may hold NaN or infinity, which JSON text cannot:
    /// refused all the same, never passed to the engine.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteFractionIsRefused(_ fraction: Double) {
        let dimension: JSONValue = ["fractionalWidth": .number(fraction)]
        let item: JSONValue = ["size": ["width": dimension, "height": ["absolute": 1]]]
        let group: JSONValue = ["group": "horizontal", "size": ["width": ["absolute": 1], "height": ["absolute": 1]], "subitems": [item]]
        let spec: JSONValue = [
            "bounds": ["width": 10, "height": 10], "sections": [["count": 1]],
            "layout": ["type": "compositional", "section": ["group": group]],
        ]
        do throws(SpecError) {
            _ = try LayoutSpecification(decoding: spec)
            Issue.record("accepted \(fraction)")
        } catch {
            #expect(error.description == "layout.section.group.subitems[0].size.width.fractionalWidth: must be finite, got \(fraction)")
        }
    }
}
