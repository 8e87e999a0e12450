// The block forms built for AVX2 with FMA (x86-64 only; dispatch.c picks them when the CPU has
// both). The same code as vector.c in 256-bit registers, so the same bits: contraction stays off,
// and a fused multiply-add is written out only where it gives a product's exact error, the very
// error Dekker's splitting gives (the cube: cube_core_fma in core.h).
#if defined(__x86_64__)
#pragma clang attribute push(__attribute__((target("avx2,fma"))), apply_to = function)
#define BLOCK(name) curve_##name##_avx2
#define CURVE_LANES_AVX2 1  // table reads by vgatherqpd
#define CURVE_LANES_FMA 1   // exact product errors by fused multiply-add
#include "blocks.h"
#pragma clang attribute pop
#endif
