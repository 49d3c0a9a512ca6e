/// The Benjamini-Hochberg adjustment of p-values for the false-discovery
/// rate (Benjamini and Hochberg, J. R. Statist. Soc. B 57, 1995): a
/// comparison tests every case at once, and at p < 0.05 each, 48 unchanged
/// cases give about two false verdicts by chance alone. Calling a case only
/// when its adjusted p-value (q) is below alpha keeps the expected share of
/// false calls among the calls at most alpha, and when nothing changed at
/// all, the chance of any call at most alpha.
///
/// q of the k-th smallest of m p-values is min over j >= k of p(j) · m / j,
/// at most 1 (the "step-up" form, as R's `p.adjust(method = "BH")`).
public enum FalseDiscoveryRate {
    /// The adjusted p-values, in the order of `pValues`.
    /// - Precondition: every p-value lies in [0, 1].
    /// - Complexity: O(m log m) for m p-values.
    public static func adjusted(_ pValues: [Double]) -> [Double] {
        precondition(pValues.allSatisfy { $0 >= 0 && $0 <= 1 }, "p-values lie in [0, 1]")
        let m = Double(pValues.count)
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = pValues
        var running = 1.0
        for rank in order.indices.reversed() {
            let index = order[rank]
            running = Swift.min(running, pValues[index] * m / Double(rank + 1))
            adjusted[index] = running
        }
        return adjusted
    }
}
