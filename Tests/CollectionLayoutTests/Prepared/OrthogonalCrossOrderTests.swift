@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// The strips' cross-axis order kept as distances from each strip's first
/// slot (`OrthogonalCrossOrder`): 16 bits while no strip holds more than
/// 65,536 elements, 32 past that. Every strip's entries are its slots,
/// each once, in cross-axis order, and queries at rest and scrolled find
/// exactly what the oracle finds, on either side of the limit.
struct OrthogonalCrossOrderTests {
    /// A header, a carousel of cells then badges (two runs in slot order,
    /// merged), a header, and a long carousel of cells at random cross
    /// positions (sorted), of `longCount` elements.
    static func page(longCount: Int, scrollAxis: Axis, seed: UInt64) throws -> PreparedLayout {
        var generator = SeededGenerator(seed: seed)
        let bounds = Size(width: 400, height: 800)
        var builder = PreparedLayoutBuilder(scrollAxis: scrollAxis, boundsSize: bounds, strategy: .stripDirectory)
        let header = builder.code(for: .supplementary, ElementKind("header"))
        let badge = builder.code(for: .supplementary, ElementKind("badge"))
        func frame(main: Double, mainLength: Double, cross: Double, crossLength: Double) -> Rect {
            scrollAxis == .vertical
                ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
                : Rect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        let shortCount = 40
        builder.beginSection(itemCount: shortCount)
        builder.appendElement(kindCode: header, frame: frame(main: 0, mainLength: 40, cross: 0, crossLength: 400))
        var first = builder.count
        for item in 0..<shortCount { builder.appendCell(frame: frame(main: 40, mainLength: 100, cross: Double(item) * 110, crossLength: 100), item: item) }
        for item in 0..<shortCount {
            builder.appendElement(kindCode: badge, frame: frame(main: 45, mainLength: 20, cross: Double(item) * 110 + 70, crossLength: 25), item: item)
        }
        builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
            section: 0, slots: first..<builder.count, behavior: .continuous, viewportStart: 0, viewportLength: 400,
            contentLength: Double(shortCount) * 110, leadingInset: 0, groupStarts: [], groupEnds: []
        ))
        builder.beginSection(itemCount: longCount)
        builder.appendElement(kindCode: header, frame: frame(main: 150, mainLength: 40, cross: 0, crossLength: 400))
        first = builder.count
        let span = Double(longCount) * 10
        for item in 0..<longCount {
            let cross = Double(generator.int(in: 0...Int(span))) + Double(generator.int(in: 0...3)) / 4
            builder.appendCell(frame: frame(main: 190 + Double(generator.int(in: 0...20)), mainLength: 100, cross: cross, crossLength: Double(generator.int(in: 1...300))), item: item)
        }
        builder.declareOrthogonalSection(OrthogonalSectionDeclaration(
            section: 1, slots: first..<builder.count, behavior: .continuous, viewportStart: 0, viewportLength: 400,
            contentLength: span + 300, leadingInset: 0, groupStarts: [], groupEnds: []
        ))
        return try builder.build(contentSize: scrollAxis == .vertical ? Size(width: 400, height: 320) : Size(width: 320, height: 800))
    }

    @Test(arguments: [65_536, 65_537])
    func entriesAreEachStripsSlotsInCrossOrder(longCount: Int) throws {
        let prepared = try Self.page(longCount: longCount, scrollAxis: .vertical, seed: 7)
        let sections = try #require(prepared.orthogonal)
        let entryCount = sections.runningMaxCrossEnd.count
        #expect(entryCount == 80 + longCount)
        #expect(sections.crossOrder.isNarrow(entryCount: entryCount) == (longCount <= 65_536))
        #expect(sections.crossOrder.heapBytes == (80 + longCount) * (longCount <= 65_536 ? 2 : 4))
        for strip in sections.strips {
            let slots = strip.entries.map { sections.crossOrder.slot(at: $0, of: strip, entryCount: entryCount) }
            #expect(slots.sorted() == Array(Int(strip.slots.lowerBound)..<Int(strip.slots.upperBound)))
            let isInCrossOrder = zip(slots, slots.dropFirst()).allSatisfy { earlier, later in
                let (a, b) = (prepared.frames[earlier].minX, prepared.frames[later].minX)
                return a < b || (a == b && earlier < later)
            }
            #expect(isInCrossOrder, "strip of section \(strip.section)")
        }
    }

    @Test(arguments: [(65_536, Axis.vertical), (65_537, .vertical), (65_537, .horizontal)])
    func queriesFindWhatTheOracleFinds(longCount: Int, scrollAxis: Axis) throws {
        var prepared = try Self.page(longCount: longCount, scrollAxis: scrollAxis, seed: UInt64(longCount))
        var generator = SeededGenerator(seed: 11)
        let span = Double(longCount) * 10
        var found = 0
        for offsets in [(0.0, 0.0), (37.25, 12_345.5), (0, span - 100)] {
            try prepared.setOrthogonalScrollOffset(offsets.0, forSection: 0)
            try prepared.setOrthogonalScrollOffset(offsets.1, forSection: 1)
            let real = PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: prepared.defaultVisibleBounds)
            for _ in 0..<30 {
                let cross = Double(generator.int(in: -200...Int(span))), main = Double(generator.int(in: -20...300))
                let crossLength = Double(generator.int(in: 1...800)), mainLength = Double(generator.int(in: 1...200))
                let rect = scrollAxis == .vertical
                    ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
                    : Rect(x: main, y: cross, width: mainLength, height: crossLength)
                let expected = real.indices.filter { real[$0].intersects(rect) }
                found += expected.count
                var slots: [Int32] = []
                prepared.slots(in: rect, into: &slots)
                let answer = slots.map(Int.init).sorted()
                #expect(answer == expected, "offsets \(offsets), rect \(rect)")
            }
        }
        #expect(found > 100, "the rects meet some elements")
    }
}
