/// The main-axis start and size of each of `count` elements, read in place
/// from raw storage: a layout's frames (`Rect`s, 32 bytes each, the fields
/// `FrameFieldOffsets` names) or a compact copy of the two fields alone (16
/// bytes each, `OrthogonalSections.build`'s copy of the main index's
/// elements), so that the strip directory's builds read half the bytes of
/// the copy they are given.
///
/// An element's length is `(start + size) - start`, as `Rect.max(axis) -
/// Rect.min(axis)` computes it: the same value from either storage.
///
/// Valid only while the storage it points into is (inside the array's
/// `withUnsafeBufferPointer`).
struct MainAxisExtents {
    /// The first element's storage.
    let base: UnsafeRawPointer
    /// Bytes from one element to the next.
    let stride: Int
    /// Byte offsets, in an element, of its main-axis start and size.
    let startOffset: Int, sizeOffset: Int
    /// The number of elements.
    let count: Int

    /// The extents of `frames` along `axis`.
    init(frames: UnsafeBufferPointer<Rect>, axis: Axis) {
        let fields = FrameFieldOffsets(axis: axis)
        base = UnsafeRawPointer(frames.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Rect>.alignment)!)
        stride = MemoryLayout<Rect>.stride
        (startOffset, sizeOffset) = (fields.mainStart, fields.mainLength)
        count = frames.count
    }

    /// The extents of a compact copy: `pairs` holds each element's start then size.
    init(pairs: UnsafeBufferPointer<Double>) {
        base = UnsafeRawPointer(pairs.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Double>.alignment)!)
        stride = 2 * MemoryLayout<Double>.stride
        (startOffset, sizeOffset) = (0, MemoryLayout<Double>.stride)
        count = pairs.count / 2
    }

    /// The main-axis start of element `position`.
    /// - Complexity: O(1)
    @inline(__always)
    func start(_ position: Int) -> Double {
        base.load(fromByteOffset: position &* stride &+ startOffset, as: Double.self)
    }

    /// The main-axis length of element `position`: `(start + size) - start`.
    /// - Complexity: O(1)
    @inline(__always)
    func length(_ position: Int) -> Double {
        let element = base + position &* stride
        let start = element.load(fromByteOffset: startOffset, as: Double.self)
        return (start + element.load(fromByteOffset: sizeOffset, as: Double.self)) - start
    }
}
