import ArgumentParser
import LayoutSpec

/// `layout-bench frames SPEC.json`: every element of the prepared layout.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print every element of a spec's layout.",
        discussion: """
        TSV: '# contentSize W H', then 'category kind section item x y width height zIndex' per element, \
        tab-separated, sorted by category, kind, section, item.
        """
    )

    @OptionGroup var layout: LayoutOptions

    @Option(help: "Output format: tsv or json.")
    var format: OutputFormat = .tsv

    func run() throws {
        let visible = try layout.visibleBounds()
        let prepared = try layout.prepare(bytesPerItem: 512)
        var output = StandardOutput()
        ElementListing(allElementsOf: prepared, visibleBounds: visible).write(as: format, to: &output)
        try output.flush()
    }
}
