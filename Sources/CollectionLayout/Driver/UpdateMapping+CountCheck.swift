extension UpdateMapping {
    /// The first section whose count after an update that keeps every section
    /// in place is not its count before plus its change (`changes`, by
    /// section), or `nil`: one pass comparing the two count arrays, then the
    /// changed sections alone.
    /// - Complexity: O(S + changes·log(changes))
    static func firstCountMismatch(old: [Int], new: [Int], changes: [Int: Int]) -> Int? {
        var first: Int?
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                for section in 0..<new.count where new[section] != old[section] && changes[section] == nil {
                    first = section
                    return
                }
            }
        }
        for (section, change) in changes where new[section] != old[section] + change && section < (first ?? .max) {
            first = section
        }
        return first
    }
}
