/// Names the value behind "the layout overflows to infinity": the engine sees
/// only the sum that overflowed, not which of the spec's numbers made it so,
/// so its error has no path. The value of largest magnitude in the document
/// is the one that matters (a sum of finite doubles reaches infinity only
/// through terms near `Double.greatestFiniteMagnitude`), and its JSON path is
/// what a user needs to fix.
public enum OverflowSource {
    /// `error` with the path of the largest number in `document` when it is the
    /// engine's path-less overflow refusal; any other error unchanged.
    /// - Complexity: O(values in the document)
    public static func locate(_ error: SpecError, in document: [UInt8]) -> SpecError {
        guard error.path.isEmpty, error.message.hasPrefix("the layout overflows to infinity"),
              let value = try? JSONParser.parse(document), let largest = largestNumber(in: value)
        else { return error }
        let rest = error.message.dropFirst("the layout overflows to infinity".count)
        return SpecError(path: largest.path, message: "\(largest.value) makes the layout overflow to infinity\(rest)")
    }

    /// The number of largest magnitude in `value` and its path (the first one on a tie).
    /// - Complexity: O(values), iterative.
    static func largestNumber(in value: JSONValue) -> (path: String, value: Double)? {
        var best: (path: String, value: Double)?
        var pending: [(path: String, value: JSONValue)] = [("", value)]
        while let (path, value) = pending.popLast() {
            switch value {
            case .number(let number):
                if best == nil || abs(number) > abs(best!.value) || (abs(number) == abs(best!.value) && path < best!.path) {
                    best = (path, number)
                }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() { pending.append((SpecPath.element(index, of: path), element)) }
            case .object(let object):
                for member in object.members.reversed() { pending.append((SpecPath.member(member.key, of: path), member.value)) }
            case .string, .bool, .null:
                break
            }
        }
        return best
    }
}
