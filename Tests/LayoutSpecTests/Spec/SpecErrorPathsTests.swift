import CollectionLayout
import LayoutSpec
import Testing

/// Each layout type's reading of the engine's error paths as the spec's JSON
/// paths (`SpecifiedLayoutType.errorPaths`), and the registry the decoder
/// dispatches on.
@Suite struct SpecErrorPathsTests {
    typealias C = CompositionalSpecDocuments

    func read(_ paths: SpecErrorPaths, _ path: LayoutPath, _ message: String = "bad") -> String {
        paths.specError(for: LayoutError(path: path, message: message)).description
    }

    @Test func theDefaultReadingNamesBoundsConfigurationSectionsAndItems() {
        let paths = SpecErrorPaths()
        #expect(read(paths, [.bounds]) == "bounds: bad")
        #expect(read(paths, [.configuration, .key("minimumLineSpacing")]) == "layout.minimumLineSpacing: bad")
        #expect(read(paths, [.section(2), .item(5)]) == "sections[2].itemSizes[5]: bad")
        #expect(read(paths, [.section(0), .uniformItemSize]) == "sections[0].itemSize: bad")
        #expect(read(paths, [.section(1), .itemCount]) == "sections[1].count: bad")
        #expect(read(paths, [.key("sections")]) == "sections: bad")
        #expect(read(paths, []) == "bad")
        #expect(SpecError(LayoutError(path: [.section(3)], message: "bad")) == SpecError(path: "sections[3]", message: "bad"))
    }

    @Test func flowNamesASectionsHeaderAndFooterAsItsSpecDoes() {
        let paths = FlowLayout(sections: []).errorPaths
        #expect(read(paths, [.section(1), .key("headerReferenceSize")]) == "sections[1].headerSize: bad")
        #expect(read(paths, [.section(0), .key("footerReferenceSize")]) == "sections[0].footerSize: bad")
        #expect(read(paths, [.configuration, .key("headerReferenceSize")]) == "layout.headerReferenceSize: bad", "layout-wide, the names are the model's")
    }

    @Test func aCalendarsItemsAreItsEvents() {
        let paths = CalendarWeekLayout(sections: []).errorPaths
        #expect(read(paths, [.section(0), .item(2), .key("day")]) == "sections[0].events[2].day: bad")
    }

    @Test func compositionalNamesItsDescriptionsAndRenamedKeys() throws {
        let single = try C.decode(C.spec()).errorPaths
        let group: LayoutPath = [.key("group"), .key("subitems"), .index(1), .key("layoutSize"), .key("widthDimension")]
        #expect(read(single, [.sectionDescription(nil)] + group) == "layout.section.group.subitems[1].size.width: bad")
        #expect(read(single, [.sectionDescription(4), .key("contentInsets")]) == "layout.section.contentInsets: bad", "every section shares it")
        let badge: LayoutPath = [.sectionDescription(nil), .key("group"), .key("supplementaryItems"), .index(0), .key("containerAnchor"), .key("edges")]
        #expect(read(single, badge) == "layout.section.group.supplementaryItems[0].anchor.edges: bad")
        #expect(read(single, [.sectionDescription(nil), .key("group"), .key("equalSubitems")]) == "layout.section.group.subitem: bad")
        let provider = try C.decode(C.spec(layout: #"{"type": "compositional", "sectionProvider": [\#(C.section()), \#(C.section()), \#(C.section())]}"#)).errorPaths
        #expect(read(provider, [.sectionDescription(7), .key("group")]) == "layout.sectionProvider[1].group: bad (in section 7)")
        #expect(read(provider, [.sectionDescription(2), .key("group")]) == "layout.sectionProvider[2].group: bad", "the entry is the section")
        #expect(read(provider, [.configuration, .key("boundarySupplementaryItems"), .index(0), .key("layoutSize")]) == "layout.boundarySupplementaryItems[0].size: bad")
    }

    @Test func everyRegisteredTypeHasItsOwnName() {
        let names = SpecifiedLayout.registeredTypes.map { $0.typeName }
        #expect(names == ["flow", "waterfall", "stickyCards", "timeline", "calendarWeek", "compositional"])
    }
}
