// MPFI (interval arithmetic over MPFR, Debian's libmpfi-dev) for the soundness fuzzer's oracle:
// rigorous enclosures at high precision. MPFR's predicates are macros and MPFI's are function
// pointers, which Swift cannot use directly, so the endpoint work is done here.
#ifndef CMPFI_SHIM_H
#define CMPFI_SHIM_H
#include <mpfi.h>

static inline int cfi_left_sgn(mpfi_srcptr x) { return mpfr_sgn(&x->left); }
static inline int cfi_right_sgn(mpfi_srcptr x) { return mpfr_sgn(&x->right); }
/// The endpoints, rounded outward to doubles.
static inline double cfi_left_d(mpfi_srcptr x) { return mpfr_get_d(&x->left, MPFR_RNDD); }
static inline double cfi_right_d(mpfi_srcptr x) { return mpfr_get_d(&x->right, MPFR_RNDU); }
static inline int cfi_has_nan(mpfi_srcptr x) { return mpfr_nan_p(&x->left) || mpfr_nan_p(&x->right); }
static inline int cfi_left_inf(mpfi_srcptr x) { return mpfr_inf_p(&x->left); }
static inline int cfi_right_inf(mpfi_srcptr x) { return mpfr_inf_p(&x->right); }
static inline int cfi_is_point(mpfi_srcptr x) { return mpfr_number_p(&x->left) && mpfr_equal_p(&x->left, &x->right); }
static inline int cfi_is_zero(mpfi_srcptr x) { return mpfr_zero_p(&x->left) && mpfr_zero_p(&x->right); }
static inline int cfi_is_integer_point(mpfi_srcptr x) { return cfi_is_point(x) && mpfr_integer_p(&x->left); }
static inline long cfi_left_si(mpfi_srcptr x) { return mpfr_get_si(&x->left, MPFR_RNDN); }
/// Whether [lo, hi] holds no integer.
static inline int cfi_no_integer(mpfi_srcptr x) {
  if (!mpfr_number_p(&x->left) || !mpfr_number_p(&x->right)) return 0;
  mpfr_t a, b;
  mpfr_init2(a, mpfr_get_prec(&x->left) + 8);
  mpfr_init2(b, mpfr_get_prec(&x->right) + 8);
  mpfr_ceil(a, &x->left);
  mpfr_floor(b, &x->right);
  int none = mpfr_cmp(a, b) > 0;
  mpfr_clear(a);
  mpfr_clear(b);
  return none;
}
/// The step function `kind` (0 floor, 1 ceil, 2 round halves away from zero, 3 sign) at both
/// ends of a, exactly (they are integers); 1 when the ends agree, so it is constant on a.
static inline int cfi_step(mpfi_ptr r, mpfi_srcptr a, int kind) {
  mpfr_ptr ends[2] = {&r->left, &r->right};
  mpfr_srcptr from[2] = {&a->left, &a->right};
  for (int i = 0; i < 2; i++) {
    switch (kind) {
    case 0: mpfr_floor(ends[i], from[i]); break;
    case 1: mpfr_ceil(ends[i], from[i]); break;
    case 2: mpfr_round(ends[i], from[i]); break;
    default: mpfr_set_si(ends[i], mpfr_sgn(from[i]), MPFR_RNDN); break;
    }
  }
  return mpfr_equal_p(&r->left, &r->right);
}
/// a.right < b.left: every value of a lies below every value of b.
static inline int cfi_below(mpfi_srcptr a, mpfi_srcptr b) { return mpfr_less_p(&a->right, &b->left); }
/// a.right < c.
static inline int cfi_right_below_d(mpfi_srcptr a, double c) { return mpfr_cmp_d(&a->right, c) < 0; }
/// a.left > c.
static inline int cfi_left_above_d(mpfi_srcptr a, double c) { return mpfr_cmp_d(&a->left, c) > 0; }
static inline void cfi_whole(mpfi_ptr r) {
  mpfr_set_inf(&r->left, -1);
  mpfr_set_inf(&r->right, 1);
}
static inline void cfi_clamp_left_zero(mpfi_ptr r) {
  if (mpfr_sgn(&r->left) < 0) mpfr_set_zero(&r->left, 1);
}
/// r ∩ [lo, hi], for r meeting it.
static inline void cfi_clamp(mpfi_ptr r, double lo, double hi) {
  if (mpfr_cmp_d(&r->left, lo) < 0) mpfr_set_d(&r->left, lo, MPFR_RNDD);
  if (mpfr_cmp_d(&r->right, hi) > 0) mpfr_set_d(&r->right, hi, MPFR_RNDU);
}
/// NaN endpoints (0·∞ and the like) become the whole line: still an enclosure.
static inline void cfi_sanitize(mpfi_ptr r) {
  if (mpfr_nan_p(&r->left) || mpfr_nan_p(&r->right)) cfi_whole(r);
}
/// The hull of a and b.
static inline void cfi_hull(mpfi_ptr r, mpfi_srcptr a, mpfi_srcptr b) {
  mpfr_min(&r->left, &a->left, &b->left, MPFR_RNDD);
  mpfr_max(&r->right, &a->right, &b->right, MPFR_RNDU);
}
static inline void cfi_min(mpfi_ptr r, mpfi_srcptr a, mpfi_srcptr b) {
  mpfr_min(&r->left, &a->left, &b->left, MPFR_RNDD);
  mpfr_min(&r->right, &a->right, &b->right, MPFR_RNDU);
}
static inline void cfi_max(mpfi_ptr r, mpfi_srcptr a, mpfi_srcptr b) {
  mpfr_max(&r->left, &a->left, &b->left, MPFR_RNDD);
  mpfr_max(&r->right, &a->right, &b->right, MPFR_RNDU);
}
/// 1/a over the part of a that is not 0 (the caller rules out a = [0, 0]).
static inline void cfi_recip(mpfi_ptr r, mpfi_srcptr a) {
  int sl = mpfr_sgn(&a->left), sr = mpfr_sgn(&a->right);
  if (sl > 0 || sr < 0) { mpfi_inv(r, a); return; }
  if (sl == 0 && sr > 0) {
    mpfr_ui_div(&r->left, 1, &a->right, MPFR_RNDD);
    mpfr_set_inf(&r->right, 1);
    return;
  }
  if (sr == 0 && sl < 0) {
    mpfr_set_inf(&r->left, -1);
    mpfr_ui_div(&r->right, 1, &a->left, MPFR_RNDU);
    return;
  }
  cfi_whole(r);
}
/// a^n for an integer n >= 1.
static inline void cfi_pown(mpfi_ptr r, mpfi_srcptr a, long n) {
  if (n % 2 != 0) {
    mpfr_pow_si(&r->left, &a->left, n, MPFR_RNDD);
    mpfr_pow_si(&r->right, &a->right, n, MPFR_RNDU);
    return;
  }
  mpfr_t lo, hi;
  mpfr_init2(lo, mpfr_get_prec(&a->left));
  mpfr_init2(hi, mpfr_get_prec(&a->left));
  if (mpfr_sgn(&a->left) >= 0) { mpfr_set(lo, &a->left, MPFR_RNDD); mpfr_set(hi, &a->right, MPFR_RNDU); }
  else if (mpfr_sgn(&a->right) <= 0) { mpfr_neg(lo, &a->right, MPFR_RNDD); mpfr_neg(hi, &a->left, MPFR_RNDU); }
  else {
    mpfr_set_zero(lo, 1);
    mpfr_neg(hi, &a->left, MPFR_RNDU);
    if (mpfr_cmp(hi, &a->right) < 0) mpfr_set(hi, &a->right, MPFR_RNDU);
  }
  mpfr_pow_si(&r->left, lo, n, MPFR_RNDD);
  mpfr_pow_si(&r->right, hi, n, MPFR_RNDU);
  mpfr_clear(lo);
  mpfr_clear(hi);
}
/// a^c for a point exponent c (a's left end at least 0): monotone in a.
static inline void cfi_powr(mpfi_ptr r, mpfi_srcptr a, mpfi_srcptr c) {
  if (mpfr_sgn(&c->left) >= 0) {
    mpfr_pow(&r->left, &a->left, &c->left, MPFR_RNDD);
    mpfr_pow(&r->right, &a->right, &c->left, MPFR_RNDU);
  } else {
    mpfr_pow(&r->left, &a->right, &c->left, MPFR_RNDD);
    mpfr_pow(&r->right, &a->left, &c->left, MPFR_RNDU);
  }
}
/// Whether some end of x is beyond 2^limit in magnitude (or not finite): sin and cos of such an
/// argument cost MPFR a reduction modulo π at its exponent's precision, which can take hours.
static inline int cfi_beyond(mpfi_srcptr x, long limit) {
  if (!mpfr_regular_p(&x->left) && !mpfr_zero_p(&x->left)) return 1;
  if (!mpfr_regular_p(&x->right) && !mpfr_zero_p(&x->right)) return 1;
  return (mpfr_regular_p(&x->left) && mpfr_get_exp(&x->left) > limit) || (mpfr_regular_p(&x->right) && mpfr_get_exp(&x->right) > limit);
}
/// |Γ| at the point v, enclosed from MPFR's correctly rounded gamma (directed), into r.
static inline void cfi_gamma_magnitude_at(mpfi_ptr r, mpfr_srcptr v) {
  mpfr_t lo, hi;
  mpfr_init2(lo, mpfi_get_prec(r));
  mpfr_init2(hi, mpfi_get_prec(r));
  mpfr_gamma(lo, v, MPFR_RNDD);
  mpfr_gamma(hi, v, MPFR_RNDU);
  if (mpfr_sgn(hi) < 0) { mpfr_swap(lo, hi); mpfr_neg(lo, lo, MPFR_RNDD); mpfr_neg(hi, hi, MPFR_RNDU); }
  mpfi_interv_fr(r, lo, hi);
  mpfr_clear(lo);
  mpfr_clear(hi);
}
/// Γ over a, which holds no pole (the caller checks), into r, and digamma over a into psi.
/// digamma increases on each piece between poles (its derivative is positive), so psi is
/// [ψ(left)↓, ψ(right)↑] from MPFR's directed digamma; |Γ|' = |Γ|·ψ, so |Γ| is monotone where ψ
/// keeps a sign, and otherwise log|Γ| (convex) lies above its tangents at both ends: at least
/// max(log|Γ(a)| + ψ(a)·w, log|Γ(b)| − ψ(b)·w), w = b − a. Γ's sign is its sign at the left end.
static inline void cfi_gamma(mpfi_ptr r, mpfi_ptr psi, mpfi_srcptr a) {
  mpfr_prec_t p = mpfi_get_prec(r);
  mpfr_t pl, pr, t;
  mpfr_inits2(p, pl, pr, t, (mpfr_ptr)0);
  mpfr_digamma(pl, &a->left, MPFR_RNDD);
  mpfr_digamma(pr, &a->right, MPFR_RNDU);
  mpfi_interv_fr(psi, pl, pr);
  mpfi_t gl, gr, w, tangent, other, slope;
  mpfi_init2(gl, p); mpfi_init2(gr, p); mpfi_init2(w, p); mpfi_init2(tangent, p); mpfi_init2(other, p); mpfi_init2(slope, p);
  cfi_gamma_magnitude_at(gl, &a->left);
  cfi_gamma_magnitude_at(gr, &a->right);
  if (mpfr_sgn(pr) <= 0) {  // decreasing
    mpfr_set(t, &gl->right, MPFR_RNDU);
    mpfi_interv_fr(r, &gr->left, t);
  } else if (mpfr_sgn(pl) >= 0) {  // increasing
    mpfi_interv_fr(r, &gl->left, &gr->right);
  } else {
    mpfi_diam_abs(t, a);  // b - a, rounded up
    mpfi_interv_d(w, 0, 0);
    mpfi_put_fr(w, t);  // [0, b - a]: the bounds below hold for every x - a (and b - x) in it
    // log|Γ(x)| >= log|Γ(a)| + ψ(a)·(x - a) and >= log|Γ(b)| - ψ(b)·(b - x).
    mpfr_digamma(t, &a->left, MPFR_RNDU);
    mpfi_interv_fr(slope, pl, t);
    mpfi_log(tangent, gl);
    mpfi_mul(slope, slope, w);
    mpfi_add(tangent, tangent, slope);
    mpfr_digamma(t, &a->right, MPFR_RNDD);
    mpfi_interv_fr(slope, t, pr);
    mpfi_log(other, gr);
    mpfi_mul(slope, slope, w);
    mpfi_sub(other, other, slope);
    // The larger of the two lower bounds, then exp of it (left end), up to the larger end value.
    mpfr_max(t, &tangent->left, &other->left, MPFR_RNDD);
    mpfi_set_fr(tangent, t);
    mpfi_exp(tangent, tangent);
    mpfr_max(t, &gl->right, &gr->right, MPFR_RNDU);
    mpfi_interv_fr(r, &tangent->left, t);
  }
  mpfr_gamma(t, &a->left, MPFR_RNDN);
  if (mpfr_sgn(t) < 0) mpfi_neg(r, r);
  mpfi_clear(gl); mpfi_clear(gr); mpfi_clear(w); mpfi_clear(tangent); mpfi_clear(other); mpfi_clear(slope);
  mpfr_clears(pl, pr, t, (mpfr_ptr)0);
}
/// Trigamma over z >= 40 (an interval): 1/z + 1/(2z²) + 1/(6z³) − 1/(30z⁵) + 1/(42z⁷), less at
/// most 1/(30z⁹) (the series is enveloping for z > 0: the remainder has the sign of the first
/// term left out and is smaller).
static inline void cfi_trigamma_asymptotic(mpfi_ptr r, mpfi_srcptr z) {
  mpfi_t y, power, term;
  mpfi_init2(y, mpfi_get_prec(r)); mpfi_init2(power, mpfi_get_prec(r)); mpfi_init2(term, mpfi_get_prec(r));
  mpfi_inv(y, z);                 // 1/z
  mpfi_set(r, y);
  mpfi_mul(power, y, y);          // 1/z²
  mpfi_div_ui(term, power, 2); mpfi_add(r, r, term);
  mpfi_mul(power, power, y);      // 1/z³
  mpfi_div_ui(term, power, 6); mpfi_add(r, r, term);
  mpfi_mul(power, power, y); mpfi_mul(power, power, y);  // 1/z⁵
  mpfi_div_ui(term, power, 30); mpfi_sub(r, r, term);
  mpfi_mul(power, power, y); mpfi_mul(power, power, y);  // 1/z⁷
  mpfi_div_ui(term, power, 42); mpfi_add(r, r, term);
  mpfi_mul(power, power, y); mpfi_mul(power, power, y);  // 1/z⁹
  mpfi_div_ui(term, power, 30);
  mpfi_interv_d(y, 0, 0);
  mpfi_sub(y, y, term);           // [-1/(30z⁹)] as an interval, then [that, 0]
  mpfi_put_d(y, 0);
  mpfi_add(r, r, y);
  mpfi_clear(y); mpfi_clear(power); mpfi_clear(term);
}
static inline void cfi_const_e(mpfi_ptr r) {
  mpfi_set_ui(r, 1);
  mpfi_exp(r, r);
}
#endif
