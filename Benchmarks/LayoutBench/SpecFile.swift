import LayoutSpec

/// Reading a spec document from a file or standard input.
enum SpecFile {
    /// The largest spec file read by default: 64 MiB, about 10 million listed
    /// `[width, height]` sizes. A parse takes at most about 5 times the
    /// file's size, text included (`ItemLimit.parsedBytesPerByte`), so the
    /// limit bounds the parser to about 400 MB; `--max-spec-bytes` raises it.
    static let defaultMaximumBytes = 64 << 20

    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    /// - Throws: `SpecError` saying why the file cannot be read, or that its
    ///   parse would not fit in memory (`ItemLimit.checkParse`).
    /// - Complexity: O(file size), reading at most `limit + 1` bytes.
    static func read(_ path: String, limit: Int = defaultMaximumBytes) throws(SpecError) -> [UInt8] {
        // A regular file's size is known before it is read: a spec too large
        // to parse in the memory the process may use is refused unread (its
        // text alone could exhaust a small address-space limit).
        if let size = InputFile.regularFileSize(path), size <= limit { try ItemLimit.checkParse(documentBytes: size) }
        do {
            return try InputFile.read(path, limit: limit)
        } catch {
            var reason = error.description
            if reason.hasPrefix("larger than") { reason += " (raise it with --max-spec-bytes)" }
            throw SpecError(path: "", message: "cannot read the spec file \"\(path == "-" ? "standard input" : path)\": \(reason)")
        }
    }
}
