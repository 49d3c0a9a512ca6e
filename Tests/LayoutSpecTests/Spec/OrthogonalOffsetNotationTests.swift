import CollectionLayout
import LayoutSpec
import Testing

/// `SECTION=OFFSET` on the command line (`--orthogonal-offset`).
@Suite struct OrthogonalOffsetNotationTests {
    @Test(arguments: [
        ("2=150", OrthogonalOffsetNotation(section: 2, offset: 150)),
        (" 0 = 12.5 ", OrthogonalOffsetNotation(section: 0, offset: 12.5)),
        ("10=-3", OrthogonalOffsetNotation(section: 10, offset: -3)),
        ("1=1e2", OrthogonalOffsetNotation(section: 1, offset: 100)),
    ])
    func accepted(_ text: String, _ expected: OrthogonalOffsetNotation) throws {
        #expect(try OrthogonalOffsetNotation.parse(text, name: "--orthogonal-offset") == expected)
    }

    @Test(arguments: [
        ("150", #"--orthogonal-offset: expected SECTION=OFFSET (a section index, '=', a number), got "150""#),
        ("1=2=3", #"--orthogonal-offset: expected SECTION=OFFSET (a section index, '=', a number), got "1=2=3""#),
        ("=5", #"--orthogonal-offset: expected a section index (a whole number >= 0), got """#),
        ("-1=5", #"--orthogonal-offset: expected a section index (a whole number >= 0), got "-1""#),
        ("1.5=5", #"--orthogonal-offset: expected a section index (a whole number >= 0), got "1.5""#),
        ("99999999999999999999=5", #"--orthogonal-offset: expected a section index (a whole number >= 0), got "99999999999999999999""#),
        ("1=", #"--orthogonal-offset: expected a number for the offset, got """#),
        ("1=nan", #"--orthogonal-offset: expected a number for the offset, got "nan""#),
        ("1=1e999", "--orthogonal-offset: the offset must be finite, got 1e999"),
    ])
    func refused(_ text: String, _ expected: String) {
        do throws(SpecError) {
            let setting = try OrthogonalOffsetNotation.parse(text, name: "--orthogonal-offset")
            Issue.record("\(text) parsed as \(setting)")
        } catch {
            #expect(error.description == expected)
        }
    }

    /// A layout without orthogonal sections refuses every setting, naming the section.
    @Test func sectionThatDoesNotScrollOrthogonallyIsRefused() throws {
        var prepared = try LayoutSpecification(json: SpecDocuments.spec()).prepare()
        do throws(SpecError) {
            try OrthogonalOffsetNotation.apply([OrthogonalOffsetNotation(section: 0, offset: 0)], to: &prepared, name: "--orthogonal-offset")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "--orthogonal-offset: sections[0]: the section does not scroll orthogonally")
        }
    }

    /// A section given twice is refused before anything is applied.
    @Test func repeatedSectionIsRefused() throws {
        var prepared = try LayoutSpecification(json: SpecDocuments.spec()).prepare()
        let settings = [OrthogonalOffsetNotation(section: 3, offset: 1), OrthogonalOffsetNotation(section: 3, offset: 2)]
        do throws(SpecError) {
            try OrthogonalOffsetNotation.apply(settings, to: &prepared, name: "--orthogonal-offset")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "--orthogonal-offset: section 3 is given more than once")
        }
    }

    @Test func noSettingsLeaveTheLayoutAlone() throws {
        var prepared = try LayoutSpecification(json: SpecDocuments.spec()).prepare()
        let before = prepared.allElements(visibleBounds: nil)
        try OrthogonalOffsetNotation.apply([], to: &prepared, name: "--orthogonal-offset")
        #expect(prepared.allElements(visibleBounds: nil) == before)
    }
}
