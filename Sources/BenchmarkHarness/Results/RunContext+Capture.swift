import Foundation

extension RunContext {
    /// The context of the current process: reads /proc and /etc/os-release,
    /// asks `git` (in the current directory) and `swift --version`; anything
    /// that cannot be found is recorded as `unknown`, never guessed.
    /// - Complexity: a few small file reads and three short child processes.
    public static func capture(commandLine: [String], allocator: Allocator, instructionCounter: String) -> RunContext {
        RunContext(
            machine: .current(), toolchain: firstLine(ofOutputOf: ["swift", "--version"]) ?? "unknown",
            buildConfiguration: buildConfiguration, allocator: allocator, source: .current(),
            date: ISO8601DateFormatter().string(from: Date()), commandLine: commandLine,
            instructionCounter: instructionCounter
        )
    }

    /// The configuration this binary was compiled in.
    public static var buildConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// The first line a command prints, or `nil` if it fails.
    static func firstLine(ofOutputOf command: [String]) -> String? {
        output(of: command)?.split(separator: "\n").first.map(String.init)
    }

    /// What a command prints to standard output, or `nil` if it cannot run or exits non-zero.
    static func output(of command: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension RunContext.Machine {
    /// This machine.
    static func current() -> Self {
        let info = ProcessInfo.processInfo
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let cpuModel = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let prettyName = osRelease.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "unknown"
        let kernel = RunContext.output(of: ["uname", "-r"]) ?? "unknown"
        return Self(
            hostName: info.hostName, operatingSystem: "\(prettyName), kernel \(kernel)", cpuModel: cpuModel,
            logicalCPUs: info.activeProcessorCount, memoryBytes: info.physicalMemory
        )
    }
}

extension RunContext.Source {
    /// The git state of the current directory, or `nil` outside a work tree.
    static func current() -> Self? {
        guard let commit = RunContext.output(of: ["git", "rev-parse", "HEAD"]) else { return nil }
        let branch = RunContext.output(of: ["git", "rev-parse", "--abbrev-ref", "HEAD"]) ?? "HEAD"
        let status = RunContext.output(of: ["git", "status", "--porcelain", "--untracked-files=no"]) ?? ""
        return Self(commit: commit, branch: branch, dirty: !status.isEmpty)
    }
}
