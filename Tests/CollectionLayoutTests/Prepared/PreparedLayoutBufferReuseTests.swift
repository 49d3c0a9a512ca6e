import CollectionLayout
import Testing

/// A `QueryBuffer` reused across queries and layouts gives what a fresh
/// query gives: the buffer's attributes are overwritten in place, and only
/// their identity and frame are written, so a kind, an alpha, a hidden flag
/// or a transform left behind by an earlier query must never show through.
///
/// Fixtures: compositional sections of full-width 100 pt rows in a 400 x 800
/// view, one with a visible-items handler that fades, hides and scales its
/// cells, one with a background decoration whose kind is a long string (not
/// stored inline), and one whose orthogonal strips are scrolled.
@Suite("PreparedLayout: reused query buffers")
struct PreparedLayoutBufferReuseTests {
    typealias F = CompositionalFixtures
    static let row = CollectionLayoutGroup.horizontal(layoutSize: F.size(.fractionalWidth(1), .absolute(100)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
    static let scaled = AffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 3, ty: -2)

    /// Every cell of the section faded to 0.25, hidden and scaled.
    static let handled = CollectionLayoutSection(group: row, visibleItemsInvalidationHandler: { items, _, _ in
        for position in items.indices {
            items[position].alpha = 0.25
            items[position].isHidden = true
            items[position].transform = scaled
        }
    })
    /// Rows under a background decoration of a kind too long to be a small string.
    static let decorated = CollectionLayoutSection(
        group: row, decorationItems: [.background(elementKind: ElementKind("a-background-kind-longer-than-fifteen-bytes"))]
    )

    /// Expects the query of `rect` into the reused `buffer` to give exactly
    /// what a fresh query and the slots give, and, unless a handler adjusts
    /// them (`attributes(ofSlot:)` applies none), what `attributes(ofSlot:)` gives.
    static func expectSame(_ prepared: PreparedLayout, _ rect: Rect, _ buffer: inout QueryBuffer, _ comment: Comment, handled: Bool = false) {
        prepared.elements(in: rect, into: &buffer)
        let fresh = prepared.elements(in: rect)
        #expect(!fresh.isEmpty, comment)
        #expect(buffer.attributes == fresh, comment)
        var slots: [Int32] = []
        prepared.slots(in: rect, into: &slots)
        #expect(buffer.slots == slots, comment)
        guard !handled else { return }
        #expect(buffer.attributes == slots.map { prepared.attributes(ofSlot: Int($0), visibleBounds: prepared.defaultVisibleBounds) }, comment)
    }

    @Test("A handler's alpha, hidden flag and transform do not outlive its query", arguments: IndexStrategy.allCases)
    func handlerAppearanceIsReset(strategy: IndexStrategy) throws {
        let handledLayout = try F.layout(Self.handled, counts: [6]).prepare(boundsSize: F.bounds, index: strategy)
        let plainLayout = try F.layout(CollectionLayoutSection(group: Self.row), counts: [6]).prepare(boundsSize: F.bounds, index: strategy)
        let everything = rect(0, 0, 400, 600)
        var buffer = QueryBuffer()
        handledLayout.elements(in: everything, into: &buffer)
        #expect(buffer.attributes.count == 6)
        #expect(buffer.attributes.allSatisfy { $0.alpha == 0.25 && $0.isHidden && $0.transform == Self.scaled })
        Self.expectSame(plainLayout, everything, &buffer, "plain after handled, \(strategy)")
        #expect(buffer.attributes.allSatisfy { $0.alpha == 1 && !$0.isHidden && $0.transform == .identity })
        Self.expectSame(handledLayout, rect(0, 150, 400, 100), &buffer, "handled again, \(strategy)", handled: true)
        #expect(buffer.attributes.map(\.alpha) == [0.25, 0.25])
        Self.expectSame(plainLayout, rect(0, 0, 400, 250), &buffer, "plain again, \(strategy)")
    }

    @Test("Kinds are rewritten where a position's kind changes, long names included", arguments: IndexStrategy.allCases)
    func kindsFollowTheLayout(strategy: IndexStrategy) throws {
        let decorated = try F.layout(Self.decorated, counts: [3, 3]).prepare(boundsSize: F.bounds, index: strategy)
        let plain = try F.layout(CollectionLayoutSection(group: Self.row), counts: [6]).prepare(boundsSize: F.bounds, index: strategy)
        var buffer = QueryBuffer()
        for (prepared, name) in [(decorated, "decorated"), (plain, "plain"), (decorated, "decorated"), (decorated, "decorated")] {
            for query in [rect(0, 0, 400, 600), rect(0, 250, 400, 100), rect(0, 0, 400, 50)] {
                Self.expectSame(prepared, query, &buffer, "\(name) \(query), \(strategy)")
            }
        }
        decorated.elements(in: rect(0, 0, 400, 600), into: &buffer)
        #expect(buffer.attributes.filter { $0.category == .decoration }.map(\.kind) == Array(repeating: ElementKind("a-background-kind-longer-than-fifteen-bytes"), count: 2))
    }

    @Test("Candidates of several scrolled strips each take their own strip's offset", arguments: IndexStrategy.allCases)
    func scrolledStrips(strategy: IndexStrategy) throws {
        let carousel = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(150), .absolute(100)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: carousel, interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)
        var prepared = try F.layout(section, counts: [8, 8, 8]).prepare(boundsSize: F.bounds, index: strategy)
        try prepared.setOrthogonalScrollOffset(35, forSection: 0)
        try prepared.setOrthogonalScrollOffset(400, forSection: 2)
        var buffer = QueryBuffer()
        for query in [rect(0, 0, 400, 300), rect(100, 50, 200, 200), rect(0, 210, 400, 50)] {
            Self.expectSame(prepared, query, &buffer, "\(query), \(strategy)")
        }
        prepared.elements(in: rect(0, 0, 400, 300), into: &buffer)
        #expect(Set(buffer.attributes.map(\.indexPath.section)) == [0, 1, 2])
    }
}
