#include "CurveAllocationCounter.h"

#if defined(__GLIBC__) || (defined(__linux__) && !defined(__ANDROID__))
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

// Per thread, so tests running in parallel on other threads do not disturb a count.
static _Thread_local uint64_t allocations;
static _Thread_local uint64_t frees;

int curve_allocation_counting_available(void) { return 1; }
uint64_t curve_allocation_count(void) { return allocations; }
uint64_t curve_free_count(void) { return frees; }

void free(void *p) {
  if (p != NULL) frees++;
  __libc_free(p);
}

void *malloc(size_t size) { allocations++; return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { allocations++; return __libc_calloc(n, size); }
void *realloc(void *p, size_t size) { allocations++; return __libc_realloc(p, size); }
void *memalign(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { allocations++; return __libc_memalign(alignment, size); }
int posix_memalign(void **out, size_t alignment, size_t size) {
  allocations++;
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  void *p = __libc_memalign(alignment, size);
  if (p == NULL && size != 0) return ENOMEM;
  *out = p;
  return 0;
}
#else
int curve_allocation_counting_available(void) { return 0; }
uint64_t curve_allocation_count(void) { return 0; }
uint64_t curve_free_count(void) { return 0; }
#endif
