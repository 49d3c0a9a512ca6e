import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct TextTableTests {
    @Test func alignsFirstColumnLeftAndOthersRight() {
        var table = TextTable(headers: ["layout", "time"])
        table.append(["flow", "1 ns"])
        table.append(["waterfall", "12.5 µs"])
        #expect(table.render() == """
        layout        time
        ---------  -------
        flow          1 ns
        waterfall  12.5 µs
        """)
    }
}
