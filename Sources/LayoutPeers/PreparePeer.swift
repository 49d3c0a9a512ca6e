import CollectionLayout

/// A `prepare` peer: a C++ loop computing the frames one of our layouts
/// prepares, from the same inputs, in the same slot order; frames only (no
/// keys, no index), so the benchmark can set our prepare beside the loop an
/// engineer would write.
public protocol PreparePeer: Sendable {
    /// The frames the peer writes.
    var elementCount: Int { get }

    /// Writes the frames, in the layout's slot order, to `frames` and returns
    /// the content height.
    /// - Precondition: `frames.count >= elementCount`.
    func frames(into frames: UnsafeMutableBufferPointer<Rect>) -> Double
}

extension PreparePeer {
    /// The frames and the content height, in a new array.
    /// - Complexity: that of `frames(into:)`.
    public func frames() -> (frames: [Rect], contentHeight: Double) {
        var height = 0.0
        let frames = [Rect](unsafeUninitializedCapacity: elementCount) { buffer, initialized in
            height = self.frames(into: buffer)
            initialized = elementCount
        }
        return (frames, height)
    }
}
