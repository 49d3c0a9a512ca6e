import LayoutWorkloads

extension SeededGenerator {
    /// `true` with probability `probability` (0 to 1).
    /// - Complexity: O(1)
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// One element of `choices`, uniformly.
    /// - Precondition: `choices` is not empty.
    /// - Complexity: O(1)
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    /// A length in `range` on a grid of `step` points (default: half points), so
    /// that sums and midpoints of generated values stay exact in binary and
    /// frames that should touch really do touch.
    /// - Complexity: O(1)
    ///
    /// Ranges too wide for the grid (layouts whose content overflowed) fall back
    /// to any value in the range, and infinite bounds to the finite one (or 0).
    public mutating func length(in range: ClosedRange<Double>, step: Double = 0.5) -> Double {
        let lower = range.lowerBound, upper = range.upperBound
        guard lower.isFinite, upper.isFinite else { return lower.isFinite ? lower : upper.isFinite ? upper : 0 }
        let steps = ((upper - lower) / step).rounded(.down)
        guard steps < 1e15 else { return Double.random(in: range, using: &self) }
        return lower + Double(Int.random(in: 0...Int(steps), using: &self)) * step
    }

    /// An integer in `range`, uniformly.
    /// - Complexity: O(1)
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}

extension SeededGenerator {
    /// A value between `a` and `b` (in either order) on a grid of `step` points:
    /// for ranges computed from layouts, whose content can end before it starts
    /// (negative insets).
    /// - Complexity: O(1)
    public mutating func length(between a: Double, and b: Double, step: Double = 0.5) -> Double {
        length(in: Swift.min(a, b)...Swift.max(a, b), step: step)
    }
}
