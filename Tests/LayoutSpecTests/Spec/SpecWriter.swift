import CollectionLayout
import LayoutSpec

/// Writes a layout as a spec document with every key spelt out, so that
/// decoding it must give the same layout back (the round-trip tests).
enum SpecWriter {
    static func document(bounds: Size, layout: FlowLayout) -> String {
        let c = layout.configuration
        var keys = [
            #""type": "flow""#, #""itemSize": \#(size(c.itemSize))"#,
            #""minimumLineSpacing": \#(number(c.minimumLineSpacing))"#,
            #""minimumInteritemSpacing": \#(number(c.minimumInteritemSpacing))"#,
            #""headerReferenceSize": \#(size(c.headerReferenceSize))"#, #""footerReferenceSize": \#(size(c.footerReferenceSize))"#,
            #""sectionInset": \#(insets(c.sectionInset))"#,
            #""scrollDirection": "\#(c.scrollDirection == .vertical ? "vertical" : "horizontal")""#,
            #""sectionHeadersPinToVisibleBounds": \#(c.sectionHeadersPinToVisibleBounds)"#,
            #""sectionFootersPinToVisibleBounds": \#(c.sectionFootersPinToVisibleBounds)"#,
            #""lineAlignment": "\#(c.lineAlignment.rawValue)""#, #""lastLineAlignment": "\#(c.lastLineAlignment.rawValue)""#,
            #""sectionBackground": \#(c.sectionBackground)"#,
        ]
        if let estimated = c.estimatedItemSize { keys.append(#""estimatedItemSize": \#(size(estimated))"#) }
        let sections = layout.sections.map { section in
            var keys = items(section.items)
            if let value = section.inset { keys.append(#""inset": \#(insets(value))"#) }
            if let value = section.headerReferenceSize { keys.append(#""headerSize": \#(size(value))"#) }
            if let value = section.footerReferenceSize { keys.append(#""footerSize": \#(size(value))"#) }
            if let value = section.minimumLineSpacing { keys.append(#""minimumLineSpacing": \#(number(value))"#) }
            if let value = section.minimumInteritemSpacing { keys.append(#""minimumInteritemSpacing": \#(number(value))"#) }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        return document(bounds: bounds, sections: sections, layoutKeys: keys)
    }

    static func document(bounds: Size, layout: WaterfallLayout) -> String {
        let c = layout.configuration
        let keys = [
            #""type": "waterfall""#, #""columnCount": \#(c.columnCount)"#, #""columnSpacing": \#(number(c.columnSpacing))"#,
            #""interitemSpacing": \#(number(c.interitemSpacing))"#, #""sectionInset": \#(insets(c.sectionInset))"#,
            #""headerHeight": \#(number(c.headerHeight))"#, #""footerHeight": \#(number(c.footerHeight))"#,
            #""itemRenderDirection": "\#(c.itemRenderDirection.rawValue)""#,
            #""sectionBackground": \#(c.sectionBackground)"#,
        ]
        let sections = layout.sections.map { section in
            var keys = items(section.items)
            if let value = section.columnCount { keys.append(#""columnCount": \#(value)"#) }
            if let value = section.inset { keys.append(#""inset": \#(insets(value))"#) }
            if let value = section.columnSpacing { keys.append(#""columnSpacing": \#(number(value))"#) }
            if let value = section.interitemSpacing { keys.append(#""interitemSpacing": \#(number(value))"#) }
            if let value = section.headerHeight { keys.append(#""headerHeight": \#(number(value))"#) }
            if let value = section.footerHeight { keys.append(#""footerHeight": \#(number(value))"#) }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        return document(bounds: bounds, sections: sections, layoutKeys: keys)
    }

    static func document(bounds: Size, layout: StickyCardsLayout) -> String {
        let c = layout.configuration
        let keys = [
            #""type": "stickyCards""#, #""lineSpacing": \#(number(c.lineSpacing))"#, #""sectionInset": \#(insets(c.sectionInset))"#,
            #""topInset": \#(number(c.topInset))"#,
            #""scrollDirection": "\#(c.scrollDirection == .vertical ? "vertical" : "horizontal")""#,
        ]
        let sections = layout.sections.map { section in
            var keys = items(section.items)
            if let value = section.lineSpacing { keys.append(#""lineSpacing": \#(number(value))"#) }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        return document(bounds: bounds, sections: sections, layoutKeys: keys)
    }

    /// Keys of the other scroll direction are left out (the decoder refuses them).
    static func document(bounds: Size, layout: TimelineLayout) -> String {
        let c = layout.configuration
        var keys = [
            #""type": "timeline""#, #""scrollDirection": "\#(c.scrollDirection == .vertical ? "vertical" : "horizontal")""#,
            #""itemSize": \#(size(c.itemSize))"#, #""minimumLineSpacing": \#(number(c.minimumLineSpacing))"#,
            #""minimumInteritemSpacing": \#(number(c.minimumInteritemSpacing))"#, #""sectionInset": \#(insets(c.sectionInset))"#,
            #""headerReferenceSize": \#(size(c.headerReferenceSize))"#, #""footerReferenceSize": \#(size(c.footerReferenceSize))"#,
            #""lineThickness": \#(number(c.lineThickness))"#,
        ]
        if c.scrollDirection == .vertical {
            keys.append(#""axisOffset": \#(number(c.axisOffset))"#)
        } else {
            keys += [#""nodeItem": \#(c.nodeItem)"#, #""nodeRadius": \#(number(c.nodeRadius))"#]
        }
        let sections = layout.sections.map { section in
            var keys = items(section.items)
            if let value = section.inset { keys.append(#""inset": \#(insets(value))"#) }
            if let value = section.minimumLineSpacing { keys.append(#""minimumLineSpacing": \#(number(value))"#) }
            if let value = section.minimumInteritemSpacing { keys.append(#""minimumInteritemSpacing": \#(number(value))"#) }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        return document(bounds: bounds, sections: sections, layoutKeys: keys)
    }

    private static func document(bounds: Size, sections: [String], layoutKeys: [String]) -> String {
        """
        {"bounds": {"width": \(number(bounds.width)), "height": \(number(bounds.height))},
         "sections": [\(sections.joined(separator: ",\n  "))],
         "layout": {\(layoutKeys.joined(separator: ", "))}}
        """
    }

    private static func items(_ items: ItemSizes) -> [String] {
        switch items {
        case .uniform(let count, let itemSize): [#""count": \#(count)"#, #""itemSize": \#(size(itemSize))"#]
        case .list(let sizes): [#""itemSizes": [\#(sizes.map(size).joined(separator: ", "))]"#]
        }
    }

    private static func number(_ value: Double) -> String { value.description }
    private static func size(_ value: Size) -> String { "[\(number(value.width)), \(number(value.height))]" }
    private static func insets(_ value: EdgeInsets) -> String {
        "[\(number(value.top)), \(number(value.left)), \(number(value.bottom)), \(number(value.right))]"
    }
}
