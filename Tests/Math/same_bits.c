// The same-bits check of CurveKit's math: 20,000 generated arguments per function (sin cos exp
// log pow cube atan atan2 tan log2 log10 cbrt hypot sinh cosh tanh asin acos asinh acosh atanh
// cot sec csc log_base gamma; atan2's y and log_base's base are the first argument), each function's
// values digested (FNV-1a over the 64-bit patterns, NaN as one pattern). Every block path this
// machine has must give the scalar function's bits; the digests must equal those
// Math/reference.py computes (Tests/Math/check.sh compares them, natively and for aarch64 under
// qemu). The argument generator is written identically in same_bits.py.
//
//   same_bits            digests, one line per function
//   same_bits --dump F   every argument and value of F, as hexadecimal bits
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "CurveMath.h"

// The generator rounds as Python does: no fused multiply-add (aarch64 compilers fuse by default).
#pragma clang fp contract(off)

enum { COUNT = 20000 };

static uint64_t state;
static uint64_t next(void) {  // xorshift64*
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return state * 0x2545F4914F6CDD1DULL;
}
static double from_bits(uint64_t b) { double v; memcpy(&v, &b, 8); return v; }
static uint64_t to_bits(double v) { uint64_t b; memcpy(&b, &v, 8); return v != v ? 0x7FF8000000000000ULL : b; }
static double uniform(double a, double b) { return a + (b - a) * ((double)(next() >> 11) * 0x1p-53); }

static const double specials[16] = {
  0.0, -0.0, __builtin_inf(), -__builtin_inf(), __builtin_nan(""), 1, -1, 0x1p-1074,
  0x1.fffffffffffffp+1023, 0x1p-1022, 0.5, 2, 3, 709.78, -745.13, 1e-300,
};

/// One argument: any bits, [-10, 10], [-1000, 1000], near k·pi/2, any normal, or a special.
static double argument(void) {
  switch (next() % 6) {
  case 0: {
    uint64_t b = next();
    if (((b >> 52) & 0x7FF) == 0x7FF) b &= ~(1ULL << 62);  // finite
    return from_bits(b);
  }
  case 1: return uniform(-10, 10);
  case 2: return uniform(-1000, 1000);
  case 3: {
    double k = (double)(next() % (1 << 20));
    return from_bits(to_bits(k * 0x1.921fb54442d18p+0) + next() % 4);
  }
  case 4: return from_bits((((next() % 2046) + 1) << 52) | (next() & 0xFFFFFFFFFFFFFULL) | (next() & (1ULL << 63)));
  default: return specials[next() % 16];
  }
}

static double exponent(void) {
  switch (next() % 4) {
  case 0: return uniform(-40, 40);
  case 1: return (double)(int64_t)(next() % 121) - 60;
  case 2: return argument();
  default: return specials[next() % 16];
  }
}

typedef double (*Scalar)(double, double);
typedef void (*Block)(double *, const double *, const double *, long);
static double f_sin(double x, double y) { (void)y; return curve_sin(x); }
static double f_cos(double x, double y) { (void)y; return curve_cos(x); }
static double f_exp(double x, double y) { (void)y; return curve_exp(x); }
static double f_log(double x, double y) { (void)y; return curve_log(x); }
static double f_pow(double x, double y) { return curve_pow(x, y); }
static double f_cube(double x, double y) { (void)y; return curve_cube(x); }
static double f_atan(double x, double y) { (void)y; return curve_atan(x); }
static double f_atan2(double x, double y) { return curve_atan2(x, y); }
static double f_tan(double x, double y) { (void)y; return curve_tan(x); }
static double f_log2(double x, double y) { (void)y; return curve_log2(x); }
static double f_log10(double x, double y) { (void)y; return curve_log10(x); }
static double f_cbrt(double x, double y) { (void)y; return curve_cbrt(x); }
static double f_hypot(double x, double y) { return curve_hypot(x, y); }
static double f_sinh(double x, double y) { (void)y; return curve_sinh(x); }
static double f_cosh(double x, double y) { (void)y; return curve_cosh(x); }
static double f_tanh(double x, double y) { (void)y; return curve_tanh(x); }
static double f_asin(double x, double y) { (void)y; return curve_asin(x); }
static double f_acos(double x, double y) { (void)y; return curve_acos(x); }
static double f_asinh(double x, double y) { (void)y; return curve_asinh(x); }
static double f_acosh(double x, double y) { (void)y; return curve_acosh(x); }
static double f_atanh(double x, double y) { (void)y; return curve_atanh(x); }
static double f_cot(double x, double y) { (void)y; return curve_cot(x); }
static double f_sec(double x, double y) { (void)y; return curve_sec(x); }
static double f_csc(double x, double y) { (void)y; return curve_csc(x); }
static double f_log_base(double x, double y) { return curve_log_base(x, y); }
static double f_gamma(double x, double y) { (void)y; return curve_gamma(x); }
static void b_sin(double *d, const double *a, const double *b, long n) { (void)b; curve_sin_v(d, a, n); }
static void b_cos(double *d, const double *a, const double *b, long n) { (void)b; curve_cos_v(d, a, n); }
static void b_exp(double *d, const double *a, const double *b, long n) { (void)b; curve_exp_v(d, a, n); }
static void b_log(double *d, const double *a, const double *b, long n) { (void)b; curve_log_v(d, a, n); }
static void b_pow(double *d, const double *a, const double *b, long n) { curve_pow_vv(d, a, b, n); }
static void b_cube(double *d, const double *a, const double *b, long n) { (void)b; curve_cube_v(d, a, n); }
static void b_atan(double *d, const double *a, const double *b, long n) { (void)b; curve_atan_v(d, a, n); }
static void b_atan2(double *d, const double *a, const double *b, long n) { curve_atan2_vv(d, a, b, n); }
static void b_tan(double *d, const double *a, const double *b, long n) { (void)b; curve_tan_v(d, a, n); }
static void b_log2(double *d, const double *a, const double *b, long n) { (void)b; curve_log2_v(d, a, n); }
static void b_log10(double *d, const double *a, const double *b, long n) { (void)b; curve_log10_v(d, a, n); }
static void b_cbrt(double *d, const double *a, const double *b, long n) { (void)b; curve_cbrt_v(d, a, n); }
static void b_hypot(double *d, const double *a, const double *b, long n) { curve_hypot_vv(d, a, b, n); }
static void b_sinh(double *d, const double *a, const double *b, long n) { (void)b; curve_sinh_v(d, a, n); }
static void b_cosh(double *d, const double *a, const double *b, long n) { (void)b; curve_cosh_v(d, a, n); }
static void b_tanh(double *d, const double *a, const double *b, long n) { (void)b; curve_tanh_v(d, a, n); }
static void b_asin(double *d, const double *a, const double *b, long n) { (void)b; curve_asin_v(d, a, n); }
static void b_acos(double *d, const double *a, const double *b, long n) { (void)b; curve_acos_v(d, a, n); }
static void b_asinh(double *d, const double *a, const double *b, long n) { (void)b; curve_asinh_v(d, a, n); }
static void b_acosh(double *d, const double *a, const double *b, long n) { (void)b; curve_acosh_v(d, a, n); }
static void b_atanh(double *d, const double *a, const double *b, long n) { (void)b; curve_atanh_v(d, a, n); }
static void b_cot(double *d, const double *a, const double *b, long n) { (void)b; curve_cot_v(d, a, n); }
static void b_sec(double *d, const double *a, const double *b, long n) { (void)b; curve_sec_v(d, a, n); }
static void b_csc(double *d, const double *a, const double *b, long n) { (void)b; curve_csc_v(d, a, n); }
static void b_log_base(double *d, const double *a, const double *b, long n) { curve_log_base_vv(d, a, b, n); }
static void b_gamma(double *d, const double *a, const double *b, long n) { (void)b; curve_gamma_v(d, a, n); }

static const struct { const char *name; Scalar scalar; Block block; int binary; } functions[] = {
  {"sin", f_sin, b_sin, 0}, {"cos", f_cos, b_cos, 0}, {"exp", f_exp, b_exp, 0},
  {"log", f_log, b_log, 0}, {"pow", f_pow, b_pow, 1}, {"cube", f_cube, b_cube, 0},
  {"atan", f_atan, b_atan, 0}, {"atan2", f_atan2, b_atan2, 1}, {"tan", f_tan, b_tan, 0},
  {"log2", f_log2, b_log2, 0}, {"log10", f_log10, b_log10, 0}, {"cbrt", f_cbrt, b_cbrt, 0},
  {"hypot", f_hypot, b_hypot, 1}, {"sinh", f_sinh, b_sinh, 0}, {"cosh", f_cosh, b_cosh, 0},
  {"tanh", f_tanh, b_tanh, 0}, {"asin", f_asin, b_asin, 0}, {"acos", f_acos, b_acos, 0},
  {"asinh", f_asinh, b_asinh, 0}, {"acosh", f_acosh, b_acosh, 0}, {"atanh", f_atanh, b_atanh, 0},
  {"cot", f_cot, b_cot, 0}, {"sec", f_sec, b_sec, 0}, {"csc", f_csc, b_csc, 0},
  {"log_base", f_log_base, b_log_base, 1}, {"gamma", f_gamma, b_gamma, 0},
};

int main(int argc, char **argv) {
  const char *dump = argc == 3 && strcmp(argv[1], "--dump") == 0 ? argv[2] : NULL;
  static double xs[COUNT], ys[COUNT], scalar[COUNT], block[COUNT];
  int status = 0;
  for (unsigned f = 0; f < sizeof functions / sizeof functions[0]; f++) {
    state = 0x9E3779B97F4A7C15ULL + f;
    for (int i = 0; i < COUNT; i++) {
      xs[i] = argument();
      ys[i] = functions[f].binary ? exponent() : 0;
    }
    uint64_t digest = 0xCBF29CE484222325ULL;
    for (int i = 0; i < COUNT; i++) {
      scalar[i] = functions[f].scalar(xs[i], ys[i]);
      uint64_t b = to_bits(scalar[i]);
      for (int k = 0; k < 8; k++) digest = (digest ^ ((b >> (8 * k)) & 0xFF)) * 0x100000001B3ULL;
      if (dump && strcmp(dump, functions[f].name) == 0)
        printf("%016llx %016llx %016llx\n", (unsigned long long)to_bits(xs[i]), (unsigned long long)to_bits(ys[i]), (unsigned long long)b);
    }
    for (int path = 0; path <= 2; path++) {
      int previous = curve_math_use_block_path(path);
      if (previous < 0) continue;
      functions[f].block(block, xs, ys, COUNT);
      curve_math_use_block_path(previous);
      for (int i = 0; i < COUNT; i++)
        if (to_bits(block[i]) != to_bits(scalar[i])) {
          fprintf(stderr, "%s: path %d gives %a at (%a, %a), the scalar function %a\n", functions[f].name, path, block[i], xs[i], ys[i], scalar[i]);
          status = 1;
          break;
        }
    }
    if (!dump) printf("%s %d %016llx\n", functions[f].name, COUNT, (unsigned long long)digest);
  }
  return status;
}
