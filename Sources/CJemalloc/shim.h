// jemalloc's public API (mallctl, malloc_usable_size, ...), from Debian's
// libjemalloc-dev. Linking this module makes jemalloc the process allocator:
// Debian builds it without a symbol prefix, so its malloc/free replace libc's
// for every allocation, the Swift runtime's included.
#include <jemalloc/jemalloc.h>
