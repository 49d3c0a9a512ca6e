import Foundation
import Testing

/// `run --shard K/N` and `merge` of shards, end to end on a tiny selection.
@Suite struct ShardCommandTests {
    static let selection = ["run", "--quick", "--filter", "layout=flow,operation=prepare|query-slots,items=100,strategy=linear|interval-tree", "--samples", "2"]

    @Test func shardsRunDisjointPartsAndMergeIntoTheWholeSelection() throws {
        let directory = try TemporaryDirectory()
        let whole = try LayoutBenchProcess.run(Self.selection + ["--list"])
        var listed: [String] = []
        for index in 1...2 {
            let list = try LayoutBenchProcess.run(Self.selection + ["--shard", "\(index)/2", "--list"])
            #expect(list.status == 0, "\(list.stderr)")
            #expect(list.stderr.hasPrefix("shard \(index)/2: "))
            listed += list.stdout.split(separator: "\n").map(String.init)
            let run = try LayoutBenchProcess.run(Self.selection + ["--shard", "\(index)/2", "--output", directory.path("shard-\(index)")])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("\nshard \(index)/2: "))
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory.path("shard-\(index)/results.json")))) as? [String: Any]
            let shard = (json?["context"] as? [String: Any])?["shard"] as? [String: Any]
            #expect(shard?["index"] as? Int == index)
            #expect(shard?["count"] as? Int == 2)
            #expect(shard?["selectedCases"] as? Int == 8)
        }
        // Each case in exactly one shard.
        #expect(listed.sorted() == whole.stdout.split(separator: "\n").map(String.init).sorted())
        let merged = try LayoutBenchProcess.run(["merge", directory.path("shard-2/results.json"), directory.path("shard-1/results.json"), "--output", directory.path("all.json")])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == "merged 2 runs into \(directory.path("all.json")): 8 cases, 2 samples per case\n")
        let missing = try LayoutBenchProcess.run(["merge", directory.path("shard-1/results.json"), "--output", directory.path("part.json")])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: cannot merge: shard 2/2 is missing (give every shard of the run, 1 to 2)\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("part.json")))
    }

    @Test(arguments: [
        ("0/2", "error: --shard: K must be between 1 and N, got '0/2'"),
        ("3/2", "error: --shard: K must be between 1 and N, got '3/2'"),
        ("x/y", "error: --shard: expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got 'x/y'"),
        ("1/0", "error: --shard: N must be between 1 and 10000, got '1/0'"),
        ("-1/2", "error: --shard: expected K/N, the K-th of N shards as whole numbers (e.g. 2/4), got '-1/2'"),
        ("5/8", "error: --shard 5/8: this shard has no case: the selection has 4 groups of strategies run together, which cannot fill 8 shards (use fewer)"),
    ])
    func badShardsFailWithOneErrorLine(shard: String, error: String) throws {
        let result = try LayoutBenchProcess.run(Self.selection + ["--shard", shard, "--list"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == error + "\n")
    }
}
