extension FlameGraph {
    /// The drawing's measurements, in SVG user units (pixels).
    public struct Style: Equatable, Sendable {
        /// The image width; the root frame spans it minus `margin` on each side.
        public var width: Double = 1200
        /// The height of one frame (one level of the stack).
        public var frameHeight: Double = 16
        /// The labels' font size.
        public var fontSize: Double = 12
        /// The average width of a label character at `fontSize`, used to
        /// truncate labels to their box (Verdana's is about 0.58 em).
        public var characterWidth: Double = 7
        /// Left and right margins.
        public var margin: Double = 10

        /// The default style: 1200 wide, 16-unit frames, 12-unit labels.
        /// - Complexity: O(1)
        public init(width: Double = 1200) { self.width = width }
    }

    /// Space above the frames for the title and the subtitle.
    private static let headerHeight: Double = 56
    /// Space below the frames.
    private static let footerHeight: Double = 10
    /// The space between a box's left edge and its label.
    private static let labelInset: Double = 3

    /// A standalone SVG document of the graph: stacks grow upward from the
    /// root at the bottom; each frame is a `<g>` holding a `<title>` tooltip
    /// (`name (1,234 samples, 12.34%; self 56)`), a `<rect>` and, when at
    /// least three characters fit, a `<text>` label truncated with `..`.
    /// Colours come from a hash of the frame's name (`FlameGraphPalette`).
    /// The same graph, title and style always give the same bytes.
    /// - Complexity: O(frames + total length of their names)
    public func svg(title: String, style: Style = Style()) -> String {
        let usableWidth = style.width - 2 * style.margin
        let scale = sampleCount > 0 ? usableWidth / Double(sampleCount) : 0
        let levels = Double(frames.isEmpty ? 0 : maximumDepth + 1)
        let height = Self.headerHeight + levels * style.frameHeight + Self.footerHeight
        let bottom = height - Self.footerHeight
        func number(_ value: Double) -> String { DurationFormat.fixed(value, decimals: 2) }

        var omitted = ""
        if omittedFrameCount > 0 {
            omitted = "; \(SampleCountFormat.grouped(omittedFrameCount)) frames narrower than "
                + DurationFormat.fixed(minimumFraction * 100, decimals: 2) + "% omitted"
        }
        let subtitle = "\(SampleCountFormat.grouped(sampleCount)) samples\(omitted). Width is the share of samples, "
            + "callees sit above their callers, siblings are in name order; hover a frame for its name and counts."

        var svg = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(style.width))" height="\(number(height))" \
        viewBox="0 0 \(number(style.width)) \(number(height))" font-family="Verdana, DejaVu Sans, sans-serif" font-size="\(number(style.fontSize))">
        <style>
        .frame rect { stroke: #ffffff; stroke-width: 0.5; }
        .frame:hover rect { stroke: #000000; stroke-width: 1; }
        .frame text { fill: #000000; pointer-events: none; }
        </style>
        <rect x="0" y="0" width="100%" height="100%" fill="#f8f8f8"/>
        <text x="\(number(style.width / 2))" y="24" text-anchor="middle" font-size="17">\(XMLText.escaped(title))</text>
        <text x="\(number(style.width / 2))" y="44" text-anchor="middle" fill="#555555">\(XMLText.escaped(subtitle))</text>

        """
        for frame in frames {
            let x = style.margin + Double(frame.start) * scale
            let width = Double(frame.samples) * scale
            let y = bottom - Double(frame.depth + 1) * style.frameHeight
            let isRoot = frame.depth == 0
            var tooltip = "\(frame.name) (\(SampleCountFormat.grouped(frame.samples)) samples, "
                + SampleCountFormat.percentage(frame.samples, of: sampleCount)
            if frame.selfSamples > 0 { tooltip += "; self \(SampleCountFormat.grouped(frame.selfSamples))" }
            tooltip += ")"
            svg += "<g class=\"frame\"><title>\(XMLText.escaped(tooltip))</title>"
            svg += "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(style.frameHeight))\" "
            svg += "fill=\"\(FlameGraphPalette.color(for: frame.name, isRoot: isRoot))\"/>"
            if let label = Self.label(frame.name, fitting: width - 2 * Self.labelInset, characterWidth: style.characterWidth) {
                let baseline = y + style.frameHeight - (style.frameHeight - style.fontSize) / 2 - 2
                svg += "<text x=\"\(number(x + Self.labelInset))\" y=\"\(number(baseline))\">\(XMLText.escaped(label))</text>"
            }
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// `name` cut to fit `width` at `characterWidth` per character: whole when
    /// it fits, else its start followed by `..`, or `nil` when fewer than three
    /// characters fit. Truncation happens before XML escaping, so an entity is
    /// never cut in half.
    /// - Complexity: O(length of `name`)
    static func label(_ name: String, fitting width: Double, characterWidth: Double) -> String? {
        guard width > 0, characterWidth > 0 else { return nil }
        let fitting = Int((width / characterWidth).rounded(.down))
        guard fitting >= 3 else { return nil }
        if name.count <= fitting { return name }
        return name.prefix(fitting - 2) + ".."
    }
}
