/// Why a document is not JSON: where (1-based line and column, columns
/// counted in Unicode scalars) and what the parser expected there.
///
/// Its description is the contract's one-line message:
/// `malformed JSON at line 3, column 14: expected ',' or '}' after an object member, found ']'`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the offending character.
    public var line: Int
    /// The 1-based column of the offending character, in Unicode scalars.
    public var column: Int
    /// What was expected there (and what was found).
    public var expectation: String

    /// Creates an error.
    public init(line: Int, column: Int, expectation: String) {
        self.line = line
        self.column = column
        self.expectation = expectation
    }

    /// `malformed JSON at line L, column C: EXPECTATION`.
    public var description: String {
        "malformed JSON at line \(line), column \(column): \(expectation)"
    }
}

/// The line and column of a byte offset in a UTF-8 document.
enum TextPosition {
    /// The 1-based line and column of `offset` in `bytes`. A line ends at `\n`,
    /// at `\r\n` or at a lone `\r`; columns count Unicode scalars (bytes that
    /// are not UTF-8 continuation bytes).
    /// - Complexity: O(offset); called only to report an error.
    static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = Swift.min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
