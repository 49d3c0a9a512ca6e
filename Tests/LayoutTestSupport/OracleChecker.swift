import CollectionLayout

/// Checks a layout against the contract's oracle: prepared with every index
/// strategy (`IndexStrategy.concrete` and `.auto`), it must
/// store identical frames and keys, and every rect query must return exactly
/// the elements whose real frame (pinned elements placed for the query's
/// visible bounds) has a positive-area overlap with the rect.
///
/// The linear scan is the reference strategy; it is itself checked against a
/// brute-force filter of every element's real frame, which also covers the
/// pinned-element re-test that all strategies share.
public struct OracleChecker {
    /// The strategies compared with `.linear`: every other concrete one and
    /// `.auto`, read from `IndexStrategy.concrete` so that a new strategy gets
    /// every oracle test without a change here.
    public var strategies: [IndexStrategy] = IndexStrategy.concrete.filter { $0 != .linear } + [.auto]
    /// The most mismatches reported per layout (the first ones).
    public var limit = 20

    /// Creates a checker of every strategy.
    public init() {}

    /// Checks the queries given.
    /// - Parameters:
    ///   - boundsSize: the collection view's size to prepare for.
    ///   - queries: the rect queries (with their visible bounds).
    ///   - label: a prefix for every message (the seed of the case).
    ///   - makeLayout: makes the layout; called once per strategy.
    /// - Complexity: O(strategies × (prepare + queries × n)).
    public func check(boundsSize: Size, queries: [LayoutQuery], label: String = "", makeLayout: () -> any CollectionLayout) -> OracleReport {
        check(boundsSize: boundsSize, label: label, makeLayout: makeLayout) { _ in queries }
    }

    /// Checks queries made from the reference (linear) preparation, so that they
    /// can aim at its elements' edges.
    ///
    /// - Parameter orthogonalOffsets: scroll offsets by section, chosen from
    ///   the reference preparation and set on every strategy's preparation
    ///   before the queries are made and compared (see `checkScrolled`).
    /// - Complexity: O(strategies × (prepare + queries × n)).
    public func check(
        boundsSize: Size, label: String = "", makeLayout: () -> any CollectionLayout,
        orthogonalOffsets: (PreparedLayout) -> [Int: Double] = { _ in [:] },
        queries makeQueries: (PreparedLayout) -> [LayoutQuery]
    ) -> OracleReport {
        var report = OracleReport()
        var reference: PreparedLayout
        do throws(LayoutError) {
            reference = try makeLayout().prepare(boundsSize: boundsSize, index: .linear)
        } catch {
            report.error = error
            for strategy in strategies {
                do throws(LayoutError) {
                    _ = try makeLayout().prepare(boundsSize: boundsSize, index: strategy)
                    report.mismatches.append("\(label)\(strategy): prepared although .linear threw \(error)")
                } catch let other where other != error {
                    report.mismatches.append("\(label)\(strategy): threw \(other), .linear threw \(error)")
                } catch {}
            }
            return report
        }
        report.elementCount = reference.elementCount
        let offsets = orthogonalOffsets(reference)
        report.mismatches += scroll(&reference, to: offsets, strategy: .linear, label: label)
        report.mismatches += realFrameMismatches(reference, strategy: .linear, label: label)
        var prepared: [(IndexStrategy, PreparedLayout)] = []
        for strategy in strategies {
            let layout = makeLayout()
            do throws(LayoutError) {
                var candidate = try layout.prepare(boundsSize: boundsSize, index: strategy)
                report.mismatches += scroll(&candidate, to: offsets, strategy: strategy, label: label)
                report.mismatches += structureMismatches(candidate, reference, strategy: strategy, expectedIndex: layout.resolve(strategy), label: label)
                report.mismatches += orthogonalMismatches(candidate, reference, strategy: strategy, label: label)
                report.mismatches += realFrameMismatches(candidate, strategy: strategy, label: label)
                prepared.append((strategy, candidate))
            } catch {
                report.mismatches.append("\(label)\(strategy): threw \(error), .linear prepared")
            }
        }
        if reference.index.strategy != .linear {
            report.mismatches.append("\(label).linear built a \(reference.index.strategy) index")
        }
        var buffer = QueryBuffer()
        for query in makeQueries(reference) {
            report.queryCount += 1
            let expected = PreparedLayoutOracle.slots(of: reference, intersecting: query)
            report.resultCount += expected.count
            report.mismatches += queryMismatches(reference, strategy: .linear, query: query, expected: expected, reference: reference, buffer: &buffer, label: label)
            for (strategy, candidate) in prepared {
                report.mismatches += queryMismatches(candidate, strategy: strategy, query: query, expected: expected, reference: reference, buffer: &buffer, label: label)
            }
            if report.mismatches.count >= limit { break }
        }
        report.mismatches = Array(report.mismatches.prefix(limit))
        return report
    }

    /// Differences in what was stored: frames, keys, kinds, sizes, sections.
    func structureMismatches(_ candidate: PreparedLayout, _ reference: PreparedLayout, strategy: IndexStrategy, expectedIndex: IndexStrategy, label: String) -> [String] {
        var mismatches: [String] = []
        func differ(_ what: String, _ found: Any, _ expected: Any) {
            mismatches.append("\(label)\(strategy): \(what) \(found), .linear has \(expected)")
        }
        if candidate.index.strategy != expectedIndex { differ("built index", candidate.index.strategy, expectedIndex) }
        if !Self.same(candidate.contentSize.width, reference.contentSize.width) || !Self.same(candidate.contentSize.height, reference.contentSize.height) { differ("contentSize", candidate.contentSize, reference.contentSize) }
        if candidate.scrollAxis != reference.scrollAxis { differ("scrollAxis", candidate.scrollAxis, reference.scrollAxis) }
        if candidate.boundsSize != reference.boundsSize { differ("boundsSize", candidate.boundsSize, reference.boundsSize) }
        if candidate.kinds.entries != reference.kinds.entries { differ("kinds", candidate.kinds.entries, reference.kinds.entries) }
        if candidate.numberOfSections != reference.numberOfSections { differ("numberOfSections", candidate.numberOfSections, reference.numberOfSections) }
        for section in 0..<reference.numberOfSections where candidate.numberOfItems(inSection: section) != reference.numberOfItems(inSection: section) {
            differ("numberOfItems(inSection: \(section))", candidate.numberOfItems(inSection: section) as Any, reference.numberOfItems(inSection: section) as Any)
        }
        if !Self.sameFrames(candidate.frames, reference.frames) {
            let slot = zip(candidate.frames, reference.frames).enumerated().first { !Self.same($0.element.0, $0.element.1) }?.offset
                ?? Swift.min(candidate.frames.count, reference.frames.count)
            differ("frames differ first at slot \(slot) (count \(candidate.frames.count))", candidate.frames.indices.contains(slot) ? "\(candidate.frames[slot])" : "-",
                   reference.frames.indices.contains(slot) ? "\(reference.frames[slot]) (count \(reference.frames.count))" : "-")
        }
        let candidateKeys = (0..<candidate.elementCount).map(candidate.key(ofSlot:))
        let referenceKeys = (0..<reference.elementCount).map(reference.key(ofSlot:))
        if candidateKeys != referenceKeys {
            let slot = firstDifference(candidateKeys, referenceKeys)
            differ("keys differ first at slot", slot, "other keys")
        }
        return mismatches
    }

    /// Whether two values are equal or both NaN: layouts whose finite inputs
    /// overflow store NaN, and every strategy must store the same NaN.
    static func same(_ lhs: Double, _ rhs: Double) -> Bool { lhs == rhs || (lhs.isNaN && rhs.isNaN) }

    /// Whether two frames are equal component by component, NaN matching NaN.
    static func same(_ lhs: Rect, _ rhs: Rect) -> Bool {
        same(lhs.minX, rhs.minX) && same(lhs.minY, rhs.minY) && same(lhs.width, rhs.width) && same(lhs.height, rhs.height)
    }

    /// `same` over whole frame arrays.
    static func sameFrames(_ lhs: [Rect], _ rhs: [Rect]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { same($0, $1) }
    }

    /// The first index at which two arrays differ (the shorter count if one is a prefix).
    func firstDifference<Element: Equatable>(_ lhs: [Element], _ rhs: [Element]) -> Int {
        zip(lhs, rhs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(lhs.count, rhs.count)
    }

    /// Differences in one query's results: slots, attributes, the reusable
    /// buffer and the probed result count.
    func queryMismatches(
        _ candidate: PreparedLayout, strategy: IndexStrategy, query: LayoutQuery, expected: [Int32],
        reference: PreparedLayout, buffer: inout QueryBuffer, label: String
    ) -> [String] {
        var mismatches: [String] = []
        let prefix = "\(label)\(strategy), \(query)"
        var slots: [Int32] = [42]
        candidate.slots(in: query.rect, visibleBounds: query.visibleBounds, into: &slots)
        let found = slots.sorted()
        if found != expected {
            let difference = SlotDifference(expected: expected, found: found)
            mismatches.append("\(prefix): slots " + difference.describe { PreparedLayoutOracle.describe(slot: Int($0), of: reference, visibleBounds: query.visibleBounds) })
            return mismatches
        }
        let attributes = candidate.elements(in: query.rect, visibleBounds: query.visibleBounds).sorted(by: LayoutAttributes.outputOrder)
        let visible = query.visibleBounds ?? reference.defaultVisibleBounds
        let expectedAttributes = expected.map { reference.attributes(ofSlot: Int($0), visibleBounds: visible) }.sorted(by: LayoutAttributes.outputOrder)
        if attributes != expectedAttributes {
            mismatches.append("\(prefix): attributes differ from .linear's (\(attributes.count) vs \(expectedAttributes.count))")
        }
        candidate.elements(in: query.rect, visibleBounds: query.visibleBounds, into: &buffer)
        if buffer.attributes.sorted(by: LayoutAttributes.outputOrder) != expectedAttributes || buffer.slots.sorted() != expected {
            mismatches.append("\(prefix): the reused QueryBuffer holds \(buffer.attributes.count) attributes, expected \(expectedAttributes.count)")
        }
        let probed = candidate.visits(in: query.rect, visibleBounds: query.visibleBounds)
        if probed.results != expected.count {
            mismatches.append("\(prefix): visits(in:) counted \(probed.results) results, expected \(expected.count)")
        }
        return mismatches
    }
}
