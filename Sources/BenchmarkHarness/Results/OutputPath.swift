import Foundation

/// Where a command may write, checked before it does any work, and the one
/// way files are written: to a temporary name in the same directory, then
/// renamed, so a reader sees the old file or the new one, never half of one,
/// and a failure removes the temporary file.
///
/// A file output must be a regular file or a new name; a device (`/dev/full`),
/// a FIFO, a directory, a symbolic link and the empty string are refused,
/// since renaming over them would replace the node rather than write where
/// the user meant. Missing directories on the way are created when writing;
/// the nearest existing one must be a directory the process can create files
/// in (checked by creating and removing a probe file, which also catches
/// `/proc` and read-only mounts where permission bits say yes).
public enum OutputPath {
    /// Why `path` cannot be written: `cannot write PATH: REASON`.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path given.
        public var path: String
        /// What is wrong, e.g. `it is a character device, not a regular file`.
        public var reason: String
        /// `cannot write PATH: REASON`.
        public var description: String { "cannot write \(path.isEmpty ? "\"\"" : path): \(reason)" }
    }

    /// Refuses `path` unless a file can be written there.
    /// - Throws: `ResultFile.Failure`: `cannot write PATH: REASON`.
    /// - Complexity: O(path components)
    /// - Parameter creatingDirectories: whether missing directories on the
    ///   way will be created; when not, the file's directory must exist.
    public static func checkFile(_ path: String, creatingDirectories: Bool = true) throws(Failure) {
        guard !path.isEmpty else { throw failure(path, "the path is empty") }
        if let kind = try existingKind(path) {
            guard kind == S_IFREG else { throw failure(path, "it is \(describe(kind)), not a regular file") }
            try probe(directory: parent(of: path), for: path)
        } else {
            let directory = try nearestExistingDirectory(above: path)
            let parent = parent(of: path)
            if !creatingDirectories, directory != (parent.isEmpty ? "." : parent) {
                throw failure(path, "no such directory: \(parent)")
            }
            try probe(directory: directory, for: path)
        }
    }

    /// Refuses `path` unless a run's directory can be written there: a new
    /// name, or an existing directory (not a link to one).
    /// - Complexity: O(path components)
    public static func checkDirectory(_ path: String) throws(Failure) {
        guard !path.isEmpty else { throw failure(path, "the path is empty") }
        if let kind = try existingKind(path) {
            guard kind == S_IFDIR else { throw failure(path, "it is \(describe(kind)), not a directory") }
        }
        // The run's files are made beside it and renamed into place.
        try probe(directory: try nearestExistingDirectory(above: path), for: path)
    }

    /// Writes `data` to `path` through a temporary file in the same directory
    /// and a rename, creating missing directories; on any failure the
    /// temporary file is removed and `path` is untouched.
    /// - Throws: `ResultFile.Failure` naming the path and the system's reason.
    /// - Complexity: O(data)
    public static func write(_ data: Data, to path: String, creatingDirectories: Bool = true) throws(Failure) {
        try checkFile(path, creatingDirectories: creatingDirectories)
        let directory = parent(of: path)
        do {
            if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        } catch {
            throw failure(path, "cannot create its directory: \(reason(error))")
        }
        removeStaleTemporaries(for: path)
        let temporary = temporaryName(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path, String(cString: strerror(errno))) }
        var code: Int32 = 0
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                offset += written
            }
        }
        if code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure(path, String(cString: strerror(code)))
        }
    }

    /// Removes what an earlier process killed while writing `path` left
    /// beside it (`.NAME.tmp-PID-N` and `.NAME.old-PID-N`, files or
    /// directories) when that process no longer exists; a live writer's
    /// temporaries are left alone.
    /// - Complexity: O(entries of the directory)
    public static func removeStaleTemporaries(for path: String) {
        let directory = parent(of: path)
        let name = "." + lastComponent(of: path)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory) else { return }
        for entry in entries {
            for marker in [".tmp-", ".old-"] where entry.hasPrefix(name + marker) {
                let pid = entry.dropFirst(name.count + marker.count).prefix { $0 != "-" }
                guard let process = Int32(pid), process != getpid(), kill(process, 0) != 0, errno == ESRCH else { continue }
                try? FileManager.default.removeItem(atPath: directory.isEmpty ? entry : directory + "/" + entry)
            }
        }
    }

    /// A fresh name beside `path` for its temporary copy: `.NAME.tmp-PID-N`.
    /// - Complexity: O(path length)
    public static func temporaryName(for path: String) -> String {
        let directory = parent(of: path)
        let name = "." + lastComponent(of: path) + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        return directory.isEmpty ? name : directory + "/" + name
    }

    /// The kind of what is at `path` itself (a link is not followed), or `nil` when nothing is.
    private static func existingKind(_ path: String) throws(Failure) -> mode_t? {
        var status = stat()
        if lstat(path, &status) == 0 { return status.st_mode & S_IFMT }
        if errno == ENOENT { return nil }
        if errno == ENOTDIR { throw failure(path, "a component of the path is not a directory") }
        throw failure(path, String(cString: strerror(errno)))
    }

    /// The closest ancestor of `path` that exists, which must be a directory.
    private static func nearestExistingDirectory(above path: String) throws(Failure) -> String {
        var candidate = parent(of: path)
        while true {
            let shown = candidate.isEmpty ? "." : candidate
            var status = stat()
            if stat(shown, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw failure(path, "\(shown) is not a directory") }
                return shown
            }
            guard errno == ENOENT, !candidate.isEmpty, candidate != "/" else { throw failure(path, String(cString: strerror(errno))) }
            candidate = parent(of: candidate)
        }
    }

    /// Creates and removes a probe file in `directory`, proving files can be made there.
    private static func probe(directory: String, for path: String) throws(Failure) {
        let probe = temporaryName(for: (directory.isEmpty ? "." : directory) + "/probe")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure(path, "cannot create files in \(directory.isEmpty ? "." : directory): \(String(cString: strerror(errno)))") }
        close(descriptor)
        unlink(probe)
    }

    /// The directory part of `path`: `""` for a bare name, `/` for a file at
    /// the root; trailing slashes ignored. (NSString's
    /// `deletingLastPathComponent` traps on some one-letter names on Linux.)
    /// - Complexity: O(path length)
    public static func parent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let parent = path[..<slash]
        return parent.isEmpty ? "/" : String(parent)
    }

    /// The last component of `path`, trailing slashes ignored.
    /// - Complexity: O(path length)
    public static func lastComponent(of path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link (give the path it points to)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    private static func failure(_ path: String, _ reason: String) -> Failure {
        Failure(path: path, reason: reason)
    }

    /// A Foundation error's POSIX reason, or its description.
    public static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        for candidate in [nsError, nsError.userInfo[NSUnderlyingErrorKey] as? NSError].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        return nsError.localizedDescription
    }
}
