import CurveExpression
import _CurveAllocationCounter
let p = try ParameterSet([("a", 1.5), ("b", 2.0), ("c", 0.25), ("d", -1.0)])
let prog = try CompiledExpression("a*sin(b*x + c) + d", parameters: p)
let xs = (0..<1024).map { Double($0) }
var ys = [Double](repeating: 0, count: 1024)
let ws = EvaluationWorkspace()
var t = 0.0
xs.withUnsafeBufferPointer { x in ys.withUnsafeMutableBufferPointer { y in
  prog.evaluate(x, into: y, workspace: ws)
  var a = curve_allocation_count()
  prog.evaluate(x, into: y, workspace: ws)
  let nb = curve_allocation_count() - a; print("batch", nb)
  a = curve_allocation_count()
  t += prog.evaluate(at: 3)
  let ns = curve_allocation_count() - a; print("scalar", ns)
}}
print(t)
