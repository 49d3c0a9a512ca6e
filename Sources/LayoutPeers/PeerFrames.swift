import CollectionLayout

/// Hands a frame array to C as `count` quadruples `{x, y, width, height}`
/// without copying: `Rect` is four stored doubles in that order (checked here
/// once, so a change to `Rect` fails loudly rather than feeding the peers garbage).
enum PeerFrames {
    /// Whether `Rect`'s memory is `{x, y, width, height}`, packed.
    static let layoutMatches: Bool =
        MemoryLayout<Rect>.size == 4 * MemoryLayout<Double>.size
        && MemoryLayout<Rect>.stride == MemoryLayout<Rect>.size
        && MemoryLayout<Rect>.offset(of: \Rect.origin.x) == 0
        && MemoryLayout<Rect>.offset(of: \Rect.origin.y) == 8
        && MemoryLayout<Rect>.offset(of: \Rect.size.width) == 16
        && MemoryLayout<Rect>.offset(of: \Rect.size.height) == 24

    /// Calls `body` with the frames as a pointer to `4 × frames.count` doubles
    /// (valid only during the call) and their count.
    /// - Complexity: O(1)
    static func withDoubles<Result>(_ frames: [Rect], _ body: (UnsafePointer<Double>?, Int64) -> Result) -> Result {
        precondition(layoutMatches, "Rect is no longer four packed doubles {x, y, width, height}")
        return frames.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawPointer(buffer.baseAddress)
            return body(raw?.assumingMemoryBound(to: Double.self), Int64(buffer.count))
        }
    }
}
