// Counts heap allocations in the process that links this target (tests and benchmarks only; the
// library never links it). On glibc it interposes malloc, calloc, realloc and the aligned
// allocators (and free) and forwards them to glibc's own __libc_* entry points; elsewhere it counts nothing
// and says so.
#ifndef CURVE_ALLOCATION_COUNTER_H
#define CURVE_ALLOCATION_COUNTER_H

#include <stdint.h>

/// 1 when allocations are being counted on this platform, 0 otherwise.
int curve_allocation_counting_available(void);
/// The number of allocation calls (malloc, calloc, realloc, memalign, posix_memalign,
/// aligned_alloc) made by the calling thread so far.
uint64_t curve_allocation_count(void);
/// The number of blocks the calling thread has freed so far (free of a non-null pointer).
uint64_t curve_free_count(void);

#endif
