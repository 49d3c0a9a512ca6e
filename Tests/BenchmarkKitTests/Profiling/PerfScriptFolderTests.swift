import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct PerfScriptFolderTests {
    /// The real capture: frames root first, offsets stripped, the process as
    /// the root, frames without a symbol named after their library.
    @Test func foldsARealCapture() throws {
        let result = try PerfScriptFolder().fold(PerfScriptFixture.fourSamples)
        #expect(result.sampleCount == 4 && result.truncatedSampleCount == 0)
        #expect(result.stacks.sampleCount == 4)
        #expect(result.stacks.text == """
        layout-bench;$s16CollectionLayout17IntervalTreeIndexV11appendSlots12intersecting2to5probeyAA4RectV_Says5Int32VGzxztAA0E5ProbeRzlFySRyAIGXEfU_ySRyAKGXEfU_ySRySdGXEfU_ySryAC11PendingNodeVGXEfU_;\
        $s16CollectionLayout17IntervalTreeIndexV11appendSlots12intersecting2to5probeyAA4RectV_Says5Int32VGzxztAA0E5ProbeRzlFySRyAIGXEfU_ySRyAKGXEfU_ySRySdGXEfU_4slotL_yS2iAaMRzlF 1
        layout-bench;$ss3maxyxx_xtSLRzlF;$sSdSLsSL2geoiySbx_xtFZTW 1
        layout-bench;[unknown];[libjemalloc.so.2];[libjemalloc.so.2];[libjemalloc.so.2];[libjemalloc.so.2];asm_exc_page_fault;exc_page_fault;\
        handle_mm_fault;__handle_mm_fault;do_huge_pmd_anonymous_page;vma_alloc_anon_folio_pmd;folio_zero_user;clear_page_erms 1
        layout-bench;_start;__libc_start_main_impl;__libc_start_call_main;LayoutBench_main;$s11LayoutBenchAAV5$mainyyFZ;$s11LayoutBenchAAV4mainyyFZ;\
        $s11LayoutBench10RunCommandV14ArgumentParser08ParsableD0AadEP3runyyKFTW;$s11LayoutBench10RunCommandV3runyyKF;\
        $s12BenchmarkKit10IndexSweepV3run8progressSayAC11MeasurementVGyAGXE_t16CollectionLayout0I5ErrorVYKF;$ss16IndexingIteratorV4next7ElementQzSgyF 1

        """)
    }

    @Test func equalStacksAreCountedTogether() throws {
        let twice = try PerfScriptFolder().fold(PerfScriptFixture.fourSamples + PerfScriptFixture.fourSamples).stacks
        #expect(twice.sampleCount == 8)
        #expect(twice.stacks.count == 4)
        #expect(twice.stacks.allSatisfy { $0.count == 2 })
    }

    @Test func options() throws {
        let input = "app 1 1.0: 1 cpu-clock:\n\t10 leaf+0x4 (/bin/app)\n\t20 main+0x18 (/bin/app)\n\n"
        #expect(try PerfScriptFolder().fold(input).stacks.text == "app;main;leaf 1\n")
        #expect(try PerfScriptFolder(options: .init(keepsOffsets: true)).fold(input).stacks.text == "app;main+0x18;leaf+0x4 1\n")
        #expect(try PerfScriptFolder(options: .init(includesProcessName: false)).fold(input).stacks.text == "main;leaf 1\n")
    }

    @Test func crlfAndSpacesReadLikeLFAndTabs() throws {
        let lf = try PerfScriptFolder().fold(PerfScriptFixture.fourSamples).stacks
        let crlf = PerfScriptFixture.fourSamples.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(try PerfScriptFolder().fold(crlf).stacks == lf)
        let spaces = PerfScriptFixture.fourSamples.replacingTabs(with: "        ")
        #expect(try PerfScriptFolder().fold(spaces).stacks == lf)
    }

    /// `perf script` ends every sample with a blank line: a last sample without
    /// one was cut off, and folding it would root its stack at the wrong frame.
    @Test(arguments: [
        "app 1 1.0: 1 cpu-clock:\n\t10 leaf+0x4 (/bin/app)\n\t20 main+0x18 (/bin/a",
        "app 1 1.0: 1 cpu-clock:\n\t10 leaf+0x4 (/bin/app)\n",
        "app 1 1.0: 1 cpu-clock:",
    ])
    func aTruncatedLastSampleIsDropped(_ tail: String) throws {
        let result = try PerfScriptFolder().fold(PerfScriptFixture.fourSamples + tail)
        #expect(result.truncatedSampleCount == 1)
        #expect(result.sampleCount == 4)
        #expect(result.stacks == (try PerfScriptFolder().fold(PerfScriptFixture.fourSamples).stacks))
    }

    @Test func framesWithoutSymbols() throws {
        let input = """
        app 1 1.0: 1 cpu-clock:
        \t10 [unknown] (/usr/lib/x86_64-linux-gnu/libc.so.6)
        \t20 (/opt/app/bin/app)
        \t30
        \t40 [unknown] ([kernel.kallsyms])
        \tffffffffffffffff [unknown] ([unknown])


        """
        #expect(try PerfScriptFolder().fold(input).stacks.text == "app;[unknown];[kernel.kallsyms];[unknown];[app];[libc.so.6] 1\n")
    }

    @Test func separatorsInNamesCannotSplitAFrame() throws {
        let input = "a;b 1 1.0: 1 cpu-clock:\n\t10 operator;weird+0x1 (/bin/x)\n\n"
        #expect(try PerfScriptFolder().fold(input).stacks.text == "a:b;operator:weird 1\n")
    }

    @Test func commentLinesBetweenSamplesAreSkipped() throws {
        let input = "# ========\n# captured on: today\n# ========\n#\n\napp 1 1.0: 1 cpu-clock:\n\t10 main+0x4 (/bin/app)\n\n"
        #expect(try PerfScriptFolder().fold(input).stacks.text == "app;main 1\n")
    }

    @Test(arguments: [
        ("", ProfileInputError("the input is empty: expected the text output of perf script")),
        (" \n\t\n\r\n", ProfileInputError("the input is empty: expected the text output of perf script")),
        ("app 1 1.0: 1 cpu-clock:\n\t10 main+0x4 (/bin/app)",
         ProfileInputError("the input ends inside its first sample (no blank line after it): it was cut off before a complete sample")),
        ("# only\n# comments\n", ProfileInputError("no samples, only comment lines: expected the text output of perf script")),
        ("app 1 1.0: 1 cpu-clock:\n\nother 2 2.0: 1 cpu-clock:\n\n",
         ProfileInputError("no sample has a call stack (frame lines under its header): record with perf record --call-graph dwarf (or fp), then run perf script")),
        ("app 1 1.0: 1 cpu-clock:\n\t10 main+0x4 (/bin/app)\nnot a frame\n\n",
         ProfileInputError(line: 3, #"expected a stack frame ("<hex address> <symbol>+0x<offset> (<library>)") or a blank line, got "not a frame""#)),
        ("app;main;leaf 3\napp;main 2\n",
         ProfileInputError(line: 2, #"expected a stack frame ("<hex address> <symbol>+0x<offset> (<library>)") or a blank line, got "app;main 2""#)),
    ])
    func refusals(_ input: String, _ error: ProfileInputError) {
        #expect(throws: error) { try PerfScriptFolder().fold(input) }
    }

    @Test func longLinesAreQuotedShort() {
        let input = "app 1 1.0: 1 cpu-clock:\n" + String(repeating: "x", count: 500) + "\n\n"
        #expect(throws: ProfileInputError(line: 2, #"expected a stack frame ("<hex address> <symbol>+0x<offset> (<library>)") or a blank line, got ""#
            + String(repeating: "x", count: 80) + "...\"")) { try PerfScriptFolder().fold(input) }
    }
}

extension String {
    /// The string with every tab replaced by `replacement`.
    func replacingTabs(with replacement: String) -> String {
        split(separator: "\t", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
