#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import _CurveAllocationCounter
@testable import CurveExpression

@Suite("The two VMs")
struct VMTests {
  static let expressions = [
    "x", "3", "a*x + b", "sin(x)", "a*sin(b*x + c) + d", "exp(-x^2/2)/sqrt(2*pi)", "x^3 - 2*x^2 + x - 5",
    "max(0, min(1, x)) * log(1 + abs(x))", "min(x, x*x, -x, 1/x)", "-(x)", "x^2^x",
    // fusion shapes: affine, axpy (with and without a square and an offset)
    "x*3 - 1", "1 - x*3", "-2 + 3*x", "sin(x) - 3*x", "x*2 + sin(x)", "sin(x) + x*2", "(x - sin(x)) - 4",
    "4 + (x + sin(x))", "x - x^2*3 + 7", "cos(x) + c*x^2 + d*x + 0.5", "x^3 - 2*x^2 + x - 5 - x^2*a",
  ]

  @Test("fused instructions agree with the reference evaluator and across VMs")
  func fusion() throws {
    let parameters = try ParameterSet(Self.parameters)
    let xs: [Double] = [-3, -1, -0.0, 0, 0.5, 1, 2.5, 1e200, -1e-300, .nan, .infinity, -.infinity]
    for text in Self.expressions {
      let program = try CompiledExpression(text, parameters: parameters)
      let reference = ReferenceEvaluator(tree: program.tree)
      let batch = program.evaluate(xs)
      for (x, y) in zip(xs, batch) {
        #expect(sameBits(y, program.evaluate(at: x)), "\(text) at \(x)")
        #expect(sameBits(y, reference.evaluate(at: x)), "\(text) at \(x): \(y)")
      }
    }
    // The shapes do fuse: E6 is three passes (a cube, an axpy with the square folded in, an offset).
    let e6 = try CompiledExpression("x^3 - 2*x^2 + x - 5")
    #expect(e6.instructionCount == 3)
  }
  static let parameters = [("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)]

  /// The point machine copies each instruction out of the program. Past 64 bytes, the wasm
  /// build copies it with `memory.copy`, which V8 runs as a call out of the compiled code: at
  /// 65 bytes an instruction cost about 20 ns in the module, at 57 about 8.
  @Test("an instruction fits in 64 bytes, so the wasm build copies it with plain stores")
  func instructionSize() {
    #expect(MemoryLayout<Instruction>.size <= 64)
  }

  @Test("batch equals scalar at every length around block boundaries", arguments: [0, 1, 2, 255, 256, 257, 511, 512, 1023, 1024, 1025, 3000])
  func lengths(_ count: Int) throws {
    let parameters = try ParameterSet(Self.parameters)
    let xs = (0..<count).map { -5 + 10 * Double($0) / Double(max(1, count - 1)) }
    for text in Self.expressions {
      let program = try CompiledExpression(text, parameters: parameters)
      let ys = program.evaluate(xs)
      #expect(ys.count == count)
      for (x, y) in zip(xs, ys) where !sameBits(y, program.evaluate(at: x)) {
        Issue.record("\(text) at \(x): batch \(y), scalar \(program.evaluate(at: x))")
      }
    }
  }

  @Test("evaluating in place (ys is xs) gives the same values")
  func inPlace() throws {
    let program = try CompiledExpression("x*x - x + sin(x)")
    let xs = (0..<1000).map { Double($0) / 7 }
    var buffer = xs
    let workspace = EvaluationWorkspace()
    buffer.withUnsafeMutableBufferPointer { b in
      program.evaluate(UnsafeBufferPointer(b), into: b, workspace: workspace)
    }
    #expect(buffer.map(\.bitPattern) == xs.map { program.evaluate(at: $0).bitPattern })
  }

  @Test("a shorter output receives only what fits")
  func shortOutput() throws {
    let program = try CompiledExpression("x + 1")
    var ys = [Double](repeating: -7, count: 3)
    let xs: [Double] = [1, 2, 3, 4, 5]
    xs.withUnsafeBufferPointer { x in
      ys.withUnsafeMutableBufferPointer { program.evaluate(x, into: $0, workspace: EvaluationWorkspace()) }
    }
    #expect(ys == [2, 3, 4])
  }

  @Test("constant folding keeps run-time bits")
  func folding() throws {
    let folded = try CompiledExpression("sin(1) * exp(0.5) / 3 + 2^0.1 - log(7)")
    #expect(folded.instructionCount == 0)
    let expected = sin(1) * exp(0.5) / 3 + pow(2, 0.1) - log(7)
    #expect(folded.constantValue?.bitPattern == expected.bitPattern)
    let parameters = try ParameterSet([("a", 0.1), ("b", 0.2)])
    let withX = try CompiledExpression("x + (a + b)", parameters: parameters)
    #expect(withX.instructionCount == 1)
    #expect(withX.evaluate(at: 0).bitPattern == (0.1 + 0.2).bitPattern)
    // x + 0 is not folded away: it turns -0 into +0.
    #expect(try CompiledExpression("x + 0").evaluate(at: -0.0).sign == .plus)
  }

  @Test("x^2 is x*x and x^3 the cube of an exact square, whether the exponent is a literal or a value")
  func squareAndCube() throws {
    // glibc's pow(3.3373429683900933e-106, 2) is one ulp from x*x (it is not correctly rounded);
    // CurveKit's pow gives x*x for 2, so a literal and a computed exponent agree.
    let x = 3.3373429683900933e-106
    for text in ["x^2", "x^(x*0 + 2)"] {
      let program = try CompiledExpression(text)
      #expect(program.evaluate(at: x).bitPattern == (x * x).bitPattern, "\(text)")
      #expect(program.evaluate([x])[0].bitPattern == (x * x).bitPattern, "\(text)")
    }
    // (x*x)*x rounds twice and is an ulp off here; the cube is correctly rounded.
    let y = 1.2379646270918914
    for text in ["x^3", "x^(x*0 + 3)"] {
      let program = try CompiledExpression(text)
      #expect(program.evaluate(at: y) == 1.8972506344209452, "\(text): \(program.evaluate(at: y))")
      #expect(program.evaluate([y, -y])[1] == -1.8972506344209452, "\(text)")
    }
    #expect(((y * y) * y) == 1.897250634420945)
  }

  @Test("batch evaluation allocates nothing once the workspace has grown", .enabled(if: curve_allocation_counting_available() == 1, "allocation counting needs glibc"))
  func noAllocation() throws {
    let parameters = try ParameterSet(Self.parameters)
    let programs = try Self.expressions.map { try CompiledExpression($0, parameters: parameters) }
    let xs = (0..<1024).map { -5 + 10 * Double($0) / 1023 }
    var ys = [Double](repeating: 0, count: 1024)
    let workspace = EvaluationWorkspace()
    var total = 0.0
    xs.withUnsafeBufferPointer { x in
      ys.withUnsafeMutableBufferPointer { y in
        // Grow the workspace, and run each VM once: an unoptimised build instantiates a generic
        // machine's type metadata on its first use, once per process.
        for program in programs {
          program.evaluate(x, into: y, workspace: workspace)
          total += program.evaluate(at: x[0])
        }
        let before = curve_allocation_count()
        for _ in 0..<10 {
          var index = 0  // not `for … in`: an unoptimised iterator boxes each element
          while index < programs.count {
            programs[index].evaluate(x, into: y, workspace: workspace)
            total += programs[index].evaluate(at: x[7])
            index += 1
          }
        }
        let after = curve_allocation_count()
        #expect(after - before == 0, "\(after - before) allocations in 10 rounds")
      }
    }
    #expect(!total.isZero)
  }
}
