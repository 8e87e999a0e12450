// The C side of CurveKit's evaluation, in one module: its own math (CurveMath.h), the batch
// VM's block kernels and the sampler's geometry kernels. The scalar VM, the batch VM, the
// constant folder, the enclosures and the tests all call these very functions, so they agree
// bit for bit. Not API.
#ifndef CURVE_MATH_SHIMS_H
#define CURVE_MATH_SHIMS_H

#include "CurveMath.h"
#include "CurveKernels.h"
#include "CurveGeometryKernels.h"

#endif
