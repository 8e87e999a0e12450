// Everything lives in include/CurveMathShims.h; SwiftPM needs one source file per C target.
#include "CurveMathShims.h"
