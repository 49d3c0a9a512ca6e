import CollectionLayout

/// The timed bodies of each operation: closures that run an operation a given
/// number of times on inputs built beforehand, and consume every result.
enum OperationBodies {
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
    static func scrollFrame(_ layout: any CollectionLayout, _ prepared: PreparedLayout) -> (ScrollPath.Frame, Rect) -> Void {
        var buffer = QueryBuffer()
        return { frame, previous in
            blackHole(layout.shouldInvalidate(forBoundsChange: frame.visible, from: previous))
            prepared.elements(in: frame.query, visibleBounds: frame.visible, into: &buffer)
            blackHole(buffer.attributes.count)
        }
    }
}
