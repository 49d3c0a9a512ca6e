extension SlotBitmap {
    /// The set of the slots in `ranges`, among `count` slots: a word's bits
    /// set a range at a time, where `init(slots:count:)` takes a list of
    /// every slot (the implied trails' cells are runs of hundreds of
    /// thousands of consecutive slots on the App Store page, whose list
    /// would be 4 bytes a slot for the build alone).
    /// - Precondition: the ranges are ascending, disjoint, and in `0..<count`.
    /// - Complexity: O(count / 64 + ranges)
    init(ranges: some Sequence<Range<Int>>, count: Int) {
        var words = [Word](repeating: Word(bits: 0, rankBefore: 0), count: (count + 63) >> 6)
        for range in ranges where !range.isEmpty {
            var start = range.lowerBound
            while start < range.upperBound {
                let word = start >> 6, end = Swift.min(range.upperBound, (word + 1) << 6)
                let width = end - start
                let mask: UInt64 = width == 64 ? ~0 : ((1 &<< UInt64(width)) &- 1) &<< UInt64(start & 63)
                words[word].bits |= mask
                start = end
            }
        }
        var total: UInt32 = 0
        for word in words.indices {
            words[word].rankBefore = total
            total &+= UInt32(truncatingIfNeeded: words[word].bits.nonzeroBitCount)
        }
        self.words = words
    }
}
