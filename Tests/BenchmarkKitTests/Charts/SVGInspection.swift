/// Reads back what the chart writer drew, for structural tests (no pixel
/// snapshots): the polylines' points, attribute values, element counts.
enum SVGInspection {
    /// How often `fragment` occurs in `svg`.
    static func count(_ fragment: String, in svg: String) -> Int {
        svg.pieces(separatedBy: fragment).count - 1
    }

    /// The points of every `<polyline>`, in document order.
    static func polylines(_ svg: String) -> [[(x: Double, y: Double)]] {
        svg.pieces(separatedBy: "<polyline").dropFirst().map { element in
            let points = element.pieces(separatedBy: "points=\"")[1].prefix { $0 != "\"" }
            return points.split(separator: " ").map { pair in
                let xy = pair.split(separator: ",").map { Double($0)! }
                return (x: xy[0], y: xy[1])
            }
        }
    }

    /// The value of the first `name="..."` attribute after `marker`.
    static func attribute(_ name: String, after marker: String, in svg: String) -> String? {
        guard let tail = svg.pieces(separatedBy: marker).dropFirst().first else { return nil }
        return tail.pieces(separatedBy: " \(name)=\"").dropFirst().first.map { String($0.prefix { $0 != "\"" }) }
    }
}

extension String {
    /// The pieces of the string between occurrences of `separator`.
    func pieces(separatedBy separator: String) -> [String] {
        var pieces: [String] = []
        var rest = Substring(self)
        while let range = rest.range(of: separator) {
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }
}
