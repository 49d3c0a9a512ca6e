/// Times a sweep frame by frame, the variants interleaved in blocks of
/// consecutive frames (frames 0..<32 with A, B, C; frames 32..<64 with B, C, A;
/// ...), after one untimed pass that warms caches and buffers. Each frame is one
/// sample, timed alone, because a dropped frame is one slow frame, not a slow
/// average.
///
/// Blocks, not single frames: interleaving frame by frame would put the
/// linear scan's pass over every element just before each indexed frame, so
/// the indexed frames would run with cold caches. A real scroll runs one
/// layout frame after frame; so each
/// variant's block starts with an untimed replay of the frame before it, and
/// every timed frame follows the same variant's previous frame. Blocks still
/// interleave the variants finely enough that drift in the machine's speed
/// falls on all of them.
///
/// A frame is whatever the path is made of (in the layout suite, a scroll
/// position or a carousel offset). Each body is given the
/// frame and the one before it (the first frame's is itself), as a bounds
/// change is judged against the previous bounds.
///
/// A frame's time includes reading the clock once (about 20 ns here, see
/// `MonotonicClock.now()`), small beside a frame's query.
public enum ScrollSampler {
    /// Consecutive frames one variant plays before the next variant's turn.
    public static let blockLength = 32

    /// Per variant, the wall time of each frame in nanoseconds, in frame order.
    /// - Complexity: O(variants × frames) frame bodies (plus one untimed
    ///   replay per block and variant).
    @inlinable public static func sample<Frame>(_ frames: [Frame], variants: [(_ frame: Frame, _ previous: Frame) -> Void]) -> [[Double]] {
        for variant in variants { run(frames, variant) }
        var samples = Array(repeating: [Double](), count: variants.count)
        for index in samples.indices { samples[index].reserveCapacity(frames.count) }
        for (block, blockStart) in stride(from: 0, to: frames.count, by: blockLength).enumerated() {
            let blockEnd = Swift.min(blockStart + blockLength, frames.count)
            for offset in variants.indices {
                let variant = (block + offset) % variants.count
                let body = variants[variant]
                let warm = Swift.max(blockStart - 1, 0)
                body(frames[warm], frames[Swift.max(warm - 1, 0)])
                for number in blockStart..<blockEnd {
                    let previous = frames[Swift.max(number - 1, 0)]
                    let start = MonotonicClock.now()
                    body(frames[number], previous)
                    samples[variant].append(Double(MonotonicClock.now() - start))
                }
            }
        }
        return samples
    }

    /// One untimed pass over the whole sweep.
    @inlinable public static func run<Frame>(_ frames: [Frame], _ body: (_ frame: Frame, _ previous: Frame) -> Void) {
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
    @inlinable public static func loop<Frame>(_ frames: [Frame], _ body: @escaping (_ frame: Frame, _ previous: Frame) -> Void) -> (Int) -> Void {
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
