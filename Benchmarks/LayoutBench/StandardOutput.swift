import Foundation

/// Standard output as a buffered `TextOutputStream`, so that listings of
/// millions of lines are written in large blocks rather than line by line.
struct StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 16

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Standard error, for progress and warnings, one line at a time.
enum StandardError {
    /// Writes `line` and a line break.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
