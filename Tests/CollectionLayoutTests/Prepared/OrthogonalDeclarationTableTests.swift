@testable import CollectionLayout
import Testing

/// The orthogonal sections' declarations kept as templates and per-strip
/// records: every declaration reads back bit for bit as it was declared,
/// closed-form shapes that repeat share one template, listed ones are kept
/// whole, and a prepared layout's `orthogonalSection(_:)` gives back what
/// its builder was given.
struct OrthogonalDeclarationTableTests {
    /// A declaration whose `groupCount` groups are `pitch` apart from `first`,
    /// each `length` long but the last, `lastLength` long: closed form.
    private func evenlySpaced(
        section: Int, slots: Range<Int>, behavior: OrthogonalScrollingBehavior = .continuous, viewportStart: Double = 0,
        leadingInset: Double = 20, first: Double = 20, pitch: Double = 325, length: Double = 315, lastLength: Double = 315, groupCount: Int
    ) -> OrthogonalSectionDeclaration {
        var edges = OrthogonalGroupEdges()
        for k in 0..<groupCount {
            let start = first + Double(k) * pitch
            edges.append(start: start, end: start + (k == groupCount - 1 ? lastLength : length))
        }
        let contentLength = groupCount == 0 ? 0 : edges.end(at: groupCount - 1) + leadingInset
        return OrthogonalSectionDeclaration(
            section: section, slots: slots, behavior: behavior, viewportStart: viewportStart, viewportLength: 390,
            contentLength: contentLength, leadingInset: leadingInset, groupEdges: edges
        )
    }

    /// Every field of `declaration`, doubles as bit patterns.
    private func fields(_ declaration: OrthogonalSectionDeclaration) -> [String] {
        [
            "\(declaration.section)", "\(declaration.slots)", "\(declaration.behavior)", "\(declaration.viewportStart.bitPattern)",
            "\(declaration.viewportLength.bitPattern)", "\(declaration.contentLength.bitPattern)", "\(declaration.leadingInset.bitPattern)",
            "\(declaration.groupStarts.map(\.bitPattern))", "\(declaration.groupEnds.map(\.bitPattern))", "\(declaration.groupCount)",
            "\(declaration.maximumOffset.bitPattern)",
        ]
    }

    /// Carousels of a few shapes, each repeated: evenly spaced groups (at
    /// least two), some with the last group cut short, some whose inset
    /// is -0.0; and listed groups.
    private var declarations: [OrthogonalSectionDeclaration] {
        var declared: [OrthogonalSectionDeclaration] = []
        var slot = 0
        for section in 0..<40 {
            let groups = 2 + (section * 5) % 9
            let slots = slot..<(slot + groups * 2)
            slot = slots.upperBound
            switch section % 5 {
            case 0: declared.append(evenlySpaced(section: section, slots: slots, groupCount: groups))
            case 1: declared.append(evenlySpaced(section: section, slots: slots, lastLength: 150, groupCount: groups))
            case 2: declared.append(evenlySpaced(section: section, slots: slots, behavior: .groupPaging, pitch: 180, length: 170, groupCount: groups))
            case 3: declared.append(evenlySpaced(section: section, slots: slots, leadingInset: -0.0, groupCount: groups))
            default:
                declared.append(OrthogonalSectionDeclaration(
                    section: section, slots: slots, behavior: .paging, viewportStart: 10, viewportLength: 370, contentLength: 900,
                    leadingInset: 0, groupStarts: [0, 100, 350], groupEnds: [90, 340, 900]
                ))
            }
        }
        return declared
    }

    @Test func everyDeclarationReadsBackBitForBit() {
        // And a strip without groups, and one of a single group.
        let declared = declarations + [evenlySpaced(section: 40, slots: 300..<300, groupCount: 0), evenlySpaced(section: 41, slots: 300..<302, groupCount: 1)]
        let table = OrthogonalDeclarationTable(declared)
        for (position, declaration) in declared.enumerated() {
            let rebuilt = table.declaration(at: position, section: declaration.section, slots: declaration.slots)
            #expect(fields(rebuilt) == fields(declaration), "strip \(position)")
            #expect(table.maximumOffset(at: position).bitPattern == declaration.maximumOffset.bitPattern)
        }
    }

    @Test func repeatedShapesShareATemplateAndListedOnesAreKeptWhole() {
        let declared = declarations
        let table = OrthogonalDeclarationTable(declared)
        // Shapes 0 and 1 differ only in their last group (a record's), so they share;
        // 2 and 3 (a -0.0 inset) are one template each; each listed declaration is its own.
        let listed = declared.count / 5
        #expect(table.templates.count == 3 + listed)
        #expect(table.records.count == declared.count)
        let expected = declared.count * MemoryLayout<OrthogonalDeclarationTable.Record>.stride
            + (3 + listed) * MemoryLayout<OrthogonalSectionDeclaration>.stride + listed * 6 * MemoryLayout<Double>.stride
        #expect(table.heapBytes == expected)
        #expect(MemoryLayout<OrthogonalDeclarationTable.Record>.stride == 24)
    }

    @Test func shapesPastTheComparedOnesAreFoundAgain() {
        // 30 pitches, each declared twice: more templates than are compared one by one.
        let declared = (0..<60).map { evenlySpaced(section: $0, slots: (4 * $0)..<(4 * $0 + 4), pitch: 100 + Double($0 % 30), length: 90, groupCount: 2 + $0 % 4) }
        let table = OrthogonalDeclarationTable(declared)
        #expect(table.templates.count == 30)
        for (position, declaration) in declared.enumerated() {
            #expect(fields(table.declaration(at: position, section: declaration.section, slots: declaration.slots)) == fields(declaration))
        }
    }

    @Test func aPreparedLayoutGivesBackItsDeclarations() throws {
        let declared = declarations
        var builder = PreparedLayoutBuilder(scrollAxis: .vertical, boundsSize: Size(width: 390, height: 844), strategy: .stripDirectory)
        var y = 0.0
        for declaration in declared {
            builder.beginSection(itemCount: declaration.slots.count)
            for item in 0..<declaration.slots.count {
                builder.appendCell(frame: Rect(x: Double(item) * 100, y: y, width: 90, height: 100), item: item)
            }
            builder.declareOrthogonalSection(declaration)
            y += 110
        }
        let prepared = try builder.build(contentSize: Size(width: 390, height: y))
        for declaration in declared {
            let found = try #require(prepared.orthogonalSection(declaration.section))
            #expect(fields(found) == fields(declaration), "section \(declaration.section)")
        }
    }
}
