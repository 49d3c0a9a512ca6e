/// What makes two runs' timings comparable across hosts: the CPU model and
/// core count, the kernel, the Swift toolchain, the build configuration and
/// the allocator's options. Two CI runners of one machine type share it
/// (the host name is left out on purpose), so shards run on them may be
/// merged and a history's series may continue on a new runner; a run on
/// other hardware or software starts another series.
public struct MachineFingerprint: Codable, Sendable, Hashable {
    /// `model name` of /proc/cpuinfo.
    public var cpuModel: String
    /// Logical CPUs online.
    public var logicalCPUs: Int
    /// The kernel release (`uname -r`), or the whole system string when the
    /// context does not name a kernel.
    public var kernel: String
    /// The first line of `swift --version`.
    public var toolchain: String
    /// `release` or `debug`.
    public var buildConfiguration: String
    /// The allocator, its version, options and `opt.thp`.
    public var allocator: String

    /// The fingerprint of the machine and build `context` describes.
    /// - Complexity: O(length of the context's strings)
    public init(_ context: RunContext) {
        cpuModel = context.machine.cpuModel
        logicalCPUs = context.machine.logicalCPUs
        let system = context.machine.operatingSystem
        kernel = system.splitOnce(", kernel ").map { String($0.1) } ?? system
        toolchain = context.toolchain
        buildConfiguration = context.buildConfiguration
        let allocator = context.allocator
        self.allocator = "\(allocator.name) \(allocator.version), options '\(allocator.options)', opt.thp=\(allocator.transparentHugePages)"
    }

    /// The fields as (name, value) pairs, in a fixed order.
    public var fields: [(name: String, value: String)] {
        [("CPU", cpuModel), ("logical CPUs", String(logicalCPUs)), ("kernel", kernel), ("toolchain", toolchain),
         ("build", buildConfiguration), ("allocator", allocator)]
    }

    /// The fields in which `other` differs, with both values (empty when alike).
    /// - Complexity: O(fields)
    public func differences(from other: MachineFingerprint) -> [(name: String, mine: String, theirs: String)] {
        zip(fields, other.fields).filter { $0.0.value != $0.1.value }.map { ($0.0.name, $0.0.value, $0.1.value) }
    }

    /// 16 hexadecimal digits naming the fingerprint (`RunShard.digest` of its
    /// fields): a directory name for a machine's history.
    public var identifier: String {
        RunShard.digest(fields.map { "\($0.name)=\($0.value)" })
    }
}

extension String {
    /// The text before and after the first occurrence of `separator`, or `nil`.
    func splitOnce(_ separator: String) -> (Substring, Substring)? {
        guard let range = firstRange(of: separator) else { return nil }
        return (self[..<range.lowerBound], self[range.upperBound...])
    }
}
