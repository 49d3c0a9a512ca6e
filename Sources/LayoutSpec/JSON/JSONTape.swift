/// A parsed JSON document as one flat array of 8-byte entries
/// (`JSONTapeEntry`), in document order: a container's header, then its
/// elements (an object's as key, value, key, value). `JSONValue`s are views
/// of it (`JSONArray`, `JSONObject`), built on demand when read.
///
/// Why a tape: a tree of `JSONValue`s spends a heap block on every array,
/// object and long string, 20 or more times the text for input of many tiny
/// containers. On a tape a value takes one entry (8 bytes) and a string
/// without escapes none of its own bytes (it is read from the text), so the
/// tape is at most 4 bytes per byte of text (`[1,1,...]`, 2 bytes a value,
/// is the worst case) whatever the document's shape.
///
/// The design follows simdjson's tape (Langdale and Lemire, "Parsing
/// gigabytes of JSON per second", 2019): containers record their extent so
/// that a reader skips one in O(1).
final class JSONTape: Sendable {
    /// The entries.
    let entries: [UInt64]
    /// The parsed text: strings without escapes are read from it.
    let text: [UInt8]
    /// Strings with escapes (resolved) and strings of values built in code.
    let strings: [UInt8]
    /// Infinite and NaN numbers of values built in code.
    let nonFiniteNumbers: [Double]

    /// A tape of `entries`, its strings in `text` and `strings`.
    /// - Complexity: O(1)
    init(entries: [UInt64], text: [UInt8], strings: [UInt8], nonFiniteNumbers: [Double] = []) {
        self.entries = entries
        self.text = text
        self.strings = strings
        self.nonFiniteNumbers = nonFiniteNumbers
    }

    /// The tape of an empty array, shared by every `JSONArray()`.
    static let emptyArray = JSONTape(entries: [JSONTapeEntry.container(.array, span: 0)], text: [], strings: [])
    /// The tape of an empty object, shared by every `JSONObject()`.
    static let emptyObject = JSONTape(entries: [JSONTapeEntry.container(.object, span: 0)], text: [], strings: [])

    /// The number of entries the value at `position` spans (1 for a scalar).
    /// - Complexity: O(1)
    @inline(__always)
    func extent(at position: Int) -> Int { JSONTapeEntry.extent(entries[position]) }

    /// The value at `position`; arrays and objects are views of this tape.
    /// - Complexity: O(1), O(length) for a string.
    func value(at position: Int) -> JSONValue {
        let entry = entries[position]
        if JSONTapeEntry.isNumber(entry) { return .number(Double(bitPattern: entry)) }
        switch JSONTapeEntry.kind(entry) {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .textString, .bufferString: return .string(string(at: position))
        case .array, .pair: return .array(JSONArray(tape: self, position: position))
        case .object: return .object(JSONObject(tape: self, position: position))
        case .nonFiniteNumber: return .number(nonFiniteNumbers[JSONTapeEntry.payload(entry)])
        }
    }

    /// The string whose entry is at `position`.
    /// - Complexity: O(length)
    func string(at position: Int) -> String {
        withStringBytes(at: position) { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the UTF-8 bytes of the string whose entry is at `position`.
    /// - Complexity: O(length) to find a long string's end in the text; O(1) otherwise, plus `body`.
    func withStringBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let entry = entries[position]
        var offset = JSONTapeEntry.offset(entry)
        var count = JSONTapeEntry.shortCount(entry)
        if JSONTapeEntry.kind(entry) == .textString {
            return text.withUnsafeBufferPointer { text in
                if count == JSONTapeEntry.longString {
                    // A string without escapes ends at the first quote.
                    var end = offset + count
                    while text[end] != UInt8(ascii: "\"") { end += 1 }
                    count = end - offset
                }
                return body(UnsafeBufferPointer(rebasing: text[offset ..< offset + count]))
            }
        }
        return strings.withUnsafeBufferPointer { strings in
            if count == JSONTapeEntry.longString {
                count = Self.longCount(in: strings, at: offset)
                offset += 8
            }
            return body(UnsafeBufferPointer(rebasing: strings[offset ..< offset + count]))
        }
    }

    /// Whether the string whose entry is at `position` is `key`, without building a `String`.
    /// - Complexity: O(length of `key`)
    func string(at position: Int, equals key: String) -> Bool {
        var key = key
        return key.withUTF8 { wanted in
            let entry = entries[position]
            let shortCount = JSONTapeEntry.shortCount(entry)
            if shortCount != JSONTapeEntry.longString, shortCount != wanted.count { return false }
            return withStringBytes(at: position) { $0.elementsEqual(wanted) }
        }
    }

    /// Appends `bytes`, a string of `count` bytes, to `buffer` as a string entry
    /// refers to it, and returns the entry: a string of 255 bytes or more is
    /// preceded by its length in 8 bytes, little-endian.
    /// - Complexity: O(count)
    static func appendString(_ bytes: some Collection<UInt8>, count: Int, to buffer: inout [UInt8]) -> UInt64 {
        let offset = buffer.count
        if count >= JSONTapeEntry.longString {
            for shift in Swift.stride(from: 0, to: 64, by: 8) { buffer.append(UInt8(truncatingIfNeeded: count >> shift)) }
        }
        buffer.append(contentsOf: bytes)
        return JSONTapeEntry.string(.bufferString, offset: offset, count: count)
    }

    /// The length stored before a long string at `offset` of `buffer`.
    private static func longCount(in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        var count = 0
        for index in 0 ..< 8 { count |= Int(buffer[offset + index]) << (8 * index) }
        return count
    }
}
