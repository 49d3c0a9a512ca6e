/// The elements of a JSON array: a view of its span of a `JSONTape`, each
/// element a `JSONValue` built when read.
///
/// A forward collection: its indices are tape positions, so stepping to the
/// next element skips the current one in O(1), however large. When every
/// element spans the same number of entries (numbers, `[w, h]` pairs,
/// objects of one shape) the header records it, and `count` and `last` are
/// O(1); otherwise they walk the elements. A packed pair of small whole
/// numbers (`JSONTapeEntry.pair`) is an array of two whose indices are
/// its entry's position plus 1 and 2.
public struct JSONArray: Collection, Hashable, Sendable {
    /// A position in the array: the tape position of an element, or of the array's end.
    public struct Index: Comparable, Hashable, Sendable {
        /// The tape position.
        let position: Int

        /// Ordered as on the tape.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
    }

    /// The tape holding the array.
    let tape: JSONTape
    /// The tape position of the array's header.
    let position: Int

    /// The array at `position` of `tape` (its header entry).
    /// - Complexity: O(1)
    init(tape: JSONTape, position: Int) {
        self.tape = tape
        self.position = position
    }

    /// An array of `values`, on a tape of its own.
    /// - Complexity: O(total size of the values)
    public init(_ values: [JSONValue] = []) {
        guard !values.isEmpty else {
            self.init(tape: .emptyArray, position: 0)
            return
        }
        var builder = JSONTapeBuilder()
        builder.appendArray(values)
        self.init(tape: builder.tape(), position: 0)
    }

    /// The header entry.
    private var header: UInt64 { tape.entries[position] }

    /// Whether the array is a packed pair.
    private var isPair: Bool { JSONTapeEntry.kind(header) == .pair }

    /// The first element's position.
    public var startIndex: Index { Index(position: position + 1) }

    /// The position after the last element.
    /// - Complexity: O(1)
    public var endIndex: Index { Index(position: position + 1 + (isPair ? 2 : JSONTapeEntry.span(header))) }

    /// The position of the element after `index`.
    /// - Complexity: O(1)
    public func index(after index: Index) -> Index {
        Index(position: index.position + (isPair ? 1 : tape.extent(at: index.position)))
    }

    /// The element at `index`.
    /// - Complexity: O(1), O(length) for a string.
    public subscript(index: Index) -> JSONValue {
        precondition(index.position > position && index.position < endIndex.position, "JSONArray index out of range")
        guard isPair else { return tape.value(at: index.position) }
        let (first, second) = JSONTapeEntry.pairNumbers(header)
        return .number(index.position == position + 1 ? first : second)
    }

    /// The number of elements.
    /// - Complexity: O(1) when the elements span equally many entries, else O(elements).
    public var count: Int {
        let header = header
        if isPair { return 2 }
        let span = JSONTapeEntry.span(header), stride = JSONTapeEntry.stride(header)
        if span == 0 { return 0 }
        if stride > 0 { return span / stride }
        var count = 0
        var index = startIndex
        while index < endIndex {
            count += 1
            index = self.index(after: index)
        }
        return count
    }

    /// The last element, or `nil` when the array is empty.
    /// - Complexity: O(1) when the elements span equally many entries, else O(elements).
    public var last: JSONValue? {
        let header = header
        if isPair { return .number(JSONTapeEntry.pairNumbers(header).1) }
        let span = JSONTapeEntry.span(header), stride = JSONTapeEntry.stride(header)
        guard span > 0 else { return nil }
        if stride > 0 { return tape.value(at: position + 1 + span - stride) }
        var index = startIndex, previous = startIndex
        while index < endIndex {
            previous = index
            index = self.index(after: index)
        }
        return tape.value(at: previous.position)
    }

    /// The two numbers of the element at `index` when it is an array of
    /// exactly two numbers (`[w, h]`), read from the tape without building
    /// `JSONValue`s; `nil` for any other element.
    /// - Complexity: O(1)
    func numberPair(at index: Index) -> (Double, Double)? {
        guard !isPair else { return nil }
        let at = index.position
        let entry = tape.entries[at]
        if !JSONTapeEntry.isNumber(entry), JSONTapeEntry.kind(entry) == .pair { return JSONTapeEntry.pairNumbers(entry) }
        guard entry == JSONTapeEntry.container(.array, span: 2, stride: 1) else { return nil }
        let first = tape.entries[at + 1], second = tape.entries[at + 2]
        guard JSONTapeEntry.isNumber(first), JSONTapeEntry.isNumber(second) else { return nil }
        return (Double(bitPattern: first), Double(bitPattern: second))
    }

    /// Equal when the elements are.
    /// - Complexity: O(elements)
    public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the elements.
    /// - Complexity: O(elements)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension JSONArray: ExpressibleByArrayLiteral {
    /// An array of the literal's elements.
    public init(arrayLiteral elements: JSONValue...) { self.init(elements) }
}

extension JSONArray: CustomStringConvertible {
    /// The elements as Swift prints an array of them.
    public var description: String { Array(self).description }
}
