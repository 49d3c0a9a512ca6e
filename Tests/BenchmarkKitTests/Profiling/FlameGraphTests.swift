import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct FlameGraphTests {
    typealias Frame = FlameGraph.Frame

    @Test func framesAreLaidOutDepthFirstWithSiblingsByName() throws {
        let graph = FlameGraph(try FoldedStacks(parsing: "main;d 2\nmain;a;c 3\nmain;a;b 5\n"))
        #expect(graph.sampleCount == 10)
        #expect(graph.frames == [
            Frame(name: "all", depth: 0, start: 0, samples: 10, selfSamples: 0),
            Frame(name: "main", depth: 1, start: 0, samples: 10, selfSamples: 0),
            Frame(name: "a", depth: 2, start: 0, samples: 8, selfSamples: 0),
            Frame(name: "b", depth: 3, start: 0, samples: 5, selfSamples: 5),
            Frame(name: "c", depth: 3, start: 5, samples: 3, selfSamples: 3),
            Frame(name: "d", depth: 2, start: 8, samples: 2, selfSamples: 2),
        ])
        #expect(graph.maximumDepth == 3 && graph.omittedFrameCount == 0)
    }

    /// Every frame lies within its caller, siblings do not overlap, and a
    /// caller's width is its callees' widths plus its self samples.
    @Test func widthsAddUp() throws {
        let stacks = try PerfScriptFolder().fold(PerfScriptFixture.fourSamples + PerfScriptFixture.fourSamples).stacks
        let extra = try FoldedStacks(parsing: "layout-bench;main;a;a;a 7\nlayout-bench;main;b 2\nlayout-bench;main 1\n")
        for graph in [FlameGraph(stacks, minimumFraction: 0), FlameGraph(extra, minimumFraction: 0)] {
            var callers: [Frame] = []
            var calleeSamples: [Int] = []
            func close(downTo depth: Int) {
                while let caller = callers.last, caller.depth >= depth {
                    #expect(calleeSamples.last! + caller.selfSamples == caller.samples, "\(caller.name)")
                    callers.removeLast()
                    calleeSamples.removeLast()
                }
            }
            for frame in graph.frames {
                close(downTo: frame.depth)
                if let caller = callers.last {
                    #expect(frame.depth == caller.depth + 1)
                    #expect(frame.start == caller.start + calleeSamples[calleeSamples.count - 1], "siblings are contiguous")
                    calleeSamples[calleeSamples.count - 1] += frame.samples
                }
                callers.append(frame)
                calleeSamples.append(0)
            }
            close(downTo: 0)
            #expect(graph.frames.first?.samples == graph.sampleCount)
        }
    }

    @Test func framesBelowTheMinimumFractionAreOmittedWithTheirCallees() throws {
        let stacks = try FoldedStacks(parsing: "main;big 1996\nmain;tiny;deeper 1\nmain;small 1\nmain;two 2\n")
        let graph = FlameGraph(stacks)
        #expect(graph.frames.map(\.name) == ["all", "main", "big", "two"])
        #expect(graph.omittedFrameCount == 2)
        #expect(graph.frames.last == Frame(name: "two", depth: 2, start: 1998, samples: 2, selfSamples: 2))
        #expect(FlameGraph(stacks, minimumFraction: 0).frames.count == 7)
    }

    @Test func svgBoxesHaveWidthsProportionalToSamplesAndGrowUpward() throws {
        let graph = FlameGraph(try FoldedStacks(parsing: "main;a;b 5\nmain;a;c 3\nmain;d 2\n"))
        let svg = graph.svg(title: "t", style: .init(width: 1020))
        let boxes = Self.rects(in: svg)
        #expect(boxes.count == graph.frames.count)
        let scale = 1000.0 / 10
        for (box, frame) in zip(boxes, graph.frames) {
            #expect(abs(box.width - Double(frame.samples) * scale) < 0.01, "\(frame.name)")
            #expect(abs(box.x - (10 + Double(frame.start) * scale)) < 0.01, "\(frame.name)")
        }
        #expect(boxes[0].width == 1000)
        let depthOne = zip(boxes, graph.frames).filter { $0.1.depth == 2 }.map(\.0.width).reduce(0, +)
        #expect(abs(depthOne - 1000) < 0.01)
        let ys = Dictionary(zip(graph.frames.map(\.depth), boxes.map(\.y)), uniquingKeysWith: { first, _ in first })
        #expect(ys[0]! > ys[1]! && ys[1]! > ys[2]! && ys[2]! > ys[3]!, "the root is at the bottom")
        #expect(svg.contains("<title>b (5 samples, 50.00%; self 5)</title>"))
        #expect(svg.contains("<title>all (10 samples, 100.00%)</title>"))
        try XMLWellFormedness.check(svg)
    }

    @Test func namesAndTitleAreEscaped() throws {
        let names = ["generic specialization <Swift.Int> of Array.append(_:)", "a & b", #"say "hi" 'there'"#, "operator<<(std::ostream&)"]
        let stacks = FoldedStacks(names.map { FoldedStacks.Stack(frames: ["main", $0], count: 10) })
        let svg = FlameGraph(stacks).svg(title: "<Flame> & \"graph\"", style: .init(width: 4000))
        try XMLWellFormedness.check(svg)
        #expect(svg.contains("generic specialization &lt;Swift.Int&gt; of Array.append(_:)"))
        #expect(svg.contains("a &amp; b"))
        #expect(svg.contains("say &quot;hi&quot; &apos;there&apos;"))
        #expect(svg.contains("operator&lt;&lt;(std::ostream&amp;)"))
        #expect(svg.contains("&lt;Flame&gt; &amp; &quot;graph&quot;"))
        #expect(!svg.contains("<Swift") && !svg.contains("<Flame"))
        #expect(XMLText.escaped("bell\u{7}") == "bell\u{FFFD}")
    }

    @Test func labelsAreTruncatedToTheirBox() {
        #expect(FlameGraph.label("abcdefghij", fitting: 70, characterWidth: 7) == "abcdefghij")
        #expect(FlameGraph.label("abcdefghij", fitting: 69, characterWidth: 7) == "abcdefg..")
        #expect(FlameGraph.label("abcdefghij", fitting: 21, characterWidth: 7) == "a..")
        #expect(FlameGraph.label("abcdefghij", fitting: 20, characterWidth: 7) == nil)
        #expect(FlameGraph.label("ab", fitting: 0, characterWidth: 7) == nil)
        // Cut before escaping: an entity is never split.
        #expect(FlameGraph.label("a&b&c&d", fitting: 35, characterWidth: 7).map(XMLText.escaped) == "a&amp;b..")
    }

    @Test func outputIsDeterministic() throws {
        let text = "main;a;b 5\nmain;a;c 3\nmain;d 2\nmain;[libc.so.6] 4\n"
        let reordered = text.split(separator: "\n").reversed().joined(separator: "\n")
        let first = FlameGraph(try FoldedStacks(parsing: text)).svg(title: "t")
        let second = FlameGraph(try FoldedStacks(parsing: reordered)).svg(title: "t")
        #expect(first == second)
        // Pinned, so that a change to a per-process seeded hash (Hasher) fails here.
        #expect(FlameGraphPalette.color(for: "PreparedLayout.elements(in:)") == FlameGraphPalette.color(for: "PreparedLayout.elements(in:)"))
        #expect(FlameGraphPalette.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(FlameGraphPalette.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FlameGraphPalette.color(for: "[libc.so.6]").hasPrefix("rgb("))
    }

    @Test func anEmptyProfileStillDraws() throws {
        let svg = FlameGraph(FoldedStacks([])).svg(title: "nothing")
        try XMLWellFormedness.check(svg)
        #expect(svg.contains("0 samples"))
    }

    /// The `x`, `y` and `width` of each frame's `<rect>`, in document order.
    static func rects(in svg: String) -> [(x: Double, y: Double, width: Double)] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<g class=\"frame\">") }.map { line in
            func attribute(_ name: String) -> Double {
                let afterTag = line[line.range(of: "<rect")!.upperBound...]
                let rect = afterTag[..<afterTag.range(of: "/>")!.lowerBound]
                let start = rect.range(of: " \(name)=\"")!.upperBound
                return Double(rect[start...].prefix(while: { $0 != "\"" }))!
            }
            return (attribute("x"), attribute("y"), attribute("width"))
        }
    }
}
