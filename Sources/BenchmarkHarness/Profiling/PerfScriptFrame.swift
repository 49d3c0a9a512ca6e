/// One frame of a call stack as `perf script` prints it, on its own line under
/// the sample's header, innermost frame first:
///
///     \t    55d5c1a2b3c4 $s16CollectionLayout14PreparedLayoutV8elements...+0x24 (/path/to/layout-bench)
///     \tffffffff8159e272 read_pages+0x62 ([kernel.kallsyms])
///     \t           27304 __libc_start_main_impl+0x84 (inlined)
///     \tffffffffffffffff [unknown] ([unknown])
///
/// that is `<hex address> <symbol>+0x<offset> (<library>)`, where the symbol
/// may contain spaces and parentheses (C++ and demangled Swift names), the
/// offset may be missing and the symbol or the library may be `[unknown]`.
/// The format is perf's (`tools/perf/Documentation/perf-script.txt`, fields
/// `ip`, `sym`, `symoff` and `dso`).
public struct PerfScriptFrame: Hashable, Sendable {
    /// The instruction address, in hexadecimal as printed (no `0x`).
    public var address: String
    /// The symbol, or `nil` when perf printed none or `[unknown]`.
    public var symbol: String?
    /// The offset in the symbol (`0x24`), or `nil` when none was printed.
    public var offset: String?
    /// The library (perf's DSO: a path, `[kernel.kallsyms]`, or `inlined` for a
    /// frame that perf recovered from inlining information), or `nil` when
    /// perf printed none or `[unknown]`.
    public var library: String?

    /// Creates a frame from its parts.
    /// - Complexity: O(1)
    public init(address: String, symbol: String?, offset: String? = nil, library: String?) {
        self.address = address
        self.symbol = symbol
        self.offset = offset
        self.library = library
    }

    /// Parses one frame line (leading tabs and spaces allowed), or returns
    /// `nil` when the line does not start with a hexadecimal address.
    /// A line cut short (no `(library)`) still parses: its symbol is what remains.
    /// - Complexity: O(line length)
    public init?(parsing line: Substring) {
        var rest = line.drop(while: Self.isBlank)
        let address = rest.prefix(while: \.isHexDigit)
        guard !address.isEmpty else { return nil }
        rest = rest[address.endIndex...]
        guard rest.first.map(Self.isBlank) ?? true else { return nil }
        rest = Self.trimmed(rest)

        var library: Substring?
        if rest.last == ")", let open = Self.openingParenthesisOfLastGroup(in: rest) {
            library = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            rest = Self.trimmed(rest[..<open])
        }
        var offset: Substring?
        if let plus = rest.lastIndex(of: "+") {
            let candidate = rest[rest.index(after: plus)...]
            if candidate.hasPrefix("0x"), candidate.count > 2, candidate.dropFirst(2).allSatisfy(\.isHexDigit) {
                offset = candidate
                rest = rest[..<plus]
            }
        }
        self.init(
            address: String(address),
            symbol: Self.known(rest),
            offset: offset.map(String.init),
            library: library.flatMap(Self.known)
        )
    }

    /// `text` as a string, or `nil` when it is empty or perf's `[unknown]`.
    private static func known(_ text: Substring) -> String? {
        text.isEmpty || text == "[unknown]" ? nil : String(text)
    }

    /// The `(` that opens the parenthesised group ending `text` (whose last
    /// character is `)`), when it starts `text` or follows a blank: in
    /// `operator()((anonymous namespace)::X const&)+0x17 (/lib/x.so)` that is
    /// the one before `/lib`; in a cut-off `f(int)` there is none.
    /// - Complexity: O(length of the group)
    private static func openingParenthesisOfLastGroup(in text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.endIndex
        while index > text.startIndex {
            text.formIndex(before: &index)
            switch text[index] {
            case ")": depth += 1
            case "(":
                depth -= 1
                if depth == 0 {
                    guard index == text.startIndex || isBlank(text[text.index(before: index)]) else { return nil }
                    return index
                }
            default: break
            }
        }
        return nil
    }

    /// A space or a tab: the separators of perf's output.
    static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: Substring) -> Substring {
        let start = text.drop(while: isBlank)
        var end = start.endIndex
        while end > start.startIndex, isBlank(start[start.index(before: end)]) { start.formIndex(before: &end) }
        return start[..<end]
    }
}
