/// Real `perf script` output, four samples trimmed from a recording of
/// `layout-bench run --items 1000 --samples 2 --layouts flow` (debug build) made with
/// `perf record -e cpu-clock -F 999 --call-graph dwarf` (perf 6.1, Linux x86_64).
/// Kept as perf printed it (a tab, then the address right-aligned with spaces),
/// except that the headers' trailing space is trimmed and tabs are written `\t`.
/// It holds kernel frames under jemalloc frames without symbols, where the
/// unwinding stopped short (`[unknown] ([unknown])`); mangled Swift symbols
/// down to `_start`, with an inlined libc frame and a `+0x0` offset; and two
/// two-frame stacks (the unwinder gave up without saying so).
enum PerfScriptFixture {
    static let fourSamples = """
    layout-bench  2777  7893.992608:    1001001 cpu-clock:
    \tffffffff821e8f67 clear_page_erms+0x7 ([kernel.kallsyms])
    \tffffffff815e9b16 folio_zero_user+0x166 ([kernel.kallsyms])
    \tffffffff81675bbb vma_alloc_anon_folio_pmd+0xab ([kernel.kallsyms])
    \tffffffff8167bfc8 do_huge_pmd_anonymous_page+0xa8 ([kernel.kallsyms])
    \tffffffff815ec609 __handle_mm_fault+0xc59 ([kernel.kallsyms])
    \tffffffff815ec9d0 handle_mm_fault+0xd0 ([kernel.kallsyms])
    \tffffffff821f3046 exc_page_fault+0x176 ([kernel.kallsyms])
    \tffffffff81000c82 asm_exc_page_fault+0x22 ([kernel.kallsyms])
    \t           3bbc6 [unknown] (/usr/lib/x86_64-linux-gnu/libjemalloc.so.2)
    \t           3cc5e [unknown] (/usr/lib/x86_64-linux-gnu/libjemalloc.so.2)
    \t           3d046 [unknown] (/usr/lib/x86_64-linux-gnu/libjemalloc.so.2)
    \t           206af [unknown] (/usr/lib/x86_64-linux-gnu/libjemalloc.so.2)
    \tffffffffffffffff [unknown] ([unknown])

    layout-bench  2777  7894.073830:    1001001 cpu-clock:
    \t          2ea0d0 $ss16IndexingIteratorV4next7ElementQzSgyF+0x0 (/opt/swift/usr/lib/swift/linux/libswiftCore.so)
    \t          15bab7 $s12BenchmarkKit10IndexSweepV3run8progressSayAC11MeasurementVGyAGXE_t16CollectionLayout0I5ErrorVYKF+0x7c7 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t          1bfa09 $s11LayoutBench10RunCommandV3runyyKF+0x8f9 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t          1bc408 $s11LayoutBench10RunCommandV14ArgumentParser08ParsableD0AadEP3runyyKFTW+0x48 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t          1a5d3a $s11LayoutBenchAAV4mainyyFZ+0xba (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t          1a6738 $s11LayoutBenchAAV5$mainyyFZ+0x8 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t          1a6838 LayoutBench_main+0x8 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t           27249 __libc_start_call_main+0x79 (/usr/lib/x86_64-linux-gnu/libc.so.6)
    \t           27304 __libc_start_main_impl+0x84 (inlined)
    \t           2fef0 _start+0x20 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)

    layout-bench  2777  7894.103851:    1001001 cpu-clock:
    \t          265420 $sSdSLsSL2geoiySbx_xtFZTW+0x10 (/opt/swift/usr/lib/swift/linux/libswiftCore.so)
    \t          2ea29f $ss3maxyxx_xtSLRzlF+0x1f (/opt/swift/usr/lib/swift/linux/libswiftCore.so)

    layout-bench  2777  7894.210950:    1001001 cpu-clock:
    \t          178db9 $s16CollectionLayout17IntervalTreeIndexV11appendSlots12intersecting2to5probeyAA4RectV_Says5Int32VGzxztAA0E5ProbeRzlFySRyAIGXEfU_ySRyAKGXEfU_ySRySdGXEfU_4slotL_yS2iAaMRzlF+0x159 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)
    \t          179ae5 $s16CollectionLayout17IntervalTreeIndexV11appendSlots12intersecting2to5probeyAA4RectV_Says5Int32VGzxztAA0E5ProbeRzlFySRyAIGXEfU_ySRyAKGXEfU_ySRySdGXEfU_ySryAC11PendingNodeVGXEfU_+0xd15 (/work/wt-prof/.build-prof/x86_64-unknown-linux-gnu/debug/layout-bench)


    """
}
