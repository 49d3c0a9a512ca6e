#ifndef LAYOUT_BENCH_PERF_EVENTS_H
#define LAYOUT_BENCH_PERF_EVENTS_H

#include <stdint.h>

/// Opens a counter of user-space instructions retired by the calling thread
/// (perf_event_open(2), PERF_COUNT_HW_INSTRUCTIONS, kernel and hypervisor
/// excluded), enabled at once. Returns the file descriptor, or -errno when the
/// kernel or the virtual machine does not support it (ENOENT, EOPNOTSUPP,
/// EACCES under perf_event_paranoid, ...).
int layout_bench_open_instruction_counter(void);

/// The counter's current value, or -1 if it cannot be read.
int64_t layout_bench_read_counter(int fd);

/// Closes the counter.
void layout_bench_close_counter(int fd);

#endif
