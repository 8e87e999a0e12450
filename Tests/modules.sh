# The package's modules as the scripts that build them outside SwiftPM see them (Web/build.sh,
# Tests/Embedded/check.sh, Tests/Math/check.sh, Tests/Fuzz/fuzz.sh): sourced, not run. Keep it
# in step with Package.swift.
#
#   CORE_MODULES        the Swift modules of the engine, in dependency order
#   C_MODULES           the C modules, in dependency order
#   c_sources           every C source of the C modules
#   c_include_flags     -I flags for their headers
#   write_c_modulemaps  DIR: module maps for the C modules (for -fmodule-map-file or -I DIR)

CURVEKIT_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CORE_MODULES="_CurveText CurveExpression CurveSampling CurveAnalysis CurveFrame CurvePlot CurveReports"
C_MODULES="_CurveMath _CurveKernels"

c_sources() {
  local module
  for module in $C_MODULES; do find "$CURVEKIT_ROOT/Sources/$module" -name '*.c' | sort; done
}

c_include_flags() {
  local module
  for module in $C_MODULES; do printf -- '-I%s/Sources/%s/include ' "$CURVEKIT_ROOT" "$module"; done
  printf -- '-I%s/Sources/_CurveMath/Math\n' "$CURVEKIT_ROOT"
}

write_c_modulemaps() {  # DIR: writes DIR/module.modulemap with every C module
  local module
  : > "$1/module.modulemap"
  for module in $C_MODULES; do
    printf 'module %s {\n  umbrella "%s/Sources/%s/include"\n  export *\n}\n' "$module" "$CURVEKIT_ROOT" "$module" >> "$1/module.modulemap"
  done
}
