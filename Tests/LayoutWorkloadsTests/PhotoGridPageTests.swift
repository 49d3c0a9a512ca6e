import CollectionLayout
import LayoutWorkloads
import Testing

/// The `photoGrid` workload: days drawn from the seed, laid out as Photos does.
@Suite struct PhotoGridPageTests {
    @Test(arguments: [0, 1, 71, 100, 54_321])
    func daysHoldExactlyThePhotos(items: Int) {
        let page = PhotoGridPage(items: items, seed: 4)
        #expect(page.photoCounts.reduce(0, +) == items)
        #expect(page.photoCounts.allSatisfy { (1...PhotoGridPage.maximumPhotosPerDay).contains($0) })
        #expect(page.sections.map(\.items.count) == page.photoCounts)
        #expect(page.itemSizes.map(\.count) == page.photoCounts)
    }

    @Test func theSeedDecidesEverything() {
        #expect(PhotoGridPage(items: 5_000, seed: 7).photoCounts == PhotoGridPage(items: 5_000, seed: 7).photoCounts)
        #expect(PhotoGridPage(items: 5_000, seed: 7).photoCounts != PhotoGridPage(items: 5_000, seed: 8).photoCounts)
    }

    @Test func daysAreProductsOfTwoDraws() {
        let counts = PhotoGridPage(items: 100_000, seed: 1).photoCounts.dropLast()
        let products = Set((1...12).flatMap { a in (1...6).map { a * $0 } })
        #expect(Set(counts) == products)
        let mean = Double(counts.reduce(0, +)) / Double(counts.count)
        #expect(abs(mean - 6.5 * 3.5) < 1, "\(mean)")
    }

    @Test func photosAreLargeAndSmallSquaresUnderPinnedHeaders() throws {
        let page = PhotoGridPage(items: 400, seed: 2)
        let prepared = try PhotoGridPage.layout(sections: page.sections).prepare(boundsSize: Workload.phoneBounds, index: .intervalTree)
        let sizes = page.itemSizes
        var sectionStart = 0.0
        for (section, count) in page.photoCounts.enumerated() {
            let header = try #require(prepared.attributesForSupplementaryElement(ofKind: ElementKind("header"), at: IndexPath(item: 0, section: section)))
            #expect(header.frame == Rect(x: 0, y: sectionStart, width: 390, height: 48))
            for item in 0..<count {
                let frame = try #require(prepared.attributesForItem(at: IndexPath(item: item, section: section))).frame
                #expect(abs(frame.width - sizes[section][item].width) < 1e-9 && abs(frame.height - sizes[section][item].height) < 1e-9)
            }
            // Whole 390-point groups: a partial last group keeps its size.
            sectionStart += 48 + 390 * Double((count + 5) / 6)
        }
        #expect(abs(prepared.contentSize.height - sectionStart) < 1e-6)
        let visible = Rect(x: 0, y: 100, width: 390, height: 844)
        let pinned = try #require(prepared.attributesForSupplementaryElement(ofKind: ElementKind("header"), at: IndexPath(item: 0, section: 0), visibleBounds: visible))
        // A day is at least one 390-point group tall, so its header stays at the visible top for 390 points.
        #expect(pinned.frame.minY == 100)
    }
}
