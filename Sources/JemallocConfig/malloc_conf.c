// jemalloc reads its compiled-in options from the global `malloc_conf`
// (jemalloc(3), "TUNING"); the MALLOC_CONF environment variable, read later,
// overrides them. Only the layout-bench executable links this target.
//
// thp:always — jemalloc madvises its memory for transparent huge pages (the
// kernel here is in THP "madvise" mode). Evidence: `layout-bench run --filter
// layout=flow,operation=prepare,items=1000000` (then `--layouts flow --items
// 1000000`) spent most of prepare in page faults (353,187 faults in
// one run) because jemalloc returns allocations above `oversize_threshold`
// (8 MiB) to the OS at once and every prepare faults its ~48 MB in again:
// 52 ns/item with the default configuration, 14 ns/item with thp:always, in the
// same session. Run with MALLOC_CONF=thp:default to measure without it.
#include "JemallocConfig.h"

const char *malloc_conf = "thp:always";

const char *layout_bench_malloc_conf(void) { return malloc_conf; }
