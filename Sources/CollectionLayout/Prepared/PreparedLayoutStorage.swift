/// The buffers of a prepared layout, emptied, for the next prepare to write
/// into: the frames, the key table's keys, runs and bitmaps, the section
/// table and the lookups keep their capacity.
///
/// Why: a prepare writes every element's frame, and writing 32 MB into a new
/// allocation costs its page faults (the kernel zeroes each page first), as
/// much as the layout arithmetic at 10^6 items. UIKit's `invalidateLayout`
/// then `prepare` keeps the layout object and its caches; a second prepare
/// into this storage does the same (`CollectionLayout.prepare(boundsSize:index:into:)`).
///
/// Each buffer is held once: taking it (`take`) moves it out, so a buffer
/// no other value shares is written in place. One still shared (the caller
/// kept a copy of the old layout) is copied on its first write, as an array is.
struct PreparedLayoutStorage {
    var frames: [Rect] = []
    var storedKeys: [ElementKey] = []
    var cellRuns: [ElementKeyTable.CellRun] = []
    var storedSlotWords: [SlotBitmap.Word] = []
    var runStartWords: [SlotBitmap.Word] = []
    var sectionSlots: [PreparedLayout.SectionSlots] = []
    var lookup = ElementLookupTable()
    /// The strip directory's top-level entries (empty for the other strategies).
    var stripDirectory: [Int32] = []

    /// No buffers: a fresh prepare.
    init() {}

    /// The buffers of `prepared`, which keeps its own references until it is released.
    /// - Complexity: O(1)
    init(of prepared: PreparedLayout) {
        frames = prepared.frames
        storedKeys = prepared.keyTable.storedKeys
        cellRuns = prepared.keyTable.runs
        storedSlotWords = prepared.keyTable.storedSlots.words
        runStartWords = prepared.keyTable.runStarts.words
        sectionSlots = prepared.sectionSlots
        lookup = prepared.lookup
        stripDirectory = StreamedStripDirectory.buffer(of: prepared.index)
    }
}

extension PreparedLayout {
    /// A layout with no element, no section and a zero content size: what an
    /// `into:` prepare leaves behind while it runs (and when it throws).
    /// - Complexity: O(1)
    public static var empty: PreparedLayout {
        PreparedLayout(
            contentSize: .zero, scrollAxis: .vertical, boundsSize: .zero, frames: [], keyTable: .empty,
            kinds: KindTable(), index: .linear(LinearScanIndex(frames: [])), sectionSlots: [], lookup: ElementLookupTable(), pinned: [:]
        )
    }

    /// Moves this layout's buffers out for the next prepare and leaves `empty`
    /// behind, so that the buffers are no longer shared with it.
    /// - Complexity: O(1)
    mutating func takeStorage() -> PreparedLayoutStorage {
        let storage = PreparedLayoutStorage(of: self)
        self = .empty
        return storage
    }
}

extension ElementKeyTable {
    /// The table of no slot.
    static var empty: ElementKeyTable {
        ElementKeyTable(storedSlots: SlotBitmap(slots: [], count: 0), storedKeys: [], runStarts: SlotBitmap(slots: [], count: 0), runs: [])
    }
}

extension Array {
    /// This array's buffer, emptied with its capacity kept, leaving an empty
    /// array in its place: the buffer changes hands without being shared, so
    /// the new owner writes into it in place.
    /// - Complexity: O(count) (the elements are destroyed).
    mutating func takeEmptied() -> [Element] {
        var taken: [Element] = []
        swap(&self, &taken)
        taken.removeAll(keepingCapacity: true)
        return taken
    }
}
