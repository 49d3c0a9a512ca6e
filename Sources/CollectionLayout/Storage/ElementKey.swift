/// The identity of one stored element, packed into 16 bytes and kept in an
/// array parallel to the frames.
///
/// `kindCode` indexes the prepared layout's `KindTable` (0 is always the cell kind).
public struct ElementKey: Hashable, Sendable {
    /// The element's section.
    public var section: Int32
    /// The element's item within its section.
    public var item: Int32
    /// The element's kind, as a code into the layout's kind table.
    public var kindCode: UInt16
    /// The element's stacking order.
    public var zIndex: Int32

    /// Creates a key.
    /// - Complexity: O(1)
    @inlinable
    public init(section: Int32, item: Int32, kindCode: UInt16, zIndex: Int32) {
        self.section = section
        self.item = item
        self.kindCode = kindCode
        self.zIndex = zIndex
    }
}
