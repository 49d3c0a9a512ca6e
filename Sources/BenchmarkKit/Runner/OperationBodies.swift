import BenchmarkHarness
import CollectionLayout

/// The timed bodies the operations share: closures that run an operation a
/// given number of times on inputs built beforehand, and consume every result.
enum OperationBodies {
    /// Queries of `rects` answered as slots by the case's strategy, one rect
    /// per iteration, in order and round again (each rect once per pass over
    /// them), into a buffer reused across iterations as a collection view
    /// reuses its own. With one rect, the same query every time (warm).
    static func slots(of inputs: OperationInputs, rects: [ScrollPath.Frame]) -> (Int) -> Void {
        if inputs.benchmarkCase.strategy.engine != nil { return slots(of: inputs.prepared, rects: rects) }
        return slots(of: inputs.slotIndex, rects: rects)
    }

    /// `slots(of:rects:)` for one index type (specialised for the engine's).
    static func slots<Index: SlotIndex>(of index: Index, rects: [ScrollPath.Frame]) -> (Int) -> Void {
        precondition(!rects.isEmpty, "at least one rect")
        var held = (slots: [Int32](), next: 0)
        for rect in rects { index.slots(in: rect.query, visibleBounds: rect.visible, into: &held.slots) }
        return { iterations in
            withLocal(&held, empty: ([], 0)) { state in
                for _ in 0..<iterations {
                    let rect = rects[state.next]
                    index.slots(in: rect.query, visibleBounds: rect.visible, into: &state.slots)
                    blackHole(state.slots.count)
                    state.next = state.next + 1 == rects.count ? 0 : state.next + 1
                }
            }
        }
    }

    /// Queries of `rects` answered as attributes through a buffer reused
    /// across iterations, one rect per iteration, in order and round again.
    static func attributes(of prepared: PreparedLayout, rects: [ScrollPath.Frame]) -> (Int) -> Void {
        precondition(!rects.isEmpty, "at least one rect")
        var held = (buffer: QueryBuffer(), next: 0)
        for rect in rects { prepared.elements(in: rect.query, visibleBounds: rect.visible, into: &held.buffer) }
        return { iterations in
            withLocal(&held, empty: (QueryBuffer(), 0)) { state in
                for _ in 0..<iterations {
                    let rect = rects[state.next]
                    prepared.elements(in: rect.query, visibleBounds: rect.visible, into: &state.buffer)
                    blackHole(state.buffer.attributes.count)
                    state.next = state.next + 1 == rects.count ? 0 : state.next + 1
                }
            }
        }
    }

    /// Runs `body` on `state` moved into a local variable, then moves it
    /// back. A timed closure's captured `var` lives in a box, and every
    /// access to it pays a dynamic exclusivity check (about 50 instructions
    /// by callgrind, the same for every strategy): moved out, the loop works
    /// on a stack variable and the call pays one access to the box (the swaps')
    /// instead of one per iteration. `empty` must not allocate
    /// (an empty array or buffer), as it stands in the box meanwhile.
    /// - Complexity: O(1) beyond `body`.
    @inline(__always)
    static func withLocal<State>(_ state: inout State, empty: State, _ body: (inout State) -> Void) {
        var local = empty
        swap(&local, &state)
        body(&local)
        swap(&local, &state)
    }

    /// The slots `index` returns for all of `rects` together: a query's
    /// result count, the one compared with the linear scan's.
    static func slotCount(_ index: any SlotIndex, rects: [ScrollPath.Frame]) -> Int {
        var slots: [Int32] = []
        var count = 0
        for rect in rects {
            index.slots(in: rect.query, visibleBounds: rect.visible, into: &slots)
            count += slots.count
        }
        return count
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
