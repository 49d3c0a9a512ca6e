@testable import LayoutSpec
import LayoutWorkloads
import Testing

/// `JSONParser` stores arrays of numbers and tables of them flat
/// (`JSONArray`): what a reader sees, and equality, must not depend on it.
@Suite struct JSONArrayStorageTests {
    /// Whether `value` is an array stored as a flat block of numbers.
    static func isFlat(_ value: JSONValue) -> Bool {
        guard case .array(let array) = value, case .numbers = array.storage else { return false }
        return true
    }

    @Test func aTableOfPairsIsOneBlock() throws {
        let value = try JSONParser.parse("[[1, 2], [3, 4.5], [0, 6]]")
        #expect(value == [[1, 2], [3, 4.5], [0, 6]])
        #expect(Self.isFlat(value))
        guard case .array(let rows) = value else { Issue.record("not an array"); return }
        #expect(rows.numberRows(width: 2) == [1, 2, 3, 4.5, 0, 6])
        #expect(rows.numberRows(width: 3) == nil)
        #expect(rows.count == 3 && rows[1] == [3, 4.5])
        guard case .array(let row) = rows[2] else { Issue.record("a row is not an array"); return }
        #expect(row.count == 2 && row[0] == .number(0) && row[1] == .number(6))
    }

    @Test func numbersAreOneBlock() throws {
        let value = try JSONParser.parse("[1, -2, 3e2]")
        #expect(value == [1, -2, 300])
        #expect(Self.isFlat(value))
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

    @Test func largeArraysAreSizedByThePrePass() throws {
        let count = 3 * JSONContainerSizes.minimumRecorded
        let text = "{\"sizes\": [" + (0 ..< count).map { "[\($0), 1]" }.joined(separator: ", ") + "], \"n\": ["
            + (0 ..< count).map { "\($0)" }.joined(separator: ",") + "]}"
        let bytes = Array(text.utf8)
        let sizes = JSONContainerSizes(bytes, from: 0, maximumDepth: 256)
        let firstArray = try #require(bytes.firstIndex(of: UInt8(ascii: "[")))
        #expect(sizes.count(at: firstArray) == count)
        #expect(sizes.count(at: firstArray + 1) == nil)
        let numbersArray = try #require(bytes.lastIndex(of: UInt8(ascii: "[")))
        #expect(sizes.count(at: numbersArray) == count)
        #expect(sizes.count(at: 0) == nil)
        let value = try JSONParser.parse(text)
        guard case .object(let object) = value, case .array(let rows)? = object["sizes"], case .array(let numbers)? = object["n"] else {
            Issue.record("unexpected shape"); return
        }
        #expect(rows.numberRows(width: 2)?.count == 2 * count)
        #expect(numbers.count == count && numbers[count - 1] == .number(Double(count - 1)))
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
