extension TopFunctions {
    /// The two rankings (at most `limit` rows each) as plain-text tables, numbers right-aligned and the
    /// function last (names are long), percentages of all samples:
    ///
    ///     9,876 samples in 1,234 distinct stacks, 567 functions
    ///
    ///     Top 25 functions by self samples (the sample was taken in the function itself)
    ///        self   self %   total  total %  function
    ///       1,234   12.49%   2,345   23.74%  PreparedLayout.elements(in:visibleBounds:)
    ///
    ///     Top 25 functions by total samples (the function was on the stack; recursion counted once)
    ///     ...
    /// - Complexity: O(f log f) for f functions.
    public func report(limit: Int) -> String {
        var text = "\(SampleCountFormat.grouped(sampleCount)) samples in \(SampleCountFormat.grouped(stackCount)) distinct stacks, "
            + "\(SampleCountFormat.grouped(entries.count)) functions\n"
        let bySelf = bySelfSamples(limit: limit), byTotal = byTotalSamples(limit: limit)
        text += "\nTop \(bySelf.count) functions by self samples (the sample was taken in the function itself)\n"
        text += table(bySelf, selfFirst: true)
        text += "\nTop \(byTotal.count) functions by total samples (the function was on the stack; recursion counted once)\n"
        text += table(byTotal, selfFirst: false)
        return text
    }

    /// Rows of counts and shares, the ranking's own count first, then the function.
    private func table(_ rows: [Entry], selfFirst: Bool) -> String {
        let headers = selfFirst ? ["self", "self %", "total", "total %"] : ["total", "total %", "self", "self %"]
        let cells: [[String]] = rows.map { entry in
            let own = selfFirst ? entry.selfSamples : entry.totalSamples
            let other = selfFirst ? entry.totalSamples : entry.selfSamples
            return [
                SampleCountFormat.grouped(own), SampleCountFormat.percentage(own, of: sampleCount),
                SampleCountFormat.grouped(other), SampleCountFormat.percentage(other, of: sampleCount),
            ]
        }
        let widths = headers.indices.map { column in ([headers[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0 }
        func line(_ numbers: [String], _ name: String) -> String {
            let padded = numbers.enumerated().map { column, cell in String(repeating: " ", count: widths[column] - cell.count) + cell }
            return (padded + [name]).joined(separator: "  ") + "\n"
        }
        return line(headers, "function") + zip(cells, rows).map { line($0, $1.name) }.joined()
    }
}
