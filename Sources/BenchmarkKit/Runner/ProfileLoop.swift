import BenchmarkHarness
import CollectionLayout

/// Runs one case's operation over and over and nothing else, so that a
/// profiler attached to the process (`perf record`, callgrind) sees only it,
/// apart from building the inputs once at the start.
public struct ProfileLoop {
    /// How long to loop.
    public enum Budget: Sendable, Equatable {
        /// For about this many seconds of wall time.
        case seconds(Double)
        /// Exactly this many operations (for instruction counts that repeat
        /// exactly: callgrind with N and 2N operations differ by N operations).
        case iterations(Int)
    }

    /// What a loop did.
    public struct Summary: Sendable, Equatable {
        /// Operations run (prepares, queries or scroll frames).
        public var operations: Int
        /// Wall time of the loop, nanoseconds (setup excluded).
        public var nanoseconds: UInt64
    }

    /// The case.
    public let benchmarkCase: BenchmarkCase
    private let body: (Int) -> Void

    /// Builds the case's inputs (outside the loop).
    /// - Throws: `LayoutError` if the workload cannot be laid out.
    /// - Complexity: O(items), the fixture.
    public init(_ benchmarkCase: BenchmarkCase, probe: ViewportProbe = .phone, plan: SamplingPlan = .full) throws(LayoutError) {
        self.benchmarkCase = benchmarkCase
        let fixture = try CaseFixture(
            CaseFixture.Key(benchmarkCase), strategies: [benchmarkCase.strategy],
            driverStrategies: benchmarkCase.operation.usesDriver ? [benchmarkCase.strategy] : []
        )
        switch benchmarkCase.operation.sampling {
        case .sweep(let makeSweep):
            body = makeSweep(SweepInputs(variants: [benchmarkCase], fixture: fixture, probe: probe, plan: plan)).loop(0)
        case .batch(let makeBody, _):
            body = makeBody(OperationInputs(benchmarkCase: benchmarkCase, fixture: fixture, probe: probe, plan: plan))
        }
    }

    /// Loops within `budget`. Time-bounded loops run in batches that last
    /// about 10 ms, so reading the clock costs nothing measurable.
    /// - Complexity: O(budget)
    public func run(_ budget: Budget) -> Summary {
        let start = MonotonicClock.now()
        switch budget {
        case .iterations(let count):
            body(count)
            return Summary(operations: count, nanoseconds: MonotonicClock.now() - start)
        case .seconds(let seconds):
            let deadline = start + UInt64(seconds * 1e9)
            let batch = InterleavedSampler(plan: SamplingPlan(samples: 1, targetSampleNanoseconds: 10_000_000, scrollStep: 1, maximumScrollFrames: 2)).calibrate(body)
            var operations = batch
            while MonotonicClock.now() < deadline {
                body(batch)
                operations += batch
            }
            return Summary(operations: operations, nanoseconds: MonotonicClock.now() - start)
        }
    }
}
