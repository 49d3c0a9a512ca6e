/// The orthogonal sections of a prepared layout (see `OrthogonalStrip`), and
/// the slot map of the main index, which holds every other element.
///
/// Every strip's elements share one store: `crossOrder` lists each strip's
/// slots sorted by cross-axis start (at offset 0), as distances from the
/// strip's first slot (`OrthogonalCrossOrder`), and
/// `runningMaxCrossEnd` the running maximum of their cross-axis ends within
/// the strip. A rect query asks the main index, then finds the strips whose
/// main-axis extent the rect crosses (the first whose running maximum of
/// ends passes the rect, from a directory over those ends,
/// `RunningEndDirectory`, so strips may overlap), and in each one binary-searches the
/// first entry whose running end passes the rect (moved by the strip's
/// offset) and scans until the entries start past it, testing each
/// element's real frame. A scrolled strip changes one number: no prepare, no
/// rebuild. The layout is a sorted-by-start scan with a running-maximum
/// bound, per strip: the flat array that beats an R-tree on short intervals
/// (issue 11's `peer-sorted-scan`), over the few dozen elements of a carousel.
///
/// - Complexity: query O(min(s, log S) + Σ crossed strips' (log m +
///   scanned)) on top of the main index, s the strips whose ends share the
///   directory strip of the rect's start (one or two); memory per strip
///   element 6 bytes (its slot's distance from the strip's first and its
///   running end; 8 when a strip exceeds 65,536 elements), per other element 4 bytes
///   (the slot map), per strip one `OrthogonalStrip`, its declaration, its
///   running end and its directory entry.
@usableFromInline
struct OrthogonalSections: Sendable {
    /// The strips, by main-axis start.
    @usableFromInline var strips: [OrthogonalStrip]
    /// Each strip's declaration, in the order of `strips`, kept as what
    /// differs between them (`declaration(at:)` rebuilds one).
    let declarations: OrthogonalDeclarationTable
    /// The running maximum of the strips' main-axis ends, in the same order.
    @usableFromInline let runningMaxEnd: [Double]
    /// The directory over `runningMaxEnd`: where a query's strips begin.
    @usableFromInline let endDirectory: RunningEndDirectory
    /// Each strip's slots (`OrthogonalStrip.entries`), sorted by cross-axis
    /// start at offset 0 (ties by slot), as distances from its first slot.
    @usableFromInline let crossOrder: OrthogonalCrossOrder
    /// For each entry of `crossOrder`, the largest cross-axis end (at offset
    /// 0) of its strip's entries up to it, rounded up to a `Float`
    /// (`runningEnd(_:)`: a search over them may start early, never late).
    @usableFromInline let runningMaxCrossEnd: [Float]
    /// For each position of the main index, the slot it stands for; empty
    /// when the main index holds the slots themselves (`mainSlotsGivenUp`).
    @usableFromInline private(set) var mainSlots: [Int32]
    /// For each section, its strip's position in `strips`, or -1.
    @usableFromInline let stripOfSection: [Int32]
    /// The non-empty strips' first slots, ascending, and their positions in
    /// `strips`: to find the strip of a slot.
    @usableFromInline let firstSlots: [Int32]
    @usableFromInline let stripOfFirstSlot: [Int32]
    /// Whether some strip holds a pinned element (`notePins(_:)`); until
    /// the pins are known, true. A strip's content is cells and the items
    /// attached to them, which a layout never pins: when none is, a query's
    /// pin filter skips the strips' candidates.
    @usableFromInline private(set) var holdsPinned = true

    /// Builds the strips and the main index's slot map, in one pass over the
    /// frames in slot order: the main index's frames are copied (a run of
    /// them between two strips at a time) unless `copiesMainFrames` is
    /// false, and each strip's frames are read once for its extent and
    /// cross-axis order (`writeCrossOrder`). A layout declares its strips
    /// as it appends them, in slot and main-axis order, so the sorts below
    /// are skipped then.
    /// - Parameter lanes: the layout's lanes for `SortedColumnIndex` (slots),
    ///   or `nil`; the main index keeps the lanes of its elements, in its
    ///   own positions (a strip needs none: its order is by cross-axis start).
    /// - Parameter copiesMainFrames: whether to copy the main elements'
    ///   frames (`mainFrames`) for an index over a copy; the strip
    ///   directory indexes them among the layout's own frames, through
    ///   `mainSlots` (`StripDirectoryIndex(frames:slots:axis:)`), and
    ///   needs none.
    /// - Returns: the strips, and the frames (or none) and lanes of the
    ///   main index's elements, in the order of `mainSlots`.
    /// - Complexity: O(n) plus a sort of each strip's elements that are not
    ///   already in cross-axis order, and a sort of the strips when they are
    ///   not declared in slot and main-axis order.
    static func build(
        declarations unordered: [OrthogonalSectionDeclaration], frames: [Rect], lanes: [[Int32]]?, sectionCount: Int, scrollAxis: Axis,
        copiesMainFrames: Bool = true
    ) -> (sections: OrthogonalSections, mainFrames: [Rect], mainLanes: [[Int32]]?) {
        var bySlot = Array(unordered.indices)
        if !isAscending(bySlot, by: { unordered[$0].slots.lowerBound < unordered[$1].slots.lowerBound }) {
            bySlot.sort { unordered[$0].slots.lowerBound < unordered[$1].slots.lowerBound }
        }
        var mainSlots: [Int32] = [], mainFrames: [Rect] = [], runningMaxCrossEnd: [Float] = []
        let entryCount = unordered.reduce(0) { $0 + $1.slots.count }
        // Exactly the main index's elements (strips' slot ranges are disjoint): the
        // index keeps these arrays, so room reserved for every slot would be
        // kept too (32 + 4 bytes per strip element).
        let mainCount = Swift.max(0, frames.count - entryCount)
        mainSlots.reserveCapacity(mainCount)
        if copiesMainFrames { mainFrames.reserveCapacity(mainCount) }
        var strips: [OrthogonalStrip] = []
        strips.reserveCapacity(unordered.count)
        // The walk in slot order, each run of main elements between two strips
        // handed to `copyRun`, each strip's entries written in place (an
        // append per entry checked the arrays' uniqueness and capacity), in
        // the width the longest strip needs.
        var crossOrder = OrthogonalCrossOrder(entryCount: 0, of: UInt16.self) { _ in }
        // A closure, not the key path `\.slots.count`: a key path applied
        // through a lazy map is not specialised, about 2,300 instructions a
        // strip (`results/appstore-prepare-8/`).
        let isNarrow = OrthogonalCrossOrder.fitsNarrow(unordered.lazy.map { $0.slots.count })
        func walk(_ copyRun: (UnsafeBufferPointer<Rect>) -> Void) {
            crossOrder = isNarrow
                ? OrthogonalCrossOrder(entryCount: entryCount, of: UInt16.self) { walkWriting($0, copyRun) }
                : OrthogonalCrossOrder(entryCount: entryCount, of: UInt32.self) { walkWriting($0, copyRun) }
        }
        func walkWriting<Entry: FixedWidthInteger & UnsignedInteger>(_ order: UnsafeMutableBufferPointer<Entry>, _ copyRun: (UnsafeBufferPointer<Rect>) -> Void) {
            runningMaxCrossEnd = [Float](unsafeUninitializedCapacity: entryCount) { ends, endCount in
                var next = 0, entries = 0
                frames.withUnsafeBufferPointer { frames in
                    for number in bySlot {
                        let section = unordered[number].section, slots = unordered[number].slots
                        if !slots.isEmpty {
                            mainSlots.append(contentsOf: (next..<slots.lowerBound).lazy.map { Int32(truncatingIfNeeded: $0) })
                            copyRun(UnsafeBufferPointer(rebasing: frames[next..<slots.lowerBound]))
                            next = slots.upperBound
                        }
                        let placed = entries..<(entries + slots.count)
                        let extent = writeCrossOrder(
                            of: slots, frames: frames, scrollAxis: scrollAxis,
                            into: UnsafeMutableBufferPointer(rebasing: order[placed]), runningEnds: UnsafeMutableBufferPointer(rebasing: ends[placed])
                        )
                        strips.append(OrthogonalStrip(section: section, slots: slots, firstEntry: entries, extent: extent))
                        entries = placed.upperBound
                    }
                    mainSlots.append(contentsOf: (next..<frames.count).lazy.map { Int32(truncatingIfNeeded: $0) })
                    copyRun(UnsafeBufferPointer(rebasing: frames[next...]))
                }
                precondition(entries == entryCount, "one entry per strip slot")
                endCount = entries
            }
        }
        if copiesMainFrames {
            walk { mainFrames.append(contentsOf: $0) }
        } else {
            walk { _ in }
        }
        let mainLanes = lanes.map { Self.mainLanes($0, mainSlots: mainSlots, slotCount: frames.count) }

        // `strips` is in the order of `bySlot`; the query wants main-axis order.
        let byStart: (Int, Int) -> Bool = {
            strips[$0].mainStart < strips[$1].mainStart || (strips[$0].mainStart == strips[$1].mainStart && strips[$0].firstSlot < strips[$1].firstSlot)
        }
        var order = Array(strips.indices)
        if !isAscending(order, by: byStart) {
            order.sort(by: byStart)
            strips = order.map { strips[$0] }
        }
        let declared = order.map { bySlot[$0] }
        let declarations = OrthogonalDeclarationTable(declared.elementsEqual(unordered.indices) ? unordered : declared.map { unordered[$0] })
        var runningMaxEnd: [Double] = []
        runningMaxEnd.reserveCapacity(strips.count)
        for strip in strips { runningMaxEnd.append(Swift.max(runningMaxEnd.last ?? -.infinity, strip.mainEnd)) }
        var stripOfSection = [Int32](repeating: -1, count: sectionCount)
        for (position, strip) in strips.enumerated() { stripOfSection[Int(strip.section)] = Int32(position) }
        // Empty strips hold no slot: listed, one could share its first slot
        // with the next strip and be taken for the strip holding that slot.
        var nonEmpty = strips.indices.filter { !strips[$0].slots.isEmpty }
        let bySlotOf: (Int, Int) -> Bool = { strips[$0].firstSlot < strips[$1].firstSlot }
        if !isAscending(nonEmpty, by: bySlotOf) { nonEmpty.sort(by: bySlotOf) }
        let sections = OrthogonalSections(
            strips: strips, declarations: declarations, runningMaxEnd: runningMaxEnd, endDirectory: RunningEndDirectory(ends: runningMaxEnd),
            crossOrder: crossOrder, runningMaxCrossEnd: runningMaxCrossEnd, mainSlots: mainSlots, stripOfSection: stripOfSection,
            firstSlots: nonEmpty.map { strips[$0].firstSlot }, stripOfFirstSlot: nonEmpty.map { Int32($0) }
        )
        return (sections, mainFrames, mainLanes)
    }

    /// The bytes the strips hold on the heap, every array of them: the main
    /// index's slot map (empty once given up), the cross-axis order and
    /// running ends, the strips and their declarations (with their listed
    /// group edges), the running main-axis ends and their directory, the
    /// strip of each section, and the non-empty strips' first slots and
    /// positions. `PreparedLayout.indexBytes` adds them to the main index's.
    /// - Complexity: O(S) (each declaration's group edges).
    var heapBytes: Int {
        let int32 = MemoryLayout<Int32>.stride, double = MemoryLayout<Double>.stride
        var bytes = mainSlots.count * int32 + crossOrder.heapBytes + runningMaxCrossEnd.count * MemoryLayout<Float>.stride
        bytes += strips.count * MemoryLayout<OrthogonalStrip>.stride + declarations.heapBytes
        bytes += runningMaxEnd.count * double + endDirectory.entries.count * int32
        return bytes + (stripOfSection.count + firstSlots.count + stripOfFirstSlot.count) * int32
    }

    /// The declaration of strip `position`.
    /// - Complexity: O(1) (see `OrthogonalDeclarationTable.declaration(at:section:slots:)`).
    func declaration(at position: Int) -> OrthogonalSectionDeclaration {
        let strip = strips[position]
        return declarations.declaration(at: position, section: Int(strip.section), slots: Int(strip.slots.lowerBound)..<Int(strip.slots.upperBound))
    }

    /// Records whether some strip holds an element `pins` pins (`holdsPinned`).
    /// - Complexity: O(S + strip elements / 64): a word of pin bits per 64 slots.
    mutating func notePins(_ pins: PinTable) {
        holdsPinned = !pins.isEmpty && strips.contains { pins.holdsPinned(in: $0.slots) }
    }

    /// Whether `positions` is sorted by `isBefore` (no later one before an earlier one).
    /// - Complexity: O(positions)
    static func isAscending(_ positions: [Int], by isBefore: (Int, Int) -> Bool) -> Bool {
        positions.indices.dropFirst().allSatisfy { !isBefore(positions[$0], positions[$0 - 1]) }
    }

    /// The position in `strips` of the strip holding `slot`, or `nil`.
    /// - Complexity: O(log S)
    @inlinable
    func strip(ofSlot slot: Int) -> Int? {
        var low = 0, high = firstSlots.count
        while low < high {
            let mid = (low + high) / 2
            if Int(firstSlots[mid]) <= slot { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let position = Int(stripOfFirstSlot[low - 1])
        return strips[position].slots.contains(Int32(truncatingIfNeeded: slot)) ? position : nil
    }

    /// Replaces the positions the main index appended from `start` on with
    /// the slots they stand for; nothing when it appends slots (no `mainSlots`).
    /// - Complexity: O(k)
    @inlinable
    func mapMainPositions(in slots: inout [Int32], from start: Int) {
        guard !mainSlots.isEmpty, start < slots.count else { return }
        mainSlots.withUnsafeBufferPointer { mainSlots in
            slots.withUnsafeMutableBufferPointer { slots in
                for position in start..<slots.count { slots[position] = mainSlots[Int(slots[position])] }
            }
        }
    }

    /// Drops the slot map, once the main index is built over `mainSlots` of
    /// the layout's frames (`StripDirectoryIndex(frames:slots:axis:)`): it
    /// appends slots, and keeps them itself (its start order).
    /// - Complexity: O(1)
    mutating func mainSlotsGivenUp() -> [Int32] {
        defer { mainSlots = [] }
        return mainSlots
    }
}
