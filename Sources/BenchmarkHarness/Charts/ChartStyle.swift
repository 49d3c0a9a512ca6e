/// How one line of a chart is drawn: colour, marker and dash, so that lines
/// stay distinguishable in grey print and for colour-blind readers (the
/// marker and the dash carry the identity, not the colour alone).
/// - Complexity: O(1) storage.
public struct ChartStyle: Sendable, Equatable {
    /// A marker drawn at each point.
    /// - Complexity: O(1) storage.
    public enum Marker: String, Sendable, Equatable, CaseIterable {
        /// A filled circle.
        case circle
        /// A filled square.
        case square
        /// A filled triangle, pointing up.
        case triangle
        /// A filled diamond.
        case diamond
    }

    /// A line pattern.
    /// - Complexity: O(1) storage.
    public enum Dash: String, Sendable, Equatable, CaseIterable {
        /// A continuous line.
        case solid
        /// Long dashes.
        case dashed
        /// Short dots.
        case dotted

        /// The `stroke-dasharray` value, or `nil` for a solid line.
        /// - Complexity: O(1)
        public var pattern: String? {
            switch self {
            case .solid: nil
            case .dashed: "7 4"
            case .dotted: "2 3"
            }
        }
    }

    /// A CSS colour (`#rrggbb`).
    public var color: String
    /// The point marker.
    public var marker: Marker
    /// The line pattern.
    public var dash: Dash

    /// Creates a style.
    /// - Complexity: O(1)
    public init(color: String, marker: Marker, dash: Dash = .solid) {
        self.color = color
        self.marker = marker
        self.dash = dash
    }

    /// Colours that stay apart for the common colour-vision deficiencies
    /// (Okabe and Ito's palette, 2008), in the order series take them.
    public static let palette = ["#d55e00", "#0072b2", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000"]

    /// The `index`-th style: palette colour and marker by index, solid.
    /// - Complexity: O(1)
    public static func numbered(_ index: Int) -> ChartStyle {
        ChartStyle(color: palette[index % palette.count], marker: Marker.allCases[index % Marker.allCases.count])
    }

    /// The SVG of the marker centred at (`x`, `y`), `size` pixels across.
    /// - Complexity: O(1)
    func markerSVG(x: Double, y: Double, size: Double = 7) -> String {
        let half = size / 2
        let n = SVGText.number
        switch marker {
        case .circle:
            return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(half))\"/>"
        case .square:
            let side = size * 0.9
            return "<rect x=\"\(n(x - side / 2))\" y=\"\(n(y - side / 2))\" width=\"\(n(side))\" height=\"\(n(side))\"/>"
        case .triangle:
            return "<path d=\"M\(n(x)) \(n(y - half - 0.5))L\(n(x + half + 0.5)) \(n(y + half))L\(n(x - half - 0.5)) \(n(y + half))Z\"/>"
        case .diamond:
            return "<path d=\"M\(n(x)) \(n(y - half - 1))L\(n(x + half + 1)) \(n(y))L\(n(x)) \(n(y + half + 1))L\(n(x - half - 1)) \(n(y))Z\"/>"
        }
    }
}
