/// The current height of each column of the section being laid out, and the
/// placement of its items in them (rules 4 and 5 of the contract).
struct WaterfallColumns {
    private(set) var heights: [Double] = []
    private var hasItem: [Bool] = []
    /// The column heights read to choose and place items, over every section:
    /// the prepare's work, which `PrepareComplexityTests` counts.
    private(set) var heightsExamined = 0

    /// Starts a section: `count` empty columns at `top`.
    /// - Complexity: O(count); the arrays keep their capacity, so sections
    ///   of no more columns than an earlier one allocate nothing.
    mutating func reset(count: Int, top: Double) {
        heights.removeAll(keepingCapacity: true)
        heights.append(contentsOf: repeatElement(top, count: count))
        hasItem.removeAll(keepingCapacity: true)
        hasItem.append(contentsOf: repeatElement(false, count: count))
    }

    /// The placement of a section's items: each item's column is `geometry`'s
    /// `left + column × pitch` wide `width`, its height `height × width /
    /// its width` (its aspect ratio), its top `start` plus its column's height.
    struct Geometry {
        let left: Double
        let pitch: Double
        let width: Double
        let spacing: Double
        let start: Double
    }

    /// Places `items`, in order, each at the bottom of the column
    /// `direction` chooses, appending their cells to `cells`.
    /// - Precondition: `reset` was called for the section (at least one column).
    /// - Complexity: O(items·c) for `.shortestFirst` with c columns, O(items) otherwise.
    @inline(__always)
    mutating func place(_ items: ItemSizes, direction: WaterfallLayout.ItemRenderDirection, geometry: Geometry, into cells: inout CellFrameWriter) {
        switch items {
        case .uniform(let count, let size): place(count: count, direction: direction, geometry: geometry, into: &cells) { _ in size }
        case .list(let sizes): sizes.withUnsafeBufferPointer { sizes in place(count: sizes.count, direction: direction, geometry: geometry, into: &cells) { sizes[$0] } }
        }
    }

    /// `place(_:direction:geometry:into:)` with one loop per direction and
    /// source of sizes, which the optimiser specialises: the heights are read
    /// through a buffer (one uniqueness check a section, not one per item).
    @inline(__always)
    private mutating func place(
        count: Int, direction: WaterfallLayout.ItemRenderDirection, geometry: Geometry,
        into cells: inout CellFrameWriter, sizeOf: (Int) -> Size
    ) {
        let examined = heights.withUnsafeMutableBufferPointer { heightsBuffer in
            hasItem.withUnsafeMutableBufferPointer { hasItemBuffer in
                // Copies: the loop then keeps the buffers in registers.
                let heights = heightsBuffer, hasItem = hasItemBuffer
                let columns = heights.count
                var examined = 0
                @inline(__always)
                func placeEach(choosing column: (Int) -> Int) {
                    for item in 0..<count {
                        let size = sizeOf(item)
                        let height = size.height * geometry.width / size.width
                        let chosen = column(item)
                        let y = heights[chosen] + (hasItem[chosen] ? geometry.spacing : 0)
                        heights[chosen] = y + height
                        hasItem[chosen] = true
                        examined &+= 1
                        let x = geometry.left + Double(chosen) * geometry.pitch
                        cells.append(Rect(x: x, y: geometry.start + y, width: geometry.width, height: height), lane: chosen)
                    }
                }
                switch direction {
                case .leftToRight: placeEach { $0 % columns }
                case .rightToLeft: placeEach { columns - 1 - $0 % columns }
                case .shortestFirst:
                    placeEach { _ in
                        var shortest = 0
                        for column in 1..<columns where heights[column] < heights[shortest] { shortest = column }
                        examined &+= columns
                        return shortest
                    }
                }
                return examined
            }
        }
        heightsExamined += examined
    }

    /// The tallest column's height (rule 6).
    var maximumHeight: Double { heights.max() ?? 0 }
}
