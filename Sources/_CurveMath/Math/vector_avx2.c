// The block forms built for AVX2 (x86-64 only; dispatch.c picks them when the CPU has it).
// The same code as vector.c in 256-bit registers: no FMA, so the same bits.
#if defined(__x86_64__)
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#define BLOCK(name) curve_##name##_avx2
#define CURVE_LANES_AVX2 1  // table reads by vgatherqpd
#include "blocks.h"
#pragma clang attribute pop
#endif
