import Foundation
import LayoutSpec

/// Reading a spec document from a file or standard input.
enum SpecFile {
    /// The bytes of the file at `path`, or of standard input when `path` is `-`.
    /// - Throws: `SpecError` saying why the file cannot be read.
    static func read(_ path: String) throws(SpecError) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError(path: "", message: "cannot read the spec file \"\(path)\": no such file")
        }
        guard !isDirectory.boolValue else {
            throw SpecError(path: "", message: "cannot read the spec file \"\(path)\": it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError(path: "", message: "cannot read the spec file \"\(path)\": permission denied or unreadable")
        }
        return Array(data)
    }
}
