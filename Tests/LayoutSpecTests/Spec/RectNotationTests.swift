import CollectionLayout
import LayoutSpec
import Testing

/// `X,Y,W,H` on the command line: four finite numbers, width and height >= 0.
@Suite struct RectNotationTests {
    @Test(arguments: [
        ("0,0,390,844", Rect(x: 0, y: 0, width: 390, height: 844)),
        ("-10.5, 20 ,0,1e3", Rect(x: -10.5, y: 20, width: 0, height: 1000)),
        ("+1,.5,2.,3", Rect(x: 1, y: 0.5, width: 2, height: 3)),
    ])
    func accepted(_ text: String, _ expected: Rect) throws {
        #expect(try RectNotation.parse(text, name: "--rect") == expected)
    }

    @Test(arguments: [
        ("0,0,1", #"--rect: expected X,Y,W,H (four numbers separated by commas), got "0,0,1""#),
        ("0,0,1,1,1", #"--rect: expected X,Y,W,H (four numbers separated by commas), got "0,0,1,1,1""#),
        ("", #"--rect: expected X,Y,W,H (four numbers separated by commas), got """#),
        ("0,,1,1", #"--rect: expected a number for y, got """#),
        ("a,0,1,1", #"--rect: expected a number for x, got "a""#),
        ("0,0,nan,1", #"--rect: expected a number for width, got "nan""#),
        ("0,0,inf,1", #"--rect: expected a number for width, got "inf""#),
        ("0,0,0x10,1", #"--rect: expected a number for width, got "0x10""#),
        ("0,0,1,1.2.3", #"--rect: expected a number for height, got "1.2.3""#),
        ("1e999,0,1,1", "--rect: x must be finite, got 1e999"),
        ("0,-1e400,1,1", "--rect: y must be finite, got -1e400"),
        ("0,0,-1,1", "--rect: width must be >= 0, got -1.0"),
        ("0,0,1,-0.5", "--rect: height must be >= 0, got -0.5"),
    ])
    func refused(_ text: String, _ expected: String) {
        do throws(SpecError) {
            let rect = try RectNotation.parse(text, name: "--rect")
            Issue.record("\(text) parsed as \(rect)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func textRoundTrips() throws {
        let rect = Rect(x: -0.0, y: 1.5, width: 1.0 / 3, height: 1e-5)
        #expect(RectNotation.text(rect) == "0.0,1.5,0.3333333333333333,1e-05")
        #expect(try RectNotation.parse(RectNotation.text(rect), name: "r") == Rect(x: 0, y: 1.5, width: 1.0 / 3, height: 1e-5))
    }
}
