import Foundation
import LayoutSpec
import Testing

/// The README's compositional examples (`results/specs/compositional-*.json`)
/// are valid specs: each decodes as a compositional layout.
@Suite struct CompositionalExampleSpecTests {
    /// `results/specs/`, found from this file's path.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("results/specs")

    static let names = [
        "compositional-list", "compositional-grid", "compositional-orthogonal", "compositional-badges",
        "compositional-backgrounds", "compositional-estimated", "compositional-custom", "compositional-horizontal",
        "compositional-app-store", "compositional-photo-grid",
    ]

    @Test(arguments: names)
    func exampleDecodes(_ name: String) throws {
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(name + ".json"))
        let specification = try LayoutSpecification(json: Array(data))
        #expect(specification.layout.typeName == "compositional")
        #expect(specification.itemCount > 0)
    }
}
