@testable import CollectionLayout
import LayoutWorkloads
import Testing

/// The strip function every strip directory shares (`StripDirectoryIndex.strip(of:...)`):
/// its floor without `Int(_:)`'s checks gives the very strip the checked
/// conversion gives, so directories built and searched with it agree with
/// those built before, and with `StreamedStripDirectory`'s own strips.
@Suite("Strip function: the floor without checks equals the checked one")
struct StripFunctionTests {
    /// The definition: `⌊(x - origin) · stripsPerPoint⌋` clamped to `0..<strips`, NaN to 0.
    static func reference(_ x: Double, origin: Double, stripsPerPoint: Double, strips: Int) -> Int {
        let scaled = (x - origin) * stripsPerPoint
        guard scaled > 0 else { return 0 }
        return scaled < Double(strips) ? Swift.min(Int(scaled), strips - 1) : strips - 1
    }

    @Test("Integers, their neighbours, halves and random scaled values give the checked floor")
    func equalsCheckedFloor() {
        var generator = SeededGenerator(seed: 11)
        let stripCounts = [1, 2, 3, 7, 250_000, 1 << 31, 1 << 40, 1 << 51]
        var checked = 0
        for strips in stripCounts {
            let top = Double(strips)
            var values: [Double] = [0, -0.0, 1, 0.5, 1.5, 2.5, top, top - 0.5, top.nextDown, top.nextUp, .leastNonzeroMagnitude, .nan, .infinity, -.infinity]
            for integer in [1.0, 2, 3, 4, 1_000, 123_457, top / 2, top - 1] {
                values += [integer, integer.nextDown, integer.nextUp, integer + 0.5, (integer + 0.5).nextDown, (integer + 0.5).nextUp]
            }
            for _ in 0..<2_000 { values.append(Double(generator.next() >> 11) * 0x1p-53 * top * 1.1 - 0.05 * top) }
            for scaled in values {
                // origin 0 and one strip per point: the scaled value is `x` itself.
                let expected = Self.reference(scaled, origin: 0, stripsPerPoint: 1, strips: strips)
                #expect(StripDirectoryIndex.strip(of: scaled, origin: 0, stripsPerPoint: 1, strips: strips) == expected, "\(scaled) of \(strips) strips")
                checked += 1
            }
        }
        #expect(checked > 16_000)
    }

    @Test("Coordinates of a real directory's span map as before")
    func realSpans() {
        var generator = SeededGenerator(seed: 12)
        for (origin, span, strips) in [(0.0, 8_440_000.0, 250_000), (-1_234.5, 97.25, 24), (1e9, 3e7, 1 << 20)] {
            let stripsPerPoint = Double(strips) / span
            for _ in 0..<5_000 {
                let x = origin - 0.1 * span + Double(generator.next() >> 11) * 0x1p-53 * span * 1.2
                let expected = Self.reference(x, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips)
                #expect(StripDirectoryIndex.strip(of: x, origin: origin, stripsPerPoint: stripsPerPoint, strips: strips) == expected)
            }
        }
    }
}
