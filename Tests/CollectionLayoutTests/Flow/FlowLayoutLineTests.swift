import CollectionLayout
import Testing

/// Flow rules 3 and 4: greedy line filling (with the `<=` boundary, and an item
/// wider than the line alone on its line), line height = the tallest item,
/// items centred vertically in their line, lines `minimumLineSpacing` apart.
@Suite("Flow rules 3, 4: greedy lines, line height, centring")
struct FlowLayoutLineTests {
    /// bounds width 300, inset top 5, left 10, bottom 15, right 20, so
    /// A = 300 - 10 - 20 = 270; spacings 10 unless given; leading alignment.
    static func prepare(_ sizes: [Size], interitemSpacing: Double = 10) throws -> PreparedLayout {
        var configuration = FlowLayout.Configuration()
        configuration.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        configuration.minimumLineSpacing = 10
        configuration.minimumInteritemSpacing = interitemSpacing
        configuration.lineAlignment = .leading
        configuration.lastLineAlignment = .leading
        return try FlowLayout(configuration: configuration, sections: [.init(items: .list(sizes))])
            .prepare(boundsSize: Size(width: 300, height: 600), index: .auto)
    }

    @Test("Greedy filling, the <= boundary, an over-wide item, line heights and centring")
    func greedyLines() throws {
        let prepared = try Self.prepare([
            Size(width: 130, height: 40), Size(width: 130, height: 60), Size(width: 10, height: 20),
            Size(width: 271, height: 30), Size(width: 50, height: 50),
        ])
        #expect(prepared.cellFrames(section: 0) == [
            // Line 1 (y 5): 130 + 10 + 130 = 270 <= 270, so item 1 joins; + 10 + 10 = 290 > 270.
            // Height max(40, 60) = 60; item 0 centred: 5 + (60 - 40) / 2 = 15. x: 10, 10 + 130 + 10 = 150.
            rect(10, 15, 130, 40), rect(150, 5, 130, 60),
            // Line 2 starts at 5 + 60 + 10 = 75; 10 + 10 + 271 = 291 > 270: item 2 alone.
            rect(10, 75, 10, 20),
            // Line 3 at 75 + 20 + 10 = 105: item 3 (271 > A) alone on its line, from x = 10.
            rect(10, 105, 271, 30),
            // Line 4 at 105 + 30 + 10 = 145: 271 + 10 + 50 > 270, item 4 alone.
            rect(10, 145, 50, 50),
        ])
        // End: 145 + 50 + 15 = 210.
        #expect(prepared.contentSize == Size(width: 300, height: 210))
    }

    @Test("An item joins only while the line fits: 270 fits, 270.5 does not", arguments: [
        (130.0, rect(150, 5, 130, 10)),      // 130 + 10 + 130 = 270 <= 270: same line, x = 150.
        (130.5, rect(10, 25, 130.5, 10)),    // 130 + 10 + 130.5 = 270.5 > 270: next line, y = 5 + 10 + 10.
    ])
    func boundary(secondWidth: Double, expected: Rect) throws {
        let prepared = try Self.prepare([Size(width: 130, height: 10), Size(width: secondWidth, height: 10)])
        #expect(prepared.cellFrames(section: 0) == [rect(10, 5, 130, 10), expected])
    }

    @Test("An over-wide first item is alone, and the next item starts a new line")
    func overWideFirst() throws {
        // 400 > 270: alone on line 1 (y 5, height 20); 400 + 10 + 10 > 270, so line 2 at 5 + 20 + 10 = 35.
        let prepared = try Self.prepare([Size(width: 400, height: 20), Size(width: 10, height: 10), Size(width: 10, height: 10)])
        // Line 2: 10 + 10 + 10 = 30 <= 270, both items; x 10 and 30.
        #expect(prepared.cellFrames(section: 0) == [rect(10, 5, 400, 20), rect(10, 35, 10, 10), rect(30, 35, 10, 10)])
    }

    @Test("Negative interitem spacing packs items closer and lets more join")
    func negativeInteritemSpacing() throws {
        // 140 - 10 + 140 = 270 <= 270: one line; leading x = 10 and 10 + 140 - 10 = 140.
        let prepared = try Self.prepare([Size(width: 140, height: 10), Size(width: 140, height: 10)], interitemSpacing: -10)
        #expect(prepared.cellFrames(section: 0) == [rect(10, 5, 140, 10), rect(140, 5, 140, 10)])
    }

    @Test("Zero-size items are laid out but never found by a rect query")
    func zeroSizeItems() throws {
        // 0 + 10 + 0 = 10 <= 270: one line of height 0 at y 5; x 10 and 20. End 5 + 0 + 15 = 20.
        let prepared = try Self.prepare([.zero, .zero])
        #expect(prepared.cellFrames(section: 0) == [rect(10, 5, 0, 0), rect(20, 5, 0, 0)])
        #expect(prepared.contentSize.height == 20)
        #expect(prepared.elements(in: rect(-100, -100, 1000, 1000)).isEmpty)
    }

    @Test("Lines of mixed heights: every item centred in its own line")
    func centring() throws {
        // One line (10 + 10 + 20 + 10 + 30 = 80 <= 270) of height 40 at y 5:
        // heights 10, 40, 25 → y = 5 + 15, 5, 5 + 7.5.
        let prepared = try Self.prepare([Size(width: 10, height: 10), Size(width: 20, height: 40), Size(width: 30, height: 25)])
        #expect(prepared.cellFrames(section: 0) == [rect(10, 20, 10, 10), rect(30, 5, 20, 40), rect(60, 12.5, 30, 25)])
        // End 5 + 40 + 15 = 60.
        #expect(prepared.contentSize.height == 60)
    }
}
