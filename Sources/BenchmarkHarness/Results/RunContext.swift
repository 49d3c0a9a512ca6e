/// Where, when, how and from what code a run was made: enough for a reader to
/// judge whether two result files can be compared, and to make the run again.
public struct RunContext: Codable, Sendable, Equatable {
    /// The machine.
    public struct Machine: Codable, Sendable, Equatable {
        /// The host name.
        public var hostName: String
        /// The operating system (`PRETTY_NAME` of /etc/os-release) and kernel release.
        public var operatingSystem: String
        /// The CPU model (`model name` of /proc/cpuinfo).
        public var cpuModel: String
        /// Logical CPUs online.
        public var logicalCPUs: Int
        /// Physical memory in bytes.
        public var memoryBytes: UInt64

        /// Creates a machine description.
        public init(hostName: String, operatingSystem: String, cpuModel: String, logicalCPUs: Int, memoryBytes: UInt64) {
            self.hostName = hostName
            self.operatingSystem = operatingSystem
            self.cpuModel = cpuModel
            self.logicalCPUs = logicalCPUs
            self.memoryBytes = memoryBytes
        }
    }

    /// The allocator every figure was measured under.
    public struct Allocator: Codable, Sendable, Equatable {
        /// `jemalloc`.
        public var name: String
        /// Its version (`mallctl("version")`).
        public var version: String
        /// The options in force: compiled-in `malloc_conf`, then `MALLOC_CONF`.
        public var options: String
        /// `opt.thp`: whether jemalloc uses transparent huge pages.
        public var transparentHugePages: String

        /// Creates an allocator description.
        public init(name: String, version: String, options: String, transparentHugePages: String) {
            self.name = name
            self.version = version
            self.options = options
            self.transparentHugePages = transparentHugePages
        }
    }

    /// The code measured.
    public struct Source: Codable, Sendable, Equatable {
        /// The commit (`git rev-parse HEAD`).
        public var commit: String
        /// The branch, or `HEAD` when detached.
        public var branch: String
        /// Whether the work tree had uncommitted changes.
        public var dirty: Bool

        /// Creates a source description.
        public init(commit: String, branch: String, dirty: Bool) {
            self.commit = commit
            self.branch = branch
            self.dirty = dirty
        }
    }

    /// The machine.
    public var machine: Machine
    /// The Swift toolchain (first line of `swift --version`), or `unknown`.
    public var toolchain: String
    /// `release` or `debug`: figures from a debug build are not benchmarks.
    public var buildConfiguration: String
    /// The allocator.
    public var allocator: Allocator
    /// The code, or `nil` outside a git work tree.
    public var source: Source?
    /// When the run started, ISO 8601 in UTC.
    public var date: String
    /// The command line that made the run.
    public var commandLine: [String]
    /// `available`, or why instruction counts are missing.
    public var instructionCounter: String
    /// The part of the selection this run measured (`run --shard K/N`), or
    /// `nil` for a whole selection (absent from files written before shards).
    public var shard: RunShard? = nil

    /// Creates a context.
    public init(
        machine: Machine, toolchain: String, buildConfiguration: String, allocator: Allocator, source: Source?,
        date: String, commandLine: [String], instructionCounter: String
    ) {
        self.machine = machine
        self.toolchain = toolchain
        self.buildConfiguration = buildConfiguration
        self.allocator = allocator
        self.source = source
        self.date = date
        self.commandLine = commandLine
        self.instructionCounter = instructionCounter
    }
}
