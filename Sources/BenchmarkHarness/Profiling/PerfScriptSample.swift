/// One sample of `perf script` output: the header line, then its call stack.
///
///     layout-bench  2777  7893.865533:    1001001 cpu-clock:
///     \t    1a5ce5 $s11LayoutBenchAAV4mainyyFZ+0x65 (/path/to/layout-bench)
///     \t     27249 __libc_start_call_main+0x79 (/usr/lib/x86_64-linux-gnu/libc.so.6)
///     (blank line)
public struct PerfScriptSample: Hashable, Sendable {
    /// The process (or thread) name, perf's `comm`: `layout-bench`.
    public var command: String
    /// The call stack, innermost frame (where the sample was taken) first.
    public var frames: [PerfScriptFrame]

    /// Creates a sample.
    /// - Complexity: O(1)
    public init(command: String, frames: [PerfScriptFrame]) {
        self.command = command
        self.frames = frames
    }

    /// The command name in a sample header line. perf prints
    /// `comm pid[/tid] [cpu] time: period event:`, and the command may itself
    /// contain spaces and numbers (`Worker 2`), so the command is what precedes
    /// the process id, found just before the `seconds.micros:` timestamp (and
    /// an optional `[cpu]`); without a timestamp, what precedes the first
    /// number after the first word; failing that, the first word.
    /// - Complexity: O(line length)
    public static func command(inHeader line: Substring) -> String {
        let words = Self.words(in: line)
        guard let first = words.first else { return "" }
        if let time = words.firstIndex(where: isTimestamp), time >= 2 {
            var pid = time - 1
            if isCPU(words[pid]), pid >= 2 { pid -= 1 }
            if isProcessID(words[pid]) { return String(PerfScriptFrame.trimmed(line[..<words[pid].startIndex])) }
        }
        if let pid = words.dropFirst().firstIndex(where: isProcessID) {
            return String(PerfScriptFrame.trimmed(line[..<words[pid].startIndex]))
        }
        return String(first)
    }

    /// The blank-separated words of `line`.
    private static func words(in line: Substring) -> [Substring] {
        line.split(whereSeparator: PerfScriptFrame.isBlank)
    }

    /// `7893.865533:`
    private static func isTimestamp(_ word: Substring) -> Bool {
        guard word.last == ":" else { return false }
        let parts = word.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// `2777` or `2777/2779` (pid/tid).
    private static func isProcessID(_ word: Substring) -> Bool {
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    /// `[001]`
    private static func isCPU(_ word: Substring) -> Bool {
        word.count > 2 && word.first == "[" && word.last == "]" && word.dropFirst().dropLast().allSatisfy(\.isASCIIDigit)
    }
}

extension Character {
    /// `0` to `9` only (`isNumber` also accepts other scripts' digits and fractions).
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
