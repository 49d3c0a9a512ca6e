/// The machine's noise floor as one comparison measures it: how much the
/// rounds of a case move against each other when the code does not change,
/// fitted over all the cases of the comparison (`VariancePrior`), separately
/// for paired rounds (the spread of ln(new_k/old_k)) and unpaired ones (the
/// spread of one side's ln(time_k) around its mean, `ComparedCase.roundTime`).
///
/// It is used, as the prior of every case's round variance (a case whose
/// three rounds agree by chance is not taken for a certain change), and
/// shown, in the summary line and the Markdown diff, so that a reader knows
/// what size of change the machine could show at all.
/// - Complexity: O(1) storage.
public struct NoiseFloor: Sendable, Equatable {
    /// The prior of paired contrasts (`VariancePrior.none` when not fitted).
    public var paired: VariancePrior
    /// The prior of unpaired contrasts.
    public var unpaired: VariancePrior
    /// How many cases were compared round by round, paired and unpaired.
    public var pairedCases: Int, unpairedCases: Int

    /// Fits the priors to the contrasts of a comparison's cases.
    /// - Complexity: O(contrasts)
    public init(_ contrasts: [RoundContrast]) {
        func fit(_ group: [RoundContrast]) -> VariancePrior {
            group.isEmpty ? .none : VariancePrior.fit(variances: group.map(\.variance), degreesOfFreedom: group.map(\.degreesOfFreedom))
        }
        let paired = contrasts.filter(\.isPaired), unpaired = contrasts.filter { !$0.isPaired }
        self.paired = fit(paired)
        self.unpaired = fit(unpaired)
        pairedCases = paired.count
        unpairedCases = unpaired.count
    }

    /// The prior for `contrast`.
    /// - Complexity: O(1)
    public func prior(for contrast: RoundContrast) -> VariancePrior {
        contrast.isPaired ? paired : unpaired
    }

    /// `noise floor ±2.3% between paired rounds`, for the summary line; `nil`
    /// when no case was compared by rounds or no prior could be fitted.
    /// - Complexity: O(1)
    public var summary: String? {
        var parts: [String] = []
        if paired.estimates > 0 { parts.append("noise floor ±\(Self.percent(paired)) between paired rounds") }
        if unpaired.estimates > 0 { parts.append("±\(Self.percent(unpaired)) between unpaired rounds") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// What the noise floor is and how it was used, in sentences, for the
    /// Markdown diff; empty when no case was compared by rounds.
    /// - Complexity: O(1)
    public var explanation: [String] {
        var lines: [String] = []
        for (label, prior, cases) in [("paired", paired, pairedCases), ("unpaired", unpaired, unpairedCases)] where cases > 0 {
            guard prior.estimates > 0 else {
                lines.append("Noise floor (\(label) rounds): not fitted, \(cases) case\(cases == 1 ? "" : "s") compared by rounds, fewer than \(VariancePrior.minimumEstimates) with a round-to-round variance; each case's t test uses its own rounds alone.")
                continue
            }
            let spread = label == "paired" ? "ln(new/old) of round k varies" : "ln(time) of a round varies around its side's mean"
            let weight = "it weighs as \(DurationFormat.significant(prior.degreesOfFreedom)) degrees of freedom in each case's variance"
            lines.append("Noise floor (\(label) rounds): \(spread) by ±\(Self.percent(prior)) (one standard deviation, fitted over \(prior.estimates) cases); \(weight).")
        }
        return lines
    }

    /// The prior's standard deviation of a log ratio, as a percentage.
    private static func percent(_ prior: VariancePrior) -> String {
        DurationFormat.fixed(prior.variance.squareRoot() * 100, decimals: 1) + "%"
    }
}
