import ArgumentParser
import BenchmarkHarness
import BenchmarkKit
import Foundation
import LayoutSpec

/// `layout-bench render SPEC.json --output FILE.svg`: the layout as an SVG picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a spec's layout as SVG, with a query rect and the elements it intersects highlighted.",
        discussion: "Cells, supplementary and decoration views are drawn in distinct colours; the SVG's viewBox is the content size."
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: ArgumentHelp("The SVG file to write.", valueName: "file.svg"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("A query rect to outline; the elements it intersects are highlighted.", valueName: "x,y,w,h"))
    var rect: String?

    @Option(parsing: .unconditional, help: "The most elements to draw; larger layouts are refused.")
    var maxElements: Int = SVGRenderer.defaultMaximumElementCount

    func run() throws {
        guard maxElements >= 0 else {
            throw SpecError(path: "--max-elements", message: "must be >= 0, got \(maxElements)")
        }
        try Self.checkOutput(output)
        let queryRect = try rect.map { (text) throws(SpecError) in try RectNotation.parse(text, name: "--rect") }
        let visible = try layout.visibleBounds()
        // Every item is an element: a spec with more items than may be drawn is refused before it is prepared.
        let prepared = try layout.prepare(bytesPerItem: 128, maximumElements: maxElements)
        let picture = try SVGRenderer(maximumElementCount: maxElements).render(
            prepared, queryRect: queryRect, visibleBounds: visible, outlinesVisibleBounds: visible != nil,
            title: "layout-bench render \(OutputPath.lastComponent(of: layout.spec))"
        )
        do {
            try OutputPath.write(Data(picture.svg.utf8), to: output, creatingDirectories: false)
        } catch {
            throw SpecError(path: "", message: "cannot write \"\(output)\": \(error.reason)")
        }
        var summary = "wrote \(output): \(picture.elementCount) elements"
        if queryRect != nil { summary += ", \(picture.intersectingCount) intersecting the rect" }
        try StandardOutput.print(summary)
    }

    /// Refuses an output path the SVG cannot be written to, before any work.
    static func checkOutput(_ output: String) throws(SpecError) {
        do {
            try OutputPath.checkFile(output, creatingDirectories: false)
        } catch {
            throw SpecError(path: "", message: "cannot write \"\(output)\": \(error.reason)")
        }
    }
}
