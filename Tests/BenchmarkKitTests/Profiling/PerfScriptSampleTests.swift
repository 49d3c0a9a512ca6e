import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct PerfScriptSampleTests {
    @Test(arguments: [
        ("layout-bench  2777  7893.865533:    1001001 cpu-clock: ", "layout-bench"),
        ("layout-bench 2777/2779 [001] 7893.865533: 1001001 cpu-clock:ppp:", "layout-bench"),
        ("Worker 2 4512/4513 [000] 12.500000: 1 cpu-clock:", "Worker 2"),
        ("swift-frontend\t 99\t 1.000001: 250000 task-clock:", "swift-frontend"),
        ("my app 1234 cpu-clock", "my app"),
        ("perf-exec", "perf-exec"),
    ])
    func commandName(_ header: String, _ command: String) {
        #expect(PerfScriptSample.command(inHeader: header[...]) == command)
    }
}
