import CollectionLayout
import LayoutWorkloads

/// Seeded random layouts for property tests: the same seed always gives the
/// same bounds, configuration, data and queries, so a failing case is
/// reproduced from the seed printed with it.
///
/// The generators deliberately reach the corners of the contract: zero
/// sections and empty sections, uniform and listed sizes, zero-size items,
/// items wider than the bounds, negative spacings and insets, headers and
/// footers on and off (layout-wide and per section), pinning, both flow scroll
/// directions, every line alignment, every waterfall render direction and
/// per-section column counts. Values lie on a half-point grid so that frames
/// meant to touch touch exactly.
public struct RandomLayouts {
    /// The source of every random choice.
    public var generator: SeededGenerator

    /// Creates a generator of layouts; equal seeds give equal layouts.
    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A collection view size: usually phone- or tablet-like, sometimes tiny or
    /// zero along one axis.
    /// - Complexity: O(1)
    public mutating func boundsSize() -> Size {
        func extent(_ generator: inout SeededGenerator) -> Double {
            if generator.chance(0.05) { return 0 }
            if generator.chance(0.1) { return generator.length(in: 1...40) }
            return generator.length(in: 100...800)
        }
        return Size(width: extent(&generator), height: extent(&generator))
    }

    /// Insets with each edge usually zero or positive, sometimes negative.
    /// - Complexity: O(1)
    public mutating func insets() -> EdgeInsets {
        func edge(_ generator: inout SeededGenerator) -> Double {
            if generator.chance(0.4) { return 0 }
            return generator.chance(0.2) ? generator.length(in: -30...(-0.5)) : generator.length(in: 0.5...40)
        }
        return EdgeInsets(top: edge(&generator), left: edge(&generator), bottom: edge(&generator), right: edge(&generator))
    }

    /// A spacing: usually the UIKit default or a small positive value, sometimes
    /// zero or negative.
    /// - Complexity: O(1)
    public mutating func spacing() -> Double {
        switch generator.int(in: 0...9) {
        case 0: 0
        case 1: generator.length(in: -20...(-0.5))
        case 2, 3: 10
        default: generator.length(in: 0.5...30)
        }
    }

    /// The number of sections: zero now and then, usually a few.
    /// - Complexity: O(1)
    public mutating func sectionCount() -> Int {
        generator.chance(0.05) ? 0 : generator.int(in: 1...6)
    }

    /// The number of items of a section: empty now and then, up to 40.
    /// - Complexity: O(1)
    public mutating func itemCount() -> Int {
        generator.chance(0.15) ? 0 : generator.int(in: 1...40)
    }

    /// A section's item sizes, uniform or listed, built from `size`.
    /// - Complexity: O(items)
    public mutating func itemSizes(_ size: (inout SeededGenerator) -> Size) -> ItemSizes {
        let count = itemCount()
        if generator.chance(0.3) { return .uniform(count: count, size: size(&generator)) }
        return .list((0..<count).map { _ in size(&generator) })
    }
}
