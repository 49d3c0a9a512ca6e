import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct ConfidenceIntervalTests {
    @Test func containsItsBoundsAndNothingOutside() {
        let interval = ConfidenceInterval(lower: 1.5, upper: 2.5, level: 0.95)
        #expect(interval.contains(1.5))
        #expect(interval.contains(2))
        #expect(interval.contains(2.5))
        #expect(!interval.contains(1.4999))
        #expect(!interval.contains(2.5001))
        #expect(!interval.contains(.nan))
    }

    @Test func infiniteBoundsAreOrdered() {
        let interval = ConfidenceInterval(lower: 3, upper: .infinity, level: 0.9)
        #expect(interval.contains(.infinity))
        #expect(interval.contains(1e300))
        #expect(!interval.contains(2))
    }

    @Test func roundTripsThroughJSON() throws {
        let interval = ConfidenceInterval(lower: 0.25, upper: 4, level: 0.95)
        let json = try JSONTestCoding.encode(interval)
        #expect(json == #"{"level":0.95,"lower":0.25,"upper":4}"#)
        #expect(try JSONTestCoding.decode(ConfidenceInterval.self, from: json) == interval)
    }
}
