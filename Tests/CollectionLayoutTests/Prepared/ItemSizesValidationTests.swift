@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// `ItemSizes.areValidElementSizes`, the branch-free check of a list's sizes,
/// against `Size.isValidElementSize` one by one: the same answer for every
/// pair of edge values (zeros of both signs, the smallest and largest
/// magnitudes, infinities and NaNs of both signs), and `validationError`
/// naming the first invalid item of seeded lists.
@Suite("Item sizes: the branch-free check of a list agrees with the check of each size")
struct ItemSizesValidationTests {
    /// Values on both sides of every edge the check draws.
    static let edgeValues: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1, 56, -1,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN,
        Double(bitPattern: Double.infinity.bitPattern - 1), Double(bitPattern: Double.infinity.bitPattern + 1),
    ]

    @Test("Every pair of edge values: one size, and one among valid sizes")
    func edgePairs() {
        for width in Self.edgeValues {
            for height in Self.edgeValues {
                let size = Size(width: width, height: height)
                #expect(ItemSizes.areValidElementSizes([size]) == size.isValidElementSize, "\(size)")
                let among = [Size(width: 3, height: 4), size, Size(width: 0, height: 0)]
                #expect(ItemSizes.areValidElementSizes(among) == size.isValidElementSize, "\(size) among valid sizes")
            }
        }
        #expect(ItemSizes.areValidElementSizes([]))
    }

    @Test("Seeded lists: no error when every size is valid, else the first invalid item", arguments: 0..<4)
    func seededLists(batch: Int) {
        var generator = SeededGenerator(seed: 0x51_2E5 + UInt64(batch))
        for _ in 0..<200 {
            let count = generator.int(in: 1...300)
            var sizes = (0..<count).map { _ in Size(width: generator.length(in: 0...400), height: generator.length(in: 0...400)) }
            let invalid = generator.chance(0.5) ? (0..<generator.int(in: 1...3)).map { _ in generator.int(in: 0...(count - 1)) } : []
            for item in invalid {
                sizes[item] = generator.chance(0.5)
                    ? Size(width: generator.pick(Self.edgeValues.filter { !Size(width: $0, height: 1).isValidElementSize }), height: 1)
                    : Size(width: 1, height: generator.pick(Self.edgeValues.filter { !Size(width: 1, height: $0).isValidElementSize }))
            }
            let error = ItemSizes.list(sizes).validationError()
            #expect(error?.path == invalid.min().map { [.item($0)] }, "batch \(batch): invalid items \(invalid)")
        }
    }
}
