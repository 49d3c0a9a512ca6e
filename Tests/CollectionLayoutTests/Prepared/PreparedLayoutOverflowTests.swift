import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// Finite inputs can add up to non-finite geometry: two lines of
/// `Double.greatestFiniteMagnitude` points stack to +inf, spacings of
/// `-greatestFiniteMagnitude` to -inf, and a pinned header of a section that
/// starts at +inf gets the envelope height `inf - inf + h = NaN`.
///
/// A NaN stored frame would break `IntervalTreeIndex`: `Swift.max(NaN, x)` is
/// NaN when NaN comes first, so the NaN subtree maximum of the node holding it
/// would prune every valid element below that node. `prepare` therefore
/// refuses any layout whose content size or frames are not finite
/// (`PreparedLayoutBuilder.build`); these tests hold it to that, and check
/// that every layout it accepts agrees with the linear scan.
@Suite("Layouts whose finite inputs overflow")
struct PreparedLayoutOverflowTests {
    static let huge = Double.greatestFiniteMagnitude

    /// Vertical flow, bounds 300 × 600, pinned headers 10 tall, spacings 0.
    /// Section 0: header (0, 0, 300, 10); four 300 × 10 lines at y 10, 20, 30, 40;
    /// two lines of height `huge` at 50 and 50 + huge = huge, ending at huge + huge = +inf.
    /// Section 1 starts at +inf: its pinned header's envelope is (0, inf, 300, inf - inf + 10 = NaN),
    /// stored in slot 7, which is the level-3 node over positions 0...14 of the 16-element tree.
    static let overflowingFlow: FlowLayout = {
        var configuration = FlowLayout.Configuration()
        configuration.headerReferenceSize = Size(width: 0, height: 10)
        configuration.sectionHeadersPinToVisibleBounds = true
        configuration.minimumLineSpacing = 0
        configuration.minimumInteritemSpacing = 0
        let lines = Array(repeating: Size(width: 300, height: 10), count: 4) + Array(repeating: Size(width: 300, height: huge), count: 2)
        return FlowLayout(configuration: configuration, sections: [
            .init(items: .list(lines)), .init(items: .uniform(count: 8, size: Size(width: 300, height: 10))),
        ])
    }()

    static let overflowMessage = "the layout overflows to infinity (content size 300.0 x inf): sizes, spacings or insets are too large"

    @Test("prepare refuses geometry that overflows, with every strategy")
    func overflowIsRefused() {
        // The flow above: content height +inf, one NaN frame.
        for strategy in IndexStrategy.allCases {
            #expect(throws: LayoutError(path: [], message: Self.overflowMessage)) {
                _ = try Self.overflowingFlow.prepare(boundsSize: Size(width: 300, height: 600), index: strategy)
            }
        }
        // Waterfall, 1 column (cw 100), interitem spacing -huge: items 0, 1, 2 (height 0) at y 0, -huge,
        // -huge - huge = -inf; item 3 (1 × huge: height huge·100/1 = +inf) at -inf gives maxY -inf + inf = NaN,
        // item 4 at NaN; content height NaN.
        var configuration = WaterfallLayout.Configuration()
        configuration.columnCount = 1
        configuration.interitemSpacing = -Self.huge
        let items = [Size(width: 100, height: 0), Size(width: 100, height: 0), Size(width: 100, height: 0), Size(width: 1, height: Self.huge), Size(width: 100, height: 100)]
        let waterfall = WaterfallLayout(configuration: configuration, sections: [.init(items: .list(items))])
        #expect(throws: LayoutError.self) { _ = try waterfall.prepare(boundsSize: Size(width: 100, height: 800), index: .auto) }
    }

    @Test("A frame whose origin and size are finite but whose far edge is not is refused")
    func farEdgeOverflowIsRefused() {
        // Two lines: the second starts at huge·0.75 + spacing and is huge·0.75 tall: its maxY is +inf,
        // and so is the content height.
        var configuration = FlowLayout.Configuration()
        configuration.minimumLineSpacing = 0
        let flow = FlowLayout(configuration: configuration, sections: [
            .init(items: .list([Size(width: 300, height: Self.huge * 0.75), Size(width: 300, height: Self.huge * 0.75)])),
        ])
        #expect(throws: LayoutError.self) { _ = try flow.prepare(boundsSize: Size(width: 300, height: 600), index: .intervalTree) }
    }

    @Test("Random layouts with extreme magnitudes: refused, or every strategy agrees")
    func extremeMagnitudes() {
        var disagreements: [String] = []
        var refused = 0
        for seed in UInt64(0)..<300 {
            var random = RandomLayouts(seed: seed)
            let bounds = random.boundsSize()
            let layout = Self.extremeLayout(seed: seed, bounds: bounds, random: &random)
            if (try? layout.prepare(boundsSize: bounds, index: .linear)) == nil { refused += 1 }
            let report = OracleChecker().check(boundsSize: bounds, label: "seed \(seed): ", makeLayout: { layout }) { prepared in
                random.queries(in: prepared, count: 12).filter { $0.rect.isValid && ($0.visibleBounds?.isValid ?? true) }
            }
            disagreements += report.mismatches.prefix(1)
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(3).joined(separator: "\n"))")
        // The generator must exercise both outcomes, or this test proves nothing.
        #expect(refused > 0 && refused < 300, "\(refused) of 300 refused")
    }

    /// A random flow (even seeds) or waterfall (odd seeds) with some spacings,
    /// insets, supplementary sizes and item sizes pushed to ±greatestFiniteMagnitude.
    static func extremeLayout(seed: UInt64, bounds: Size, random: inout RandomLayouts) -> any CollectionLayout {
        var generator = SeededGenerator(seed: seed &* 31)
        func extreme() -> Double { generator.pick([huge, huge / 2, -huge, -huge / 2, 1e308, -1e308, 1e300, 0]) }
        if seed % 2 == 0 {
            var flow = random.flowLayout(boundsSize: bounds)
            if generator.chance(0.5) { flow.configuration.minimumLineSpacing = extreme() }
            if generator.chance(0.5) { flow.configuration.minimumInteritemSpacing = extreme() }
            if generator.chance(0.5) { flow.configuration.sectionInset = EdgeInsets(top: extreme(), left: extreme(), bottom: extreme(), right: extreme()) }
            if generator.chance(0.5) { flow.configuration.headerReferenceSize = Size(width: 1, height: abs(extreme())) }
            for section in flow.sections.indices where generator.chance(0.5) {
                flow.sections[section].items = .list((0..<generator.int(in: 1...6)).map { _ in Size(width: abs(extreme()), height: abs(extreme())) })
            }
            return flow
        }
        var waterfall = random.waterfallLayout(boundsSize: bounds)
        if generator.chance(0.5) { waterfall.configuration.interitemSpacing = extreme() }
        if generator.chance(0.5) { waterfall.configuration.headerHeight = abs(extreme()) }
        for section in waterfall.sections.indices where generator.chance(0.5) {
            waterfall.sections[section].items = .list((0..<generator.int(in: 1...6)).map { _ in
                Size(width: generator.pick([1e-300, 1, 1e308]), height: abs(extreme()))
            })
        }
        return waterfall
    }
}
