import Foundation

/// Reading a command's input file whole with `open(2)` and `read(2)`, so that
/// anything readable works: a regular file, `-` (standard input), `/dev/stdin`,
/// a FIFO or a shell's process substitution (`<(...)`); and so that a file
/// larger than the command accepts is refused as soon as that many bytes have
/// been read, never held in memory first.
enum InputFile {
    /// Why a file could not be read, in words that follow `cannot read ... "PATH": `.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    /// - Throws: `Failure`: no such file, a directory, a symbolic link loop,
    ///   permission denied, a read error, or more than `limit` bytes.
    /// - Complexity: O(file size), reading at most `limit + 1` bytes.
    static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw Failure(description: openReason(errno)) }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(description: "it is a directory")
        }
        var bytes: [UInt8] = []
        if status.st_mode & S_IFMT == S_IFREG {
            // The size is known: refuse a file over the limit unread, and
            // allocate once (growing by doubling would need twice the file).
            guard Int(status.st_size) <= limit else { throw Failure(description: "larger than the limit of \(limit) bytes") }
            bytes.reserveCapacity(Int(status.st_size))
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(description: String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else {
                throw Failure(description: "larger than the limit of \(limit) bytes")
            }
            bytes.append(contentsOf: chunk[0 ..< count])
        }
    }

    /// The size of `path` when it is a regular file (after symbolic links), else `nil`.
    /// - Complexity: one `stat(2)`.
    static func regularFileSize(_ path: String) -> Int? {
        var status = stat()
        guard path != "-", stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Why `open` failed, in the words the commands have always used for the common cases.
    private static func openReason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case ELOOP: "a loop of symbolic links"
        case EACCES, EPERM: "permission denied or unreadable"
        default: String(cString: strerror(code))
        }
    }
}
