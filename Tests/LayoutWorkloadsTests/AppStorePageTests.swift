import CollectionLayout
import LayoutWorkloads
import Testing

/// The `appStore` workload: its data from the seed, and its page laid out as
/// `AppStorePage` documents it.
@Suite struct AppStorePageTests {
    @Test(arguments: [0, 1, 9, 100, 12_345])
    func sectionsHoldExactlyTheItems(items: Int) {
        let page = AppStorePage(items: items, seed: 4)
        #expect(page.sections.reduce(0) { $0 + $1.items.count } == items)
        #expect(page.sections.allSatisfy { $0.items.count > 0 })
        #expect(page.itemSizes.map(\.count) == page.sections.map(\.items.count))
    }

    @Test func theSeedDecidesEverything() {
        #expect(AppStorePage(items: 5_000, seed: 7).sections == AppStorePage(items: 5_000, seed: 7).sections)
        #expect(AppStorePage(items: 5_000, seed: 7).sections != AppStorePage(items: 5_000, seed: 8).sections)
    }

    @Test func kindsRepeatAndDrawTheirCountsFromTheirRanges() {
        let sections = AppStorePage(items: 20_000, seed: 2).sections
        #expect(sections.count > 200)
        for (section, data) in sections.enumerated().dropLast() {
            let kind = AppStorePage.SectionKind(section: section)
            #expect(kind == AppStorePage.SectionKind.allCases[section % 4])
            #expect(kind.itemCounts.contains(data.items.count), "section \(section)")
        }
        let counts = Dictionary(grouping: sections.indices.dropLast(), by: { AppStorePage.SectionKind(section: $0) }).mapValues {
            Set($0.map { sections[$0].items.count })
        }
        // Every count of every kind's range is drawn at this size.
        for kind in AppStorePage.SectionKind.allCases { #expect(counts[kind] == Set(kind.itemCounts), "\(kind)") }
    }

    @Test func listRowsAreMeasuredTwiceInThreeAndNothingElseIs() {
        let sections = AppStorePage(items: 30_000, seed: 5).sections
        var measured = 0, unmeasured = 0
        for (section, data) in sections.enumerated() {
            for item in 0..<data.items.count {
                let size = data.items[item]
                guard AppStorePage.SectionKind(section: section) == .list else {
                    #expect(size == .zero, "section \(section) item \(item)")
                    continue
                }
                #expect(size.width == 0 && (size.height == 0 || (56...220).contains(size.height)))
                if size.height == 0 { unmeasured += 1 } else { measured += 1 }
            }
        }
        let share = Double(measured) / Double(measured + unmeasured)
        #expect(share > 0.64 && share < 0.69, "\(share)")
    }

    @Test func itemSizesAreTheSizesThePageShows() throws {
        let page = AppStorePage(items: 3_000, seed: 6)
        let prepared = try AppStorePage.layout(sections: page.sections).prepare(boundsSize: Workload.phoneBounds, index: .intervalTree)
        let sizes = page.itemSizes
        for section in sizes.indices {
            for item in 0..<sizes[section].count {
                let frame = try #require(prepared.attributesForItem(at: IndexPath(item: item, section: section))).frame
                // Whole points: the grid's tiles are two thirds and one third of 350, less insets.
                #expect(abs(frame.width - sizes[section][item].width) < 0.5 && frame.height == sizes[section][item].height, "\(section), \(item)")
            }
        }
        #expect(sizes.allSatisfy { section in (0..<section.count).allSatisfy { section[$0].width > 0 && section[$0].height > 0 } })
    }
}
