import CollectionLayout
import LayoutWorkloads

/// What a sweep measurement timed.
public enum SweepOperation: String, Hashable, Sendable, CaseIterable {
    /// `prepare`, index build included; reported per item.
    case prepare
    /// A viewport query answered as slots: the index alone.
    case querySlots = "query-slots"
    /// A viewport query answered as `LayoutAttributes` (the buffer API): the
    /// index plus materialising each result, what UIKit's
    /// `layoutAttributesForElements(in:)` costs.
    case queryAttributes = "query-attributes"
}

/// The first benchmark sweep (`layout-bench run`): for each layout family and
/// item count, the cost of `prepare` per item and of a viewport query at the
/// top, middle and bottom of the content, for every index strategy on identical
/// frames.
///
/// Honesty rules it follows: layouts and query rects are built outside the
/// timed region; every result is consumed (`blackHole`); each figure is the
/// median of several samples; the query uses the caller-owned buffer API, so
/// what is timed is the index plus attribute materialisation, not allocation.
public struct IndexSweep: Sendable {
    /// One measured figure.
    public struct Measurement: Sendable {
        /// The layout family.
        public var family: LayoutFamily
        /// The workload.
        public var workload: Workload
        /// The number of items.
        public var items: Int
        /// The index strategy.
        public var strategy: IndexStrategy
        /// What was timed.
        public var operation: SweepOperation
        /// `nil` for prepare, else where the viewport query looked.
        public var position: ContentPosition?
        /// Nanoseconds per operation (per item for prepare), one value per sample.
        public var samples: [Double]
        /// Elements returned by the query (0 for prepare).
        public var results: Int

        /// The median of the samples.
        public var median: Double { Quantiles.median(samples) }
    }

    /// The families and workloads to measure.
    public var subjects: [(family: LayoutFamily, workload: Workload)]
    /// The item counts.
    public var itemCounts: [Int]
    /// The workload seed.
    public var seed: UInt64
    /// How samples are taken.
    public var sampler: Sampler
    /// Where queries look.
    public var probe: ViewportProbe

    /// Creates a sweep.
    public init(
        subjects: [(family: LayoutFamily, workload: Workload)], itemCounts: [Int], seed: UInt64 = 1,
        sampler: Sampler = Sampler(), probe: ViewportProbe = .phone
    ) {
        self.subjects = subjects
        self.itemCounts = itemCounts
        self.seed = seed
        self.sampler = sampler
        self.probe = probe
    }

    /// Runs every measurement, reporting each finished one to `progress`.
    /// - Throws: `LayoutError` if a workload cannot be laid out.
    public func run(progress: (Measurement) -> Void = { _ in }) throws(LayoutError) -> [Measurement] {
        var measurements: [Measurement] = []
        for subject in subjects {
            for items in itemCounts {
                let layout = subject.family.makeLayout(workload: subject.workload, items: items, seed: seed)
                for strategy in IndexStrategy.concrete {
                    var measurement = Measurement(
                        family: subject.family, workload: subject.workload, items: items, strategy: strategy,
                        operation: .prepare, position: nil, samples: [], results: 0
                    )
                    let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: strategy)
                    measurement.samples = measurePrepare(layout, strategy: strategy, items: items)
                    measurements.append(measurement)
                    progress(measurement)
                    for operation in [SweepOperation.querySlots, .queryAttributes] {
                        for position in ContentPosition.allCases {
                            measurement.operation = operation
                            measurement.position = position
                            (measurement.samples, measurement.results) = measureQuery(prepared, operation, at: position)
                            measurements.append(measurement)
                            progress(measurement)
                        }
                    }
                }
            }
        }
        return measurements
    }

    /// Nanoseconds per item of `prepare` with `strategy`.
    func measurePrepare(_ layout: any CollectionLayout, strategy: IndexStrategy, items: Int) -> [Double] {
        sampler.nanosecondsPerOperation { iterations in
            for _ in 0..<iterations { blackHole(try? layout.prepare(boundsSize: Workload.phoneBounds, index: strategy)) }
        }.map { $0 / Double(Swift.max(items, 1)) }
    }

    /// Nanoseconds per viewport query at `position`, and the number of results.
    func measureQuery(_ prepared: PreparedLayout, _ operation: SweepOperation, at position: ContentPosition) -> ([Double], Int) {
        let visible = probe.visibleBounds(at: position, in: prepared)
        let rect = probe.queryRect(for: visible, axis: prepared.scrollAxis)
        var buffer = QueryBuffer()
        var slots: [Int32] = []
        prepared.elements(in: rect, visibleBounds: visible, into: &buffer)
        prepared.slots(in: rect, visibleBounds: visible, into: &slots)
        let results = buffer.attributes.count
        let samples = sampler.nanosecondsPerOperation { iterations in
            if operation == .querySlots {
                for _ in 0..<iterations {
                    prepared.slots(in: rect, visibleBounds: visible, into: &slots)
                    blackHole(slots.count)
                }
            } else {
                for _ in 0..<iterations {
                    prepared.elements(in: rect, visibleBounds: visible, into: &buffer)
                    blackHole(buffer.attributes.count)
                }
            }
        }
        return (samples, results)
    }
}
