/// The orthogonal sections of a prepared layout (see `OrthogonalStrip`), and
/// the slot map of the main index, which holds every other element.
///
/// A rect query asks the main index, then finds the strips whose main-axis
/// extent the rect crosses (binary search over a running maximum of their
/// ends, so strips may overlap), and asks each strip's own index for the
/// rect moved by the strip's offset along the cross axis. Setting an offset
/// changes one number: no prepare, no rebuild.
///
/// - Complexity: query O(log S + Σ crossed strips' query + k) on top of the
///   main index; memory per strip element one more frame (the strip's index
///   holds its frames), per other element 4 bytes (the slot map).
@usableFromInline
struct OrthogonalSections: Sendable {
    /// The strips, by main-axis start.
    @usableFromInline var strips: [OrthogonalStrip]
    /// The running maximum of the strips' main-axis ends, in the same order.
    @usableFromInline let runningMaxEnd: [Double]
    /// For each position of the main index, the slot it stands for.
    @usableFromInline let mainSlots: [Int32]
    /// For each section, its strip's position in `strips`, or -1.
    @usableFromInline let stripOfSection: [Int32]
    /// The non-empty strips' first slots, ascending, and their positions in
    /// `strips`: to find the strip of a slot.
    @usableFromInline let firstSlots: [Int32]
    @usableFromInline let stripOfFirstSlot: [Int32]

    /// Builds the strips and the main index's slot map.
    /// - Parameter lanes: the layout's lanes for `SortedColumnIndex` (slots),
    ///   or `nil`; each strip keeps the lanes of its elements, in its own
    ///   positions, and so does the main index.
    /// - Returns: the strips, and the frames and lanes the main index must hold.
    /// - Complexity: O(n) plus the strips' index builds and a sort of the strips.
    static func build(
        declarations: [OrthogonalSectionDeclaration], frames: [Rect], lanes: [[Int32]]?, sectionCount: Int, strategy: IndexStrategy, scrollAxis: Axis
    ) -> (sections: OrthogonalSections, mainFrames: [Rect], mainLanes: [[Int32]]?) {
        // Each slot's place: its strip's declaration as -1 - d, or its main-index position.
        var place = [Int32](repeating: 0, count: frames.count)
        for (number, declaration) in declarations.enumerated() {
            for slot in declaration.slots { place[slot] = -1 - Int32(number) }
        }
        var mainSlots: [Int32] = []
        var mainFrames: [Rect] = []
        mainSlots.reserveCapacity(frames.count)
        mainFrames.reserveCapacity(frames.count)
        for slot in frames.indices where place[slot] >= 0 {
            place[slot] = Int32(truncatingIfNeeded: mainSlots.count)
            mainSlots.append(Int32(truncatingIfNeeded: slot))
            mainFrames.append(frames[slot])
        }
        let split = lanes.map { Self.split($0, place: place, declarations: declarations) }
        var strips = declarations.indices.map {
            OrthogonalStrip(declarations[$0], frames: frames, lanes: split?.strips[$0], strategy: strategy, scrollAxis: scrollAxis)
        }
        strips.sort { $0.mainStart < $1.mainStart || ($0.mainStart == $1.mainStart && $0.firstSlot < $1.firstSlot) }
        var runningMaxEnd: [Double] = []
        runningMaxEnd.reserveCapacity(strips.count)
        for strip in strips { runningMaxEnd.append(Swift.max(runningMaxEnd.last ?? -.infinity, strip.mainEnd)) }
        var stripOfSection = [Int32](repeating: -1, count: sectionCount)
        for (position, strip) in strips.enumerated() { stripOfSection[strip.declaration.section] = Int32(position) }
        // Empty strips hold no slot: listed, one could share its first slot
        // with the next strip and be taken for the strip holding that slot.
        let bySlot = strips.indices.filter { !strips[$0].declaration.slots.isEmpty }.sorted { strips[$0].firstSlot < strips[$1].firstSlot }
        let sections = OrthogonalSections(
            strips: strips, runningMaxEnd: runningMaxEnd, mainSlots: mainSlots, stripOfSection: stripOfSection,
            firstSlots: bySlot.map { strips[$0].firstSlot }, stripOfFirstSlot: bySlot.map { Int32($0) }
        )
        return (sections, mainFrames, split?.main)
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
        return strips[position].declaration.slots.contains(slot) ? position : nil
    }

    /// Replaces the positions the main index appended from `start` on with the slots they stand for.
    /// - Complexity: O(k)
    @inlinable
    func mapMainPositions(in slots: inout [Int32], from start: Int) {
        for position in start..<slots.count { slots[position] = mainSlots[Int(slots[position])] }
    }

    /// Appends the slots of the strips' elements that intersect `rect` at the
    /// strips' offsets: whose real frame (`frames[slot]` moved back by the
    /// offset, as `PreparedLayout.frame(ofSlot:visibleBounds:)` places it)
    /// intersects `rect`.
    ///
    /// A scrolled strip is asked for `rect` moved by its offset, widened by
    /// a few hundred ulps along the cross axis, and each candidate's real
    /// frame is tested against `rect`: moving the rect and moving a frame
    /// round differently, so the moved rect alone can find an element that
    /// only touches the rect, or miss one that overlaps it by an ulp
    /// (`CompositionalOracleRegressionTests`, seeds 301602 and 301674).
    /// - Complexity: O(log S) plus each crossed strip's query.
    @inlinable
    func appendSlots<Probe: IndexProbe>(intersecting rect: Rect, scrollAxis axis: Axis, frames: [Rect], to slots: inout [Int32], probe: inout Probe) {
        guard !rect.isEmpty else { return }
        let low = rect.min(axis), high = rect.max(axis)
        var first = 0, last = runningMaxEnd.count
        while first < last {
            probe.visit()
            let mid = (first + last) / 2
            if runningMaxEnd[mid] <= low { first = mid + 1 } else { last = mid }
        }
        let cross = axis.cross
        var position = first
        while position < strips.count, strips[position].mainStart < high {
            probe.visit()
            let strip = strips[position]
            position += 1
            guard strip.mainEnd > low else { continue }
            let start = slots.count
            guard strip.offset != 0 else {
                strip.index.appendSlots(intersecting: rect, to: &slots, probe: &probe)
                for result in start..<slots.count { slots[result] += strip.firstSlot }
                continue
            }
            strip.index.appendSlots(intersecting: strip.candidateRect(for: rect, crossAxis: cross), to: &slots, probe: &probe)
            var kept = start
            for result in start..<slots.count {
                let slot = slots[result] + strip.firstSlot
                var frame = frames[Int(slot)]
                frame.origin[cross] -= strip.offset
                guard frame.intersects(rect) else { continue }
                slots[kept] = slot
                kept += 1
            }
            slots.removeLast(slots.count - kept)
        }
    }
}
