import CollectionLayout
import LayoutSpec
import Testing

/// What the engine refuses in a compositional spec reaches the user with the
/// spec's own JSON path: a provider section is named by its entry (`i % n`).
@Suite struct CompositionalEngineRefusalTests {
    /// A horizontal group 100 wide whose only item is 150 wide cannot place it.
    static let tooNarrow = CompositionalSpecDocuments.section(group: #"{"group": "horizontal", "size": {"width": {"absolute": 100}, "height": {"absolute": 44}}, "subitems": [{"size": {"width": {"absolute": 150}, "height": {"absolute": 44}}}]}"#)

    static func prepareRefusal(_ json: String) throws -> String? {
        let specification = try LayoutSpecification(json: json)
        do throws(SpecError) {
            _ = try specification.prepare()
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aGroupThatCannotFitItsItemIsNamedByItsSpecPath() throws {
        let refusal = try Self.prepareRefusal(CompositionalSpecDocuments.spec(section: Self.tooNarrow))
        let message = try #require(refusal)
        #expect(message.hasPrefix("layout.section.group: "), "got \(message)")
    }

    @Test func aProviderSectionIsNamedByTheEntryItCycledTo() throws {
        let layout = #"{"type": "compositional", "sectionProvider": [\#(CompositionalSpecDocuments.section()), \#(Self.tooNarrow)]}"#
        let json = CompositionalSpecDocuments.spec(layout: layout, sections: #"[{"count": 3}, {"count": 0}, {"count": 2}, {"count": 1}]"#)
        let message = try #require(try Self.prepareRefusal(json))
        #expect(message.hasPrefix("layout.sectionProvider[1].group: "), "got \(message)")
        #expect(message.hasSuffix("(in section 3)"), "got \(message)")
    }
}
