/// Every orthogonal strip's elements sorted by cross-axis start (at offset
/// 0, ties by slot), each kept as its slot's distance from its strip's first
/// slot: 16 bits an entry when no strip holds more than 65,536 slots, else
/// 32 bits for every entry (two halves of `storage` each). A strip's
/// entries are `OrthogonalStrip.entries`; its slot `n` entries on is
/// `firstSlot + entry n`. The width follows from the entry count, which the
/// owner keeps (`OrthogonalSections.runningMaxCrossEnd` has one per entry),
/// so the type is one array and `OrthogonalSections` keeps its size: every
/// query of every layout copies it to the stack, and one more array would
/// cost each about 47 instructions.
///
/// Why: a carousel holds a few dozen elements, so a whole slot (4 bytes)
/// would keep mostly zeros; 2 bytes an entry are 1.6 bytes per item less on
/// a 10^6-item App Store page (issue 14, `results/appstore-memory-3/`).
///
/// - Complexity: memory 2 bytes per strip element (4 when some strip
///   exceeds 65,536 elements).
@usableFromInline
struct OrthogonalCrossOrder: Sendable {
    /// The most slots a strip may hold for its entries to fit 16 bits.
    static let narrowStripLimit = Int(UInt16.max) + 1

    /// The entries: one element each when they are 16-bit, two when 32-bit.
    @usableFromInline let storage: [UInt16]

    /// The order of `entryCount` entries of `Entry`'s width (`UInt16` or
    /// `UInt32`), which `write` writes in place.
    /// - Complexity: that of `write`.
    init<Entry: FixedWidthInteger & UnsignedInteger>(
        entryCount: Int, of _: Entry.Type, write: (UnsafeMutableBufferPointer<Entry>) -> Void
    ) {
        let halves = MemoryLayout<Entry>.stride / MemoryLayout<UInt16>.stride
        storage = [UInt16](unsafeUninitializedCapacity: entryCount * halves) { buffer, initialized in
            buffer.withMemoryRebound(to: Entry.self) { write($0) }
            initialized = entryCount * halves
        }
    }

    /// Whether strips of `slotCounts` slots keep their entries in 16 bits.
    /// - Complexity: O(strips)
    static func fitsNarrow(_ slotCounts: some Sequence<Int>) -> Bool {
        slotCounts.allSatisfy { $0 <= narrowStripLimit }
    }

    /// Whether the order of `entryCount` entries keeps them in 16 bits.
    /// - Complexity: O(1)
    @inlinable
    func isNarrow(entryCount: Int) -> Bool { storage.count == entryCount }

    /// The bytes the entries hold.
    var heapBytes: Int { storage.count * MemoryLayout<UInt16>.stride }

    /// Calls `body` with the entries in their width: `narrow` when they are
    /// 16-bit (of `entryCount`), else `wide`.
    /// - Complexity: O(1) besides `body`.
    @inlinable @inline(__always)
    func withEntries<Result>(
        entryCount: Int, narrow: (UnsafePointer<UInt16>) -> Result, wide: (UnsafePointer<UInt32>) -> Result
    ) -> Result {
        storage.withUnsafeBufferPointer { storage in
            let base = storage.baseAddress!
            return storage.count == entryCount
                ? narrow(base)
                : base.withMemoryRebound(to: UInt32.self, capacity: storage.count / 2) { wide($0) }
        }
    }

    /// The slot of entry `entry` of `strip`, of `entryCount` entries.
    /// - Complexity: O(1)
    func slot(at entry: Int, of strip: OrthogonalStrip, entryCount: Int) -> Int {
        Int(strip.firstSlot) + withEntries(entryCount: entryCount, narrow: { Int($0[entry]) }, wide: { Int($0[entry]) })
    }
}
