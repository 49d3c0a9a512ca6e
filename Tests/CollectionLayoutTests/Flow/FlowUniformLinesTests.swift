@testable import CollectionLayout
import LayoutTestSupport
import Testing

/// A uniform section's lines written from one measured line
/// (`FlowLineFiller.placeUniformLines`) against the same section with its
/// sizes listed (every line measured and placed item by item): every frame
/// bit for bit, and the same refusal when a frame overflows.
@Suite("Flow: uniform lines written from one measured line equal listed sizes")
struct FlowUniformLinesTests {
    /// `layout` with every uniform section's sizes listed.
    static func listed(_ layout: FlowLayout) -> FlowLayout {
        var listed = layout
        for index in listed.sections.indices {
            if case .uniform(let count, let size) = listed.sections[index].items {
                listed.sections[index].items = .list(Array(repeating: size, count: count))
            }
        }
        return listed
    }

    /// The frames' bit patterns, so that `0` and `-0` differ.
    static func bits(_ frames: [Rect]) -> [UInt64] {
        frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height].map(\.bitPattern) }
    }

    /// The prepared frames' bits, or the error's message.
    static func outcome(_ layout: FlowLayout, bounds: Size, index: IndexStrategy) -> Result<[UInt64], LayoutError> {
        do throws(LayoutError) {
            return .success(bits(try layout.prepare(boundsSize: bounds, index: index).frames))
        } catch {
            return .failure(error)
        }
    }

    @Test("Random mostly uniform flows of both directions and every alignment", arguments: 0..<60)
    func randomFlows(seed: Int) {
        let (layout, bounds) = FlowClosedFormOracleTests.layout(seed: UInt64(seed) &+ 9_000)
        for index in [IndexStrategy.linear, .stripDirectory] {
            let uniform = Self.outcome(layout, bounds: bounds, index: index)
            let listed = Self.outcome(Self.listed(layout), bounds: bounds, index: index)
            switch (uniform, listed) {
            case (.success(let a), .success(let b)): #expect(a == b, "seed \(seed), \(index)")
            case (.failure(let a), .failure(let b)): #expect(a.message == b.message, "seed \(seed)")
            default: Issue.record("seed \(seed), \(index): one prepared, the other refused")
            }
        }
    }

    @Test("Every alignment pair, fractional sizes and spacings, one to five columns", arguments: LineAlignment.allCases)
    func alignments(lineAlignment: LineAlignment) throws {
        for last in LineAlignment.allCases {
            for axis in Axis.allCases {
                for (width, count) in [(100.0, 10), (77.3, 31), (120.1, 7), (390.0, 4), (500.0, 3), (61.7, 1), (33.3, 1_001)] {
                    var configuration = FlowLayout.Configuration()
                    configuration.scrollDirection = axis
                    configuration.lineAlignment = lineAlignment
                    configuration.lastLineAlignment = last
                    configuration.minimumInteritemSpacing = 7.1
                    configuration.minimumLineSpacing = 3.3
                    configuration.sectionInset = EdgeInsets(top: 1.5, left: 2.25, bottom: 0.1, right: 4.75)
                    let size = axis == .vertical ? Size(width: width, height: 41.9) : Size(width: 41.9, height: width)
                    let layout = FlowLayout(configuration: configuration, sections: [.init(items: .uniform(count: count, size: size)), .init(items: .uniform(count: 5, size: size))])
                    let bounds = Size(width: 390, height: 390)
                    let uniform = try layout.prepare(boundsSize: bounds, index: .stripDirectory)
                    let listed = try Self.listed(layout).prepare(boundsSize: bounds, index: .stripDirectory)
                    #expect(Self.bits(uniform.frames) == Self.bits(listed.frames), "\(lineAlignment) \(last) \(axis) \(width) x \(count)")
                }
            }
        }
    }

    @Test("A uniform section whose lines overflow is refused as the listed one is")
    func overflow() {
        let layout = FlowLayout(sections: [.init(items: .uniform(count: 12, size: Size(width: 100, height: 0x1p1022)))])
        let bounds = Size(width: 390, height: 844)
        let uniform = Self.outcome(layout, bounds: bounds, index: .linear)
        let listed = Self.outcome(Self.listed(layout), bounds: bounds, index: .linear)
        guard case .failure(let a) = uniform, case .failure(let b) = listed else {
            Issue.record("an overflowing flow was prepared")
            return
        }
        #expect(a.message == b.message)
    }
}
