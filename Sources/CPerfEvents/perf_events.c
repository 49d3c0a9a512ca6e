// The one system call Swift cannot make directly: syscall(2) is variadic.
#include "perf_events.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <linux/perf_event.h>
#include <sys/syscall.h>

int layout_bench_open_instruction_counter(void) {
    struct perf_event_attr attr;
    memset(&attr, 0, sizeof attr);
    attr.size = sizeof attr;
    attr.type = PERF_TYPE_HARDWARE;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    long fd = syscall(SYS_perf_event_open, &attr, 0 /* this thread */, -1 /* any CPU */, -1, 0);
    return fd < 0 ? -errno : (int)fd;
}
#else
int layout_bench_open_instruction_counter(void) { return -ENOSYS; }
#endif

int64_t layout_bench_read_counter(int fd) {
    int64_t value = 0;
    return read(fd, &value, sizeof value) == (ssize_t)sizeof value ? value : -1;
}

void layout_bench_close_counter(int fd) { close(fd); }
