/// The elements of a JSON array, read as `JSONValue`s.
///
/// The bulk of a large spec is numbers: `itemSizes` is a list of
/// `[width, height]` pairs, millions long. A tree of `JSONValue`s spends 24
/// bytes on each number and a heap block of 64 bytes on each pair, 10 to 25
/// times the text. So `JSONParser` stores an array of numbers, and an array of
/// equally long arrays of numbers (a table: `[[w, h], ...]`), as one flat
/// buffer of `Double`s (`JSONNumberBlock`), 8 bytes a number; a row of a table
/// is a view of the same buffer. Every other array holds its `JSONValue`s.
/// Whatever the storage, the elements and their equality are the same.
public struct JSONArray: RandomAccessCollection, Hashable, Sendable {
    /// Where the elements are.
    enum Storage: Sendable {
        /// Any values.
        case values([JSONValue])
        /// Numbers in a flat buffer: all of it (`row < 0`), or one row of a table.
        case numbers(JSONNumberBlock)
    }

    /// The elements' storage.
    let storage: Storage
    /// For `.numbers`: the row of the block this array is, or -1 for the whole block.
    let row: Int

    /// An array of `values`.
    /// - Complexity: O(1)
    public init(_ values: [JSONValue] = []) {
        storage = .values(values)
        row = -1
    }

    /// The whole of `block` (its numbers, or its rows when it is a table), or its row `row`.
    /// - Complexity: O(1)
    init(_ block: JSONNumberBlock, row: Int = -1) {
        storage = .numbers(block)
        self.row = row
    }

    /// The first index, 0.
    public var startIndex: Int { 0 }

    /// The number of elements.
    /// - Complexity: O(1)
    public var endIndex: Int {
        switch storage {
        case .values(let values): values.count
        case .numbers(let block): row >= 0 ? block.width : block.rowCount
        }
    }

    /// The element at `index`: a `.number`, or a row of a table as an `.array`.
    /// - Complexity: O(1)
    public subscript(index: Int) -> JSONValue {
        switch storage {
        case .values(let values):
            return values[index]
        case .numbers(let block):
            precondition(index >= 0 && index < endIndex, "JSONArray index out of range")
            if row >= 0 { return .number(block.numbers[row * block.width + index]) }
            return block.width == 0 ? .number(block.numbers[index]) : .array(JSONArray(block, row: index))
        }
    }

    /// The numbers of a table of rows `width` numbers long (`[[w, h], ...]`
    /// for `width` 2), row after row, when the array is stored as one;
    /// `nil` otherwise (read the elements instead). Lets a reader of
    /// millions of pairs skip building a `JSONValue` for each.
    /// - Complexity: O(1)
    public func numberRows(width: Int) -> [Double]? {
        guard case .numbers(let block) = storage, row < 0, block.width == width, width > 0 else { return nil }
        return block.numbers
    }

    /// Equal when the elements are, whatever the storage.
    /// - Complexity: O(elements)
    public static func == (lhs: JSONArray, rhs: JSONArray) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the elements, so equal arrays hash alike whatever their storage.
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

/// A flat buffer of numbers read from JSON: an array of numbers (`width` 0),
/// or a table of `rowCount` rows of `width` numbers each, row after row.
/// Shared (a class) so that each row of a table can be a `JSONArray` without
/// a copy.
final class JSONNumberBlock: Sendable {
    /// The numbers, row after row.
    let numbers: [Double]
    /// The length of a row, or 0 for a plain array of numbers.
    let width: Int

    /// A block of `numbers`, in rows of `width` (0: not a table).
    /// - Complexity: O(1)
    init(numbers: [Double], width: Int) {
        self.numbers = numbers
        self.width = width
    }

    /// The elements of the array the block is: its numbers, or its rows.
    /// - Complexity: O(1)
    var rowCount: Int { width == 0 ? numbers.count : numbers.count / width }
}
