import Foundation

/// The peak resident set size of this process (Linux `VmHWM`), which the
/// harness resets before each group of cases so that each group reports its
/// own peak.
public enum PeakResidentMemory {
    /// Resets the peak to the current resident size by writing `5` to
    /// `/proc/self/clear_refs` (Linux 4.0 and later). Returns false where that
    /// is not possible; the peak then covers the whole run so far.
    /// - Complexity: one small file write.
    @discardableResult
    public static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The peak resident size in bytes, or `nil` where `/proc/self/status`
    /// does not report `VmHWM`.
    /// - Complexity: reads one small file.
    public static func bytes() -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return kilobytes(named: "VmHWM", in: status).map { $0 * 1024 }
    }

    /// The value of a `Name:   123 kB` line of a `/proc/self/status` text.
    static func kilobytes(named name: String, in status: String) -> UInt64? {
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let fields = line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 2, fields[1] == "kB", let value = UInt64(fields[0]) else { return nil }
            return value
        }
        return nil
    }
}
