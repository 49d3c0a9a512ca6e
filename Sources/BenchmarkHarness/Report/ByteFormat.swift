/// Byte counts for tables.
public enum ByteFormat {
    /// `812 B`, `3.1 KiB`, `18.4 MiB`, `2.05 GiB`.
    public static func bytes(_ value: UInt64) -> String {
        let units = ["B", "KiB", "MiB", "GiB", "TiB"]
        var scaled = Double(value), unit = 0
        while scaled >= 1024, unit < units.count - 1 {
            scaled /= 1024
            unit += 1
        }
        return DurationFormat.significant(scaled) + " " + units[unit]
    }
}
