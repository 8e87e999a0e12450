// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CurveKit",
  products: [
    .library(name: "CurveExpression", targets: ["CurveExpression"]),
    .library(name: "CurveSampling", targets: ["CurveSampling"]),
    .library(name: "CurveFrame", targets: ["CurveFrame"]),
    .library(name: "CurvePlot", targets: ["CurvePlot"]),
    .executable(name: "curve", targets: ["curve"]),
  ],
  targets: [
    // MARK: Engine core (no Foundation)

    // CurveKit's own sin cos exp log pow (the same bits on every target), the batch VM's block
    // kernels and the sampler's geometry kernels, in C (swift-numerics' _NumericsShims pattern).
    // libm is linked only for what IEEE-754 defines exactly (sqrt, floor, ceil, round). Not API.
    .target(name: "_CurveMathShims", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
    .target(name: "CurveExpression", dependencies: ["_CurveMathShims"]),
    .target(name: "CurveSampling", dependencies: ["CurveExpression", "_CurveMathShims"]),
    .target(name: "CurveFrame", dependencies: ["CurveSampling"]),
    .target(name: "CurvePlot", dependencies: ["CurveFrame", "CurveSampling", "CurveExpression"]),
    // What the commands print (JSON reports), shared by `curve` and the WebAssembly module.
    // Package access only: not a product.
    .target(name: "CurveReports", dependencies: ["CurveExpression", "CurveSampling", "CurveFrame"]),

    // MARK: Edges (Foundation allowed)

    .executableTarget(name: "curve", dependencies: ["CurveExpression", "CurveSampling", "CurveFrame", "CurvePlot", "CurveReports"]),
    .executableTarget(
      name: "curve-bench", dependencies: ["CurveExpression", "CurveSampling", "CurveFrame", "_CurveMathShims", "_CurveAllocationCounter"],
      path: "Benchmarks/curve-bench"),

    // MARK: Accuracy oracle (the accuracy tests only, so `swift build` needs no MPFR)

    // MPFR's headers and libraries from the system's standard paths (Debian's libmpfr-dev). No
    // pkg-config lookup: it would warn on every build, `swift run curve` included, where MPFR is
    // not installed.
    .systemLibrary(name: "CMPFR"),

    // MARK: Tests and benchmarks

    // Counts heap allocations by interposing malloc (glibc). Linked only into tests and benchmarks.
    .target(name: "_CurveAllocationCounter"),
    // Shared test support: the grammar-driven generator, a seeded PRNG, repository paths.
    .target(name: "_CurveTestSupport"),

    .testTarget(name: "CurveExpressionTests", dependencies: ["CurveExpression", "_CurveAllocationCounter", "_CurveTestSupport"]),
    // Holds the 256-bit MPFR evaluator it compares against (Reference/).
    .testTarget(
      name: "CurveAccuracyTests", dependencies: ["CurveExpression", "CMPFR", "_CurveMathShims", "_CurveTestSupport"],
      exclude: ["hard-arguments.json"]),
    .testTarget(name: "CurveSamplingTests", dependencies: ["CurveSampling", "_CurveMathShims", "_CurveTestSupport"]),
    .testTarget(name: "CurveFrameTests", dependencies: ["CurveFrame", "_CurveTestSupport"]),
    .testTarget(name: "CurvePlotTests", dependencies: ["CurvePlot", "CurveFrame", "_CurveTestSupport"], exclude: ["png_pixels.py"]),
    .testTarget(name: "CurveCommandTests", dependencies: ["curve", "_CurveTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
