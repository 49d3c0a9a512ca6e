/// Every stored element's identity, without a key per element.
///
/// A section's cells are stored contiguously and in item order, so a cell's
/// key is implied by its slot: its section is the run of cells the slot
/// falls in, its item the slot's distance from the run's first slot, its kind
/// code 0 and its zIndex 0. Only the other elements (supplementary and
/// decoration views, and cells whose zIndex or position differs from the
/// implied one) keep an `ElementKey`, in slot order; a `SlotBitmap` marks
/// their slots and gives each one's position among them. A second bitmap
/// marks where each run of implied cells starts, so a cell's run is that
/// bitmap's rank.
///
/// Why: a key is 16 bytes beside a 32-byte frame, and writing it for every
/// cell was a third of what a 10^6-item flow or waterfall prepare wrote
/// (issue 14); the bitmaps are 0.5 bytes per slot.
///
/// - Complexity: a key is O(1): a bitmap word read and a population count,
///   then one array read. Memory: 16 bytes per stored key, 8 per section
///   with implied cells, 0.5 per slot.
@usableFromInline
struct ElementKeyTable: Sendable {
    /// A section's implied cells: slot `firstSlot + i` is item `i` of `section`.
    @usableFromInline
    struct CellRun: Sendable {
        @usableFromInline var section: Int32
        @usableFromInline var firstSlot: Int32
    }

    /// The slots whose key is stored.
    @usableFromInline let storedSlots: SlotBitmap
    /// The stored keys, in slot order.
    @usableFromInline let storedKeys: [ElementKey]
    /// The first slot of each run of implied cells.
    @usableFromInline let runStarts: SlotBitmap
    /// The runs of implied cells, in slot order.
    @usableFromInline let runs: [CellRun]

    /// The key of the element in `slot`.
    /// - Complexity: O(1)
    @inlinable
    func key(ofSlot slot: Int) -> ElementKey {
        if let position = storedSlots.rankIfContained(slot) { return storedKeys[position] }
        let run = runs[runStarts.rank(through: slot) - 1]
        return ElementKey(section: run.section, item: Int32(truncatingIfNeeded: slot) &- run.firstSlot, kindCode: 0, zIndex: 0)
    }

    /// The kind code of the element in `slot` (0 for a cell).
    /// - Complexity: O(1)
    @inlinable
    func kindCode(ofSlot slot: Int) -> UInt16 {
        guard let position = storedSlots.rankIfContained(slot) else { return 0 }
        return storedKeys[position].kindCode
    }

    /// The bytes the table holds.
    var byteCount: Int {
        storedSlots.byteCount + runStarts.byteCount
            + storedKeys.count * MemoryLayout<ElementKey>.stride + runs.count * MemoryLayout<CellRun>.stride
    }
}

/// Collects an `ElementKeyTable` while a layout appends its elements: a cell
/// whose key its slot implies costs a comparison, every other element a
/// stored key.
struct ElementKeyRecorder {
    private var storedSlots: [Int32] = []
    private var storedKeys: [ElementKey] = []
    private var runs: [ElementKeyTable.CellRun] = []
    /// Words for the table's two bitmaps (a reused prepare's previous ones).
    private var storedSlotWords: [SlotBitmap.Word] = []
    private var runStartWords: [SlotBitmap.Word] = []
    /// Whether the table gets its stored keys trimmed to their count (see
    /// `trimmed`); not when they are written into reused storage, which keeps
    /// its capacity for the next prepare, as the frames do.
    private var trimsStoredKeys = true

    /// A recorder with nothing recorded.
    init() {}

    /// A recorder writing into the key buffers of `storage` (moved out of it):
    /// a prepare like the previous one then grows none of them.
    /// - Complexity: O(1), plus one allocation of the stored slots' list.
    init(reusing storage: inout PreparedLayoutStorage) {
        storedSlots.reserveCapacity(storage.storedKeys.count)
        storedKeys = storage.storedKeys.takeEmptied()
        runs = storage.cellRuns.takeEmptied()
        storedSlotWords = storage.storedSlotWords.takeEmptied()
        runStartWords = storage.runStartWords.takeEmptied()
        trimsStoredKeys = false
    }

    /// Records the cell in `slot`, item `item` of `section`, whose section's
    /// cells start at `firstItemSlot`.
    /// - Returns: whether its slot implies its key (nothing was stored): the
    ///   section's next cells whose slots imply theirs need no call.
    /// - Complexity: amortized O(1)
    mutating func recordCell(slot: Int, section: Int, item: Int, zIndex: Int32, firstItemSlot: Int32) -> Bool {
        let section32 = Int32(truncatingIfNeeded: section)
        if zIndex == 0, slot &- Int(firstItemSlot) == item {
            if runs.last?.section != section32 { runs.append(.init(section: section32, firstSlot: firstItemSlot)) }
            return true
        }
        record(ElementKey(section: section32, item: Int32(truncatingIfNeeded: item), kindCode: 0, zIndex: zIndex), slot: slot)
        return false
    }

    /// Records the key of the element in `slot`, which its slot does not imply.
    /// - Precondition: `slot` is past every slot recorded so far.
    /// - Complexity: amortized O(1)
    mutating func record(_ key: ElementKey, slot: Int) {
        storedSlots.append(Int32(truncatingIfNeeded: slot))
        storedKeys.append(key)
    }

    /// The stored key of the element in `slot`, or `nil` when the slot implies it.
    /// - Complexity: O(log stored keys)
    func storedKey(ofSlot slot: Int) -> ElementKey? {
        var low = 0, high = storedSlots.count
        while low < high {
            let middle = (low + high) / 2
            if Int(storedSlots[middle]) < slot { low = middle + 1 } else { high = middle }
        }
        return low < storedSlots.count && Int(storedSlots[low]) == slot ? storedKeys[low] : nil
    }

    /// The table of `count` slots, its bitmaps written into the recorder's
    /// words (which it gives up).
    /// - Complexity: O(count / 64 + runs), plus O(stored keys) when their
    ///   array has grown well past its count and is copied to its size.
    mutating func table(count: Int) -> ElementKeyTable {
        ElementKeyTable(
            storedSlots: SlotBitmap(slots: storedSlots, count: count, reusing: &storedSlotWords),
            storedKeys: trimsStoredKeys ? Self.trimmed(storedKeys) : storedKeys,
            runStarts: SlotBitmap(slots: runs.lazy.map(\.firstSlot), count: count, reusing: &runStartWords), runs: runs
        )
    }

    /// `keys`, copied to an array of its own size when more than an eighth of
    /// its capacity is unused: a layout whose every cell has a stored key
    /// (sticky cards, whose zIndex is their order) grows the array by
    /// doubling, and the table keeps it for the prepared layout's lifetime.
    static func trimmed(_ keys: [ElementKey]) -> [ElementKey] {
        guard keys.capacity - keys.count > keys.capacity / 8 else { return keys }
        return [ElementKey](unsafeUninitializedCapacity: keys.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: keys)
        }
    }
}
