import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct FoldedStacksTests {
    @Test func equalStacksAreSummedAndSortedByText() {
        let stacks = FoldedStacks([
            .init(frames: ["main", "b"], count: 2),
            .init(frames: ["main", "a", "x"], count: 1),
            .init(frames: ["main", "b"], count: 3),
            .init(frames: ["main"], count: 4),
            .init(frames: [], count: 9),
            .init(frames: ["zero"], count: 0),
        ])
        #expect(stacks.sampleCount == 10)
        #expect(stacks.text == "main 4\nmain;a;x 1\nmain;b 5\n")
    }

    @Test func textRoundTrips() throws {
        let text = "app;generic specialization <Swift.Int> of Array.append(_:);leaf 12\napp;main 3\n"
        let stacks = try FoldedStacks(parsing: text)
        #expect(stacks.stacks.map(\.frames) == [["app", "generic specialization <Swift.Int> of Array.append(_:)", "leaf"], ["app", "main"]])
        #expect(stacks.text == text)
    }

    /// Brendan Gregg's tools write unsorted, repeated lines; blank lines, CRLF
    /// and a tab before the count are accepted too.
    @Test func lenientReading() throws {
        let stacks = try FoldedStacks(parsing: "b;c 1\r\n\r\na;b 2\n  b;c\t4  \nb;c 5")
        #expect(stacks.text == "a;b 2\nb;c 10\n")
    }

    @Test(arguments: [
        ("", ProfileInputError(#"the input is empty: expected folded stacks ("frame;frame;...;frame count" per line)"#)),
        ("\n \r\n", ProfileInputError(#"the input is empty: expected folded stacks ("frame;frame;...;frame count" per line)"#)),
        ("main;a 1\nmain;b\n", ProfileInputError(line: 2, #"expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "main;b""#)),
        ("main;a 0\n", ProfileInputError(line: 1, #"expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "main;a 0""#)),
        ("main;a -3\n", ProfileInputError(line: 1, #"expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "main;a -3""#)),
        ("main;a 2.5\n", ProfileInputError(line: 1, #"expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "main;a 2.5""#)),
        ("main;a 99999999999999999999\n",
         ProfileInputError(line: 1, #"expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "main;a 99999999999999999999""#)),
        ("main;a 1000000000001\n", ProfileInputError(line: 1, "1000000000001 samples is more than the 1000000000000 a line may hold")),
        ("<svg>\n", ProfileInputError(line: 1, #"expected "frame;frame;...;frame count" (a stack, a space, a number of samples > 0), got "<svg>""#)),
    ])
    func refusals(_ text: String, _ error: ProfileInputError) {
        #expect(throws: error) { try FoldedStacks(parsing: text) }
    }
}
