/// How the runner samples: how many samples, how long each lasts, how far a
/// scroll goes.
public struct SamplingPlan: Sendable, Codable, Equatable {
    /// Timed samples per case (the warm-up and calibration runs are extra).
    public var samples: Int
    /// How long one sample should last; the iteration count is calibrated to it.
    public var targetSampleNanoseconds: UInt64
    /// The smallest scroll step in points: 20 pt per frame is 1,200 pt/s at
    /// 60 Hz, a brisk flick.
    public var scrollStep: Double
    /// The most frames one scroll sweep times; on long content the step grows
    /// so that the sweep still covers the whole content in this many frames.
    public var maximumScrollFrames: Int

    /// Creates a plan.
    public init(samples: Int, targetSampleNanoseconds: UInt64, scrollStep: Double, maximumScrollFrames: Int) {
        self.samples = samples
        self.targetSampleNanoseconds = targetSampleNanoseconds
        self.scrollStep = scrollStep
        self.maximumScrollFrames = maximumScrollFrames
    }

    /// The full run's plan: 31 samples of 5 ms, scrolls of up to 2,000 frames
    /// (the suite's duration is in `results/README.md`, the reference run):
    /// enough samples that a median's CI stays narrow on a busy machine.
    public static let full = SamplingPlan(samples: 31, targetSampleNanoseconds: 5_000_000, scrollStep: 20, maximumScrollFrames: 2_000)
    /// The quick plan: 5 samples of 0.5 ms, scrolls of up to 200 frames.
    public static let quick = SamplingPlan(samples: 5, targetSampleNanoseconds: 500_000, scrollStep: 20, maximumScrollFrames: 200)
}
