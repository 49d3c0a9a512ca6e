/// Human-readable figures for tables.
public enum DurationFormat {
    /// A duration given in nanoseconds, with 3 significant digits and a unit:
    /// `812 ns`, `2.31 µs`, `1.52 ms`, `3.04 s`.
    public static func nanoseconds(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let (scaled, unit): (Double, String) =
            value < 1e3 ? (value, "ns") : value < 1e6 ? (value / 1e3, "µs") : value < 1e9 ? (value / 1e6, "ms") : (value / 1e9, "s")
        return significant(scaled) + " " + unit
    }

    /// A ratio such as a speedup: `12.3x`, `4530x`.
    public static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        return significant(value) + "x"
    }

    /// `value` with three significant digits (no exponent): 1.23, 12.3, 123,
    /// 4567; from 10^15 on, beyond what fixed digits show exactly, with an
    /// exponent: `1.00e30`.
    public static func significant(_ value: Double) -> String {
        let magnitude = Swift.abs(value)
        if magnitude >= exponentThreshold, magnitude.isFinite { return scientific(value) }
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
        return fixed(value, decimals: decimals)
    }

    /// Where `significant` switches to an exponent.
    static let exponentThreshold = 1e15

    /// `value` as three significant digits and a decimal exponent, `1.23e17`.
    /// - Precondition: `value` is finite and not zero.
    static func scientific(_ value: Double) -> String {
        var mantissa = Swift.abs(value), exponent = 0
        while mantissa >= 10 { mantissa /= 10; exponent += 1 }
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        if (mantissa * 100).rounded() >= 1000 { mantissa /= 10; exponent += 1 }
        return (value < 0 ? "-" : "") + fixed(mantissa, decimals: 2) + "e" + String(exponent)
    }

    /// `value` rounded to `decimals` places, without Foundation; values whose
    /// digits do not fit an `Int` (from about 9.2e18, or not finite) are
    /// written with an exponent or as `n/a`, never trapping.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "n/a" }
        if Swift.abs(value) >= exponentThreshold { return scientific(value) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (Swift.abs(value) * scale).rounded()
        let whole = Int(rounded / scale)
        let fraction = Int(rounded - Double(whole) * scale)
        let sign = value < 0 && rounded != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// A fraction as a whole percentage (`0.4%` below 1%).
    public static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite else { return "n/a" }
        let value = fraction * 100
        return (value < 1 ? DurationFormat.fixed(value, decimals: 1) : DurationFormat.fixed(value, decimals: 0)) + "%"
    }
}
