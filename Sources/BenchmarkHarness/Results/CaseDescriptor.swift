/// A result file's case as plain data: its name and its other fields as the
/// file gives them (text or whole numbers), whatever suite wrote it. A build
/// reads a case it has no definition of (an operation since removed, a peer
/// it lacks) as a descriptor, so that `compare` can list it by name and
/// `merge` can pool and write it back unchanged.
/// - Complexity: O(1) storage beyond the fields.
public struct CaseDescriptor: CaseKey {
    /// One field's value.
    public enum Field: Hashable, Sendable, CustomStringConvertible {
        /// A text, e.g. an operation's name.
        case text(String)
        /// A whole number >= 0, e.g. an item count or a seed.
        case number(UInt64)

        /// The value as text (a number in decimal).
        public var description: String {
            switch self {
            case .text(let text): text
            case .number(let number): String(number)
            }
        }
    }

    /// The case's name.
    public var name: String
    /// The fields besides the name, by key.
    public var fields: [String: Field]

    /// Creates a descriptor.
    public init(name: String, fields: [String: Field]) {
        self.name = name
        self.fields = fields
    }

    /// The text of field `key`, `-` when the case has none.
    /// - Complexity: O(1) expected
    public func value(of key: String) -> String { fields[key]?.description ?? "-" }

    /// The first field, in order of keys, in which `self` and `other` differ,
    /// as (key, value in self, value in other); `nil` when they are alike.
    /// - Complexity: O(fields log fields)
    public func firstDifference(from other: CaseDescriptor) -> (field: String, first: String, second: String)? {
        for key in Set(fields.keys).union(other.fields.keys).sorted() where fields[key] != other.fields[key] {
            return (key, value(of: key), other.value(of: key))
        }
        return nil
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads a case object: `name` (text) and every other member as text or
    /// a whole number.
    /// - Throws: `DecodingError` when `name` is missing or a member is neither.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        name = try container.decode(String.self, forKey: Key(stringValue: "name"))
        fields = [:]
        for key in container.allKeys where key.stringValue != "name" {
            if let number = try? container.decode(UInt64.self, forKey: key) {
                fields[key.stringValue] = .number(number)
            } else {
                fields[key.stringValue] = .text(try container.decode(String.self, forKey: key))
            }
        }
    }

    /// Writes the case object back: the name and the fields as read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: Key(stringValue: "name"))
        for (key, value) in fields {
            switch value {
            case .text(let text): try container.encode(text, forKey: Key(stringValue: key))
            case .number(let number): try container.encode(number, forKey: Key(stringValue: key))
            }
        }
    }
}
