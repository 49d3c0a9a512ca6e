/// Folds the text output of `perf script` into `FoldedStacks`: one stack per
/// sample, read root first, with equal stacks counted together. This is the
/// job of Brendan Gregg's `stackcollapse-perf.pl`
/// (https://github.com/brendangregg/FlameGraph), written anew here.
///
/// Frame names are perf's symbols as printed. Swift symbols are not demangled
/// here: `scripts/profile.sh` pipes `perf script` through
/// `swift demangle --simplified` first, which knows every mangling the
/// toolchain that built the binary knows, and this type stays plain text
/// processing. A frame without a symbol is named after its library in
/// brackets (`[libjemalloc.so.2]`), or `[unknown]` when perf knows neither.
public struct PerfScriptFolder: Sendable {
    /// How frames are named.
    public struct Options: Equatable, Sendable {
        /// Keep the `+0x24` offset after each symbol (default: stripped, so
        /// that samples at different instructions of a function share a frame).
        public var keepsOffsets = false
        /// Make the process name (perf's `comm`) the root frame of every stack
        /// (default: yes, as `stackcollapse-perf.pl` does).
        public var includesProcessName = true

        /// The default options: offsets stripped, the process name as the root frame.
        /// - Complexity: O(1)
        public init(keepsOffsets: Bool = false, includesProcessName: Bool = true) {
            self.keepsOffsets = keepsOffsets
            self.includesProcessName = includesProcessName
        }
    }

    /// The folded stacks and what the fold dropped.
    public struct Result: Equatable, Sendable {
        /// The stacks, one per distinct call stack.
        public var stacks: FoldedStacks
        /// Complete samples read. It equals `stacks.sampleCount` unless some
        /// samples had no frames and the process name was not a frame either:
        /// such samples have no stack to fold.
        public var sampleCount: Int
        /// Samples dropped because the input ends inside them (0 or 1).
        public var truncatedSampleCount: Int
    }

    /// How frames are named.
    public var options: Options

    /// A folder with `options`.
    /// - Complexity: O(1)
    public init(options: Options = Options()) { self.options = options }

    /// Folds the samples of `perfScript` (the text output of `perf script`).
    /// - Throws: `ProfileInputError` when the input is empty, holds no
    ///   complete sample, has a line inside a sample that is not a frame, or
    ///   no sample has a call stack (a recording made without `--call-graph`).
    /// - Complexity: O(n + s log s) for n characters and s distinct stacks.
    public func fold(_ perfScript: String) throws(ProfileInputError) -> Result {
        var counts: [[String]: Int] = [:]
        var names: [PerfScriptFrame: String] = [:]
        var framedSamples = 0
        let summary = try PerfScriptReader.readSamples(in: perfScript) { sample in
            if !sample.frames.isEmpty { framedSamples += 1 }
            var stack: [String] = []
            stack.reserveCapacity(sample.frames.count + 1)
            if options.includesProcessName { stack.append(Self.sanitized(sample.command)) }
            for frame in sample.frames.reversed() {
                if let name = names[frame] {
                    stack.append(name)
                } else {
                    let name = self.name(of: frame)
                    names[frame] = name
                    stack.append(name)
                }
            }
            guard !stack.isEmpty else { return }
            counts[stack, default: 0] += 1
        }
        guard framedSamples > 0 else {
            throw ProfileInputError(
                "no sample has a call stack (frame lines under its header): record with perf record --call-graph dwarf (or fp), then run perf script"
            )
        }
        let stacks = FoldedStacks(counts.map { FoldedStacks.Stack(frames: $0.key, count: $0.value) })
        return Result(stacks: stacks, sampleCount: summary.sampleCount, truncatedSampleCount: summary.truncatedSampleCount)
    }

    /// The folded name of `frame`: its symbol (with its offset when
    /// `keepsOffsets`), else `[library file name]`, else `[unknown]`.
    /// - Complexity: O(length of the name)
    public func name(of frame: PerfScriptFrame) -> String {
        if let symbol = frame.symbol {
            if options.keepsOffsets, let offset = frame.offset { return Self.sanitized(symbol + "+" + offset) }
            return Self.sanitized(symbol)
        }
        if let library = frame.library, library != "inlined" {
            if library.hasPrefix("[") { return Self.sanitized(library) }
            let fileName = library.split(separator: "/").last.map(String.init) ?? library
            return "[" + Self.sanitized(fileName) + "]"
        }
        return "[unknown]"
    }

    /// `name` with the folded format's separator `;` replaced by `:`, so that
    /// a name can never split into two frames.
    /// - Complexity: O(length of the name)
    static func sanitized(_ name: String) -> String {
        name.contains(";") ? String(name.map { $0 == ";" ? ":" : $0 }) : name
    }
}
