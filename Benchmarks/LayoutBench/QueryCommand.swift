import ArgumentParser
import LayoutSpec

/// `layout-bench query SPEC.json --rect X,Y,W,H`: the elements a rect query returns.
struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query",
        abstract: "Print the elements whose frames intersect a rect.",
        discussion: "Intersection is positive-area overlap: rects that only touch at an edge do not intersect. Output as for frames."
    )

    @OptionGroup var layout: LayoutOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("The query rect.", valueName: "x,y,w,h"))
    var rect: String

    @Option(help: "Output format: tsv or json.")
    var format: OutputFormat = .tsv

    func run() throws {
        let queryRect = try RectNotation.parse(rect, name: "--rect")
        let visible = try layout.visibleBounds()
        let prepared = try layout.prepare()
        var output = StandardOutput()
        ElementListing(elementsOf: prepared, in: queryRect, visibleBounds: visible).write(as: format, to: &output)
        try output.flush()
    }
}
