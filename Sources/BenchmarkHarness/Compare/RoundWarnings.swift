/// The warning of a comparison whose cases have one run (round) per side.
enum RoundWarnings {
    /// `every case has one round per side: ...`, or `3 of 48 cases have ...`
    /// followed by at most five of their names.
    /// - Complexity: O(names)
    static func singleRound(_ names: [String], of total: Int) -> String {
        let which = names.count == total
            ? "every case has one round (run) per side"
            : "\(names.count) of \(total) cases have one round (run) per side (\(ResultCompatibility.list(names)))"
        return which + ": their verdicts rest on the samples of one process each, which cannot show how runs differ "
            + "(on a busy machine an A/A comparison of single runs called 15% of cases changed); "
            + "for verdicts to trust, compare rounds: scripts/compare-branches.sh, or layout-bench merge of several runs per side"
    }
}
