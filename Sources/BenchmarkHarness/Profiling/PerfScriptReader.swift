/// Reads the text output of `perf script` sample by sample.
///
/// perf prints each sample as a header line, one line per frame of its call
/// stack, and a blank line. Lines may end in LF or CRLF; `#` comment lines
/// between samples (`perf script --header`) are skipped. A last sample that
/// is not followed by its blank line was cut off (a killed `perf script`, a
/// full disk, `head`): its outermost frames are missing, so it is dropped and
/// counted rather than folded into a wrong stack.
public enum PerfScriptReader {
    /// What a read found besides the samples themselves.
    public struct Summary: Equatable, Sendable {
        /// Complete samples passed to the caller.
        public var sampleCount: Int
        /// Samples dropped because the input ends inside them (0 or 1).
        public var truncatedSampleCount: Int
    }

    /// Calls `body` with each complete sample of `text`, in order.
    /// - Throws: `ProfileInputError` when `text` is empty (or blank), holds no
    ///   complete sample, or has a line inside a sample that is not a frame.
    /// - Complexity: O(n) in the length of `text`.
    @discardableResult
    public static func readSamples(in text: String, _ body: (PerfScriptSample) -> Void) throws(ProfileInputError) -> Summary {
        var summary = Summary(sampleCount: 0, truncatedSampleCount: 0)
        var current: PerfScriptSample?
        var sawContent = false
        var lineNumber = 0
        for line in Self.lines(of: text) {
            lineNumber += 1
            let content = PerfScriptFrame.trimmed(line)
            if content.isEmpty {
                if let sample = current {
                    body(sample)
                    summary.sampleCount += 1
                    current = nil
                }
                continue
            }
            sawContent = true
            if current != nil {
                guard let frame = PerfScriptFrame(parsing: line) else {
                    throw ProfileInputError(
                        line: lineNumber,
                        "expected a stack frame (\"<hex address> <symbol>+0x<offset> (<library>)\") or a blank line, got \(ProfileInputError.quoted(content))"
                    )
                }
                current!.frames.append(frame)
            } else if !content.hasPrefix("#") {
                current = PerfScriptSample(command: PerfScriptSample.command(inHeader: content), frames: [])
            }
        }
        if current != nil { summary.truncatedSampleCount = 1 }
        guard summary.sampleCount > 0 else {
            if !sawContent { throw ProfileInputError("the input is empty: expected the text output of perf script") }
            if current != nil {
                throw ProfileInputError("the input ends inside its first sample (no blank line after it): it was cut off before a complete sample")
            }
            throw ProfileInputError("no samples, only comment lines: expected the text output of perf script")
        }
        return summary
    }

    /// The lines of `text` without their terminators (LF or CRLF). A final
    /// terminator does not start another line.
    /// - Complexity: O(n) to iterate.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
            var end = newline ?? utf8.endIndex
            if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
            lines.append(text[start..<end])
            guard let newline else { break }
            start = utf8.index(after: newline)
        }
        return lines
    }
}
