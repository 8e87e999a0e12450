#if Oracle  // The Oracle trait (Package.swift): the whole target is built against MPFR and MPFI.
import CMPFR

/// A 256-bit MPFR number, owned: initialised on creation, cleared on deinit.
final class MPFRValue {
  static let precision = 256
  var raw = __mpfr_struct()

  init() {
    mpfr_init2(&raw, mpfr_prec_t(Self.precision))
  }

  deinit {
    mpfr_clear(&raw)
  }

  func set(_ value: Double) {
    mpfr_set_d(&raw, value, MPFR_RNDN)
  }

  /// Rounded once to the nearest double (ties to even), subnormals included.
  var double: Double { mpfr_get_d(&raw, MPFR_RNDN) }

  var isNaN: Bool { cmpfr_nan_p(&raw) != 0 }
  var isZero: Bool { cmpfr_zero_p(&raw) != 0 }
  var isNegative: Bool { cmpfr_signbit(&raw) != 0 }
}

/// Constants computed with MPFR.
enum MPFRConstants {
  /// The double nearest k·π/2 (k an integer below 2^53), from π at 256 bits.
  static func nearestMultipleOfHalfPi(_ k: Double) -> Double {
    let (pi, value) = (MPFRValue(), MPFRValue())
    mpfr_const_pi(&pi.raw, MPFR_RNDN)
    mpfr_mul_d(&value.raw, &pi.raw, k / 2, MPFR_RNDN)  // k/2 exact
    return value.double
  }
}
#endif
