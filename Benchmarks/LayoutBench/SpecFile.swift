import LayoutSpec

/// Reading a spec document from a file or standard input.
enum SpecFile {
    /// The largest spec file read by default: 64 MiB, about 10 million listed
    /// `[width, height]` sizes. A parse takes at most about 5 times the
    /// file's size, text included (`ItemLimit.parsedBytesPerByte`), so the
    /// limit bounds the parser to about 400 MB; `--max-spec-bytes` raises it.
    static let defaultMaximumBytes = 64 << 20

    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    /// - Throws: `SpecError` saying why the file cannot be read.
    /// - Complexity: O(file size), reading at most `limit + 1` bytes.
    static func read(_ path: String, limit: Int = defaultMaximumBytes) throws(SpecError) -> [UInt8] {
        do {
            return try InputFile.read(path, limit: limit)
        } catch {
            var reason = error.description
            if reason.hasPrefix("larger than") { reason += " (raise it with --max-spec-bytes)" }
            throw SpecError(path: "", message: "cannot read the spec file \"\(path == "-" ? "standard input" : path)\": \(reason)")
        }
    }
}
