/// The encoding of one entry of a `JSONTape`: 8 bytes per value.
///
/// A number is its `Double`'s bit pattern. Every other entry is a bit pattern
/// no finite `Double` has (all exponent bits set, the patterns of infinity
/// and NaN), with a kind in bits 48 to 51 and a 48-bit payload: a number
/// needs all its 64 bits, and the parser stores only finite numbers (the rare
/// infinity or NaN of a `JSONValue` built in code is kept in a side table).
/// This "NaN-boxing" is how JavaScript engines such as SpiderMonkey tag
/// values; the tape layout itself follows simdjson's (a container's entry
/// records where it ends, so skipping it is O(1)).
///
/// Payloads:
/// - array: the entries after the header that belong to it (its span, 40
///   bits) and, when every element spans the same number of entries (up to
///   255), that number (its stride, 8 bits; 0 otherwise), so that the count
///   and the position of each element are O(1) for arrays of numbers and of
///   `[w, h]` pairs;
/// - object: its span (40 bits); its members follow as key, value, key, value;
/// - string: the offset of its bytes (40 bits) and its length in bytes when
///   below 255 (8 bits; 255: longer, see `JSONTape.stringBytes`);
/// - non-finite number: its index in the tape's side table;
/// - pair: a whole array `[w, h]` of two whole numbers from 0 to 2^24 - 1,
///   24 bits each, in one entry instead of three (`[100, 50]`, the shape of
///   nearly every listed item size).
enum JSONTapeEntry {
    /// What an entry holds.
    enum Kind: UInt64 {
        /// `null`.
        case null = 1
        /// `false`.
        case `false`
        /// `true`.
        case `true`
        /// A string without escapes, read from the parsed text: the payload's
        /// offset is its first byte after the opening quote.
        case textString
        /// A string held in the tape's own byte buffer (escapes resolved, or built in code).
        case bufferString
        /// `[`: an array's header, its elements following.
        case array
        /// `{`: an object's header, its members following.
        case object
        /// An infinite or NaN number of a value built in code, in the side table.
        case nonFiniteNumber
        /// An array of two small whole numbers, packed (`pair(_:_:)`).
        case pair
    }

    /// The bits set in every entry that is not a number (and in no finite `Double`).
    static let tagBits: UInt64 = 0x7FF0_0000_0000_0000
    /// The payload's bits.
    static let payloadMask: UInt64 = (1 << 48) - 1
    /// The bits of an offset or a span: 40, a terabyte of text.
    static let offsetMask: UInt64 = (1 << 40) - 1
    /// The largest offset, span or document length a payload holds.
    static let maximumOffset = Int(offsetMask)
    /// The short length field's value for strings of 255 bytes or more.
    static let longString = 255
    /// The largest stride recorded in an array's header.
    static let maximumStride = 255

    /// Whether `entry` is a number (its `Double`'s bits).
    /// - Complexity: O(1)
    @inline(__always)
    static func isNumber(_ entry: UInt64) -> Bool { entry & tagBits != tagBits }

    /// The kind of a non-number entry.
    /// - Complexity: O(1)
    @inline(__always)
    static func kind(_ entry: UInt64) -> Kind {
        // Every tagged entry is written by `tagged(_:_:)`, so the kind is valid.
        Kind(rawValue: (entry >> 48) & 0xF) ?? .null
    }

    /// The payload of a non-number entry.
    /// - Complexity: O(1)
    @inline(__always)
    static func payload(_ entry: UInt64) -> Int { Int(entry & payloadMask) }

    /// An entry of `kind` with `payload` (at most 48 bits).
    /// - Complexity: O(1)
    @inline(__always)
    static func tagged(_ kind: Kind, _ payload: Int = 0) -> UInt64 {
        tagBits | kind.rawValue << 48 | UInt64(payload) & payloadMask
    }

    /// A container's header: `span` entries follow it, each element spanning `stride` (0: not uniform).
    /// - Complexity: O(1)
    @inline(__always)
    static func container(_ kind: Kind, span: Int, stride: Int = 0) -> UInt64 {
        tagged(kind, stride << 40 | span)
    }

    /// A string entry: `count` bytes at `offset` of the text or the buffer.
    /// - Complexity: O(1)
    @inline(__always)
    static func string(_ kind: Kind, offset: Int, count: Int) -> UInt64 {
        tagged(kind, Swift.min(count, longString) << 40 | offset)
    }

    /// The largest number a packed pair holds.
    static let maximumPairNumber = Double((1 << 24) - 1)

    /// `[first, second]` packed in one entry, when both are whole numbers from
    /// 0 to `maximumPairNumber` (and not -0); `nil` otherwise.
    /// - Complexity: O(1)
    @inline(__always)
    static func pair(_ first: UInt64, _ second: UInt64) -> UInt64? {
        let first = Double(bitPattern: first), second = Double(bitPattern: second)
        guard first >= 0, first <= maximumPairNumber, second >= 0, second <= maximumPairNumber,
              first.rounded(.towardZero) == first, second.rounded(.towardZero) == second,
              first.sign == .plus, second.sign == .plus
        else { return nil }
        return tagged(.pair, Int(second) << 24 | Int(first))
    }

    /// The two numbers of a packed pair.
    /// - Complexity: O(1)
    @inline(__always)
    static func pairNumbers(_ entry: UInt64) -> (Double, Double) {
        (Double(entry & 0xFF_FFFF), Double((entry >> 24) & 0xFF_FFFF))
    }

    /// The span of a container header (the entries after it that it holds).
    /// - Complexity: O(1)
    @inline(__always)
    static func span(_ entry: UInt64) -> Int { Int(entry & offsetMask) }

    /// The stride of an array header, 0 when its elements differ in span.
    /// - Complexity: O(1)
    @inline(__always)
    static func stride(_ entry: UInt64) -> Int { Int((entry >> 40) & 0xFF) }

    /// The offset of a string entry.
    /// - Complexity: O(1)
    @inline(__always)
    static func offset(_ entry: UInt64) -> Int { Int(entry & offsetMask) }

    /// The length field of a string entry: its byte count, or `longString`.
    /// - Complexity: O(1)
    @inline(__always)
    static func shortCount(_ entry: UInt64) -> Int { Int((entry >> 40) & 0xFF) }

    /// The number of entries the value whose entry is `entry` spans: 1, or 1 plus a container's span.
    /// - Complexity: O(1)
    @inline(__always)
    static func extent(_ entry: UInt64) -> Int {
        guard !isNumber(entry) else { return 1 }
        switch kind(entry) {
        case .array, .object: return 1 + span(entry)
        default: return 1
        }
    }
}
