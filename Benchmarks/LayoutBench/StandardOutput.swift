import Foundation

/// Standard output as a buffered `TextOutputStream`, so that listings of
/// millions of lines are written in large blocks rather than line by line.
///
/// Writes go straight to file descriptor 1 (`write(2)`), never through C's
/// `stdout` or `FileHandle` (whose `write` traps on an error), and commands
/// print with `StandardOutput.print`, never `Swift.print`, so nothing is
/// buffered anywhere else. A failed write (a full disk, a pipe whose reader
/// has gone) is remembered and thrown by `flush()`, which the command calls
/// at the end; once a write has failed, later ones are dropped.
struct StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private var failure: StandardStreamFailure?
    private static let blockSize = 1 << 16

    mutating func write(_ string: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { writeBuffer() }
    }

    /// Writes what is buffered.
    /// - Throws: `StandardStreamFailure` when any write to standard output failed.
    mutating func flush() throws(StandardStreamFailure) {
        writeBuffer()
        if let failure { throw failure }
    }

    private mutating func writeBuffer() {
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try Self.writeAll(buffer, to: 1)
        } catch {
            failure = error
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `text` and a line break to standard output at once.
    /// - Throws: `StandardStreamFailure` when the write fails.
    static func print(_ text: String) throws(StandardStreamFailure) {
        try writeAll(Array((text + "\n").utf8), to: 1)
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interruptions.
    /// - Complexity: O(bytes)
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(StandardStreamFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw StandardStreamFailure(errno: errno)
            }
            offset += written
        }
    }
}

/// A write to standard output that failed: `cannot write to standard output: REASON`.
struct StandardStreamFailure: Error, CustomStringConvertible {
    /// The system's text for the error, e.g. `No space left on device`.
    var reason: String

    /// The failure `errno` describes.
    init(errno code: Int32) {
        reason = code == 0 ? "write failed" : String(cString: strerror(code))
    }

    var description: String { "cannot write to standard output: \(reason)" }

    /// Whether file descriptor `descriptor` is open.
    static func isOpen(_ descriptor: Int32) -> Bool { fcntl(descriptor, F_GETFD) != -1 }
}

/// Standard error, for progress and warnings, one line at a time. A failed
/// write is ignored: there is nowhere left to report it.
enum StandardError {
    /// Writes `line` and a line break.
    static func write(_ line: String) {
        try? StandardOutput.writeAll(Array((line + "\n").utf8), to: 2)
    }
}
