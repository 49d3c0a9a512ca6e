/// The ranks of two samples in their pooled order, as the Mann-Whitney U test
/// needs them: tied values share the mean of the ranks they span (midranks).
struct PooledRanks {
    /// The sum of the 1-based midranks of the first sample's values.
    let firstRankSum: Double
    /// Σ (t³ - t) over the groups of t tied values in the pooled sample, the
    /// tie correction of the U statistic's variance (0 without ties).
    let tieTerm: Double
    /// Whether any value occurs more than once in the pooled sample.
    var hasTies: Bool { tieTerm > 0 }

    /// Ranks `first` and `second` together.
    /// - Precondition: neither contains NaN.
    /// - Complexity: O((n1 + n2) log(n1 + n2))
    init(_ first: [Double], _ second: [Double]) {
        precondition(!first.contains(where: \.isNaN) && !second.contains(where: \.isNaN), "NaN cannot be ranked")
        var pooled = first.map { (value: $0, isFirst: true) } + second.map { (value: $0, isFirst: false) }
        pooled.sort { $0.value < $1.value }
        var rankSum = 0.0, tieTerm = 0.0
        var start = 0
        while start < pooled.count {
            // pooled[start..<end] are the values equal to pooled[start], ranks start + 1 ... end.
            var end = start + 1, firstInGroup = pooled[start].isFirst ? 1 : 0
            while end < pooled.count && pooled[end].value == pooled[start].value {
                if pooled[end].isFirst { firstInGroup += 1 }
                end += 1
            }
            let size = Double(end - start)
            rankSum += Double(firstInGroup) * Double(start + 1 + end) / 2
            tieTerm += size * size * size - size
            start = end
        }
        firstRankSum = rankSum
        self.tieTerm = tieTerm
    }
}
