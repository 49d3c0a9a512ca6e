import Foundation
import LayoutSpec

/// The limits `frames`, `query` and `render` hold a spec to before they
/// allocate for it: the items it declares against `--max-items`, and the
/// memory those items would take against what the process may use.
///
/// Bytes per item, measured (peak resident size over 10^6 items of a flow
/// and a waterfall layout, debug build, less the empty process): a prepared
/// layout with its index about 80 to 90 (`query`, `render`, which draws at
/// most `--max-elements`); with every element listed and sorted for
/// printing about 360 (`frames`). The estimates round up to 128 and 512.
struct ItemLimit {
    /// The default `--max-items`: 10 million items, about 1.3 GB to prepare
    /// and 5 GB to list with `frames`.
    static let defaultMaximumItems = 10_000_000

    /// The most items the command accepts.
    var maximumItems: Int
    /// The estimated bytes per item of the command's work.
    var bytesPerItem: Int

    /// Refuses `items` above `maximumItems`, or whose estimated memory
    /// exceeds the process's limit (`availableBytes`).
    func check(items: Int) throws(SpecError) {
        guard items <= maximumItems else {
            throw SpecError(path: "sections", message: "\(items) items exceed --max-items \(maximumItems) (raise it to allow more)")
        }
        let (estimate, overflow) = items.multipliedReportingOverflow(by: bytesPerItem)
        if let available = Self.availableBytes(), overflow || estimate > available {
            throw SpecError(
                path: "sections",
                message: "\(items) items need about \(Self.gigabytes(overflow ? Int.max : estimate)) of memory, more than the \(Self.gigabytes(available)) this process may use"
            )
        }
    }

    /// A parse holds the text and its tape (`JSONTape`), at most 4 bytes of
    /// tape per byte of text whatever the document's shape: measured peaks
    /// of 2.5 to 5.2 times the text, 5.2 for `[1,1,...]` (the worst case,
    /// 2 bytes a value; `results/parser-memory`), so 6 with a margin.
    static let parsedBytesPerByte = 6

    /// Refuses a spec document whose parse would need more memory than the process may use.
    static func checkParse(documentBytes: Int) throws(SpecError) {
        let estimate = documentBytes.multipliedReportingOverflow(by: parsedBytesPerByte).partialValue
        if let available = availableBytes(), estimate > available {
            throw SpecError(path: "", message: "a spec of \(documentBytes) bytes needs about \(gigabytes(estimate)) of memory to parse, more than the \(gigabytes(available)) this process may use")
        }
    }

    /// What the process may allocate: the smaller of the physical memory and
    /// the address-space limit (`ulimit -v`), when either is known.
    static func availableBytes() -> Int? {
        var limits: [Int] = []
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        if pages > 0 && pageSize > 0 { limits.append(pages.multipliedReportingOverflow(by: pageSize).partialValue) }
        var addressSpace = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &addressSpace) == 0, addressSpace.rlim_cur < rlim_t(Int.max) {
            limits.append(Int(addressSpace.rlim_cur))
        }
        return limits.min()
    }

    /// `1.3 GB`, `512 MB`.
    static func gigabytes(_ bytes: Int) -> String {
        let value = Double(bytes)
        return value >= 1e9 ? String(format: "%.1f GB", value / 1e9) : String(format: "%.0f MB", value / 1e6)
    }
}
