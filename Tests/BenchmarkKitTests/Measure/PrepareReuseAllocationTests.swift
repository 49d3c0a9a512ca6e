import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads
import Testing

/// A second prepare of a flow or waterfall into the first one's storage
/// allocates none of the frames' bytes: jemalloc's count of the bytes this
/// thread allocated (`AllocationProbe`, exact per thread) drops by at least
/// the frames' size from a fresh prepare to a reused one, for every index
/// strategy and at every size, both paths run once before they are counted.
/// (The allocation count, which is the
/// process's and differs between debug and release builds, is checked on
/// the release harness's `prepare-reused` cases: `Benchmarks/budgets.json`.)
@Suite struct PrepareReuseAllocationTests {
    static let bounds = Workload.phoneBounds

    @Test("A reused prepare does not allocate the frames", arguments: [2_000, 50_000])
    func reusedPrepareSkipsTheFrames(items: Int) throws {
        let layouts: [(String, any CollectionLayout)] = [
            ("flow grid", Workload.grid.flowLayout(items: items, seed: 1)), ("waterfall photos", Workload.photos.waterfallLayout(items: items, seed: 1)),
        ]
        for (name, layout) in layouts {
            for strategy in IndexStrategy.concrete {
                var prepared = try layout.prepare(boundsSize: Self.bounds, index: strategy)
                let framesBytes = Double(prepared.frames.count * MemoryLayout<Rect>.stride)
                // One reused prepare before counting: the Swift runtime's caches
                // (metadata, conformances) allocate on a code path's first use
                // on this thread, unless a test running in parallel used it first.
                try layout.prepare(boundsSize: Self.bounds, index: strategy, into: &prepared)
                let fresh = AllocationProbe.measure(iterations: 2) { iterations in
                    for _ in 0..<iterations { blackHole(try? layout.prepare(boundsSize: Self.bounds, index: strategy)) }
                }
                let reused = AllocationProbe.measure(iterations: 2) { iterations in
                    for _ in 0..<iterations { try? layout.prepare(boundsSize: Self.bounds, index: strategy, into: &prepared) }
                }
                #expect(prepared.elementCount > items, "\(name)")
                #expect(fresh.bytes >= framesBytes, "\(name) n=\(items) \(strategy): fresh \(fresh)")
                #expect(fresh.bytes - reused.bytes >= framesBytes, "\(name) n=\(items) \(strategy): fresh \(fresh), reused \(reused), frames \(framesBytes) B")
            }
        }
    }
}
