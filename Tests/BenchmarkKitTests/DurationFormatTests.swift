import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct DurationFormatTests {
    @Test(arguments: [
        (812.0, "812 ns"), (2_310.0, "2.31 µs"), (1_520_000.0, "1.52 ms"), (3_040_000_000.0, "3.04 s"),
        (9.876, "9.88 ns"), (45.0, "45.0 ns"), (Double.nan, "n/a"),
    ])
    func nanoseconds(value: Double, expected: String) {
        #expect(DurationFormat.nanoseconds(value) == expected)
    }

    @Test func ratiosAndFixedDecimals() {
        #expect(DurationFormat.ratio(4530.4) == "4530x")
        #expect(DurationFormat.ratio(1.004) == "1.00x")
        #expect(DurationFormat.fixed(-0.004, decimals: 2) == "0.00")
        #expect(DurationFormat.fixed(-1.25, decimals: 1) == "-1.3")
        #expect(DurationFormat.fixed(0.05, decimals: 2) == "0.05")
    }
}
