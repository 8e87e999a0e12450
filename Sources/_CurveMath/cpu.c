// The one CPU query of the C code: whether this x86-64 CPU has AVX2 and FMA (Intel's and
// AMD's CPUs with AVX2 all have FMA), asked once. The math's block forms (Math/dispatch.c, whose
// AVX2 build takes the cube's exact product errors from FMA) and the kernels (_CurveKernels) both
// choose their build by it.
#include "CurveMath.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
static int avx2_state = -1;  // -1 unknown; racing first calls store the same value

int curve_cpu_has_avx2(void) {
  int state = __atomic_load_n(&avx2_state, __ATOMIC_RELAXED);
  if (__builtin_expect(state < 0, 0)) {
    __builtin_cpu_init();
    state = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? 1 : 0;
    __atomic_store_n(&avx2_state, state, __ATOMIC_RELAXED);
  }
  return state;
}
#else
int curve_cpu_has_avx2(void) { return 0; }
#endif
