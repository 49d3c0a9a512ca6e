/// The sizes of a section's items: either one size shared by `count` items
/// (stored once, whatever the count) or one size per item.
public enum ItemSizes: Hashable, Sendable {
    /// `count` items of the same size.
    case uniform(count: Int, size: Size)
    /// One size per item.
    case list([Size])

    /// The number of items.
    /// - Complexity: O(1)
    @inlinable
    public var count: Int {
        switch self {
        case .uniform(let count, _): count
        case .list(let sizes): sizes.count
        }
    }

    /// The size of item `item`.
    /// - Precondition: `0 <= item < count`.
    /// - Complexity: O(1)
    @inlinable
    public subscript(item: Int) -> Size {
        switch self {
        case .uniform(_, let size): size
        case .list(let sizes): sizes[item]
        }
    }

    /// The first invalid entry, as an error whose path is relative to the section
    /// (`item(5)`, `itemCount` or `uniformItemSize`), or `nil` when every size
    /// is finite and not negative and the count is not negative.
    /// - Complexity: O(count) for a list, O(1) for uniform sizes.
    public func validationError() -> LayoutError? {
        switch self {
        case .uniform(let count, let size):
            if count < 0 { return LayoutError(path: [.itemCount], message: "must be >= 0, got \(count)") }
            return Self.sizeError(size, path: [.uniformItemSize])
        case .list(let sizes):
            // The path is built only for the offending item.
            guard let item = sizes.firstIndex(where: { !$0.isValidElementSize }) else { return nil }
            return Self.sizeError(sizes[item], path: [.item(item)])
        }
    }

    /// The error for one size, or `nil` when it is finite and not negative.
    static func sizeError(_ size: Size, path: LayoutPath) -> LayoutError? {
        if !(size.width.isFinite && size.width >= 0) {
            return LayoutError(path: path, message: "width must be finite and >= 0, got \(size.width)")
        }
        if !(size.height.isFinite && size.height >= 0) {
            return LayoutError(path: path, message: "height must be finite and >= 0, got \(size.height)")
        }
        return nil
    }
}
