import CollectionLayout

/// Readers for the spec's typed values: each checks the JSON type and the
/// value's range, and refuses anything else with the value's path. Nothing is
/// clamped or rounded.
enum SpecValues {
    /// A number. Numbers from `JSONParser` are always finite; a programmatic
    /// `JSONValue` may hold infinity or NaN, which is refused here.
    static func number(_ value: JSONValue, path: String) throws(SpecError) -> Double {
        guard case .number(let number) = value else {
            throw SpecError(path: path, message: "expected a number, got \(value.kindDescription)")
        }
        guard number.isFinite else { throw SpecError(path: path, message: "must be finite, got \(number)") }
        return number
    }

    /// A finite number of either sign (spacings; UIKit accepts negative ones).
    static func finite(_ value: JSONValue, path: String) throws(SpecError) -> Double {
        try number(value, path: path)
    }

    /// A finite number >= 0 (header and footer heights, bounds).
    static func length(_ value: JSONValue, path: String) throws(SpecError) -> Double {
        let length = try number(value, path: path)
        guard length >= 0 else { throw SpecError(path: path, message: "must be finite and >= 0, got \(length)") }
        return length
    }

    /// `[width, height]`, both finite and >= 0 (the engine's message when not).
    static func size(_ value: JSONValue, path: String) throws(SpecError) -> Size {
        let pair = try numbers(value, path: path, names: ["width", "height"])
        let size = Size(width: pair[0], height: pair[1])
        do throws(LayoutError) {
            try LayoutValidation.checkSize(size, path: [])
        } catch {
            throw SpecError(path: path, message: error.message)
        }
        return size
    }

    /// `[top, left, bottom, right]` (UIKit's order), each finite; insets may be negative.
    static func insets(_ value: JSONValue, path: String) throws(SpecError) -> EdgeInsets {
        let values = try numbers(value, path: path, names: ["top", "left", "bottom", "right"])
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// An array of exactly `names.count` finite numbers, named in the messages.
    static func numbers(_ value: JSONValue, path: String, names: [String]) throws(SpecError) -> [Double] {
        let shape = "[" + names.joined(separator: ", ") + "]"
        guard case .array(let elements) = value else {
            throw SpecError(path: path, message: "expected \(shape), got \(value.kindDescription)")
        }
        guard elements.count == names.count else {
            throw SpecError(path: path, message: "expected \(shape) (\(names.count) numbers), got \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            numbers.append(try number(element, path: SpecPath.element(index, of: path)))
        }
        return numbers
    }

    /// `true` or `false`.
    static func bool(_ value: JSONValue, path: String) throws(SpecError) -> Bool {
        guard case .bool(let flag) = value else {
            throw SpecError(path: path, message: "expected true or false, got \(value.kindDescription)")
        }
        return flag
    }

    /// A string.
    static func string(_ value: JSONValue, path: String) throws(SpecError) -> String {
        guard case .string(let text) = value else {
            throw SpecError(path: path, message: "expected a string, got \(value.kindDescription)")
        }
        return text
    }

    /// One of `Choice`'s raw values; `noun` names the choice in the message
    /// (`unknown scrollDirection "diagonal" (expected one of "vertical", "horizontal")`).
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, path: String, noun: String, as _: Choice.Type = Choice.self
    ) throws(SpecError) -> Choice where Choice.RawValue == String {
        let name = try string(value, path: path)
        guard let choice = Choice(rawValue: name) else {
            let names = Choice.allCases.map { JSONText.quoted($0.rawValue) }.joined(separator: ", ")
            throw SpecError(path: path, message: "unknown \(noun) \(JSONText.quoted(name)) (expected one of \(names))")
        }
        return choice
    }

    /// A whole number in `range`. Fractions, and numbers out of range, are
    /// refused (never rounded or clamped); `tooLarge` words the message for
    /// numbers above the range.
    static func wholeNumber(
        _ value: JSONValue, path: String, in range: ClosedRange<Int>, tooLarge: ((String) -> String)? = nil
    ) throws(SpecError) -> Int {
        let number = try number(value, path: path)
        guard number.rounded(.towardZero) == number else {
            throw SpecError(path: path, message: "must be a whole number, got \(number)")
        }
        guard number >= Double(range.lowerBound) else {
            throw SpecError(path: path, message: "must be >= \(range.lowerBound), got \(formatted(number))")
        }
        // Every bound used is far below 2^53, so the comparison is exact.
        guard number <= Double(range.upperBound) else {
            let shown = formatted(number)
            throw SpecError(path: path, message: tooLarge?(shown) ?? "must be <= \(range.upperBound), got \(shown)")
        }
        return Int(number)
    }

    /// A whole number as an integer when it is exactly one (`-3`, `200000000`),
    /// else in `Double.description`'s form (`1e+20`).
    static func formatted(_ number: Double) -> String {
        if number.rounded(.towardZero) == number, abs(number) < 1e15 { return String(Int(number)) }
        return number.description
    }
}
