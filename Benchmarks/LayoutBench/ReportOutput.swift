import BenchmarkHarness
import Foundation

/// The optional `--output` file of a command that judges results (`check`,
/// `compare`, `trend`): checked before any work, written atomically after it.
/// Either failure is "cannot judge" (exit status 2), never a verdict.
struct ReportOutput {
    /// The path given, or `nil` when the command writes to standard output only.
    let path: String?

    /// Checks `path` (see `OutputPath.checkFile`) before the command reads or computes anything.
    /// - Throws: `CommandFailure` with status 2 when the path is unusable.
    /// - Complexity: O(1) file-system calls.
    init(checking path: String?) throws {
        if let path {
            do { try OutputPath.checkFile(path) } catch { throw CommandFailure(error.description, status: 2) }
        }
        self.path = path
    }

    /// Writes the document `render` makes, when there is a path (`render` is not called otherwise).
    /// - Throws: `CommandFailure` with status 2 when the write fails.
    /// - Complexity: that of `render`, plus O(document) to write it.
    func write(_ render: (String) -> String) throws {
        guard let path else { return }
        do { try ResultFile.writeAtomically(Data(render(path).utf8), to: path) } catch { throw CommandFailure("\(error)", status: 2) }
    }
}
