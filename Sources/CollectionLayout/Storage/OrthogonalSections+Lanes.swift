extension OrthogonalSections {
    /// `lanes` (of slots) split by `place` (see `build`) into the main
    /// index's lanes of positions and each declaration's lanes of positions
    /// relative to its first slot, empty lanes left out.
    /// - Complexity: O(n + L × S)
    static func split(_ lanes: [[Int32]], place: [Int32], declarations: [OrthogonalSectionDeclaration]) -> (main: [[Int32]], strips: [[[Int32]]]) {
        var main: [[Int32]] = []
        var strips = [[[Int32]]](repeating: [], count: declarations.count)
        for lane in lanes {
            var mainLane: [Int32] = []
            var stripLanes = [[Int32]](repeating: [], count: declarations.count)
            for slot in lane {
                let position = place[Int(slot)]
                if position >= 0 {
                    mainLane.append(position)
                } else {
                    let number = Int(-1 - position)
                    stripLanes[number].append(slot - Int32(truncatingIfNeeded: declarations[number].slots.lowerBound))
                }
            }
            if !mainLane.isEmpty { main.append(mainLane) }
            for number in declarations.indices where !stripLanes[number].isEmpty { strips[number].append(stripLanes[number]) }
        }
        return (main, strips)
    }
}
