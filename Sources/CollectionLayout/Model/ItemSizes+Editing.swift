extension ItemSizes {
    /// Replaces the size of item `item`. A uniform section stays uniform when
    /// the size does not change; otherwise it becomes a list (once).
    /// - Precondition: `0 <= item < count`.
    /// - Complexity: O(1) for a list whose storage is not shared; O(count) when a
    ///   uniform section becomes a list or the storage is shared (copy on write).
    public mutating func setSize(_ size: Size, at item: Int) {
        precondition(item >= 0 && item < count, "item out of range")
        switch self {
        case .uniform(let count, let shared):
            guard shared != size else { return }
            var sizes = Array(repeating: shared, count: count)
            sizes[item] = size
            self = .list(sizes)
        case .list(var sizes):
            // Release our own reference first so `sizes` is unique and is edited in place.
            self = .uniform(count: 0, size: .zero)
            sizes[item] = size
            self = .list(sizes)
        }
    }

    /// Inserts an item of `size` before `item` (`item == count` appends).
    /// - Precondition: `0 <= item <= count`.
    /// - Complexity: O(count)
    public mutating func insert(_ size: Size, at item: Int) {
        precondition(item >= 0 && item <= count, "item out of range")
        switch self {
        case .uniform(let count, let shared):
            if shared == size || count == 0 {
                self = .uniform(count: count + 1, size: size)
                return
            }
            var sizes = Array(repeating: shared, count: count)
            sizes.insert(size, at: item)
            self = .list(sizes)
        case .list(var sizes):
            self = .uniform(count: 0, size: .zero)
            sizes.insert(size, at: item)
            self = .list(sizes)
        }
    }

    /// Removes item `item` and returns its size.
    /// - Precondition: `0 <= item < count`.
    /// - Complexity: O(count) for a list, O(1) for uniform sizes.
    @discardableResult
    public mutating func remove(at item: Int) -> Size {
        precondition(item >= 0 && item < count, "item out of range")
        switch self {
        case .uniform(let count, let shared):
            self = .uniform(count: count - 1, size: shared)
            return shared
        case .list(var sizes):
            self = .uniform(count: 0, size: .zero)
            let removed = sizes.remove(at: item)
            self = .list(sizes)
            return removed
        }
    }
}
