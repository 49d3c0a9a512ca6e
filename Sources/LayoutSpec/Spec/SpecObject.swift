/// A JSON object of the spec being decoded, with its path, checked up front
/// against the keys it may hold: an unknown key (a typo) or a duplicate key is
/// refused before any value is read, so no misspelt setting passes silently.
struct SpecObject {
    /// The object's path (`layout`, `sections[2]`; empty for the root).
    let path: String
    /// The object's members.
    let object: JSONObject

    /// Checks that `value` is an object whose keys are all in `allowedKeys`, each once.
    /// - Parameter description: how the expected value is named when `value` is
    ///   not an object (`an object`, `a section object`).
    /// - Complexity: O(members × allowed keys), a few dozen comparisons.
    init(_ value: JSONValue, path: String, allowedKeys: [String], description: String = "an object") throws(SpecError) {
        guard case .object(let object) = value else {
            throw SpecError(path: path, message: "expected \(description), got \(value.kindDescription)")
        }
        var seen: Set<String> = []
        for member in object {
            let memberPath = SpecPath.member(member.key, of: path)
            guard allowedKeys.contains(member.key) else {
                throw SpecError(path: memberPath, message: "unknown key (expected one of \(allowedKeys.joined(separator: ", ")))")
            }
            guard seen.insert(member.key).inserted else {
                throw SpecError(path: memberPath, message: "duplicate key (each key may appear once)")
            }
        }
        self.path = path
        self.object = object
    }

    /// The path of member `key`.
    func path(of key: String) -> String { SpecPath.member(key, of: path) }

    /// Whether the object holds `key`.
    func contains(_ key: String) -> Bool { object[key] != nil }

    /// The value of `key`, or `nil` when it is absent.
    subscript(key: String) -> JSONValue? { object[key] }

    /// The value of `key`; its absence is an error saying what was `expected`.
    func required(_ key: String, expected: String) throws(SpecError) -> JSONValue {
        guard let value = object[key] else {
            throw SpecError(path: path(of: key), message: "missing (expected \(expected))")
        }
        return value
    }

    /// The value of `key` read by `read`, or `nil` when the key is absent.
    func optional<Value>(_ key: String, _ read: (JSONValue, String) throws(SpecError) -> Value) throws(SpecError) -> Value? {
        guard let value = object[key] else { return nil }
        return try read(value, path(of: key))
    }
}
