import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct TopFunctionsTests {
    /// `a` recurses (three times in one stack) and is both caller and leaf.
    static let recursive = """
    main;a;b 5
    main;a;a;a;c 3
    main;b;a 2
    main 1
    """

    @Test func selfAndTotalSamples() throws {
        let top = TopFunctions(try FoldedStacks(parsing: Self.recursive))
        #expect(top.sampleCount == 11 && top.stackCount == 4)
        #expect(top.entries == [
            .init(name: "a", selfSamples: 2, totalSamples: 10),
            .init(name: "b", selfSamples: 5, totalSamples: 7),
            .init(name: "c", selfSamples: 3, totalSamples: 3),
            .init(name: "main", selfSamples: 1, totalSamples: 11),
        ])
        #expect(top.bySelfSamples(limit: 10).map(\.name) == ["b", "c", "a", "main"])
        #expect(top.byTotalSamples(limit: 2).map(\.name) == ["main", "a"])
    }

    /// Ties are broken by name; functions never at a leaf have no self row.
    @Test func tiesAndCallersOnly() throws {
        let top = TopFunctions(try FoldedStacks(parsing: "root;y 2\nroot;x 2\n"))
        #expect(top.bySelfSamples(limit: 5).map(\.name) == ["x", "y"])
        #expect(top.byTotalSamples(limit: 5).map(\.name) == ["root", "x", "y"])
    }

    @Test func report() throws {
        let report = TopFunctions(try FoldedStacks(parsing: Self.recursive)).report(limit: 3)
        #expect(report == """
        11 samples in 4 distinct stacks, 4 functions

        Top 3 functions by self samples (the sample was taken in the function itself)
        self  self %  total  total %  function
           5  45.45%      7   63.64%  b
           3  27.27%      3   27.27%  c
           2  18.18%     10   90.91%  a

        Top 3 functions by total samples (the function was on the stack; recursion counted once)
        total  total %  self  self %  function
           11  100.00%     1   9.09%  main
           10   90.91%     2  18.18%  a
            7   63.64%     5  45.45%  b

        """)
    }
}
