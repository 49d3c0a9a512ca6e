@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// A vertical timeline opens every section with its header and its axis
/// line: the key table keeps those two keys once (its section lead) and
/// stores a key only for a section without items (whose header and line no
/// cell follows) and for the footer; the lookups of headers and lines ask
/// the lead instead of keeping a slot per section. Counted exactly, not
/// bounded.
@Suite("Timeline: the keys a prepared timeline stores")
struct TimelineStoredKeyTests {
    @Test("The events workload: one stored key (the footer) and a two-element lead, at every strategy")
    func eventsWorkload() throws {
        let layout = Workload.events.timelineLayout(items: 10_000, seed: 5)
        for strategy in IndexStrategy.allCases {
            let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: strategy)
            let table = prepared.keyTable
            let lead = try #require(table.sectionLead.count == 2 ? table.sectionLead : nil)
            #expect(lead[0] == ElementKey(section: 0, item: 0, kindCode: prepared.kinds.existingCode(for: .supplementary, .header)!, zIndex: 0))
            #expect(lead[1] == ElementKey(section: 0, item: 0, kindCode: prepared.kinds.existingCode(for: .decoration, TimelineLayout.lineKind)!, zIndex: TimelineLayout.lineZIndex))
            #expect(table.storedKeys.map(\.kindCode) == [prepared.kinds.existingCode(for: .supplementary, .footer)!], "\(strategy)")
            #expect(table.runs.count == layout.sections.count)
            // Consecutive sections: no section stored per run; headers and lines looked up through the lead.
            #expect(table.runSections.isEmpty)
            #expect(prepared.lookup.leadKindCount == 2)
            #expect(prepared.elementCount == 10_000 + 2 * layout.sections.count + 1)
        }
    }

    @Test("Random vertical timelines: two keys per section without items, plus the footer; one with no headers")
    func randomLayouts() throws {
        var checked = 0, withEmptySections = 0
        for seed in UInt64(0)..<400 {
            var random = RandomLayouts(seed: 330_000 + seed)
            let bounds = random.boundsSize()
            let layout = random.timelineLayout(boundsSize: bounds)
            guard layout.configuration.scrollDirection == .vertical else { continue }
            let prepared = try layout.prepare(boundsSize: bounds, index: .linear)
            let hasHeaders = layout.configuration.headerReferenceSize.height > 0
            let hasFooter = layout.configuration.footerReferenceSize.height > 0 && !layout.sections.isEmpty
            let emptySections = layout.sections.filter { $0.items.count == 0 }.count
            let anyItems = emptySections < layout.sections.count
            #expect(prepared.keyTable.sectionLead.count == (anyItems ? (hasHeaders ? 2 : 1) : 0), "seed \(330_000 + seed)")
            #expect(prepared.keyTable.storedKeys.count == emptySections * (hasHeaders ? 2 : 1) + (hasFooter ? 1 : 0), "seed \(330_000 + seed)")
            checked += 1
            if emptySections > 0 && anyItems { withEmptySections += 1 }
        }
        #expect(checked > 100)
        #expect(withEmptySections > 10)
    }
}
