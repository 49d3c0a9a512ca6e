import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct StandardNormalTests {
    /// Reference values from scipy 1.17.1, each printed by
    /// `python3 -c "from scipy.stats import norm; print(repr(float(norm.cdf(Z))))"`
    /// (or `norm.sf(Z)` for the survival function) with Z the first column.
    static let cdfReferences: [(z: Double, cdf: Double)] = [
        (-8, 6.22096057427174e-16),
        (-1.96, 0.024997895148220435),
        (0, 0.5),
        (1.5, 0.9331927987311419),
    ]
    static let survivalReferences: [(z: Double, survival: Double)] = [
        (-2.5, 0.9937903346742238),
        (3, 0.0013498980316300933),
        (8, 6.22096057427174e-16),
        (10, 7.61985302416047e-24),
    ]

    // In the tails the relative error grows like 2x² ulps of x = z/√2 (erfc's
    // condition number, with z/√2 rounded), so about 7e-15 at |z| = 8: compare
    // to 1e-13 relative.
    @Test func cdfMatchesScipy() {
        for (z, expected) in Self.cdfReferences {
            #expect(abs(StandardNormal.cdf(z) - expected) <= 1e-13 * expected, "Φ(\(z))")
        }
    }

    @Test func survivalMatchesScipyFarIntoTheTail() {
        for (z, expected) in Self.survivalReferences {
            #expect(abs(StandardNormal.survival(z) - expected) <= 1e-13 * expected, "1 - Φ(\(z))")
        }
    }

    @Test func tailsAreSymmetric() {
        for z in stride(from: -6.0, through: 6, by: 0.25) {
            #expect(abs(StandardNormal.cdf(z) - StandardNormal.survival(-z)) < 1e-16)
            #expect(abs(StandardNormal.cdf(z) + StandardNormal.survival(z) - 1) < 1e-15)
        }
        #expect(StandardNormal.cdf(-.infinity) == 0)
        #expect(StandardNormal.survival(-.infinity) == 1)
    }
}
