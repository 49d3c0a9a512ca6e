/// The byte offsets of a frame's start and length along a main axis, so that
/// the builds load them without choosing an axis per element (the queries
/// read through `FrameFields`, at constant offsets). Worked out once per axis:
/// the key paths behind them are instantiated at run time, which cost 13% of a
/// 10^6 flow prepare when done per 256-frame chunk.
@usableFromInline
struct FrameFieldOffsets: Sendable {
    /// The offset of the frame's start along the main axis.
    let mainStart: Int
    /// The offset of the frame's length along the main axis.
    let mainLength: Int

    /// The offsets of `axis`'s fields as the main axis.
    init(axis: Axis) {
        self = axis == .vertical ? Self.vertical : Self.horizontal
    }

    private init(start: KeyPath<Rect, Double>, length: KeyPath<Rect, Double>) {
        mainStart = MemoryLayout<Rect>.offset(of: start)!
        mainLength = MemoryLayout<Rect>.offset(of: length)!
    }

    private static let vertical = FrameFieldOffsets(start: \Rect.origin.y, length: \Rect.size.height)
    private static let horizontal = FrameFieldOffsets(start: \Rect.origin.x, length: \Rect.size.width)
}

/// A frame's start and length along an index's main and cross axes, one
/// conforming type per axis, so that a scan specialised for it reads each at
/// a constant offset (no offset kept in a register, nor an axis tested per element).
@usableFromInline
protocol FrameFields {
    /// The frame's start along the main axis.
    static func mainStart(of frame: UnsafePointer<Rect>) -> Double
    /// The frame's length along the main axis.
    static func mainLength(of frame: UnsafePointer<Rect>) -> Double
    /// The frame's start along the cross axis.
    static func crossStart(of frame: UnsafePointer<Rect>) -> Double
    /// The frame's length along the cross axis.
    static func crossLength(of frame: UnsafePointer<Rect>) -> Double
}

/// A vertical main axis's fields: y and height, then x and width.
@usableFromInline
enum VerticalFrameFields: FrameFields {
    @inlinable @inline(__always) static func mainStart(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.origin.y }
    @inlinable @inline(__always) static func mainLength(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.size.height }
    @inlinable @inline(__always) static func crossStart(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.origin.x }
    @inlinable @inline(__always) static func crossLength(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.size.width }
}

/// A horizontal main axis's fields: x and width, then y and height.
@usableFromInline
enum HorizontalFrameFields: FrameFields {
    @inlinable @inline(__always) static func mainStart(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.origin.x }
    @inlinable @inline(__always) static func mainLength(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.size.width }
    @inlinable @inline(__always) static func crossStart(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.origin.y }
    @inlinable @inline(__always) static func crossLength(of frame: UnsafePointer<Rect>) -> Double { frame.pointee.size.height }
}
