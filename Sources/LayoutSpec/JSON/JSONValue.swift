/// A parsed JSON document: the six kinds of JSON value, with numbers as
/// `Double` and objects that keep their members in document order.
///
/// Built by `JSONParser`, as views of one flat `JSONTape` (an array or
/// object is built when read); read by the spec decoder. The literal conformances
/// let tests and callers write documents inline:
/// `let spec: JSONValue = ["bounds": ["width": 390, "height": 844]]`.
public enum JSONValue: Hashable, Sendable {
    /// `{ ... }`, members in document order.
    case object(JSONObject)
    /// `[ ... ]`.
    case array(JSONArray)
    /// A string, escapes resolved.
    case string(String)
    /// A number; always finite when it comes from `JSONParser`.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// The kind of value with its article, for error messages: `an object`,
    /// `an array`, `a string`, `a number`, `a boolean`, `null`.
    /// - Complexity: O(1)
    public var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The member's key.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object whose members are the literal's pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(members: elements.map { JSONMember(key: $0.0, value: $0.1) }))
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array of the literal's elements.
    public init(arrayLiteral elements: JSONValue...) { self = .array(JSONArray(elements)) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// A number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
