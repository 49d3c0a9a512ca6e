import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct MeasurementSourcesTests {
    @Test func peakResidentSizeParsesVmHWM() {
        let status = "Name:\tbench\nVmPeak:\t  9000 kB\nVmHWM:\t   1234 kB\nVmRSS:\t 1000 kB\n"
        #expect(PeakResidentMemory.kilobytes(named: "VmHWM", in: status) == 1234)
        #expect(PeakResidentMemory.kilobytes(named: "VmSwap", in: status) == nil)
        #expect(PeakResidentMemory.kilobytes(named: "VmHWM", in: "VmHWM: lots\n") == nil)
    }

    /// The peak covers what is resident while 64 MiB are live. Compared with
    /// the resident size read just before, not with the peak before the
    /// allocation: other tests run in parallel in this process, and when they
    /// free memory after the reset, the peak need not grow by 64 MiB.
    @Test func peakResidentSizeSeesALargeAllocation() throws {
        PeakResidentMemory.reset()
        var pages = [UInt8](repeating: 1, count: 64 << 20)
        pages[pages.count - 1] = 2
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let resident = try #require(PeakResidentMemory.kilobytes(named: "VmRSS", in: status)) * 1024
        let peak = try #require(PeakResidentMemory.bytes())
        withExtendedLifetime(pages) {}
        #expect(resident >= 64 << 20)
        #expect(peak >= resident)
    }

    @Test func instructionCounterCountsOrSaysWhyNot() {
        switch InstructionCounter.open() {
        case .success(let counter):
            let before = counter.read()
            var sum = 0
            for value in 0..<100_000 { sum &+= value }
            blackHole(sum)
            #expect(counter.read() > before + 100_000)
        case .failure(let unavailable):
            #expect(unavailable.errorNumber > 0)
            #expect(unavailable.description.hasPrefix("instructions unavailable: "))
        }
    }

    @Test func allocationProbeCountsBytesAndRequests() {
        let allocating = AllocationProbe.measure(iterations: 100) { iterations in
            for index in 0..<iterations { blackHole([Int](repeating: index, count: 1_000)) }
        }
        // The request count is process-wide and other tests run in parallel:
        // at least this thread's one allocation per iteration. Bytes are this
        // thread's own, so exact bounds hold.
        #expect(allocating.allocations >= 1)
        #expect(allocating.bytes >= 8_000 && allocating.bytes < 9_000)
        var reused = [Int](repeating: 0, count: 1_000)
        let reusing = AllocationProbe.measure(iterations: 100) { iterations in
            for index in 0..<iterations { reused[index % 1_000] = index }
            blackHole(reused.count)
        }
        #expect(reusing.bytes == 0)
        // Other threads allocate (the parallel tests, and this one's own
        // thread below), yet an operation that allocated nothing is charged nothing.
        #expect(reusing.allocations == 0)
    }

    /// Requests made by another thread while the operation runs are not the operation's.
    @Test func anotherThreadsAllocationsAreNotCharged() {
        let go = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            go.wait()
            for index in 0..<10_000 { blackHole([Int](repeating: index, count: 100)) }
            finished.signal()
        }
        thread.start()
        var reused = [Int](repeating: 0, count: 1_000)
        let figures = AllocationProbe.measure(iterations: 100) { iterations in
            go.signal()
            for index in 0..<iterations { reused[index % 1_000] = index }
            finished.wait()
            blackHole(reused.count)
        }
        #expect(figures.bytes == 0)
        #expect(figures.allocations == 0)
    }
}
