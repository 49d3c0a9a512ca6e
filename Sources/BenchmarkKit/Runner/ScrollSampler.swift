import CollectionLayout

/// Times a sweep frame by frame, the variants interleaved within each frame
/// (frame 1 with A, B, C; frame 2 with B, C, A; ...), after one untimed pass
/// that warms caches and buffers. Each frame is one sample, timed alone,
/// because a dropped frame is one slow frame, not a slow average.
///
/// A frame is whatever the path is made of: a `ScrollPath.Frame` for a
/// scroll, a carousel offset for `carousel-scroll`. Each body is given the
/// frame and the one before it (the first frame's is itself), as a bounds
/// change is judged against the previous bounds.
///
/// A frame's time includes reading the clock once (about 20 ns here, see
/// `MonotonicClock.now()`), small beside a frame's query.
enum ScrollSampler {
    /// Per variant, the wall time of each frame in nanoseconds.
    /// - Complexity: O(variants × frames) frame bodies.
    static func sample<Frame>(_ frames: [Frame], variants: [(_ frame: Frame, _ previous: Frame) -> Void]) -> [[Double]] {
        for variant in variants { run(frames, variant) }
        var samples = Array(repeating: [Double](), count: variants.count)
        for index in samples.indices { samples[index].reserveCapacity(frames.count) }
        guard var previous = frames.first else { return samples }
        for (number, frame) in frames.enumerated() {
            for offset in variants.indices {
                let variant = (number + offset) % variants.count
                let start = MonotonicClock.now()
                variants[variant](frame, previous)
                samples[variant].append(Double(MonotonicClock.now() - start))
            }
            previous = frame
        }
        return samples
    }

    /// One untimed pass over the whole sweep.
    static func run<Frame>(_ frames: [Frame], _ body: (_ frame: Frame, _ previous: Frame) -> Void) {
        guard var previous = frames.first else { return }
        for frame in frames {
            body(frame, previous)
            previous = frame
        }
    }

    /// A body that plays the sweep in a loop, one frame per iteration, for
    /// `ProfileLoop` (after the last frame comes the first again, its
    /// previous frame itself).
    /// - Precondition: `frames` is not empty.
    static func loop<Frame>(_ frames: [Frame], _ body: @escaping (_ frame: Frame, _ previous: Frame) -> Void) -> (Int) -> Void {
        precondition(!frames.isEmpty, "a sweep of at least one frame")
        var next = 0
        return { iterations in
            for _ in 0..<iterations {
                body(frames[next], frames[next == 0 ? 0 : next - 1])
                next = next + 1 == frames.count ? 0 : next + 1
            }
        }
    }
}
