// The lane types CurveKit's math is written over: one double, or four in a clang vector
// (`Lanes`), with the few operations whose spelling differs between them. core.h is written
// once against these names and compiled for both, so a value gives the same bits alone and in a
// block. Clang-only (vector extensions, `overloadable`). Not API.
#ifndef CURVE_MATH_LANES_H
#define CURVE_MATH_LANES_H

#include <stdint.h>

#pragma clang fp contract(off)
// Lanes pass between static inline functions only, never across a translation unit, so the
// vector ABI's dependence on AVX does not matter.
#pragma clang diagnostic ignored "-Wpsabi"

/// Four doubles and four 64-bit integers (SSE2 or AVX2 registers on x86-64, NEON on aarch64,
/// SIMD128 or scalars on wasm32). Loaded and stored at any 8-byte alignment.
typedef double Lanes __attribute__((ext_vector_type(4), aligned(8)));
typedef int64_t LaneBits __attribute__((ext_vector_type(4), aligned(8)));

#define LANE_FN static inline __attribute__((always_inline, overloadable))

// Bit patterns (no conversion: the same 64 bits read as the other type).
LANE_FN int64_t bits_of(double v) { int64_t b; __builtin_memcpy(&b, &v, 8); return b; }
LANE_FN LaneBits bits_of(Lanes v) { return (LaneBits)v; }
LANE_FN double double_of(int64_t b) { double v; __builtin_memcpy(&v, &b, 8); return v; }
LANE_FN Lanes double_of(LaneBits b) { return (Lanes)b; }

/// |x|, by clearing the sign bit (exact; NaN stays NaN).
LANE_FN double magnitude(double x) { return double_of(bits_of(x) & 0x7FFFFFFFFFFFFFFFLL); }
LANE_FN Lanes magnitude(Lanes x) { return double_of(bits_of(x) & 0x7FFFFFFFFFFFFFFFLL); }

// Masks: a comparison gives 0/1 on one double and 0/-1 on lanes; both are "set" when non-zero,
// and & | combine them alike. `choose(m, a, b)` is a where m is set, else b.
LANE_FN double choose(int m, double a, double b) { return m ? a : b; }
LANE_FN Lanes choose(LaneBits m, Lanes a, Lanes b) { return m ? a : b; }
LANE_FN int64_t choose(int m, int64_t a, int64_t b) { return m ? a : b; }
LANE_FN LaneBits choose(LaneBits m, LaneBits a, LaneBits b) { return m ? a : b; }

/// Whether any lane of a mask is set.
LANE_FN int any_set(int m) { return m != 0; }
LANE_FN int any_set(LaneBits m) { return (m[0] | m[1] | m[2] | m[3]) != 0; }

/// table[index + 0 ... 3] for each lane, as four values: each lane's record of four doubles read
/// in one load and the four records transposed.
LANE_FN void gather_record(const double *table, int64_t index, double *a, double *b, double *c, double *d) {
  *a = table[index], *b = table[index + 1], *c = table[index + 2], *d = table[index + 3];
}
LANE_FN void gather_record(const double *table, LaneBits index, Lanes *a, Lanes *b, Lanes *c, Lanes *d) {
  Lanes r0 = *(const Lanes *)(table + index[0]), r1 = *(const Lanes *)(table + index[1]);
  Lanes r2 = *(const Lanes *)(table + index[2]), r3 = *(const Lanes *)(table + index[3]);
  Lanes t0 = __builtin_shufflevector(r0, r1, 0, 4, 2, 6), t1 = __builtin_shufflevector(r0, r1, 1, 5, 3, 7);
  Lanes t2 = __builtin_shufflevector(r2, r3, 0, 4, 2, 6), t3 = __builtin_shufflevector(r2, r3, 1, 5, 3, 7);
  *a = __builtin_shufflevector(t0, t2, 0, 1, 4, 5), *b = __builtin_shufflevector(t1, t3, 0, 1, 4, 5);
  *c = __builtin_shufflevector(t0, t2, 2, 3, 6, 7), *d = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
}

/// table[index] for each lane (index already within the table).
LANE_FN double gather(const double *table, int64_t index) { return table[index]; }
#if defined(CURVE_LANES_AVX2)
#include <immintrin.h>
LANE_FN Lanes gather(const double *table, LaneBits index) {
  return (Lanes)_mm256_i64gather_pd(table, (__m256i)index, 8);
}
#else
LANE_FN Lanes gather(const double *table, LaneBits index) {
  Lanes v = {table[index[0]], table[index[1]], table[index[2]], table[index[3]]};
  return v;
}
#endif


#endif
