/// The outcome of a two-sided Mann-Whitney U test, as written to the JSON
/// result files.
/// - Complexity: O(1) storage.
public struct MannWhitneyResult: Codable, Sendable, Equatable {
    /// The U statistic of the first sample, U1 = R1 - n1(n1 + 1)/2 with R1 the
    /// sum of its midranks in the pooled sample (scipy's convention): the
    /// number of pairs in which the first sample's value is larger, ties
    /// counting one half.
    public var u: Double
    /// The two-sided p-value, in [0, 1].
    public var pValue: Double
    /// How the p-value was computed.
    public var method: Method

    /// How a p-value was computed.
    /// - Complexity: O(1) storage.
    public enum Method: String, Codable, Sendable {
        /// From the exact null distribution of U (no ties, small samples).
        case exact
        /// From the normal approximation with tie and continuity corrections.
        case normal
    }

    /// Creates a result.
    /// - Complexity: O(1)
    public init(u: Double, pValue: Double, method: Method) {
        self.u = u
        self.pValue = pValue
        self.method = method
    }
}

/// The Mann-Whitney U test (Mann and Whitney, Ann. Math. Statist. 18, 1947):
/// whether one sample tends to hold larger values than the other, without
/// assuming a distribution, which suits skewed timing samples.
///
/// It follows `scipy.stats.mannwhitneyu(first, second, alternative='two-sided')`:
/// the p-value is 2·P(U >= max(U1, U2)) under the null hypothesis, clipped to 1,
/// with U2 = n1·n2 - U1.
/// - Complexity: See `test(_:_:)`.
public enum MannWhitney {
    /// The largest sample size for which the exact distribution is used
    /// (when there are no ties): 50, where the exact computation takes at
    /// most about 1.6 million additions.
    public static let exactSampleLimit = 50

    /// Two-sided Mann-Whitney U test.
    ///
    /// When no value occurs twice in the pooled sample and both samples have
    /// at most `exactSampleLimit` values, the p-value comes from the exact
    /// distribution of U (scipy's method='exact'). Otherwise it comes from the
    /// normal approximation (scipy's method='asymptotic'): mean n1·n2/2,
    /// variance n1·n2/12 · ((n + 1) - Σ(t³ - t)/(n(n - 1))) over the groups of
    /// t tied values, and a continuity correction of 1/2 towards the mean.
    /// When the variance is 0 (every value equal) the samples cannot be told
    /// apart and the p-value is 1.
    /// - Precondition: both samples are non-empty and contain no NaN.
    /// - Complexity: O(n log n) for n = n1 + n2 values, plus, for the exact
    ///   method, O(n1 · n2 · min(U1, U2)).
    public static func test(_ first: [Double], _ second: [Double]) -> MannWhitneyResult {
        precondition(!first.isEmpty && !second.isEmpty, "the Mann-Whitney test needs two non-empty samples")
        let ranks = PooledRanks(first, second)
        let n1 = Double(first.count), n2 = Double(second.count)
        let u1 = ranks.firstRankSum - n1 * (n1 + 1) / 2
        let u2 = n1 * n2 - u1

        if !ranks.hasTies && first.count <= exactSampleLimit && second.count <= exactSampleLimit {
            // Without ties U1 is an integer; P(U >= max) = P(U <= min) by symmetry.
            let tail = MannWhitneyExact.lowerTail(Int(Swift.min(u1, u2)), first.count, second.count)
            return MannWhitneyResult(u: u1, pValue: Swift.min(1, 2 * tail), method: .exact)
        }

        let n = n1 + n2
        let variance = n1 * n2 / 12 * ((n + 1) - ranks.tieTerm / (n * (n - 1)))
        guard variance > 0 else { return MannWhitneyResult(u: u1, pValue: 1, method: .normal) }
        let z = (Swift.max(u1, u2) - n1 * n2 / 2 - 0.5) / variance.squareRoot()
        return MannWhitneyResult(u: u1, pValue: Swift.min(1, 2 * StandardNormal.survival(z)), method: .normal)
    }
}
