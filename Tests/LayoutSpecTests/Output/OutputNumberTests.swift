import LayoutSpec
import Testing

/// Numbers print in Swift's shortest round-trip form, without a sign on zero.
@Suite struct OutputNumberTests {
    static let cases: [(Double, String)] = [
        (0.0, "0.0"), (-0.0, "0.0"), (1, "1.0"), (-1, "-1.0"), (100, "100.0"), (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"),
        (1e-5, "1e-05"), (1e16, "1e+16"), (123.456, "123.456"), (-2.5, "-2.5"), (.leastNonzeroMagnitude, "5e-324"),
    ]

    @Test(arguments: cases)
    func text(_ value: Double, _ expected: String) {
        #expect(OutputNumber.text(value) == expected)
    }

    /// The printed form reads back as the same number.
    @Test(arguments: [0.1, 1.0 / 3, 1e-5, 1e16, 390, 12_345.678_9, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude])
    func roundTrips(_ value: Double) {
        #expect(Double(OutputNumber.text(value)) == value)
    }
}
