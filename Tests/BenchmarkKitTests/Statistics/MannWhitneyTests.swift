import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

/// Reference values come from scipy 1.17.1. Each comment gives the command;
/// it prints the statistic (U1) and the p-value, e.g.
/// `python3 -c "from scipy.stats import mannwhitneyu; print(mannwhitneyu(A, B, alternative='two-sided', method='exact'))"`
/// with A and B the two samples as Python lists.
@Suite struct MannWhitneyTests {
    /// `actual` equals `expected` to `tolerance` relative error.
    static func close(_ actual: Double, _ expected: Double, tolerance: Double = 1e-12) -> Bool {
        abs(actual - expected) <= tolerance * abs(expected)
    }

    @Test func smallSamplesWithoutTiesUseTheExactDistribution() {
        // mannwhitneyu([1.1, 3.4, 2.2, 5.0, 0.7], [4.1, 6.3, 5.5, 7.2, 3.9, 8.8],
        //     alternative='two-sided', method='exact') -> statistic 2.0, pvalue 0.017316017316017316
        // (method='asymptotic' gives 0.022478873366125265).
        let result = MannWhitney.test([1.1, 3.4, 2.2, 5.0, 0.7], [4.1, 6.3, 5.5, 7.2, 3.9, 8.8])
        #expect(result.method == .exact)
        #expect(result.u == 2)
        #expect(Self.close(result.pValue, 0.017316017316017316))
    }

    @Test func mediumSamplesOfDifferentSizesUseTheExactDistribution() {
        // A = [(i*17) % 45 for i in range(20)], B = [(i*17) % 45 + 0.5 for i in range(20, 45)]:
        // method='exact' -> statistic 205.0, pvalue 0.3127260040336079.
        let first = (0..<20).map { Double(($0 * 17) % 45) }
        let second = (20..<45).map { Double(($0 * 17) % 45) + 0.5 }
        let result = MannWhitney.test(first, second)
        #expect(result == MannWhitneyResult(u: 205, pValue: result.pValue, method: .exact))
        #expect(Self.close(result.pValue, 0.3127260040336079))
    }

    @Test func fiftyAgainstFiftyIsStillExact() {
        // A = [2*i for i in range(50)], B = [2*i+31 for i in range(50)]:
        // method='exact' -> statistic 595.0, pvalue 3.384906984836043e-06.
        let first = (0..<50).map { Double(2 * $0) }
        let second = (0..<50).map { Double(2 * $0 + 31) }
        let result = MannWhitney.test(first, second)
        #expect(result.method == .exact)
        #expect(result.u == 595)
        #expect(Self.close(result.pValue, 3.384906984836043e-06))
    }

    @Test func moreThanFiftyUsesTheNormalApproximation() {
        // A = [2*i for i in range(51)], B = [2*i+31 for i in range(50)]:
        // method='asymptotic' -> statistic 630.0, pvalue 1.1995285782570529e-05.
        let first = (0..<51).map { Double(2 * $0) }
        let second = (0..<50).map { Double(2 * $0 + 31) }
        let result = MannWhitney.test(first, second)
        #expect(result.method == .normal)
        #expect(result.u == 630)
        #expect(Self.close(result.pValue, 1.1995285782570529e-05))

        // A = [(i*37 % 101) + 0.25 for i in range(60)], B = [(i*53 % 103) + 3.5 for i in range(55)]
        // (no ties): method='asymptotic' -> statistic 1620.0, pvalue 0.8688115227744797.
        let large = MannWhitney.test(
            (0..<60).map { Double($0 * 37 % 101) + 0.25 }, (0..<55).map { Double($0 * 53 % 103) + 3.5 })
        #expect(large.method == .normal)
        #expect(large.u == 1620)
        #expect(Self.close(large.pValue, 0.8688115227744797))
    }

    @Test func tiesUseTheNormalApproximationWithTieCorrection() {
        // mannwhitneyu([1,2,2,3,4,4,4,5], [3,3,4,5,5,6,7,7,8], alternative='two-sided',
        //     method='asymptotic') -> statistic 12.5, pvalue 0.025038562186147927.
        let result = MannWhitney.test([1, 2, 2, 3, 4, 4, 4, 5], [3, 3, 4, 5, 5, 6, 7, 7, 8])
        #expect(result.method == .normal)
        #expect(result.u == 12.5)
        #expect(Self.close(result.pValue, 0.025038562186147927))

        // mannwhitneyu([5,3,3], [3,3,3,3], alternative='two-sided', method='asymptotic')
        //     -> statistic 8.0, pvalue 0.3864762307712327.
        let mostlyTied = MannWhitney.test([5, 3, 3], [3, 3, 3, 3])
        #expect(mostlyTied.u == 8)
        #expect(Self.close(mostlyTied.pValue, 0.3864762307712327))
    }

    @Test func identicalSamplesGivePOne() {
        // mannwhitneyu([1,2,3,4,5], [1,2,3,4,5], alternative='two-sided', method='asymptotic')
        //     -> statistic 12.5, pvalue 1.0.
        #expect(MannWhitney.test([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]) == MannWhitneyResult(u: 12.5, pValue: 1, method: .normal))
        // mannwhitneyu([1, 4], [2, 3], alternative='two-sided', method='exact') -> statistic 2.0, pvalue 1.0.
        #expect(MannWhitney.test([1, 4], [2, 3]) == MannWhitneyResult(u: 2, pValue: 1, method: .exact))
    }

    @Test func allValuesEqualGivePOneWithoutDividingByZero() {
        // mannwhitneyu([3,3,3], [3,3,3,3], alternative='two-sided', method='asymptotic')
        //     -> statistic 6.0, pvalue 1.0 (the variance is 0).
        #expect(MannWhitney.test([3, 3, 3], [3, 3, 3, 3]) == MannWhitneyResult(u: 6, pValue: 1, method: .normal))
        #expect(MannWhitney.test([7], [7]) == MannWhitneyResult(u: 0.5, pValue: 1, method: .normal))
    }

    @Test func completelySeparatedSamples() {
        // mannwhitneyu([1,2,3,4,5], [6,7,8,9,10], alternative='two-sided', method='exact')
        //     -> statistic 0.0, pvalue 0.007936507936507936 (= 2 / C(10, 5)).
        let small = MannWhitney.test([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])
        #expect(small.method == .exact)
        #expect(small.u == 0)
        #expect(Self.close(small.pValue, 0.007936507936507936))

        // A = list(range(30, 60)), B = list(range(0, 30)): method='exact'
        //     -> statistic 900.0, pvalue 1.691123389214474e-17 (= 2 / C(60, 30)).
        let exact = MannWhitney.test((30..<60).map(Double.init), (0..<30).map(Double.init))
        #expect(exact.method == .exact)
        #expect(exact.u == 900)
        #expect(Self.close(exact.pValue, 1.691123389214474e-17))

        // A = list(range(60)), B = [x + 100 for x in range(60)]: method='asymptotic'
        //     -> statistic 0.0, pvalue 3.5565709749847226e-21.
        let normal = MannWhitney.test((0..<60).map(Double.init), (100..<160).map(Double.init))
        #expect(normal.method == .normal)
        #expect(normal.u == 0)
        #expect(Self.close(normal.pValue, 3.5565709749847226e-21, tolerance: 1e-9))
    }

    @Test func unequalSizesAndSwappedSamples() {
        // mannwhitneyu([1.0, 2.0], [3.0], alternative='two-sided', method='exact')
        //     -> statistic 0.0, pvalue 0.6666666666666666.
        let result = MannWhitney.test([1, 2], [3])
        #expect(result == MannWhitneyResult(u: 0, pValue: result.pValue, method: .exact))
        #expect(Self.close(result.pValue, 0.6666666666666666))
        // Swapping the samples gives U2 = n1·n2 - U1 and the same two-sided p-value.
        let swapped = MannWhitney.test([3], [1, 2])
        #expect(swapped.u == 2)
        #expect(swapped.pValue == result.pValue)
    }

    @Test func resultRoundTripsThroughJSON() throws {
        let result = MannWhitneyResult(u: 12.5, pValue: 0.25, method: .normal)
        let json = try JSONTestCoding.encode(result)
        #expect(json == #"{"method":"normal","pValue":0.25,"u":12.5}"#)
        #expect(try JSONTestCoding.decode(MannWhitneyResult.self, from: json) == result)
    }
}
