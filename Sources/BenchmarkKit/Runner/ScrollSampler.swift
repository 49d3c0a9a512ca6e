import CollectionLayout

/// Times a scroll frame by frame, the variants interleaved within each frame
/// (frame 1 with A, B, C; frame 2 with B, C, A; ...), after one untimed pass
/// that warms caches and buffers. Each frame is one sample, timed alone,
/// because a dropped frame is one slow frame, not a slow average.
///
/// A frame's time includes reading the clock once (about 20 ns here, see
/// `MonotonicClock.now()`), small beside a frame's query.
enum ScrollSampler {
    /// Per variant, the wall time of each frame in nanoseconds.
    /// - Complexity: O(variants × frames) frame bodies.
    static func sample(_ path: ScrollPath, variants: [(ScrollPath.Frame, Rect) -> Void]) -> [[Double]] {
        for variant in variants { run(path, variant) }
        var samples = Array(repeating: [Double](), count: variants.count)
        for index in samples.indices { samples[index].reserveCapacity(path.frames.count) }
        var previous = path.frames.first?.visible ?? .zero
        for (number, frame) in path.frames.enumerated() {
            for offset in variants.indices {
                let variant = (number + offset) % variants.count
                let start = MonotonicClock.now()
                variants[variant](frame, previous)
                samples[variant].append(Double(MonotonicClock.now() - start))
            }
            previous = frame.visible
        }
        return samples
    }

    /// One untimed pass over the whole scroll.
    static func run(_ path: ScrollPath, _ body: (ScrollPath.Frame, Rect) -> Void) {
        var previous = path.frames.first?.visible ?? .zero
        for frame in path.frames {
            body(frame, previous)
            previous = frame.visible
        }
    }
}
