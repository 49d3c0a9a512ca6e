/// The harness's own seeded random number generator, for bootstrap
/// resampling: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014), so that a confidence
/// interval is a deterministic function of its samples and its seed on every
/// machine. The harness keeps its own rather than borrowing a workload
/// library's: it measures anything, not only layouts.
public struct ResamplingGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits: the state advances by the golden-ratio
    /// increment and is mixed by two multiply-xorshift rounds.
    /// - Complexity: O(1)
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
