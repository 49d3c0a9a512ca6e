extension SectionPlacement {
    /// The way a section's repetitions of its group follow one another:
    /// along the scroll axis from the cursor's main position, each at the
    /// same cross-axis start (rule 6), or, in an orthogonal section, across
    /// it from the groups' start (rule 7). A `groupPagingCentered` section
    /// starts its first group at (bounds - group) / 2 across, so that it
    /// rests centred, as UIKit does.
    ///
    /// Why: a section places its repetitions in three ways (a template's
    /// run, the rows a `OneItemGroupMemo` holds, one solve per repetition);
    /// each moves the cursor by this one definition, so their frames agree
    /// bit for bit.
    struct RepetitionPath {
        /// Where the groups start along the scroll axis.
        let start: Double
        /// Where every group starts across the scroll axis (a section that
        /// scrolls with the page).
        let crossStart: Double
        /// The scroll axis.
        let axis: Axis
        /// The section's `interGroupSpacing`.
        let spacing: Double
        /// Whether the section scrolls across the scroll axis.
        let orthogonal: Bool
        /// The collection view's length across the scroll axis, when the
        /// first group is centred in it (`groupPagingCentered`).
        let centringLength: Double?

        /// Where the group at a cursor's `main` and `cross` positions goes
        /// (taken apart: a cursor passed whole is copied, its group edges
        /// retained and released, per repetition).
        /// - Complexity: O(1)
        @inline(__always)
        func origin(main: Double, cross: Double) -> Point {
            orthogonal ? Point(main: start, cross: cross, mainAxis: axis) : Point(main: main, cross: crossStart, mainAxis: axis)
        }

        /// Centres the first group, of size `first`, when the section does
        /// (`centringLength`).
        /// - Complexity: O(1)
        @inline(__always)
        func centre(_ cursor: inout RepetitionCursor, first: Size) {
            if let centringLength { cursor.cross = (centringLength - first[axis.cross]) / 2 }
        }

        /// Moves `cursor` past a group of `size` at it: along the scroll
        /// axis, or across it with the group's edges recorded.
        /// - Complexity: amortized O(1)
        @inline(__always)
        func advance(_ cursor: inout RepetitionCursor, past size: Size) {
            if orthogonal {
                let across = size[axis.cross]
                cursor.lastCross = across
                cursor.groups.append(start: cursor.cross, end: cursor.cross + across)
                cursor.cross += across + spacing
                cursor.mainExtent = Swift.max(cursor.mainExtent, size[axis])
            } else {
                cursor.main += size[axis] + spacing
            }
        }
    }
}
