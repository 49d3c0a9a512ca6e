import CollectionLayout

extension SpecObject {
    /// The layout's `"scrollDirection"` (`.vertical` when absent), read as flow
    /// reads it; a key only the other direction takes is refused
    /// (`layout.nodeItem: only with "scrollDirection": "horizontal"`) rather
    /// than ignored. Flow, timeline and sticky cards share it.
    /// - Parameters:
    ///   - verticalOnly: the keys only a vertical layout takes.
    ///   - horizontalOnly: the keys only a horizontal layout takes.
    /// - Complexity: O(keys named)
    func scrollDirection(verticalOnly: [String] = [], horizontalOnly: [String] = []) throws(SpecError) -> Axis {
        let axis = try optional("scrollDirection") { (value, path) throws(SpecError) in
            try SpecValues.choice(value, path: path, noun: "scrollDirection", as: FlowSpecDecoder.ScrollDirection.self)
        }?.axis ?? .vertical
        let (other, refused) = axis == .vertical ? ("horizontal", horizontalOnly) : ("vertical", verticalOnly)
        for key in refused where contains(key) {
            throw SpecError(path: path(of: key), message: #"only with "scrollDirection": "\#(other)""#)
        }
        return axis
    }
}
