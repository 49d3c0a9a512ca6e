import Foundation
import Testing

/// `frames`, `query` and `render` with `"type": "compositional"` specs and
/// `--orthogonal-offset`: refusals end as one `error: ...` line naming the
/// JSON path or the option, and a non-zero exit status.
@Suite struct CompositionalCommandTests {
    /// A compositional spec whose second item has a negative fraction.
    static let badFractionSpec = """
    {"bounds": {"width": 390, "height": 844}, "sections": [{"count": 4}],
     "layout": {"type": "compositional", "section": {"group": {"group": "horizontal",
       "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}},
       "subitems": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}},
                    {"size": {"width": {"fractionalWidth": -0.5}, "height": {"fractionalHeight": 1}}}]}}}}
    """

    /// A compositional spec with both `section` and `sectionProvider`.
    static let twoDescriptionSourcesSpec = """
    {"bounds": {"width": 390, "height": 844}, "sections": [{"count": 1}],
     "layout": {"type": "compositional",
       "section": {"group": {"group": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitem": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}, "count": 1}},
       "sectionProvider": []}}
    """

    static let badFraction = "error: layout.section.group.subitems[1].size.width.fractionalWidth: must be finite and >= 0, got -0.5"

    /// `COMPOSITIONAL`, `BOTH` and `SPEC` (a flow spec, no orthogonal sections) are replaced by files.
    static let cases: [FailingCommand] = [
        FailingCommand(["frames", "COMPOSITIONAL"], exactly: badFraction),
        FailingCommand(["query", "COMPOSITIONAL", "--rect", "0,0,10,10"], exactly: badFraction),
        FailingCommand(["render", "COMPOSITIONAL", "--output", "DIR/x.svg"], exactly: badFraction),
        FailingCommand(["frames", "BOTH"], exactly: "error: layout.sectionProvider: give either section or sectionProvider, not both"),
        FailingCommand(["frames", "SPEC", "--orthogonal-offset", "0=10"],
                       exactly: "error: --orthogonal-offset: sections[0]: the section does not scroll orthogonally"),
        FailingCommand(["query", "SPEC", "--rect", "0,0,10,10", "--orthogonal-offset", "1=0"],
                       exactly: "error: --orthogonal-offset: sections[1]: the section does not scroll orthogonally"),
        FailingCommand(["render", "SPEC", "--output", "DIR/x.svg", "--orthogonal-offset", "5=1"],
                       exactly: "error: --orthogonal-offset: sections[5]: the section does not scroll orthogonally"),
        FailingCommand(["frames", "SPEC", "--orthogonal-offset", "12"],
                       exactly: #"error: --orthogonal-offset: expected SECTION=OFFSET (a section index, '=', a number), got "12""#),
        FailingCommand(["frames", "SPEC", "--orthogonal-offset", "x=1"],
                       exactly: #"error: --orthogonal-offset: expected a section index (a whole number >= 0), got "x""#),
        FailingCommand(["frames", "SPEC", "--orthogonal-offset", "0=far"],
                       exactly: #"error: --orthogonal-offset: expected a number for the offset, got "far""#),
        FailingCommand(["frames", "SPEC", "--orthogonal-offset", "1=0", "--orthogonal-offset", "1=5"],
                       exactly: "error: --orthogonal-offset: section 1 is given more than once"),
        FailingCommand(["frames", "SPEC", "--orthogonal-offset"], startingWith: "error: Missing value for '--orthogonal-offset"),
    ]

    @Test(arguments: cases)
    func failsWithOneErrorLine(_ command: FailingCommand) throws {
        let directory = try TemporaryDirectory()
        let files = [
            "SPEC": try directory.write(FramesCommandTests.flowSpec, to: "spec.json").path,
            "COMPOSITIONAL": try directory.write(Self.badFractionSpec, to: "compositional.json").path,
            "BOTH": try directory.write(Self.twoDescriptionSourcesSpec, to: "both.json").path,
        ]
        func substitute(_ text: String) -> String {
            var text = text.replacingOccurrences(of: "DIR", with: directory.url.path)
            if let path = files[text] { text = path }
            return text
        }
        try command.expectFailure(substituting: substitute)
    }

    @Test(arguments: ["frames", "query", "render"])
    func helpNamesTheOrthogonalOffsetOption(_ command: String) throws {
        let result = try LayoutBenchProcess.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--orthogonal-offset <section=offset>"))
    }
}
