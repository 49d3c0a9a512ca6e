/// How well time grows like one `ComplexityClass`, fitted by least squares as
/// google/benchmark does (src/complexity.cc, `MinimalLeastSq` and
/// `ComputeBigO`): for a candidate g, the coefficient minimising
/// Σ (t - c·g(n))² is c = Σ t·g(n) / Σ g(n)², the fit's error is the
/// root-mean-square residual sqrt(Σ (t - c·g(n))² / N), and dividing it by
/// the mean time makes candidates comparable; the best candidate has the
/// smallest normalised RMS.
///
/// The residuals are not weighted, so the largest n, with the largest times,
/// dominate the fit, as in google/benchmark.
/// - Complexity: O(1) storage; fitting costs O(N) for N points.
public struct ComplexityFit: Codable, Sendable, Equatable {
    /// The fitted growth rate.
    public var complexity: ComplexityClass
    /// The least-squares coefficient c of time ≈ c·g(n), in the time unit.
    public var coefficient: Double
    /// The RMS residual divided by the mean time (lower is a better fit).
    public var normalizedRMS: Double

    /// Creates a fit.
    /// - Complexity: O(1)
    public init(complexity: ComplexityClass, coefficient: Double, normalizedRMS: Double) {
        self.complexity = complexity
        self.coefficient = coefficient
        self.normalizedRMS = normalizedRMS
    }

    /// Fit one class to (n, time) points (several points per n allowed).
    ///
    /// If g is 0 at every point (only `.logarithmic` at n = 1) no coefficient
    /// fits better than another, so it is 0 rather than 0/0 and the residuals
    /// are the times themselves. The RMS is normalised by the magnitude of the
    /// mean time; when that mean is 0 the normalised RMS is 0 for a perfect fit
    /// and +infinity otherwise. Inputs are not checked: non-finite values give
    /// non-finite results (`best(_:)` refuses them).
    /// - Precondition: `points` is not empty.
    /// - Complexity: O(N) for N points.
    public static func fit(_ points: [(n: Double, time: Double)], as complexity: ComplexityClass) -> ComplexityFit {
        precondition(!points.isEmpty, "a fit needs at least one point")
        var sumTimeGrowth = 0.0, sumGrowthSquared = 0.0, sumTime = 0.0
        for point in points {
            let growth = complexity.value(at: point.n)
            sumTimeGrowth += point.time * growth
            sumGrowthSquared += growth * growth
            sumTime += point.time
        }
        let coefficient = sumGrowthSquared > 0 ? sumTimeGrowth / sumGrowthSquared : 0
        var sumResidualSquared = 0.0
        for point in points {
            let residual = point.time - coefficient * complexity.value(at: point.n)
            sumResidualSquared += residual * residual
        }
        let count = Double(points.count)
        let rms = (sumResidualSquared / count).squareRoot()
        let mean = abs(sumTime / count)
        let normalized = mean > 0 ? rms / mean : (rms == 0 ? 0 : .infinity)
        return ComplexityFit(complexity: complexity, coefficient: coefficient, normalizedRMS: normalized)
    }

    /// The best class: the candidate, in `ComplexityClass.allCases` order,
    /// with the lowest normalised RMS; on equal RMS the simpler (earlier)
    /// class wins. nil when there are fewer than 2 distinct n, or any n < 1,
    /// or a non-finite value.
    /// - Complexity: O(N) for N points (five fits and a set of the n).
    public static func best(_ points: [(n: Double, time: Double)]) -> ComplexityFit? {
        guard points.allSatisfy({ $0.n.isFinite && $0.time.isFinite && $0.n >= 1 }),
              Set(points.map(\.n)).count >= 2
        else { return nil }
        let fits = ComplexityClass.allCases.map { fit(points, as: $0) }
        return fits.dropFirst().reduce(fits[0]) { best, next in next.normalizedRMS < best.normalizedRMS ? next : best }
    }
}
