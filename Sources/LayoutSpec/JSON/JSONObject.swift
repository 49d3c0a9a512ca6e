/// A JSON object: its members in document order, a view of its span of a
/// `JSONTape` (key, value, key, value). Duplicate keys are kept as written
/// (JSON allows them); the spec decoder refuses them.
///
/// Members are found by a linear scan comparing the keys' bytes: the
/// objects of a spec hold a few keys each, and a scan of a few entries beats
/// building a hash table for each of millions of small objects.
public struct JSONObject: Hashable, Sendable {
    /// The tape holding the object.
    let tape: JSONTape
    /// The tape position of the object's header.
    let position: Int

    /// The object at `position` of `tape` (its header entry).
    /// - Complexity: O(1)
    init(tape: JSONTape, position: Int) {
        self.tape = tape
        self.position = position
    }

    /// An object of `members`, in order, on a tape of its own.
    /// - Complexity: O(total size of the members)
    public init(members: [JSONMember] = []) {
        guard !members.isEmpty else {
            self.init(tape: .emptyObject, position: 0)
            return
        }
        var builder = JSONTapeBuilder()
        builder.appendObject(members)
        self.init(tape: builder.tape(), position: 0)
    }

    /// The tape position after the object's last member.
    private var end: Int { position + 1 + JSONTapeEntry.span(tape.entries[position]) }

    /// The members, in document order.
    /// - Complexity: O(members), building each.
    public var members: [JSONMember] { Array(self) }

    /// The number of members.
    /// - Complexity: O(members)
    public var count: Int {
        var count = 0
        var key = position + 1
        while key < end {
            count += 1
            key += 1 + tape.extent(at: key + 1)
        }
        return count
    }

    /// The value of the first member named `key`, or `nil`.
    /// - Complexity: O(members), comparing bytes; builds only the value found.
    public subscript(key: String) -> JSONValue? {
        var at = position + 1
        let end = end
        while at < end {
            if tape.string(at: at, equals: key) { return tape.value(at: at + 1) }
            at += 1 + tape.extent(at: at + 1)
        }
        return nil
    }

    /// The keys, in document order.
    /// - Complexity: O(members)
    public var keys: [String] { map(\.key) }

    /// Equal when the members are, in order.
    /// - Complexity: O(members)
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Hashes the members.
    /// - Complexity: O(members)
    public func hash(into hasher: inout Hasher) {
        for member in self { hasher.combine(member) }
    }
}

extension JSONObject: Sequence {
    /// Reads the members one by one, building each when it is reached.
    public struct Iterator: IteratorProtocol {
        /// The object's tape.
        let tape: JSONTape
        /// The tape position of the next member's key.
        var key: Int
        /// The tape position after the last member.
        let end: Int

        /// The next member, or `nil` after the last.
        /// - Complexity: O(1), O(length) for strings.
        public mutating func next() -> JSONMember? {
            guard key < end else { return nil }
            let member = JSONMember(key: tape.string(at: key), value: tape.value(at: key + 1))
            key += 1 + tape.extent(at: key + 1)
            return member
        }
    }

    /// An iterator over the members, in document order.
    public func makeIterator() -> Iterator { Iterator(tape: tape, key: position + 1, end: end) }
}

extension JSONObject: CustomStringConvertible {
    /// The members, as Swift prints an array of them.
    public var description: String { "JSONObject(members: \(members))" }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object whose members are the literal's pairs, in order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(members: elements.map { JSONMember(key: $0.0, value: $0.1) })
    }
}
