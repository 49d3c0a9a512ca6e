@testable import CollectionLayout
import Testing

/// An orthogonal section's group edges: kept in closed form exactly while
/// the appended groups are evenly spaced (and, but the last, equally long),
/// listed otherwise, and in both cases read back bit for bit as appended.
struct OrthogonalGroupEdgesTests {
    /// Appends `(start, end)` pairs and returns the edges.
    private func edges(_ groups: [(Double, Double)]) -> OrthogonalGroupEdges {
        var edges = OrthogonalGroupEdges()
        for (start, end) in groups { edges.append(start: start, end: end) }
        return edges
    }

    private func isClosedForm(_ edges: OrthogonalGroupEdges) -> Bool {
        if case .arithmetic = edges.storage { return true }
        return false
    }

    private func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

    @Test func evenlySpacedGroupsStayInClosedFormWithAShorterLastGroup() {
        // A carousel's templated groups: 315 wide, 10 apart, the last cut to 150.
        let groups = (0..<6).map { k -> (Double, Double) in
            let start = 37.5 + Double(k) * 325
            return (start, start + (k == 5 ? 150 : 315))
        }
        let kept = edges(groups)
        #expect(isClosedForm(kept))
        #expect(kept.count == 6 && kept.heapBytes == 0)
        #expect(bits(kept.starts) == bits(groups.map(\.0)))
        #expect(bits(kept.ends) == bits(groups.map(\.1)))
    }

    @Test func aDeclarationsGroupsCanBeSetOneArrayAtATime() {
        // Setting the starts of four groups on a three-group declaration, then
        // the ends: in between, the declaration has the three groups with both edges.
        var declaration = OrthogonalSectionDeclaration(
            section: 0, slots: 0..<3, behavior: .continuous, viewportStart: 0, viewportLength: 390,
            contentLength: 400, leadingInset: 0, groupStarts: [0, 100, 200], groupEnds: [90, 190, 290]
        )
        declaration.groupStarts = [0, 100, 200, 300]
        #expect(declaration.groupCount == 3)
        #expect(declaration.groupStarts == [0, 100, 200, 300] && declaration.groupEnds == [90, 190, 290])
        declaration.groupEnds = [90, 190, 290, 390]
        #expect(declaration.groupCount == 4)
        #expect(declaration.groupStart(at: 3) == 300 && declaration.groupEnd(at: 3) == 390)
    }

    @Test func unevenGroupsAreListedAsAppended() {
        let groups: [(Double, Double)] = [(10, 110), (120, 220), (235, 335), (345, 445)]
        let kept = edges(groups)
        #expect(!isClosedForm(kept))
        #expect(kept.count == 4 && kept.heapBytes == 8 * 8)
        #expect(bits(kept.starts) == bits(groups.map(\.0)))
        #expect(bits(kept.ends) == bits(groups.map(\.1)))
    }

    @Test func aGroupOfAnotherLengthBeforeTheLastLeavesTheClosedForm() {
        let groups: [(Double, Double)] = [(0, 100), (110, 200), (220, 320)]
        let kept = edges(groups)
        #expect(!isClosedForm(kept))
        #expect(bits(kept.ends) == bits(groups.map(\.1)))
    }

    @Test func runningSumsThatTheProductDoesNotReproduceAreListed() {
        // 0.1 added ten times is not 10 × 0.1: the closed form would differ in the last bits.
        var groups: [(Double, Double)] = []
        var cursor = 0.0
        for _ in 0..<20 {
            groups.append((cursor, cursor + 0.05))
            cursor += 0.1
        }
        let kept = edges(groups)
        #expect(bits(kept.starts) == bits(groups.map(\.0)))
        #expect(bits(kept.ends) == bits(groups.map(\.1)))
        #expect(!isClosedForm(kept))
    }

    @Test func negativeZeroIsKeptAsItsOwnBits() {
        let kept = edges([(-0.0, 100), (110, 210)])
        #expect(kept.start(at: 0).bitPattern == (-0.0).bitPattern)
    }

    @Test func theDeclarationReadsTheSameEdgesBothWays() {
        var declaration = OrthogonalSectionDeclaration(
            section: 0, slots: 0..<0, behavior: .groupPaging, viewportStart: 0, viewportLength: 400, contentLength: 1000,
            leadingInset: 10, groupEdges: edges([(10, 310), (320, 620), (630, 930)])
        )
        #expect(declaration.groupCount == 3)
        #expect(declaration.groupStarts == [10, 320, 630] && declaration.groupEnds == [310, 620, 930])
        #expect(declaration.groupStart(at: 2) == 630 && declaration.groupEnd(at: 1) == 620)
        declaration.groupEnds = [300, 600, 900]
        #expect(declaration.groupStarts == [10, 320, 630] && declaration.groupEnds == [300, 600, 900])
    }
}
