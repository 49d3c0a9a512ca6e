/// Sample counts and shares as the profiling reports print them.
enum SampleCountFormat {
    /// `count` with thousands separated by commas: `12,345`.
    /// - Complexity: O(digits)
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }

    /// `part` as a percentage of `whole` with two decimals: `12.34%`
    /// (`0.00%` when `whole` is 0).
    /// - Complexity: O(1)
    static func percentage(_ part: Int, of whole: Int) -> String {
        DurationFormat.fixed(whole == 0 ? 0 : Double(part) * 100 / Double(whole), decimals: 2) + "%"
    }
}
