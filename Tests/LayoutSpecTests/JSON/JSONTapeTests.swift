@testable import LayoutSpec
import LayoutWorkloads
import Testing

/// `JSONParser` stores a document as one flat tape (`JSONTape`): what a
/// reader sees, and equality, must not depend on it, and the tape must stay
/// within 8 bytes a value, at most 4 bytes per byte of text.
@Suite struct JSONTapeTests {
    /// The header entry of the array `value` is, or `nil`.
    static func header(_ value: JSONValue) -> UInt64? {
        guard case .array(let array) = value else { return nil }
        return array.tape.entries[array.position]
    }

    /// `[w, h]` of whole numbers from 0 to 2^24 - 1 is one packed entry, any
    /// other pair three; either reads as an array of two numbers.
    @Test func pairsOfSmallWholeNumbersArePacked() throws {
        let value = try JSONParser.parse("[[1, 2], [3, 16777215], [0, 6]]")
        #expect(value == [[1, 2], [3, 16_777_215], [0, 6]])
        let header = try #require(Self.header(value))
        #expect(JSONTapeEntry.span(header) == 3 && JSONTapeEntry.stride(header) == 1)
        guard case .array(let rows) = value else { Issue.record("not an array"); return }
        #expect(rows.count == 3 && rows.last == [0, 6] && rows.first == [1, 2])
        let pairs = rows.indices.map { rows.numberPair(at: $0).map { [$0.0, $0.1] } }
        #expect(pairs == [[1, 2], [3, 16_777_215], [0, 6]])
        guard case .array(let row) = rows[rows.index(after: rows.startIndex)] else { Issue.record("a row is not an array"); return }
        #expect(row.count == 2 && Array(row) == [.number(3), .number(16_777_215)] && row.last == .number(16_777_215))
        #expect(row.indices.map { row.numberPair(at: $0) == nil } == [true, true])
    }

    @Test func otherPairsTakeThreeEntries() throws {
        let value = try JSONParser.parse("[[1.5, 2], [3, 16777216], [-0, 6], [-1, 1], [1e300, 1]]")
        #expect(value == [[1.5, 2], [3, 16_777_216], [-0.0, 6], [-1, 1], [1e300, 1]])
        let header = try #require(Self.header(value))
        #expect(JSONTapeEntry.span(header) == 15 && JSONTapeEntry.stride(header) == 3)
        guard case .array(let rows) = value else { Issue.record("not an array"); return }
        let pairs = rows.indices.map { rows.numberPair(at: $0).map { [$0.0, $0.1] } }
        #expect(pairs == [[1.5, 2], [3, 16_777_216], [-0.0, 6], [-1, 1], [1e300, 1]])
        guard case .array(let negativeZeroRow) = Array(rows)[2], case .number(let negativeZero)? = negativeZeroRow.first else { Issue.record("not a row"); return }
        #expect(negativeZero.sign == .minus)
        let mixed = try JSONParser.parse("[[1, 2], [3, 4.5], [0, 6]]")
        let mixedHeader = try #require(Self.header(mixed))
        #expect(mixed == [[1, 2], [3, 4.5], [0, 6]] && JSONTapeEntry.stride(mixedHeader) == 0)
    }

    @Test func irregularArraysCountAndSkipTheirElements() throws {
        let value = try JSONParser.parse(#"[[1, [2, 3]], {"a": [4]}, "x", [], 5]"#)
        let header = try #require(Self.header(value))
        #expect(JSONTapeEntry.stride(header) == 0)
        guard case .array(let elements) = value else { Issue.record("not an array"); return }
        #expect(elements.count == 5 && elements.last == 5)
        #expect(Array(elements) == [[1, [2, 3]], ["a": [4]], "x", [], 5])
        #expect(elements.indices.map { elements.numberPair(at: $0) == nil } == [true, true, true, true, true])
    }

    @Test func numbersAreOneEntryEach() throws {
        let value = try JSONParser.parse("[1, -2, 3e2, -0, 123456789012345, 1234567890123456789, 0.1]")
        #expect(value == [1, -2, 300, -0.0, 123_456_789_012_345, 1_234_567_890_123_456_789, 0.1])
        guard case .array(let numbers) = value, case .number(let negativeZero) = Array(numbers)[3] else { Issue.record("not an array"); return }
        #expect(negativeZero.sign == .minus)
        let header = try #require(Self.header(value))
        #expect(JSONTapeEntry.span(header) == 7 && JSONTapeEntry.stride(header) == 1)
    }

    /// Strings without escapes are read from the text, others from the tape's
    /// buffer; both short and long (255 bytes and more) read back the same,
    /// and object keys of either kind are found.
    @Test func stringsReadBackWhereverTheyAreKept() throws {
        let long = String(repeating: "abc", count: 100)
        let cases: [(String, String)] = [
            ("\"\"", ""), ("\"plain\"", "plain"), ("\"a\\nb\"", "a\nb"),
            ("\"" + long + "\"", long), ("\"" + long + "\\t\"", long + "\t"), ("\"\\u00e9" + long + "\"", "é" + long),
        ]
        for (text, expected) in cases {
            #expect(try JSONParser.parse(text) == .string(expected))
            let object = try JSONParser.parse("{" + text + ": 1, \"z\": [" + text + "]}")
            guard case .object(let members) = object else { Issue.record("not an object"); continue }
            #expect(members[expected] == 1 && members["z"] == [.string(expected)])
            #expect(members[expected + "x"] == nil && members.keys == [expected, "z"])
        }
    }

    /// Values built in code get a tape of their own, the parsed values they
    /// hold copied into it, infinity and NaN included.
    @Test func valuesBuiltInCodeHoldParsedValues() throws {
        let parsed = try JSONParser.parse(#"{"a": [1, "b\n", {"c": null}], "d": "e"}"#)
        let built: JSONValue = ["x": parsed, "y": [parsed, .number(.infinity)], "z": .number(-.infinity)]
        guard case .object(let object) = built, case .array(let pair)? = object["y"] else { Issue.record("unexpected shape"); return }
        #expect(object["x"] == parsed && pair.first == parsed && pair.last == .number(.infinity))
        #expect(object["z"] == .number(-.infinity) && object.count == 3)
        #expect(try JSONParser.parse(Self.text(of: parsed)) == parsed)
    }

    /// Arrays that mix numbers, rows of other lengths and other values, with what they must read as.
    static let mixed: [(String, JSONValue)] = [
        ("[[1, 2], \"x\", [3, 4]]", [[1, 2], "x", [3, 4]]),
        ("[[1, 2], [3]]", [[1, 2], [3]]),
        ("[[1, 2], 3]", [[1, 2], 3]),
        ("[1, [2, 3]]", [1, [2, 3]]),
        ("[1, 2, null]", [1, 2, nil]),
        ("[[], [1]]", [[], [1]]),
        ("[[[1, 2]], [[3, 4]]]", [[[1, 2]], [[3, 4]]]),
        ("{\"a\": [1, 2], \"b\": [[1, 2], [3, 4]]}", ["a": [1, 2], "b": [[1, 2], [3, 4]]]),
        ("[[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17], [1]]", [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], [1]]),
    ]

    @Test(arguments: mixed)
    func mixedArraysReadAsWritten(text: String, expected: JSONValue) throws {
        let value = try JSONParser.parse(text)
        #expect(value == expected)
        #expect(value.hashValue == expected.hashValue)
    }

    /// Documents of every shape, each repeated to a few sizes: tiny values
    /// (the worst case for any per-value storage), nesting, objects, strings
    /// with and without escapes, whitespace.
    static func shapes() -> [String] {
        let units = [
            "1", "[1,1]", "[100,50]", "[]", "[[]]", "{}", #"{"a":1}"#, #"{"day":0,"start":9.5,"duration":1}"#, "\"\"", #""\n""#,
            "true", "null", " 1 ", #"{"":[{}]}"#, "\"" + String(repeating: "\\u00e9", count: 60) + "\"",
        ]
        var documents: [String] = []
        for unit in units {
            for count in [1, 2, 7, 300] {
                documents.append("[" + Array(repeating: unit, count: count).joined(separator: ",") + "]")
            }
            documents.append("{" + (0 ..< 50).map { #""k\#($0)":"# + unit }.joined(separator: ",") + "}")
        }
        let depth = JSONParser.defaultMaximumDepth
        documents.append(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        documents.append("[" + Array(repeating: String(repeating: "[", count: 40) + "1" + String(repeating: "]", count: 40), count: 20).joined(separator: ",") + "]")
        documents += ["0", "\"s\"", "[1]"]
        return documents
    }

    /// The tape of a document of n bytes: the entries the pre-pass counted,
    /// less 2 per packed pair (one reservation, no regrowth), at
    /// most (n + 1) / 2 + 1 of them (8 bytes each: at most about 4 bytes per
    /// byte of text), and resolved strings within their reservation and the
    /// text's length.
    @Test func theTapeIsAtMostFourBytesPerByteOfText() throws {
        var generator = SeededGenerator(seed: 0x7A9E)
        let random = (0 ..< 200).map { _ in Self.text(of: Self.randomValue(depth: 0, using: &generator)) }
        var worst = 0.0
        for document in Self.shapes() + random {
            let bytes = Array(document.utf8)
            var parser = JSONParser(bytes: bytes, maximumDepth: JSONParser.defaultMaximumDepth)
            try parser.parseTape()
            let size = JSONTapeSize(bytes, from: 0)
            let packedPairs = parser.tape.count { !JSONTapeEntry.isNumber($0) && JSONTapeEntry.kind($0) == .pair }
            #expect(parser.tape.count + 2 * packedPairs == size.entries, "\(document.prefix(60))")
            #expect(parser.tape.count <= JSONTapeSize.limit(forTextOf: bytes.count), "\(document.prefix(60))")
            #expect(parser.tape.capacity <= size.entries + size.entries / 4 + 8, "\(document.prefix(60))")
            #expect(parser.strings.count <= size.escapedStringBytes && parser.strings.count <= bytes.count, "\(document.prefix(60))")
            let stored = 8 * parser.tape.count + parser.strings.count
            #expect(stored <= 4 * bytes.count + 8, "\(document.prefix(60))")
            worst = max(worst, Double(stored) / Double(bytes.count))
        }
        // `[1,1,...]` comes within a byte of the bound: the test's documents reach it.
        #expect(worst > 3.9)
    }

    /// For text that is not JSON the pre-pass count is only a hint, but the
    /// reservation stays within the bound for any text.
    @Test func thePrePassReservesWithinTheBoundForAnyText() {
        for text in [",,,,,,,,,,", "[[[[[[[[", "{:{:{:", #""\"#, "[1,2,,]", String(repeating: ",", count: 1000)] {
            let bytes = Array(text.utf8)
            #expect(JSONTapeSize(bytes, from: 0).entries <= JSONTapeSize.limit(forTextOf: bytes.count))
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        }
    }

    /// Random documents of numbers, rows, strings and nesting parse to what
    /// they were written from (the literal, held as values).
    @Test func randomDocumentsRoundTrip() throws {
        var generator = SeededGenerator(seed: 0x5EED_15)
        for _ in 0 ..< 300 {
            let value = Self.randomValue(depth: 0, using: &generator)
            #expect(try JSONParser.parse(Self.text(of: value)) == value)
        }
    }

    static func randomValue(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
        let kind = depth > 3 ? Int.random(in: 0 ..< 3, using: &generator) : Int.random(in: 0 ..< 6, using: &generator)
        switch kind {
        case 0: return .number(Double(Int.random(in: -50 ... 50, using: &generator)) / 4)
        case 1: return .string(["a", "b\\\"", ""][Int.random(in: 0 ..< 3, using: &generator)])
        case 2: return Bool.random(using: &generator) ? .null : .bool(true)
        case 3:
            let width = Int.random(in: 0 ... 3, using: &generator)
            let rows = (0 ..< Int.random(in: 0 ... 400, using: &generator)).map { _ in
                JSONValue.array(JSONArray((0 ..< width).map { _ in .number(Double(Int.random(in: 0 ... 9, using: &generator))) }))
            }
            var elements = rows
            if !elements.isEmpty, Int.random(in: 0 ..< 4, using: &generator) == 0 {
                elements.insert(randomValue(depth: depth + 1, using: &generator), at: Int.random(in: 0 ..< elements.count, using: &generator))
            }
            return .array(JSONArray(elements))
        case 4:
            return .array(JSONArray((0 ..< Int.random(in: 0 ... 5, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) }))
        default:
            return .object(JSONObject(members: (0 ..< Int.random(in: 0 ... 3, using: &generator)).map {
                JSONMember(key: "k\($0)", value: randomValue(depth: depth + 1, using: &generator))
            }))
        }
    }

    static func text(of value: JSONValue) -> String {
        switch value {
        case .object(let object): "{" + object.members.map { JSONText.quoted($0.key) + ":" + text(of: $0.value) }.joined(separator: ",") + "}"
        case .array(let array): "[" + array.map(text(of:)).joined(separator: ", ") + "]"
        case .string(let string): JSONText.quoted(string)
        case .number(let number): "\(number)"
        case .bool(let bool): "\(bool)"
        case .null: "null"
        }
    }
}
