/// An array or object being filled, on `JSONParser`'s explicit stack. Filled
/// in place through the stack's subscript, so that appending never copies the
/// elements read so far (appending to a popped copy would make reading an
/// array quadratic in its length).
///
/// An array keeps its numbers flat while it can (see `JSONArray`): numbers
/// go to `numbers` (`Shape.numbers`); rows of numbers of one length go to
/// `numbers` row after row (`Shape.rows`); anything else turns it into an
/// array of values, the rows read so far staying views of one shared block.
struct JSONOpenContainer {
    /// What an array holds so far.
    enum Shape: Equatable {
        /// Nothing yet.
        case empty
        /// Only numbers, in `numbers`.
        case numbers
        /// Only arrays of `width` numbers each, in `numbers`, row after row.
        case rows(width: Int)
        /// Anything, in `values`.
        case values
    }

    /// The longest array of numbers stored as a row of its parent's table.
    static let maximumRowWidth = 16

    /// `{` or `[`.
    let isObject: Bool
    /// The number of elements the pre-pass counted (`JSONContainerSizes`), if it recorded them.
    let expectedCount: Int?
    /// An object's members.
    var members: [JSONMember] = []
    /// The key of the member whose value comes next (objects only).
    var key = ""
    /// An array's shape so far.
    private(set) var shape = Shape.empty
    /// An array's numbers, for `.numbers` and `.rows`.
    var numbers: [Double] = []
    /// An array's values, for `.values`.
    private var values: [JSONValue] = []

    /// An open object whose first member is `key`, or an open array, of `expectedCount` elements if known.
    /// - Complexity: O(1)
    init(isObject: Bool, key: String = "", expectedCount: Int?) {
        self.isObject = isObject
        self.key = key
        self.expectedCount = expectedCount
        if isObject, let expectedCount { members.reserveCapacity(expectedCount) }
    }

    /// Appends `value` to the array (for an object, `members` is appended to directly).
    /// - Complexity: amortised O(1); O(elements) once, when the array stops being numbers.
    mutating func append(_ value: JSONValue) {
        if case .number(let number) = value, shape == .empty || shape == .numbers {
            if shape == .empty {
                shape = .numbers
                if let expectedCount { numbers.reserveCapacity(expectedCount) }
            }
            numbers.append(number)
            return
        }
        holdValues()
        values.append(value)
    }

    /// Whether a row of `width` numbers can be appended as a row (`appendRow`).
    /// - Complexity: O(1)
    func acceptsRow(width: Int) -> Bool {
        !isObject && (shape == .empty || shape == .rows(width: width))
    }

    /// Appends `row` as the table's next row; only after `acceptsRow(width: row.count)`.
    /// - Complexity: O(row)
    mutating func appendRow(_ row: [Double]) {
        if shape == .empty {
            shape = .rows(width: row.count)
            if let expectedCount { numbers.reserveCapacity(expectedCount * row.count) }
        }
        numbers.append(contentsOf: row)
    }

    /// The closed array, its numbers in a block of exactly their size.
    /// - Complexity: O(1), or O(numbers) when the buffer has far more room than numbers.
    func arrayValue() -> JSONValue {
        switch shape {
        case .empty: .array(JSONArray())
        case .numbers: .array(JSONArray(JSONNumberBlock(numbers: Self.trimmed(numbers), width: 0)))
        case .rows(let width): .array(JSONArray(JSONNumberBlock(numbers: Self.trimmed(numbers), width: width)))
        case .values: .array(JSONArray(values))
        }
    }

    /// Turns the array into one of values, converting what it holds.
    /// - Complexity: O(elements) the first time, O(1) after.
    private mutating func holdValues() {
        guard shape != .values else { return }
        var converted: [JSONValue] = []
        converted.reserveCapacity(Swift.max(expectedCount ?? 0, numbers.count))
        switch shape {
        case .numbers:
            converted.append(contentsOf: numbers.lazy.map { .number($0) })
        case .rows(let width):
            let block = JSONNumberBlock(numbers: Self.trimmed(numbers), width: width)
            converted.append(contentsOf: (0 ..< block.rowCount).lazy.map { .array(JSONArray(block, row: $0)) })
        case .empty, .values:
            break
        }
        numbers = []
        values = converted
        shape = .values
    }

    /// `numbers` in a buffer not much larger than they are: an array grown by
    /// doubling is copied, so it keeps no unused room; one with less than a
    /// quarter to spare is not (the allocator's size classes round up by as
    /// much, and a copy would gain nothing).
    private static func trimmed(_ numbers: [Double]) -> [Double] {
        guard numbers.capacity > numbers.count + numbers.count / 4 + 4 else { return numbers }
        return [Double](unsafeUninitializedCapacity: numbers.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: numbers)
        }
    }
}
