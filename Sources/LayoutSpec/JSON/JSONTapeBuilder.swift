/// Builds a `JSONTape` from `JSONValue`s: how arrays and objects written in
/// code (literals, `JSONArray(_:)`, `JSONObject(members:)`) get a tape of
/// their own. A value read from another tape is copied entry by entry
/// (spans and strides are relative, so only strings are re-encoded): no
/// recursion, whatever the nesting.
struct JSONTapeBuilder {
    /// The entries so far.
    private var entries: [UInt64] = []
    /// The strings' bytes.
    private var strings: [UInt8] = []
    /// Infinite and NaN numbers.
    private var nonFiniteNumbers: [Double] = []

    /// The tape built.
    /// - Complexity: O(1)
    func tape() -> JSONTape {
        JSONTape(entries: entries, text: [], strings: strings, nonFiniteNumbers: nonFiniteNumbers)
    }

    /// Appends an array of `values`.
    /// - Complexity: O(total size of the values)
    mutating func appendArray(_ values: [JSONValue]) {
        let header = entries.count
        entries.append(0)
        var stride = -1
        for value in values {
            let start = entries.count
            append(value)
            let extent = entries.count - start
            stride = stride == -1 || stride == extent ? extent : 0
        }
        let span = entries.count - header - 1
        entries[header] = JSONTapeEntry.container(.array, span: span, stride: stride > 0 && stride <= JSONTapeEntry.maximumStride ? stride : 0)
    }

    /// Appends an object of `members`, in order.
    /// - Complexity: O(total size of the members)
    mutating func appendObject(_ members: [JSONMember]) {
        let header = entries.count
        entries.append(0)
        for member in members {
            appendString(member.key)
            append(member.value)
        }
        entries[header] = JSONTapeEntry.container(.object, span: entries.count - header - 1)
    }

    /// Appends `value`.
    /// - Complexity: O(size of the value)
    mutating func append(_ value: JSONValue) {
        switch value {
        case .object(let object): copy(from: object.tape, at: object.position)
        case .array(let array): copy(from: array.tape, at: array.position)
        case .string(let string): appendString(string)
        case .number(let number): appendNumber(number)
        case .bool(let flag): entries.append(JSONTapeEntry.tagged(flag ? .true : .false))
        case .null: entries.append(JSONTapeEntry.tagged(.null))
        }
    }

    private mutating func appendNumber(_ number: Double) {
        if number.isFinite {
            entries.append(number.bitPattern)
        } else {
            entries.append(JSONTapeEntry.tagged(.nonFiniteNumber, nonFiniteNumbers.count))
            nonFiniteNumbers.append(number)
        }
    }

    private mutating func appendString(_ string: String) {
        let bytes = string.utf8
        entries.append(JSONTape.appendString(bytes, count: bytes.count, to: &strings))
    }

    /// Copies the value at `position` of `source`, with everything it holds.
    private mutating func copy(from source: JSONTape, at position: Int) {
        for at in position ..< position + source.extent(at: position) {
            let entry = source.entries[at]
            guard !JSONTapeEntry.isNumber(entry) else {
                entries.append(entry)
                continue
            }
            switch JSONTapeEntry.kind(entry) {
            case .textString, .bufferString:
                let string = source.withStringBytes(at: at) { JSONTape.appendString($0, count: $0.count, to: &strings) }
                entries.append(string)
            case .nonFiniteNumber:
                appendNumber(source.nonFiniteNumbers[JSONTapeEntry.payload(entry)])
            case .null, .false, .true, .array, .object, .pair:
                entries.append(entry)
            }
        }
    }
}
