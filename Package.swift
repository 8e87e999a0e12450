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

    // CurveKit's own sin cos exp log pow, in C: the same bits on every target (Math/DESIGN.md).
    // libm is linked only for what IEEE-754 defines exactly (sqrt, floor, ceil, round). Not API.
    .target(name: "_CurveMath", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
    // The batch VM's block kernels and the sampler's geometry kernels, in C, each the same bits
    // as its scalar rule; AVX2 where the CPU has it, by _CurveMath's one CPU query. Not API.
    .target(name: "_CurveKernels", dependencies: ["_CurveMath"]),
    .target(name: "CurveExpression", dependencies: ["_CurveMath", "_CurveKernels"]),
    .target(name: "CurveSampling", dependencies: ["CurveExpression", "_CurveKernels"]),
    .target(name: "CurveFrame", dependencies: ["CurveSampling"]),
    .target(name: "CurvePlot", dependencies: ["CurveFrame", "CurveSampling", "CurveExpression"]),
    // What the commands print (JSON reports), shared by `curve` and the WebAssembly module.
    // Package access only: not a product.
    .target(name: "CurveReports", dependencies: ["CurveExpression", "CurveSampling", "CurveFrame"]),

    // MARK: Edges (Foundation allowed)

    .executableTarget(name: "curve", dependencies: ["CurveExpression", "CurveSampling", "CurveFrame", "CurvePlot", "CurveReports"]),
    .executableTarget(
      name: "curve-bench", dependencies: ["CurveExpression", "CurveSampling", "CurveFrame", "_CurveMath", "_CurveKernels", "_CurveAllocationCounter"],
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
      name: "CurveAccuracyTests", dependencies: ["CurveExpression", "CMPFR", "_CurveMath", "_CurveTestSupport"],
      exclude: ["hard-arguments.json"]),
    .testTarget(name: "CurveSamplingTests", dependencies: ["CurveSampling", "_CurveKernels", "_CurveTestSupport"]),
    .testTarget(name: "CurveFrameTests", dependencies: ["CurveFrame", "_CurveTestSupport"]),
    .testTarget(name: "CurvePlotTests", dependencies: ["CurvePlot", "CurveFrame", "_CurveTestSupport"], exclude: ["png_pixels.py"]),
    .testTarget(name: "CurveCommandTests", dependencies: ["curve", "_CurveTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
