import CollectionLayout
import Testing

/// The small value types of the model: index paths, categories, kinds, item
/// sizes, errors and the kind table.
@Suite("Model values")
struct ModelTests {
    @Test("Index paths order by section, then item")
    func indexPaths() {
        #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
        #expect(IndexPath(item: 1, section: 2) < IndexPath(item: 2, section: 2))
        #expect(IndexPath(item: 3, section: 4).description == "[4, 3]")
    }

    @Test("Categories order cell, supplementary, decoration, with the contract's names")
    func categories() {
        #expect(ElementCategory.allCases.sorted() == [.cell, .supplementary, .decoration])
        #expect(ElementCategory.allCases.map(\.name) == ["cell", "supplementary", "decoration"])
        #expect(ElementKind.cell.rawValue == "-")
        #expect(ElementKind.header.description == "header")
        #expect(ElementKind.footer < ElementKind.header)
    }

    @Test("Item sizes: uniform and listed")
    func itemSizes() {
        let uniform = ItemSizes.uniform(count: 3, size: Size(width: 1, height: 2))
        #expect(uniform.count == 3)
        #expect(uniform[2] == Size(width: 1, height: 2))
        #expect(uniform.validationError() == nil)
        let list = ItemSizes.list([Size(width: 1, height: 1), Size(width: 2, height: .nan)])
        #expect(list.count == 2)
        #expect(list.validationError()?.path == [.item(1)])
        #expect(ItemSizes.uniform(count: -1, size: .zero).validationError()?.path == [.itemCount])
    }

    @Test("An error prints as PATH: MESSAGE, or just the message without a path")
    func errors() {
        #expect(LayoutError(path: [.section(2), .item(5)], message: "height must be finite and >= 0").description
                == "sections[2].items[5]: height must be finite and >= 0")
        #expect(LayoutError(path: [], message: "too big").description == "too big")
        let nested: LayoutPath = [.sectionDescription(3), .key("group"), .key("subitems"), .index(0), .key("layoutSize")]
        #expect(nested.description == "sectionProvider(3).group.subitems[0].layoutSize")
        #expect(LayoutPath([.configuration, .key("minimumLineSpacing")]).description == "configuration.minimumLineSpacing")
        #expect(LayoutPath([.bounds]).description == "boundsSize" && LayoutPath([.section(1), .itemCount]).description == "sections[1].items.count")
    }

    @Test("The kind table: code 0 is the cell kind; codes are stable and pinning is remembered")
    func kindTable() {
        var table = KindTable()
        #expect(table[0].kind == .cell && table[0].category == .cell)
        let header = table.code(for: .supplementary, .header, isPinned: true)
        let footer = table.code(for: .supplementary, .footer)
        #expect(header == 1 && footer == 2)
        #expect(table.code(for: .supplementary, .header, isPinned: true) == header)
        #expect(table.existingCode(for: .supplementary, .footer) == footer)
        #expect(table.existingCode(for: .decoration, .footer) == nil)
        #expect(table[header].isPinned)
        #expect(table.hasPinnedKinds)
        #expect(!KindTable().hasPinnedKinds)
    }

    @Test("Index strategies: names, and the concrete ones")
    func strategies() {
        #expect(IndexStrategy.allCases.map(\.rawValue) == ["linear", "sorted-columns", "interval-tree", "strip-directory", "auto"])
        #expect(IndexStrategy.concrete == [.linear, .sortedColumns, .intervalTree, .stripDirectory])
    }
}
