import LayoutSpec
import Testing

/// One malformed document and the error it must produce.
struct MalformedJSON: Sendable, CustomTestStringConvertible {
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let expectation: String

    init(_ text: String, _ line: Int, _ column: Int, _ expectation: String) {
        self.init(bytes: Array(text.utf8), line, column, expectation)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ expectation: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.expectation = expectation
    }

    var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

/// Every way a document can be malformed, with its line, column and message.
@Suite struct JSONParserErrorTests {
    static let cases: [MalformedJSON] = [
        MalformedJSON("", 1, 1, "expected a JSON value, found end of input"),
        MalformedJSON("   ", 1, 4, "expected a JSON value, found end of input"),
        MalformedJSON("{", 1, 2, "expected a string key in double quotes, found end of input"),
        MalformedJSON("{a: 1}", 1, 2, "expected a string key in double quotes, found 'a'"),
        MalformedJSON(#"{"a" 1}"#, 1, 6, #"expected ':' after the object key "a", found '1'"#),
        MalformedJSON(#"{"a": }"#, 1, 7, "expected a value (object, array, string, number, true, false or null), found '}'"),
        MalformedJSON(#"{"a": 1,}"#, 1, 9, "expected a member after ',' (trailing commas are not allowed), found '}'"),
        MalformedJSON(#"{"a": 1 "b": 2}"#, 1, 9, #"expected ',' or '}' after an object member, found '"'"#),
        MalformedJSON(#"{"a": 1"#, 1, 8, "expected ',' or '}' after an object member, found end of input"),
        MalformedJSON("[1,]", 1, 4, "expected a value after ',' (trailing commas are not allowed), found ']'"),
        MalformedJSON("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        MalformedJSON("[1", 1, 3, "expected ',' or ']' after an array element, found end of input"),
        MalformedJSON("[,1]", 1, 2, "expected a value (object, array, string, number, true, false or null), found ','"),
        MalformedJSON("[1] 2", 1, 5, "expected end of input after the JSON value, found '2'"),
        MalformedJSON("tru", 1, 4, "expected 'true', found end of input"),
        MalformedJSON("folse", 1, 2, "expected 'false', found 'o'"),
        MalformedJSON("nul", 1, 4, "expected 'null', found end of input"),
        MalformedJSON("truex", 1, 5, "expected end of input after the JSON value, found 'x'"),
        MalformedJSON("NaN", 1, 1, "expected a value (object, array, string, number, true, false or null), found 'N'"),
        MalformedJSON("Infinity", 1, 1, "expected a value (object, array, string, number, true, false or null), found 'I'"),
        MalformedJSON("+1", 1, 1, "expected a value (object, array, string, number, true, false or null), found '+'"),
        MalformedJSON("'a'", 1, 1, "expected a value (object, array, string, number, true, false or null), found '''"),
        MalformedJSON("-", 1, 2, "expected a digit after '-', found end of input"),
        MalformedJSON("-x", 1, 2, "expected a digit after '-', found 'x'"),
        MalformedJSON("01", 1, 2, "expected no leading zero in a number, found '1' after '0'"),
        MalformedJSON("1.", 1, 3, "expected a digit after the decimal point, found end of input"),
        MalformedJSON(".5", 1, 1, "expected a value (object, array, string, number, true, false or null), found '.'"),
        MalformedJSON("1e", 1, 3, "expected a digit in the exponent, found end of input"),
        MalformedJSON("1e+", 1, 4, "expected a digit in the exponent, found end of input"),
        MalformedJSON("[1e999]", 1, 2, "expected a number within the range of a Double, found 1e999, which overflows to infinity"),
        MalformedJSON("-1e999", 1, 1, "expected a number within the range of a Double, found -1e999, which overflows to infinity"),
        MalformedJSON("\"abc", 1, 5, "expected '\"' to close the string that starts at line 1, column 1, found end of input"),
        MalformedJSON("\"a\nb\"", 1, 3, "expected control characters in a string to be escaped, found U+000A"),
        MalformedJSON("\"a\tb\"", 1, 3, "expected control characters in a string to be escaped, found U+0009"),
        MalformedJSON(#""\x""#, 1, 3, #"expected an escape (\" \\ \/ \b \f \n \r \t or \uXXXX) after '\', found 'x'"#),
        MalformedJSON(#""\"#, 1, 3, #"expected an escape character after '\', found end of input"#),
        MalformedJSON(#""\u12G4""#, 1, 6, #"expected 4 hexadecimal digits after \u, found 'G'"#),
        MalformedJSON(#""\u12""#, 1, 6, #"expected 4 hexadecimal digits after \u, found '"'"#),
        MalformedJSON(#""\uD800""#, 1, 8, #"expected a low surrogate \uDC00-\uDFFF after the high surrogate \uD800, found '"'"#),
        MalformedJSON(#""\uD800\u0041""#, 1, 8, #"expected a low surrogate \uDC00-\uDFFF after the high surrogate \uD800, found \u0041"#),
        MalformedJSON(#""\uDC00""#, 1, 2, #"expected a high surrogate \uD800-\uDBFF before the low surrogate \uDC00, found it unpaired"#),
        MalformedJSON(bytes: [0x22, 0xFF, 0x22], 1, 2, "expected valid UTF-8 in a string, found the invalid byte 0xFF"),
        MalformedJSON(bytes: [0x22, 0xC3, 0x22], 1, 2, "expected valid UTF-8 in a string, found the invalid byte 0xC3"),
        MalformedJSON(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "expected valid UTF-8 in a string, found the invalid byte 0xED"),
        MalformedJSON(bytes: [0x5B, 0xFE], 1, 2, "expected a value (object, array, string, number, true, false or null), found the invalid UTF-8 byte 0xFE"),
        MalformedJSON("[é]", 1, 2, "expected a value (object, array, string, number, true, false or null), found 'é' (U+00E9)"),
        MalformedJSON("[\u{1}]", 1, 2, "expected a value (object, array, string, number, true, false or null), found U+0001"),
        // Positions: lines, CRLF, and columns counted in Unicode scalars.
        MalformedJSON("{\n  \"a\": [1,\n    2,,\n  ]\n}", 3, 7, "expected a value (object, array, string, number, true, false or null), found ','"),
        MalformedJSON("{\r\n\"a\":x}", 2, 5, "expected a value (object, array, string, number, true, false or null), found 'x'"),
        MalformedJSON("[\r1\r,]", 3, 2, "expected a value after ',' (trailing commas are not allowed), found ']'"),
        MalformedJSON("[\"é😀\", x]", 1, 8, "expected a value (object, array, string, number, true, false or null), found 'x'"),
        MalformedJSON("[1,\n\"abc", 2, 5, "expected '\"' to close the string that starts at line 2, column 1, found end of input"),
    ]

    @Test(arguments: cases)
    func malformedDocumentIsRefusedWithItsPosition(_ input: MalformedJSON) {
        #expect(throws: JSONSyntaxError(line: input.line, column: input.column, expectation: input.expectation)) {
            try JSONParser.parse(input.bytes)
        }
    }

    @Test func descriptionNamesLineAndColumn() {
        let error = JSONSyntaxError(line: 3, column: 14, expectation: "expected ':'")
        #expect(error.description == "malformed JSON at line 3, column 14: expected ':'")
    }

    @Test func nestingBeyondTheLimitIsAnError() {
        let depth = JSONParser.defaultMaximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: JSONSyntaxError(line: 1, column: depth, expectation: "expected at most 256 nested arrays and objects, found deeper nesting")) {
            try JSONParser.parse(text)
        }
    }

    @Test func objectsCountTowardsTheDepth() throws {
        #expect(throws: JSONSyntaxError(line: 1, column: 7, expectation: "expected at most 1 nested arrays and objects, found deeper nesting")) {
            try JSONParser.parse(#"{"a": [1]}"#, maximumDepth: 1)
        }
        #expect(try JSONParser.parse(#"{"a": 1}"#, maximumDepth: 1) == ["a": 1])
    }

    /// A million open brackets: refused at the limit, without a stack overflow.
    @Test func veryDeepInputDoesNotOverflowTheStack() {
        let text = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects) }
    }

    /// Every proper prefix of a document is malformed; the error points inside it.
    @Test func everyTruncationIsRefused() {
        let document = Array(#"{"bounds": {"width": 1.5e2, "height": -3}, "s": ["\u00e9\n", true, false, null, [], {}]}"#.utf8)
        #expect((try? JSONParser.parse(document)) != nil)
        for length in 0..<document.count {
            do throws(JSONSyntaxError) {
                _ = try JSONParser.parse(Array(document[..<length]))
                Issue.record("the prefix of length \(length) parsed")
            } catch {
                #expect(error.line == 1)
                #expect(error.column >= 1 && error.column <= length + 1)
            }
        }
    }

    /// Seeded random byte mutations: each either parses or throws, never traps.
    @Test func randomMutationsNeverCrash() {
        let document = Array(#"{"a": [1, -2.5e3, "x\"y\u0041"], "b": {"c": null, "d": [true, false]}}"#.utf8)
        var state: UInt64 = 0x1234_5678
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let alphabet = Array(#"{}[]":,.-+eE0123456789\u"tfn "#.utf8) + [0x00, 0x0A, 0xC3, 0xFF, 0xED]
        var parsed = 0
        var refused = 0
        for _ in 0..<2000 {
            var bytes = document
            for _ in 0..<(1 + next() % 3) {
                bytes[next() % bytes.count] = alphabet[next() % alphabet.count]
            }
            do throws(JSONSyntaxError) {
                _ = try JSONParser.parse(bytes)
                parsed += 1
            } catch {
                #expect(error.line >= 1 && error.column >= 1)
                refused += 1
            }
        }
        #expect(parsed + refused == 2000)
        #expect(refused > 0)
    }
}
