/// The main-axis start and length of each of `count` elements, read in
/// place by the strip directory's builds: from a layout's frames, each one
/// by its position (`MainAxisExtents`), or from a subset of them through the
/// list of their slots (`SubsetMainAxisExtents`).
///
/// An element's length is `(start + size) - start`, as `Rect.max(axis) -
/// Rect.min(axis)` computes it: the same value from either reader.
///
/// The builds are generic over the reader, so each reader's reads are
/// specialised into them, with no branch between the two.
protocol MainAxisExtentReader {
    /// The number of elements.
    var count: Int { get }
    /// The main-axis start of element `position`.
    /// - Complexity: O(1)
    func start(_ position: Int) -> Double
    /// The main-axis length of element `position`: `(start + size) - start`.
    /// - Complexity: O(1)
    func length(_ position: Int) -> Double
}

/// The main-axis extents of a layout's frames (`Rect`s, 32 bytes each, the
/// fields `FrameFieldOffsets` names), element `i` the frame in slot `i`.
///
/// Valid only while the frames it points into are (inside the array's
/// `withUnsafeBufferPointer`).
struct MainAxisExtents: MainAxisExtentReader {
    /// The first frame.
    let base: UnsafeRawPointer
    /// Byte offsets, in a frame, of its main-axis start and size.
    let startOffset: Int, sizeOffset: Int
    /// The number of elements.
    let count: Int

    /// The extents of `frames` along `axis`.
    init(frames: UnsafeBufferPointer<Rect>, axis: Axis) {
        let fields = FrameFieldOffsets(axis: axis)
        base = UnsafeRawPointer(frames.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Rect>.alignment)!)
        (startOffset, sizeOffset) = (fields.mainStart, fields.mainLength)
        count = frames.count
    }

    /// The main-axis start of element `position`.
    /// - Complexity: O(1)
    @inline(__always)
    func start(_ position: Int) -> Double {
        base.load(fromByteOffset: position &* MemoryLayout<Rect>.stride &+ startOffset, as: Double.self)
    }

    /// The main-axis length of element `position`: `(start + size) - start`.
    /// - Complexity: O(1)
    @inline(__always)
    func length(_ position: Int) -> Double {
        let element = base + position &* MemoryLayout<Rect>.stride
        let start = element.load(fromByteOffset: startOffset, as: Double.self)
        return (start + element.load(fromByteOffset: sizeOffset, as: Double.self)) - start
    }
}

/// The main-axis extents of the frames in a list of slots (the main index's
/// elements of a layout with orthogonal sections), element `i` the frame in
/// slot `slots[i]`: read in place through the list, which is ascending, so
/// the frames are read in the order they lie in memory.
///
/// Why: a copy of the subset's extents would take 16 bytes an element (14.7
/// MB for the App Store page at 10^6 items), written once and read once per
/// prepare; above jemalloc's oversize threshold, its pages would be faulted
/// in afresh by every prepare.
///
/// Valid only while the frames and slots it points into are.
struct SubsetMainAxisExtents: MainAxisExtentReader {
    /// The layout's frames, all of them.
    let frames: MainAxisExtents
    /// The subset's slots.
    let slots: UnsafePointer<Int32>
    /// The number of elements: of slots in the subset.
    let count: Int

    /// The extents along `axis` of the frames of `frames` in `slots`.
    /// - Precondition: every slot of `slots` is an index of `frames`.
    init(frames: UnsafeBufferPointer<Rect>, slots: UnsafeBufferPointer<Int32>, axis: Axis) {
        self.frames = MainAxisExtents(frames: frames, axis: axis)
        self.slots = slots.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Int32>.alignment)!
        count = slots.count
    }

    /// The main-axis start of element `position`.
    /// - Complexity: O(1)
    @inline(__always)
    func start(_ position: Int) -> Double { frames.start(Int(truncatingIfNeeded: slots[position])) }

    /// The main-axis length of element `position`.
    /// - Complexity: O(1)
    @inline(__always)
    func length(_ position: Int) -> Double { frames.length(Int(truncatingIfNeeded: slots[position])) }
}
