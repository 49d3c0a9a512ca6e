/// Takes timing samples of an operation: calibrates an iteration count so one
/// sample lasts about `targetSampleNanoseconds` (so clock overhead and timer
/// resolution are negligible), warms up, then times `samples` samples.
///
/// The operation receives the number of iterations to run and must consume its
/// results (see `blackHole`); inputs must be built before calling the sampler so
/// that only the operation is inside the timed region.
public struct Sampler: Sendable {
    /// The number of samples to keep.
    public var samples: Int
    /// How long one sample should last.
    public var targetSampleNanoseconds: UInt64
    /// An upper bound on iterations per sample.
    public var maximumIterations: Int

    /// Creates a sampler.
    public init(samples: Int = 11, targetSampleNanoseconds: UInt64 = 2_000_000, maximumIterations: Int = 1 << 24) {
        precondition(samples > 0, "at least one sample")
        self.samples = samples
        self.targetSampleNanoseconds = targetSampleNanoseconds
        self.maximumIterations = maximumIterations
    }

    /// The iterations per sample that make one sample last at least the target
    /// (doubling from 1); the calibration runs double as warm-up.
    /// - Complexity: O(log(target / operation time)) timed runs.
    public func calibrate(_ operation: (Int) -> Void) -> Int {
        var iterations = 1
        while iterations < maximumIterations {
            let start = MonotonicClock.now()
            operation(iterations)
            if MonotonicClock.now() - start >= targetSampleNanoseconds { break }
            iterations *= 2
        }
        return iterations
    }

    /// Nanoseconds per operation, one value per sample.
    public func nanosecondsPerOperation(_ operation: (Int) -> Void) -> [Double] {
        let iterations = calibrate(operation)
        return (0..<samples).map { _ in
            let start = MonotonicClock.now()
            operation(iterations)
            return Double(MonotonicClock.now() - start) / Double(iterations)
        }
    }
}
