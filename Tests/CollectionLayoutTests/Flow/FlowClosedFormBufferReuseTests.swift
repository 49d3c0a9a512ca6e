import CollectionLayout
import LayoutTestSupport
import Testing

/// Closed-form cells written into a `QueryBuffer` reused across queries and
/// layouts give what a fresh query gives, bit for bit: their attributes are
/// written over whatever the buffer held (other kinds, long kind names, a
/// handler's alpha, hidden flag and transform, more or fewer results), so
/// none of it may show through. The fresh query is itself checked against
/// the materialised layout by `FlowClosedFormOracleTests`.
@Suite("Flow: closed-form cells in reused query buffers")
struct FlowClosedFormBufferReuseTests {
    @Test(arguments: [IndexStrategy.stripDirectory, .linear])
    func reusedBufferEqualsFreshQuery(strategy: IndexStrategy) throws {
        typealias F = CompositionalFixtures
        let handled = try F.layout(PreparedLayoutBufferReuseTests.handled, counts: [6]).prepare(boundsSize: F.bounds, index: strategy)
        let decorated = try F.layout(PreparedLayoutBufferReuseTests.decorated, counts: [3, 3]).prepare(boundsSize: F.bounds, index: strategy)
        var buffer = QueryBuffer()
        var closedFormResults = 0
        for seed in UInt64(0)..<60 {
            var (layout, bounds) = FlowClosedFormOracleTests.layout(seed: seed)
            layout.uniformSectionsInClosedForm = true
            let closed = try layout.prepare(boundsSize: bounds, index: strategy)
            var random = RandomLayouts(seed: seed &+ 7_000_001)
            for (number, query) in random.queries(in: closed, count: 8).enumerated() {
                // Now and then the buffer last held another layout's results.
                switch number % 4 {
                case 1: handled.elements(in: Rect(x: 0, y: 0, width: 400, height: 600), into: &buffer)
                case 3: decorated.elements(in: Rect(x: 0, y: 0, width: 400, height: 600), into: &buffer)
                default: break
                }
                closed.elements(in: query.rect, visibleBounds: query.visibleBounds, into: &buffer)
                let fresh = closed.elements(in: query.rect, visibleBounds: query.visibleBounds)
                #expect(buffer.attributes == fresh, "seed \(seed) \(query)")
                #expect(buffer.attributes.map(FlowClosedFormOracleTests.exact) == fresh.map(FlowClosedFormOracleTests.exact), "seed \(seed) \(query)")
                var slots: [Int32] = []
                closed.slots(in: query.rect, visibleBounds: query.visibleBounds, into: &slots)
                #expect(buffer.slots == slots, "seed \(seed) \(query)")
                closedFormResults += slots.filter { Int($0) >= closed.frames.count }.count
            }
        }
        // The closed-form cells are exercised, not only the stored elements.
        #expect(closedFormResults > 1_000, "\(closedFormResults) closed-form results")
    }
}
