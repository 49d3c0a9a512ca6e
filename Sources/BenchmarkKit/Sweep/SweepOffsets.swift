import BenchmarkHarness

/// The positions of a sweep over `distance` points, shared by a scroll
/// (`ScrollPath`) and a carousel's sideways sweep (`CarouselPath`): from 0 to
/// `distance` inclusive, `minimumStep` apart, the step grown on a long sweep
/// so that it takes at most `maximumFrames` frames. The last position is
/// `distance` itself, so the whole range is visited.
struct SweepOffsets {
    /// The distance between consecutive positions.
    let step: Double
    /// The positions, in sweep order.
    let offsets: [Double]

    /// The sweep over `distance` (0 or more) points.
    /// - Precondition: `minimumStep > 0`, `maximumFrames >= 2`.
    /// - Complexity: O(frames)
    init(distance: Double, minimumStep: Double, maximumFrames: Int) {
        precondition(minimumStep > 0 && maximumFrames >= 2, "a positive step and at least two frames")
        let step = Swift.max(minimumStep, distance / Double(maximumFrames - 1))
        let count = Int((distance / step).rounded(.up)) + 1
        self.step = step
        offsets = (0..<count).map { Swift.min(Double($0) * step, distance) }
    }
}
