@testable import CollectionLayout
import LayoutWorkloads
import Testing

/// The vector check a prepare's validation takes first
/// (`ItemSizes.allFiniteAndNotNegative`) says what the scalar tests say, for
/// every special value in either field, at any position of lists of any
/// length (the loop is unrolled, so odd and even counts and the last slot matter).
@Suite("Item sizes: the vector range check equals the scalar tests")
struct ItemSizesRangeCheckTests {
    /// Every value the tests of a field can tell apart.
    static let specials: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1, 390, -1,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
    ]

    /// The definitions the validation messages state: finite and `>= 0`, and for a
    /// waterfall a width `> 0` (an aspect ratio).
    static func scalar(_ sizes: [Size], positiveWidth: Bool) -> Bool {
        sizes.allSatisfy { $0.isValidElementSize && (!positiveWidth || $0.width > 0) }
    }

    static func vector(_ sizes: [Size], positiveWidth: Bool) -> Bool {
        sizes.withUnsafeBufferPointer { ItemSizes.allFiniteAndNotNegative($0, positiveWidth: positiveWidth) }
    }

    @Test("One special size at every position of valid lists of 0 to 9 sizes", arguments: [false, true])
    func oneSpecialAnywhere(positiveWidth: Bool) {
        var compared = 0, refused = 0
        for count in 0..<10 {
            let valid = (0..<count).map { Size(width: 10 + Double($0), height: Double($0)) }
            #expect(Self.vector(valid, positiveWidth: positiveWidth))
            for position in 0..<count {
                for width in Self.specials {
                    for height in Self.specials {
                        var sizes = valid
                        sizes[position] = Size(width: width, height: height)
                        let expected = Self.scalar(sizes, positiveWidth: positiveWidth)
                        #expect(Self.vector(sizes, positiveWidth: positiveWidth) == expected, "\(sizes[position]) at \(position) of \(count)")
                        compared += 1
                        if !expected { refused += 1 }
                    }
                }
            }
        }
        // Most specials are refused, and some are accepted: both answers were checked.
        #expect(compared == 45 * Self.specials.count * Self.specials.count && refused > compared / 2 && refused < compared)
    }

    @Test("Seeded random lists drawn from the special and ordinary values", arguments: [false, true])
    func randomLists(positiveWidth: Bool) {
        var generator = SeededGenerator(seed: 23)
        let pool = Self.specials + [2, 3.5, 1e-300, 1e300, 0.25]
        var outcomes = Set<Bool>()
        for _ in 0..<5_000 {
            let count = Int(generator.next() % 7)
            let sizes = (0..<count).map { _ in
                Size(width: pool[Int(generator.next() % UInt64(pool.count))], height: pool[Int(generator.next() % UInt64(pool.count))])
            }
            let expected = Self.scalar(sizes, positiveWidth: positiveWidth)
            #expect(Self.vector(sizes, positiveWidth: positiveWidth) == expected, "\(sizes)")
            outcomes.insert(expected)
        }
        #expect(outcomes == [false, true])
    }

    @Test("The validations built on it refuse and accept as before")
    func validationsAgree() {
        #expect(ItemSizes.list([Size(width: 1, height: -0.0), Size(width: 0, height: 3)]).validationError() == nil)
        #expect(ItemSizes.list([Size(width: 1, height: 2), Size(width: .nan, height: 3)]).validationError()?.path == [.item(1)])
        #expect(WaterfallLayout.sizesPassBothChecks(.list([Size(width: 1, height: -0.0)])))
        #expect(!WaterfallLayout.sizesPassBothChecks(.list([Size(width: 1, height: 2), Size(width: -0.0, height: 3)])))
        #expect(!WaterfallLayout.sizesPassBothChecks(.uniform(count: 3, size: Size(width: 1, height: 1))))
    }
}
