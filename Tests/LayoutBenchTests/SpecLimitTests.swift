import Foundation
import Testing

/// A spec is held to its limits before anything is allocated for it: the
/// file's size, the items it declares, their estimated memory, and render's
/// element limit; an overflow names the JSON path of the value behind it.
@Suite struct SpecLimitTests {
    static func spec(items: Int, workload: Bool = false) -> String {
        workload
            ? #"{"bounds": {"width": 390, "height": 844}, "sections": {"workload": "photos", "items": \#(items)}, "layout": {"type": "waterfall"}}"#
            : #"{"bounds": {"width": 390, "height": 844}, "sections": [{"count": \#(items)}, {"count": \#(items)}], "layout": {"type": "flow"}}"#
    }

    /// Each is refused in well under a second and a few MB: nothing was
    /// generated or prepared (10^8 items took 7.6 GB before).
    @Test(arguments: [
        (["query", "SPEC", "--rect", "0,0,1,1"], spec(items: 50_000_000), "error: sections: 100000000 items exceed --max-items 10000000 (raise it to allow more)"),
        (["frames", "SPEC"], spec(items: 100_000_000, workload: true), "error: sections: 100000000 items exceed --max-items 10000000 (raise it to allow more)"),
        (["frames", "SPEC", "--max-items", "10"], spec(items: 6), "error: sections: 12 items exceed --max-items 10 (raise it to allow more)"),
        (["render", "SPEC", "--output", "OUT"], spec(items: 50_000_000), "error: at least 100000000 elements exceed the render limit of 10000 (raise it with --max-elements)"),
        (["frames", "SPEC", "--max-spec-bytes", "20"], spec(items: 1), #"error: cannot read the spec file "SPEC": larger than the limit of 20 bytes (raise it with --max-spec-bytes)"#),
        (["frames", "SPEC", "--max-items", "-1"], spec(items: 1), "error: --max-items: must be >= 0, got -1"),
    ])
    func largeSpecsAreRefusedBeforeAllocating(_ arguments: [String], _ text: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(text, to: "spec.json").path
        let result = try LayoutBenchProcess.run(arguments.map { $0 == "SPEC" ? spec : $0 == "OUT" ? directory.path("out.svg") : $0 })
        #expect(result.status == 1)
        #expect(result.stderr == message.replacingOccurrences(of: "SPEC", with: spec) + "\n")
        #expect(!FileManager.default.fileExists(atPath: directory.path("out.svg")))
    }

    /// Under an address-space limit (`ulimit -v`, 2 GiB), 10^7 items, allowed
    /// by --max-items, are refused by the memory estimate instead of aborting
    /// in the allocator.
    @Test func theMemoryEstimateRespectsTheAddressSpaceLimit() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(Self.spec(items: 10_000_000), to: "spec.json").path
        let result = try LayoutBenchProcess.shell(
            "ulimit -v 2097152 && exec \"$0\" query \"$1\" --rect 0,0,1,1 --max-items 100000000", [try LayoutBenchProcess.executable().path, spec]
        )
        #expect(result.status == 1)
        #expect(result.stderr == "error: sections: 20000000 items need about 2.6 GB of memory, more than the 2.1 GB this process may use\n")
    }

    /// Under a 512 MiB address-space limit, a 100 MB spec (allowed by
    /// `--max-spec-bytes`) is refused before it is parsed (6 bytes per byte
    /// of text, `ItemLimit.parsedBytesPerByte`), not aborted in the allocator.
    /// Under 384 MiB, where holding the text alone could abort, it is refused unread.
    @Test(arguments: [(524_288, "537 MB"), (393_216, "403 MB")])
    func theParseEstimateRespectsTheAddressSpaceLimit(kibibytes: Int, available: String) throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write("[" + String(repeating: "1,", count: 50_000_000) + "1]", to: "ones.json").path
        let result = try LayoutBenchProcess.shell(
            "ulimit -v \(kibibytes) && exec \"$0\" frames \"$1\" --max-spec-bytes 200000000", [try LayoutBenchProcess.executable().path, spec]
        )
        #expect(result.status == 1)
        #expect(result.stderr == "error: a spec of 100000003 bytes needs about 600 MB of memory to parse, more than the \(available) this process may use\n")
    }

    @Test func anOverflowNamesTheValueBehindIt() throws {
        let directory = try TemporaryDirectory()
        let spec = try directory.write(#"{"bounds": {"width": 390, "height": 844}, "sections": [{"count": 10, "itemSize": [100, 1e308]}], "layout": {"type": "flow"}}"#, to: "spec.json").path
        let result = try LayoutBenchProcess.run(["frames", spec])
        #expect(result.status == 1)
        #expect(result.stderr == "error: sections[0].itemSize[1]: 1e+308 makes the layout overflow to infinity (content size 390.0 x inf): sizes, spacings or insets are too large\n")
    }
}
