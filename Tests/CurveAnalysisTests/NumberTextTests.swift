import CurveAnalysis
import CurveSampling
import Testing

/// Numbers as the analysis text and the plots' descriptions print them: 4 significant digits of
/// the double's true value, subnormals included. The expected strings are the exact decimal
/// values rounded half away from zero by Python's decimal module, not by this code.
@Suite("Numbers as people read them")
struct NumberTextTests {
  @Test(
    "subnormals, the smallest and largest, and the smallest normal, to 4 digits of their exact value",
    arguments: [
      (0x1 as UInt64, "4.941e-324"),  // the smallest subnormal
      (0x2, "9.881e-324"),
      (0x3, "1.482e-323"),
      (0x5, "2.47e-323"),  // x - 2.5e-323's zero
      (0x6, "2.964e-323"),
      (0x7, "3.458e-323"),
      (0x7E8, "1e-320"),  // 9.99988…e-321 rounds up to a new power of ten
      (0xEE4_A56E, "1.235e-315"),
      (0x39D4_E21E_74C3, "3.142e-310"),
      (0x1_2345_6789_ABCD, "1.582e-309"),
      (0x8_0000_0000_0000, "1.113e-308"),
      (0xF_FFFF_FFFF_FFFF, "2.225e-308"),  // the largest subnormal
      (0x10_0000_0000_0000, "2.225e-308"),  // the smallest normal
    ])
  func subnormals(_ bits: UInt64, _ expected: String) {
    let value = Double(bitPattern: bits)
    #expect(PlotDescription.number(value) == expected)
    #expect(PlotDescription.number(-value) == "−" + expected)
    // An interval that pins the value down (as a certified zero's does) prints the same.
    #expect(PlotDescription.number(Interval(value, value)) == expected)
    if bits > 1 { #expect(PlotDescription.number(Interval(value.nextDown, value.nextUp)) == expected) }
    #expect(PlotDescription.number(Interval(-value, -value)) == "−" + expected)
  }

  @Test(
    "ordinary numbers keep their rounding",
    arguments: [
      (Double.pi, "3.142"), (-0.0001, "−0.0001"), (2.5e-27, "2.5e-27"), (1.2345e20, "1.235e20"), (9.9996, "10"), (123456, "123500"),
      (0.5, "0.5"), (1.0625, "1.063"), (-1.0625, "−1.063"), (Double.greatestFiniteMagnitude, "1.798e308"), (1e-5, "0.00001"), (1e-6, "1e-6"),
    ])
  func ordinary(_ value: Double, _ expected: String) {
    #expect(PlotDescription.number(value) == expected)
  }
}
