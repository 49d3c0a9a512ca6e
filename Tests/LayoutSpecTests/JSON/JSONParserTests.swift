import LayoutSpec
import Testing

/// Documents `JSONParser` accepts, and what it makes of them.
@Suite struct JSONParserTests {
    @Test func scalars() throws {
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse("\"\"") == .string(""))
        #expect(try JSONParser.parse("0") == .number(0))
    }

    @Test(arguments: [
        ("0", 0.0), ("-0", -0.0), ("7", 7), ("-12.25", -12.25), ("1.5e3", 1500), ("1E-2", 0.01),
        ("2e+2", 200), ("0.1", 0.1), ("123456789012", 123_456_789_012), ("1e-400", 0), ("1.7976931348623157e308", .greatestFiniteMagnitude),
    ])
    func numbers(text: String, expected: Double) throws {
        let value = try JSONParser.parse(text)
        guard case .number(let number) = value else {
            Issue.record("\(text) parsed as \(value)")
            return
        }
        #expect(number == expected)
        #expect(number.sign == expected.sign)
    }

    @Test func escapes() throws {
        #expect(try JSONParser.parse(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{08} \u{0C} \n \r \t"))
        #expect(try JSONParser.parse(#""\u0041\u00e9\u00E9""#) == .string("Aéé"))
        #expect(try JSONParser.parse(#""\u0000""#) == .string("\u{0}"))
    }

    @Test func surrogatePairsDecodeToOneScalar() throws {
        #expect(try JSONParser.parse(#""\uD83D\uDE00""#) == .string("😀"))
        #expect(try JSONParser.parse(#""a\ud834\udd1eb""#) == .string("a𝄞b"))
    }

    @Test func rawUTF8InStrings() throws {
        #expect(try JSONParser.parse("\"héllo 😀 世界\"") == .string("héllo 😀 世界"))
    }

    @Test func objectsKeepTheirKeyOrder() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": 2, "c": {"z": true, "y": null}}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["a"] == .number(2))
        #expect(object["c"] == ["z": true, "y": nil])
        #expect(object["missing"] == nil)
    }

    @Test func duplicateKeysAreKeptInOrder() throws {
        let value = try JSONParser.parse(#"{"a": 1, "a": 2}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(object.members == [JSONMember(key: "a", value: 1), JSONMember(key: "a", value: 2)])
        #expect(object["a"] == .number(1))
    }

    @Test func nestedContainers() throws {
        let value = try JSONParser.parse(#"{"a": [1, [2, []], {}], "b": {"c": [{"d": "e"}]}}"#)
        let expected: JSONValue = ["a": [1, [2, []], [:]], "b": ["c": [["d": "e"]]]]
        #expect(value == expected)
    }

    @Test func whitespaceAndByteOrderMark() throws {
        #expect(try JSONParser.parse(" \t\r\n[ 1 ,\n\t2 ] \n") == [1, 2])
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == [])
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONParser.defaultMaximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(levels == depth)
    }

    @Test func kindDescriptions() {
        #expect(JSONValue.object(JSONObject()).kindDescription == "an object")
        #expect(JSONValue.array([]).kindDescription == "an array")
        #expect(JSONValue.string("").kindDescription == "a string")
        #expect(JSONValue.number(1).kindDescription == "a number")
        #expect(JSONValue.bool(true).kindDescription == "a boolean")
        #expect(JSONValue.null.kindDescription == "null")
    }

    @Test func quotingRoundTrips() throws {
        let text = "a\"b\\c\nd\te\u{1}f/é😀"
        #expect(JSONText.quoted(text) == #""a\"b\\c\nd\te\u0001f/é😀""#)
        #expect(try JSONParser.parse(JSONText.quoted(text)) == .string(text))
    }
}
