#ifndef LAYOUT_BENCH_JEMALLOC_CONFIG_H
#define LAYOUT_BENCH_JEMALLOC_CONFIG_H

/// The jemalloc options compiled into layout-bench (before MALLOC_CONF).
const char *layout_bench_malloc_conf(void);

#endif
