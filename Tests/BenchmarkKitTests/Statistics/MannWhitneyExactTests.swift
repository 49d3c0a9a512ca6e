import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct MannWhitneyExactTests {
    /// The null distribution of U by enumerating every placement of the first
    /// sample's m values among the m + n ranks: counts[u] orders have U = u.
    static func enumeratedCounts(_ m: Int, _ n: Int) -> [Int] {
        var counts = [Int](repeating: 0, count: m * n + 1)
        for mask in 0..<(1 << (m + n)) where mask.nonzeroBitCount == m {
            // Scanning ranks upwards, each first-sample rank beats the second-sample ranks below it.
            var u = 0, secondBelow = 0
            for rank in 0..<(m + n) {
                if mask & (1 << rank) != 0 { u += secondBelow } else { secondBelow += 1 }
            }
            counts[u] += 1
        }
        return counts
    }

    @Test(arguments: [(1, 1), (1, 4), (3, 4), (4, 3), (5, 5), (2, 9), (6, 7)])
    func lowerTailMatchesEnumeration(m: Int, n: Int) {
        let counts = Self.enumeratedCounts(m, n)
        let total = Double(counts.reduce(0, +))
        var cumulative = 0
        for u in 0...(m * n) {
            cumulative += counts[u]
            let expected = Double(cumulative) / total
            #expect(abs(MannWhitneyExact.lowerTail(u, m, n) - expected) <= 1e-15 * expected, "m \(m), n \(n), u \(u)")
        }
        #expect(MannWhitneyExact.lowerTail(-1, m, n) == 0)
    }

    // C(100, 50) from `python3 -c "from math import comb; print(float(comb(100, 50)))"`.
    @Test func binomialCoefficients() {
        #expect(MannWhitneyExact.binomial(10, 5) == 252)
        #expect(MannWhitneyExact.binomial(7, 0) == 1)
        #expect(abs(MannWhitneyExact.binomial(100, 50) / 1.008913445455642e29 - 1) < 1e-13)
    }

    @Test func fiftyByFiftyAtTheMedianOfU() {
        // The largest exact case, at the median of U, where the tail is widest.
        let tail = MannWhitneyExact.lowerTail(1250, 50, 50)
        #expect(tail > 0.5 && tail < 0.51)
    }
}
