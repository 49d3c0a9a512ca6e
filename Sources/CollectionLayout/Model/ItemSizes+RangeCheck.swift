extension ItemSizes {
    /// Whether every size of `sizes` is finite, not negative and, when
    /// `positiveWidth`, of a width above 0: the fast path of a prepare's
    /// validation, which reads every listed size once.
    ///
    /// One size is one pair of lanes (width, height), folded into two
    /// running vectors without a branch: the least of each lane, and the sum
    /// of each lane times 0, which stays 0 while every value is finite and
    /// becomes NaN for good at the first infinity or NaN. Testing the fields
    /// one by one compiles to about 30 scalar instructions and a branch a
    /// size (the compiler turns `x >= 0 && x < .infinity` into 64-bit
    /// integer range checks, which SSE2 does not vectorise): 16% of a 10^6-item
    /// waterfall's `prepare-reused` (`results/validation-simd/`). -0.0 is not
    /// negative (`>= 0`) and is not a positive width (`> 0`), as in the
    /// scalar tests.
    /// - Complexity: O(sizes.count), branch-free
    @inline(__always)
    static func allFiniteAndNotNegative(_ sizes: UnsafeBufferPointer<Size>, positiveWidth: Bool) -> Bool {
        var least = SIMD2<Double>(repeating: .infinity), finiteProbe = SIMD2<Double>(repeating: 0)
        for size in sizes {
            let lanes = SIMD2(size.width, size.height)
            // A blend rather than `pointwiseMin`, whose IEEE rules for NaN
            // and signed zeros compile to scalar code; NaN is the probe's.
            least.replace(with: lanes, where: lanes .< least)
            finiteProbe += lanes * 0
        }
        guard finiteProbe == SIMD2(repeating: 0) else { return false }
        return (positiveWidth ? least.x > 0 : least.x >= 0) && least.y >= 0
    }
}
