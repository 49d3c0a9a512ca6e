import BenchmarkHarness
import Foundation

/// The history of runs across commits: plain JSON files under one directory
/// (`results/history/` by default), one directory per kind of machine
/// (`MachineFingerprint.identifier`, with the fingerprint in `machine.json`
/// for the reader) and one file per run (`HistoryEntry.fileName`).
///
/// Plain files rather than a database: an entry is written once and never
/// changed, so there is nothing to lock or migrate; two machines (or two
/// CI jobs) add different files and their histories merge as directories or
/// git commits do; every entry can be read, diffed and removed with the
/// usual tools; and no library or server is needed. Reading a whole history
/// into memory is cheap at this size (one entry per run, a few hundred
/// kilobytes for the full suite).
public enum HistoryStore {
    /// Why a run cannot be recorded or the history cannot be read: one line.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The message.
        public var description: String
    }

    /// The runs of one kind of machine, oldest first.
    public struct Machine: Sendable {
        /// The kind of machine and build.
        public var fingerprint: MachineFingerprint
        /// Its runs, by date (then commit).
        public var entries: [HistoryEntry]
    }

    /// Where the history lives unless `--history` says otherwise.
    public static let defaultDirectory = "results/history"

    /// Adds `results` (read from `name`) to the history in `directory`.
    /// - Returns: the entry's path.
    /// - Throws: `Failure` for a run that no commit names (outside git, or
    ///   with uncommitted changes), a shard (merge the shards first), a run
    ///   already recorded, or a file that cannot be written.
    /// - Complexity: O(cases)
    @discardableResult
    public static func record(_ results: BenchmarkResults, name: String, in directory: String) throws(Failure) -> String {
        try checkRecordable(results.context, name: name)
        let entry = HistoryEntry(results)
        let machineDirectory = directory + "/" + entry.machine.identifier
        let path = machineDirectory + "/" + entry.fileName
        if FileManager.default.fileExists(atPath: path) {
            throw Failure(description: "cannot record \(name): the history already holds this run (\(path))")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            if !FileManager.default.fileExists(atPath: machineDirectory + "/machine.json") {
                try OutputPath.write(try encoder.encode(entry.machine), to: machineDirectory + "/machine.json")
            }
            try OutputPath.write(try encoder.encode(entry), to: path)
        } catch let failure as OutputPath.Failure {
            throw Failure(description: failure.description)
        } catch {
            throw Failure(description: "cannot record \(name): \(error)")
        }
        return path
    }

    /// Refuses a run that no commit names (outside git, or with uncommitted
    /// changes) or that is a shard; `run --record` asks before measuring.
    /// - Complexity: O(1)
    public static func checkRecordable(_ context: RunContext, name: String) throws(Failure) {
        guard let source = context.source else {
            throw Failure(description: "cannot record \(name): it was not made in a git work tree (no commit to key it by)")
        }
        if source.dirty {
            throw Failure(description: "cannot record \(name): it was measured with uncommitted changes on top of \(source.commit.prefix(12)) (its commit does not name the code)")
        }
        if let shard = context.shard {
            throw Failure(description: "cannot record \(name): it is shard \(shard.label) of a run (merge the shards first)")
        }
    }

    /// Every run in the history under `directory`, by kind of machine (in
    /// identifier order); an absent directory is an empty history.
    /// - Throws: `Failure` naming an entry that cannot be read.
    /// - Complexity: O(total size of the entries)
    public static func load(_ directory: String) throws(Failure) -> [Machine] {
        let manager = FileManager.default
        guard let machines = try? manager.contentsOfDirectory(atPath: directory) else { return [] }
        var byMachine: [MachineFingerprint: [HistoryEntry]] = [:]
        for machine in machines.sorted() where !machine.hasPrefix(".") {
            let folder = directory + "/" + machine
            guard let files = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for file in files.sorted() where file.hasSuffix(".json") && file != "machine.json" && !file.hasPrefix(".") {
                let entry = try read(folder + "/" + file)
                byMachine[entry.machine, default: []].append(entry)
            }
        }
        return byMachine.map { Machine(fingerprint: $0.key, entries: $0.value.sorted { ($0.date, $0.commit) < ($1.date, $1.commit) }) }
            .sorted { $0.fingerprint.identifier < $1.fingerprint.identifier }
    }

    /// One entry, checked.
    static func read(_ path: String) throws(Failure) -> HistoryEntry {
        let entry: HistoryEntry
        do {
            entry = try JSONDecoder().decode(HistoryEntry.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw Failure(description: "cannot read history entry \(path): \(ResultFile.describe(error))")
        }
        guard entry.version == HistoryEntry.currentVersion else {
            throw Failure(description: "cannot read history entry \(path): format version \(entry.version); this layout-bench reads version \(HistoryEntry.currentVersion)")
        }
        guard entry.cases.allSatisfy({ $0.median > 0 && $0.median.isFinite }) else {
            throw Failure(description: "cannot read history entry \(path): a median that is not a positive number")
        }
        return entry
    }
}
