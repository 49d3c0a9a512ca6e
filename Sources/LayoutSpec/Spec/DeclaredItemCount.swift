extension LayoutSpecification {
    /// The number of items a parsed spec declares, read from the document
    /// before it is decoded, so a command can refuse a spec too large for its
    /// limits before generating a workload or preparing anything: the `items`
    /// of a workload object, or the sum over listed sections of `count`, the
    /// length of `itemSizes` and of `events`. Values the decoder would refuse
    /// (not numbers, negative) count as 0 here; the sum saturates at `Int.max`.
    /// - Complexity: O(sections)
    public static func declaredItemCount(in document: JSONValue) -> Int {
        guard case .object(let root) = document, let sections = root["sections"] else { return 0 }
        func count(_ value: JSONValue?) -> Int {
            switch value {
            case .number(let number)?: number >= 1 ? (number < 0x1p62 ? Int(number) : Int.max) : 0
            case .array(let elements)?: elements.count
            default: 0
            }
        }
        switch sections {
        case .object(let workload):
            return count(workload["items"])
        case .array(let list):
            var total = 0
            for case .object(let section) in list {
                for key in ["count", "itemSizes", "events"] {
                    let (sum, overflow) = total.addingReportingOverflow(count(section[key]))
                    total = overflow ? Int.max : sum
                }
            }
            return total
        default:
            return 0
        }
    }
}
