// What the Embedded Swift runtime and the C library ask of the host, answered inside the
// module, so it needs no imports at all.
#include <stdlib.h>

// Memory JavaScript writes arguments into and reads results from, and frees with ck_free; the
// exports allocate their results here too (never less than a byte, so never NULL for 0).
void *ck_alloc(size_t size) { return malloc(size ? size : 1); }
void ck_free(void *pointer) { free(pointer); }

// Double(String) in Embedded Swift: the C library's strtod is correctly rounded (C locale).
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  char *end;
  *result = strtod(text, &end);
  return end;
}

// A trap (fatalError, a failed precondition) prints through putchar first: nowhere to print.
int putchar(int c) { return c; }

// 128-bit multiplication (Swift's full-width products), which wasm32 has no instruction or
// compiler-rt for here: four 32 × 32-bit products for the low halves, plus the cross terms.
typedef union {
  unsigned __int128 value;
  struct { unsigned long long low, high; } parts;
} Wide;

__int128 __multi3(__int128 a, __int128 b) {
  Wide x = {.value = (unsigned __int128)a}, y = {.value = (unsigned __int128)b}, r;
  unsigned long long al = x.parts.low & 0xFFFFFFFF, ah = x.parts.low >> 32;
  unsigned long long bl = y.parts.low & 0xFFFFFFFF, bh = y.parts.low >> 32;
  unsigned long long ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
  unsigned long long middle = (ll >> 32) + (lh & 0xFFFFFFFF) + (hl & 0xFFFFFFFF);
  r.parts.low = (ll & 0xFFFFFFFF) | (middle << 32);
  r.parts.high = hh + (lh >> 32) + (hl >> 32) + (middle >> 32) + x.parts.low * y.parts.high + x.parts.high * y.parts.low;
  return (__int128)r.value;
}
