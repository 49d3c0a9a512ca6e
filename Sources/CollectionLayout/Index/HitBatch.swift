/// Hits gathered on the call stack before they join a query's output: the
/// strip directory's levels fill one batch and move it into the output in
/// one copy per query (per `StripDirectoryIndex.batchCapacity` hits), where
/// an append per level, or per hit, checks the array's uniqueness each time.
@usableFromInline
struct HitBatch {
    /// The batch's storage, `StripDirectoryIndex.batchCapacity` slots.
    @usableFromInline let base: UnsafeMutablePointer<Int32>
    /// The number of hits gathered and not yet moved.
    @usableFromInline var count: Int

    /// An empty batch over `base`.
    @inlinable
    init(base: UnsafeMutablePointer<Int32>) {
        self.base = base
        count = 0
    }

    /// Moves the gathered hits to the end of `slots`.
    /// - Complexity: O(count), amortised.
    @inlinable @inline(__always)
    mutating func flush(into slots: inout [Int32]) {
        guard count > 0 else { return }
        slots.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }
}
