extension FoldedStacks {
    /// The largest count a folded line may hold: 10^12 samples, 30 years at
    /// 1 kHz, so that no sum of counts can overflow.
    public static let maximumCountPerLine = 1_000_000_000_000

    /// Reads folded stacks (`root;caller;leaf count` per line, as `text` makes
    /// and Brendan Gregg's stackcollapse scripts write). The count is what
    /// follows the last space or tab, so frame names may contain spaces.
    /// Blank lines are skipped, lines may end in LF or CRLF, and repeated
    /// stacks are summed.
    /// - Throws: `ProfileInputError` when `text` is empty or blank, or a line
    ///   has no stack or no whole count between 1 and `maximumCountPerLine`.
    /// - Complexity: O(n log n) for n lines (plus the length of the text).
    public init(parsing text: String) throws(ProfileInputError) {
        var stacks: [Stack] = []
        var lineNumber = 0
        for line in PerfScriptReader.lines(of: text) {
            lineNumber += 1
            let content = PerfScriptFrame.trimmed(line)
            if content.isEmpty { continue }
            let expected = "expected \"frame;frame;...;frame count\" (a stack, a space, a number of samples > 0)"
            guard let separator = content.lastIndex(where: PerfScriptFrame.isBlank) else {
                throw ProfileInputError(line: lineNumber, "\(expected), got \(ProfileInputError.quoted(content))")
            }
            let countText = content[content.index(after: separator)...]
            let stackText = PerfScriptFrame.trimmed(content[..<separator])
            guard countText.allSatisfy(\.isASCIIDigit), let count = Int(countText), count > 0, !stackText.isEmpty else {
                throw ProfileInputError(line: lineNumber, "\(expected), got \(ProfileInputError.quoted(content))")
            }
            guard count <= Self.maximumCountPerLine else {
                throw ProfileInputError(line: lineNumber, "\(count) samples is more than the \(Self.maximumCountPerLine) a line may hold")
            }
            stacks.append(Stack(frames: stackText.split(separator: ";", omittingEmptySubsequences: false).map(String.init), count: count))
        }
        guard !stacks.isEmpty else {
            throw ProfileInputError("the input is empty: expected folded stacks (\"frame;frame;...;frame count\" per line)")
        }
        self.init(stacks)
    }
}
