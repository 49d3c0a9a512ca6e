import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct PerfScriptFrameTests {
    @Test func swiftFrame() throws {
        let frame = try #require(PerfScriptFrame(parsing: "\t          1bfa09 $s11LayoutBench10RunCommandV3runyyKF+0x8f9 (/work/.build/debug/layout-bench)"))
        #expect(frame == PerfScriptFrame(address: "1bfa09", symbol: "$s11LayoutBench10RunCommandV3runyyKF", offset: "0x8f9", library: "/work/.build/debug/layout-bench"))
    }

    @Test func kernelAndInlinedFrames() throws {
        let kernel = try #require(PerfScriptFrame(parsing: "\tffffffff821e8f67 clear_page_erms+0x7 ([kernel.kallsyms])"))
        #expect(kernel.symbol == "clear_page_erms" && kernel.library == "[kernel.kallsyms]")
        let inlined = try #require(PerfScriptFrame(parsing: "\t           27304 __libc_start_main_impl+0x84 (inlined)"))
        #expect(inlined.symbol == "__libc_start_main_impl" && inlined.offset == "0x84" && inlined.library == "inlined")
    }

    @Test func unknownSymbolAndLibrary() throws {
        let unknown = try #require(PerfScriptFrame(parsing: "\tffffffffffffffff [unknown] ([unknown])"))
        #expect(unknown == PerfScriptFrame(address: "ffffffffffffffff", symbol: nil, library: nil))
        let inLibrary = try #require(PerfScriptFrame(parsing: "\t           3bbc6 [unknown] (/usr/lib/x86_64-linux-gnu/libjemalloc.so.2)"))
        #expect(inLibrary.symbol == nil && inLibrary.library == "/usr/lib/x86_64-linux-gnu/libjemalloc.so.2")
    }

    /// C++ and demangled Swift names hold spaces and parentheses; the library is
    /// the last parenthesised group, and a name may come without an offset.
    @Test func namesWithSpacesAndParentheses() throws {
        let line = "\t  4baeb7 f(swift::X const*)::$_2::operator()((anonymous namespace)::S const&) const+0x17 (/opt/swift/libswiftCore.so)"
        let frame = try #require(PerfScriptFrame(parsing: line[...]))
        #expect(frame.symbol == "f(swift::X const*)::$_2::operator()((anonymous namespace)::S const&) const")
        #expect(frame.offset == "0x17")
        #expect(frame.library == "/opt/swift/libswiftCore.so")
        let noOffset = try #require(PerfScriptFrame(parsing: "\t 4baeb7 generic specialization <Swift.Int> of Array.append(_:) (/bin/x)"))
        #expect(noOffset.symbol == "generic specialization <Swift.Int> of Array.append(_:)" && noOffset.offset == nil && noOffset.library == "/bin/x")
    }

    @Test func framesWithoutASymbol() throws {
        let libraryOnly = try #require(PerfScriptFrame(parsing: "\t7f12ab (/usr/lib/libc.so.6)"))
        #expect(libraryOnly.symbol == nil && libraryOnly.library == "/usr/lib/libc.so.6")
        let addressOnly = try #require(PerfScriptFrame(parsing: "\t7f12ab"))
        #expect(addressOnly.symbol == nil && addressOnly.library == nil)
    }

    /// A line cut in the middle keeps what it has; `f(int)` is not taken for a library.
    @Test func cutLines() throws {
        #expect(try #require(PerfScriptFrame(parsing: "\t  1bfa09 $s11LayoutBench10Run")).symbol == "$s11LayoutBench10Run")
        let call = try #require(PerfScriptFrame(parsing: "\t  1bfa09 f(int)"))
        #expect(call.symbol == "f(int)" && call.library == nil)
        let offsetCut = try #require(PerfScriptFrame(parsing: "\t  1bfa09 main+0x"))
        #expect(offsetCut.symbol == "main+0x" && offsetCut.offset == nil)
    }

    @Test func spacesInsteadOfTabs() throws {
        let frame = try #require(PerfScriptFrame(parsing: "    1bfa09 \t main+0x10 \t(/bin/x)  "))
        #expect(frame == PerfScriptFrame(address: "1bfa09", symbol: "main", offset: "0x10", library: "/bin/x"))
    }

    @Test(arguments: ["<svg width=\"10\">", "main;foo 3", "layout-bench  2777  7893.99: 1 cpu-clock:", "12ab34xyz main (/bin/x)", ""])
    func otherLinesAreNotFrames(_ line: String) {
        #expect(PerfScriptFrame(parsing: line[...]) == nil)
    }
}
