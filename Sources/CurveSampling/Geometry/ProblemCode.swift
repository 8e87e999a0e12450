/// What a problem is, as a stable code for programs: `curve validate --format json` prints it,
/// and a caller decides by it (or by ``ProblemEffect``), never by reading a message, which may
/// be reworded. The raw values are the codes; the README lists them.
public enum ProblemCode: String, Sendable, CaseIterable {
  // MARK: The body

  /// The body is over 524,288 bytes.
  case bodyTooLarge = "body.tooLarge"
  /// The body is not one valid UTF-8 JSON document.
  case bodyNotJSON = "body.notJSON"
  /// The body is JSON, but not an object.
  case bodyNotObject = "body.notObject"
  /// `protocol` is neither absent, null nor 1.
  case protocolUnsupported = "protocol.unsupported"

  // MARK: Fields, anywhere

  /// A value of the wrong JSON type (a string for a number, an array for an object).
  case typeMismatch = "type.mismatch"
  /// A field the object does not take.
  case fieldUnsupported = "field.unsupported"
  /// A required field is missing (or null).
  case fieldRequired = "field.required"
  /// A field that is read but has no effect here (an unknown top-level field, points in
  /// function mode).
  case fieldIgnored = "field.ignored"
  /// A key given twice in one object; the last value is used.
  case duplicateKey = "key.duplicate"
  /// Not `#RRGGBB` or `#AARRGGBB`.
  case invalidColor = "value.color"
  /// A string outside the field's set of values.
  case invalidChoice = "value.choice"
  /// Not the pair of numbers the field takes (`[min, max]`, `[x, y]`, `[row, column]`).
  case invalidPair = "value.pair"
  /// A number outside its documented range, clamped.
  case valueClamped = "value.clamped"
  /// A field not given, and the default taken for it.
  case defaultUsed = "value.default"
  /// More items than a budget allows (points, markers, parameters): the first are used.
  case budgetExceeded = "budget.exceeded"

  // MARK: Grids

  /// A cell grid that is not a non-empty array of non-empty rows.
  case gridInvalid = "grid.invalid"
  /// Rows of different lengths.
  case gridNotRectangular = "grid.notRectangular"
  /// More than 4,096 cells.
  case gridTooLarge = "grid.tooLarge"
  /// A batch coordinate outside the grid.
  case coordinateOutsideGrid = "grid.coordinateOutside"

  // MARK: Layer declarations

  /// A declaration with a field other than id, type and dataPath, or without one of them.
  case declarationFields = "declaration.fields"
  /// An id that does not start with `remote:`.
  case invalidLayerID = "declaration.id"
  /// An id given to two declarations.
  case duplicateLayerID = "declaration.duplicateID"
  /// A type that is not one of the seven.
  case unknownLayerType = "declaration.type"
  /// A dataPath that does not match the protocol's pattern.
  case invalidDataPath = "declaration.dataPath"

  // MARK: The object a layer points to

  /// Nothing at the dataPath.
  case layerObjectMissing = "layer.objectMissing"
  /// A remote layer without a frame.
  case frameMissing = "layer.frameMissing"
  /// A frame placed beyond ±1,000,000 pt (or not finite) on the canvas.
  case frameUnplaceable = "layer.frameUnplaceable"
  /// A curve object over the frame's budget of 64 sampled.
  case tooManyCurveLayers = "layer.tooManyCurves"
  /// A remote matrix without `content.pixels`.
  case matrixPixelsMissing = "matrix.pixelsMissing"
  /// An icon that is both a glyph and a url, or a glyph without all three of its fields.
  case iconContent = "icon.content"

  // MARK: Curves

  /// An expression that does not compile (the message says why and where).
  case invalidExpression = "curve.expression"
  /// A parameter that cannot be used: not an identifier, reserved, or NaN.
  case invalidParameter = "curve.parameter"
  /// Function mode without an expression, or samples mode without points.
  case curveSourceMissing = "curve.sourceMissing"
  /// A domain with ends that are equal or not finite.
  case invalidDomain = "curve.domain"
  /// Stretches of a function-mode curve left out of the drawing, not proven continuous: a sample
  /// has no double value where the real function is not proven undefined (0/0 in doubles where
  /// the numerator is 0 only by rounding).
  case unprovenStretch = "curve.unproven"
  /// A plot padding over half the frame: the plot is the frame's centre line.
  case plotCollapsed = "curve.plotCollapsed"
  /// A marker without `at.x` or `at.sampleIndex`, or with both.
  case markerPlacement = "marker.placement"
  /// `at.sampleIndex` outside the samples, in function mode, or at a sample with no value.
  case markerSampleIndex = "marker.sampleIndex"
  /// `at.x` outside the domain.
  case markerOutsideDomain = "marker.outsideDomain"
  /// `at.x` where the curve has no finite value.
  case markerNoValue = "marker.noValue"
  /// `at.x` on a break of the curve (a pole, a jump, the edge of an undefined region).
  case markerOnBreak = "marker.onBreak"
  /// A marker whose point lies more than the guard band (32 pt) beyond the plot.
  case markerOffPlot = "marker.offPlot"
  /// A marker's label whose box (its text's advance widths in DejaVu Sans, the line from 0.76
  /// em above its baseline to 0.24 em below) reaches past the layer frame, which cuts it off.
  case labelClipped = "marker.labelClipped"
  /// A marker's dot reaching past the layer frame, which cuts it off.
  case dotClipped = "marker.dotClipped"
  /// A marker whose label names an extremum ("peak", "max", "high", "min", "low" …) but sits
  /// more than 1 pt from every place the curve can have one of that kind.
  case labelNotAtExtremum = "marker.labelNotAtExtremum"
  /// A marker's label colour with a contrast under WCAG's 4.5:1 against the card, dark or light.
  case labelContrast = "marker.labelContrast"
}
