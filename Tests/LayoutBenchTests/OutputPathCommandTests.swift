import Foundation
import Testing

/// Output paths are checked before any work, files are replaced whole or not
/// at all, and no temporary file survives a failure.
@Suite struct OutputPathCommandTests {
    /// Paths no command may write to, made in `directory`, and the reason each gives.
    static func refusedPaths(in directory: TemporaryDirectory) throws -> [(path: String, reason: String)] {
        let fifo = directory.path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = directory.path("link.out")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.path("elsewhere"))
        return [
            ("/dev/full", "it is a character device, not a regular file"),
            (fifo, "it is a FIFO, not a regular file"),
            (link, "it is a symbolic link (give the path it points to), not a regular file"),
            ("", "the path is empty"),
            (directory.path("plain/below"), "a component of the path is not a directory"),
        ]
    }

    @Test func renderComparedAndMergeRefuseDevicesFifosLinksAndTheEmptyPath() throws {
        let directory = try TemporaryDirectory()
        try directory.write("x", to: "plain")
        let spec = try directory.write(FramesCommandTests.flowSpec, to: "flow.json").path
        let base = CompareCommandTests.fixture.base
        for (path, reason) in try Self.refusedPaths(in: directory) {
            let shown = path.isEmpty ? "\"\"" : path
            let render = try LayoutBenchProcess.run(["render", spec, "--output", path])
            #expect(render.status == 1)
            #expect(render.stderr == "error: cannot write \"\(path)\": \(reason)\n")
            let merge = try LayoutBenchProcess.run(["merge", base, "--output", path])
            #expect(merge.status == 2)
            #expect(merge.stderr == "error: cannot write \(shown): \(reason)\n")
            let compare = try LayoutBenchProcess.run(["compare", base, base, "--output", path])
            #expect(compare.status == 2)
            #expect(compare.stdout == "")
            #expect(compare.stderrLines.last == "error: cannot write \(shown): \(reason)")
        }
        // Nothing was replaced: the device is still a device, the FIFO a FIFO, the link a link.
        var status = stat()
        #expect(lstat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(lstat(directory.path("pipe"), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(directory.path("link.out"), &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
        #expect(!FileManager.default.fileExists(atPath: directory.path("elsewhere")))
    }

    /// `run` refuses its output before measuring anything: nothing is printed
    /// (the allocator line comes before the first case) and it takes no time.
    @Test(arguments: [
        ("", #"error: cannot write "": the path is empty"#),
        ("FILE", "error: cannot write FILE: it is a regular file, not a directory"),
        ("FILE/below", "error: cannot write FILE/below: a component of the path is not a directory"),
        ("/proc/layout-bench-results", "error: cannot write /proc/layout-bench-results: cannot create files in /proc: No such file or directory"),
        ("FOREIGN", "error: cannot write FOREIGN: it holds notes.txt, which is not a run's file (give a new directory or a previous run's)"),
    ])
    func runChecksItsOutputBeforeMeasuring(_ output: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write("x", to: "file")
        try FileManager.default.createDirectory(atPath: directory.path("foreign"), withIntermediateDirectories: true)
        try directory.write("mine", to: "foreign/notes.txt")
        let substituted = output.replacingOccurrences(of: "FILE", with: directory.path("file")).replacingOccurrences(of: "FOREIGN", with: directory.path("foreign"))
        let result = try LayoutBenchProcess.run(["run", "--quick", "--output", substituted])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == message.replacingOccurrences(of: "FILE", with: directory.path("file")).replacingOccurrences(of: "FOREIGN", with: directory.path("foreign")) + "\n")
        #expect(try String(contentsOfFile: directory.path("foreign/notes.txt"), encoding: .utf8) == "mine")
    }

    /// A second run over a first replaces all its files at once: afterwards
    /// only the second run's files are there, and no temporary directory.
    @Test func aRunReplacesThePreviousRunWhole() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("run")
        let first = try LayoutBenchProcess.run(["run", "--quick", "--filter", "layout=flow,operation=prepare,items=100", "--output", output])
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: output + "/charts/flow-grid-prepare.svg"))
        let second = try LayoutBenchProcess.run(["run", "--quick", "--filter", "layout=waterfall,operation=prepare,items=100", "--output", output])
        #expect(second.status == 0)
        let charts = try FileManager.default.contentsOfDirectory(atPath: output + "/charts")
        #expect(!charts.contains("flow-grid-prepare.svg"))
        #expect(!charts.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["run"])
        let results = try String(contentsOfFile: output + "/results.json", encoding: .utf8)
        #expect(results.contains("waterfall") && !results.contains("\"flow/"))
    }

    /// A full disk (a 64 KiB tmpfs) while writing: the old SVG stays whole,
    /// a run leaves nothing (no charts without results.json), and no
    /// temporary file is left. Needs root to mount; skipped (with the reason
    /// printed) where mounting is not allowed.
    @Test func aFullDiskLeavesTheOldFilesAndNoTemporaryOnes() throws {
        let directory = try TemporaryDirectory()
        let mountPoint = directory.path("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let mount = try LayoutBenchProcess.shell("mount -t tmpfs -o size=64k tmpfs \"$0\"", [mountPoint])
        guard mount.status == 0 else {
            print("skipped aFullDiskLeavesTheOldFilesAndNoTemporaryOnes: cannot mount a tmpfs here (\(mount.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))")
            return
        }
        defer { _ = try? LayoutBenchProcess.shell("umount \"$0\"", [mountPoint]) }
        let small = try directory.write(FramesCommandTests.flowSpec, to: "flow.json").path
        let large = try directory.write(#"{"bounds": {"width": 390, "height": 844}, "sections": [{"count": 5000, "itemSize": [50, 50]}], "layout": {"type": "flow"}}"#, to: "large.json").path
        let picture = mountPoint + "/picture.svg"
        #expect(try LayoutBenchProcess.run(["render", small, "--output", picture]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: picture))
        let render = try LayoutBenchProcess.run(["render", large, "--output", picture])
        #expect(render.status == 1)
        #expect(render.stderr == "error: cannot write \"\(picture)\": No space left on device\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: picture)) == before)

        let run = try LayoutBenchProcess.run(["run", "--quick", "--filter", "layout=flow,items=100", "--samples", "2", "--output", mountPoint + "/run"])
        #expect(run.status == 1)
        #expect(run.stderrLines.last?.hasPrefix("error: cannot write \(mountPoint)/run/") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint) == ["picture.svg"])
    }
}
