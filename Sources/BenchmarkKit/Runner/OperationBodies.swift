import BenchmarkHarness
import CollectionLayout

/// The timed bodies of each operation: closures that run an operation a given
/// number of times on inputs built beforehand, and consume every result.
enum OperationBodies {
    /// The timed body of `benchmarkCase` on `fixture`, for every operation but
    /// the sweeps (whose frames are timed one by one: `scrollFrame`, `carouselFrame`).
    /// - Precondition: `!benchmarkCase.operation.isTimedPerFrame`; the fixture holds
    ///   the case's strategy (and its driver, for driver operations).
    static func body(for benchmarkCase: BenchmarkCase, in fixture: CaseFixture, probe: ViewportProbe) -> (Int) -> Void {
        let strategy = benchmarkCase.strategy
        switch benchmarkCase.operation {
        case .prepare:
            return prepare(fixture.layout, strategy: strategy)
        case .selfSize, .batchUpdate, .hitTest:
            return fixture.drivers[strategy]!.makeBody(benchmarkCase.operation)
        case .querySlots, .queryAttributes:
            let prepared = fixture.prepared[strategy]!
            let frame = probe.frame(at: benchmarkCase.position!, in: prepared)
            return query(prepared, operation: benchmarkCase.operation, rect: frame.query, visible: frame.visible)
        case .scroll, .carouselScroll:
            preconditionFailure("a sweep is timed frame by frame: OperationBodies.scrollFrame, OperationBodies.carouselFrame")
        }
    }

    /// `prepare` with `strategy`, `iterations` times.
    static func prepare(_ layout: any CollectionLayout, strategy: IndexStrategy) -> (Int) -> Void {
        { iterations in
            for _ in 0..<iterations {
                blackHole(try? layout.prepare(boundsSize: CaseFixture.boundsSize, index: strategy))
            }
        }
    }

    /// The query of `rect` (with pinning for `visible`) answered as slots or
    /// as attributes through a buffer reused across iterations, as a
    /// collection view reuses its own.
    static func query(_ prepared: PreparedLayout, operation: BenchmarkOperation, rect: Rect, visible: Rect) -> (Int) -> Void {
        if operation == .querySlots {
            var slots: [Int32] = []
            prepared.slots(in: rect, visibleBounds: visible, into: &slots)
            return { iterations in
                for _ in 0..<iterations {
                    prepared.slots(in: rect, visibleBounds: visible, into: &slots)
                    blackHole(slots.count)
                }
            }
        }
        var buffer = QueryBuffer()
        prepared.elements(in: rect, visibleBounds: visible, into: &buffer)
        return { iterations in
            for _ in 0..<iterations {
                prepared.elements(in: rect, visibleBounds: visible, into: &buffer)
                blackHole(buffer.attributes.count)
            }
        }
    }

    /// One scroll frame: what a collection view asks its layout when its
    /// bounds move (`shouldInvalidate(forBoundsChange:from:)`), then the
    /// elements of the frame's rect into a reused buffer.
    static func scrollFrame(_ layout: any CollectionLayout, _ prepared: PreparedLayout) -> (ScrollPath.Frame, ScrollPath.Frame) -> Void {
        var buffer = QueryBuffer()
        return { frame, previous in
            blackHole(layout.shouldInvalidate(forBoundsChange: frame.visible, from: previous.visible))
            prepared.elements(in: frame.query, visibleBounds: frame.visible, into: &buffer)
            blackHole(buffer.attributes.count)
        }
    }

    /// One carousel frame: the carousel's scroll offset set on the body's own
    /// copy of `prepared` (its first frame copies the strips once; later
    /// frames change one number in place), then the elements of the path's
    /// rect into a reused buffer. The page does not move, so no bounds-change
    /// check: UIKit scrolls an orthogonal section in a scroll view of its own.
    static func carouselFrame(_ prepared: PreparedLayout, path: CarouselPath) -> (Double, Double) -> Void {
        var prepared = prepared
        var buffer = QueryBuffer()
        let (section, query, visible) = (path.section, path.query, path.visible)
        return { offset, _ in
            if let section {
                do { try prepared.setOrthogonalScrollOffset(offset, forSection: section) } catch { preconditionFailure("\(error)") }
            }
            prepared.elements(in: query, visibleBounds: visible, into: &buffer)
            blackHole(buffer.attributes.count)
        }
    }
}

extension OperationBodies {
    /// A driver operation on its own copy of `simulator`. Self-size and batch
    /// update alternate their two phases (each iteration a real change, two
    /// bringing the data back); a hit test reuses a scratch buffer, as a
    /// collection view would, so it allocates nothing.
    static func driver<Layout: SectionedLayout>(_ simulator: CollectionViewSimulator<Layout>, operation: BenchmarkOperation, inputs: DriverInputs<Layout>) -> (Int) -> Void {
        var simulator = simulator
        if operation == .hitTest {
            var buffer = QueryBuffer()
            blackHole(simulator.state.indexPathForItem(at: inputs.hitPoint, using: &buffer))
            return { iterations in
                for _ in 0..<iterations { blackHole(simulator.state.indexPathForItem(at: inputs.hitPoint, using: &buffer)) }
            }
        }
        var phase = 0
        return { iterations in
            for _ in 0..<iterations {
                inputs.apply(operation, phase: phase, to: &simulator)
                phase ^= 1
            }
            blackHole(simulator.contentSize)
        }
    }
}
