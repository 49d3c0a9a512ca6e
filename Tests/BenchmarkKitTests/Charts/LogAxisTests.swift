import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct LogAxisTests {
    @Test func decadesCoverTheData() {
        let axis = LogAxis(covering: [150, 2_000_000, 3_000], from: 0, to: 500)
        #expect(axis.decades == 2...7)
    }

    @Test func exactPowersOfTenAreTheirOwnDecade() {
        // log10(1000) must not round to 2.9999... and widen the axis.
        let axis = LogAxis(covering: [100, 1_000, 1_000_000], from: 0, to: 1)
        #expect(axis.decades == 2...6)
    }

    @Test func aSingleValueSitsInTheMiddleOfThreeDecades() {
        let axis = LogAxis(covering: [100, 100], from: 0, to: 200)
        #expect(axis.decades == 1...3)
        #expect(axis.position(of: 100) == 100)
    }

    @Test func valuesWithinOneDecadeGetThatDecade() {
        #expect(LogAxis(covering: [150, 180], from: 0, to: 1).decades == 2...3)
    }

    @Test func unusableValuesAreIgnored() {
        #expect(LogAxis(covering: [0, -5, .infinity, .nan, 50], from: 0, to: 1).decades == 1...2)
        #expect(LogAxis(covering: [], from: 0, to: 1).decades == 0...1)
    }

    @Test func positionsAreLinearInTheLogarithm() {
        let axis = LogAxis(lowerDecade: 2, upperDecade: 6, start: 400, end: 0)
        #expect(axis.position(of: 100) == 400)
        #expect(axis.position(of: 1_000_000) == 0)
        #expect(abs(axis.position(of: 10_000) - 200) < 1e-9)
        // Every decade is the same distance: 100 px here.
        #expect(abs(axis.position(of: 1_000) - axis.position(of: 10_000) - 100) < 1e-9)
        #expect(abs(axis.position(of: 2_000) - axis.position(of: 20_000) - 100) < 1e-9)
        #expect(axis.position(ofDecade: 3) == 300)
    }

    @Test func valuesOutsideTheAxisAreClamped() {
        let axis = LogAxis(lowerDecade: 0, upperDecade: 2, start: 10, end: 110)
        #expect(axis.position(of: 0) == 10)
        #expect(axis.position(of: -3) == 10)
        #expect(axis.position(of: 0.001) == 10)
        #expect(axis.position(of: .infinity) == 110)
    }
}

@Suite struct DecadeLabelTests {
    @Test func counts() {
        #expect((0...10).map(DecadeLabel.count.text) == ["1", "10", "100", "1k", "10k", "100k", "1M", "10M", "100M", "1G", "10G"])
    }

    @Test func nanoseconds() {
        #expect((-1...10).map(DecadeLabel.nanoseconds.text) == [
            "0.1 ns", "1 ns", "10 ns", "100 ns", "1 µs", "10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s", "10 s",
        ])
        #expect(DecadeLabel.nanoseconds.text(12) == "1,000 s")
    }

    @Test func ratios() {
        #expect((-2...5).map(DecadeLabel.ratio.text) == ["0.01x", "0.1x", "1x", "10x", "100x", "1,000x", "10,000x", "100,000x"])
    }
}

@Suite struct SVGTextTests {
    @Test func escapesMarkupAndQuotes() {
        #expect(XMLText.escaped(#"a<b & "c" 'd'>"#) == "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;")
        #expect(XMLText.escaped("bell\u{7}") == "bell\u{FFFD}")
        #expect(XMLText.escaped("µs · 1k") == "µs · 1k")
    }

    @Test func numbersHaveTwoDecimalsAtMost() {
        #expect(SVGText.number(12) == "12")
        #expect(SVGText.number(12.5) == "12.5")
        #expect(SVGText.number(12.25) == "12.25")
        #expect(SVGText.number(1.0 / 3) == "0.33")
        #expect(SVGText.number(-0.001) == "0")
        #expect(SVGText.number(-4.5) == "-4.5")
    }
}
