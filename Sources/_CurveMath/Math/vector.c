// The block forms for the baseline instruction set: SSE2 on x86-64, NEON on aarch64, SIMD128
// (when enabled) or scalars on wasm32. blocks.h has the code.
#define BLOCK(name) curve_##name##_baseline  // not _base: curve_log_base is the function
#include "blocks.h"
