/// Which part of a selection a run measured when the selection was split
/// over several machines (`layout-bench run --shard K/N`), recorded in the
/// run's context so that `merge` can check that shards belong together: the
/// same selection (`selectionDigest`) split the same way (`count`), each
/// part once.
public struct RunShard: Codable, Sendable, Equatable {
    /// This shard's number, 1 to `count`.
    public var index: Int
    /// How many shards the selection was split into.
    public var count: Int
    /// The number of cases of the whole selection (every shard together).
    public var selectedCases: Int
    /// A digest of the whole selection's case names in order (FNV-1a, 64
    /// bits, hexadecimal): equal for runs given the same selection and seed.
    public var selectionDigest: String

    /// Creates a shard description.
    public init(index: Int, count: Int, selectedCases: Int, selectionDigest: String) {
        self.index = index
        self.count = count
        self.selectedCases = selectedCases
        self.selectionDigest = selectionDigest
    }

    /// `2/4`.
    public var label: String { "\(index)/\(count)" }

    /// The 64-bit FNV-1a digest of `names`, each followed by a line feed, as
    /// 16 hexadecimal digits (Fowler, Noll and Vo's hash: tiny, stable across
    /// platforms and releases, unlike `Hasher`, which is seeded per process).
    /// - Complexity: O(total length of the names)
    public static func digest(_ names: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in names {
            for byte in name.utf8 + [0x0A] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
