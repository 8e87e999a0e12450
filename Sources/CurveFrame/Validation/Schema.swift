import CurveSampling

/// The protocol's field tables as data: what each object may contain, of what type, and the range
/// a number is clamped to. The validator walks frames against these. A curve layer's content and
/// style are read by `CurveLayerReader`, and their ranges are `CurveLimits`' (which the sampler
/// and the preview read too).
indirect enum FieldKind: Sendable {
  /// A number, clamped to the range when one is given.
  case number(ClosedRange<Double>?)
  /// A whole number.
  case integer
  case string
  case boolean
  /// `#RRGGBB` or `#AARRGGBB` (alpha first).
  case color
  case choice([String])
  /// A string or a number (text content).
  case textOrNumber
  case colors
  /// An array of numbers, each clamped to the range.
  case numbers(ClosedRange<Double>?)
  case strings
  case object(ObjectSchema)
  /// A cell grid: `(Pixel | null)[][]`, rectangular, 1…4,096 cells.
  case pixelGrid
  /// `{ pixel, coordinates }[]` with coordinates inside the grid.
  case batches
  /// Any JSON object (checked by a dedicated reader, such as the curve layer's).
  case anyObject
}

struct ObjectSchema: Sendable {
  var fields: [String: FieldKind]
  var required: Set<String> = []
}

enum Schema {
  /// `base` with `extra`'s fields added (an extra one wins). A loop, where
  /// `Dictionary.merging` would cast its argument at run time, which Embedded Swift cannot.
  private static func union(_ base: [String: FieldKind], _ extra: [String: FieldKind]) -> [String: FieldKind] {
    var fields = base
    for (key, value) in extra { fields[key] = value }
    return fields
  }

  static let pixel = ObjectSchema(fields: [
    "color": .color, "opacity": .number(0...1), "cornerRadius": .number(0...0.5), "rotation": .number(nil),
    "halo": .number(0...1), "empty": .boolean,
  ])

  static let layout = ObjectSchema(fields: [
    "gapMode": .choice(["zero", "near", "default", "far", "extraFar"]), "edgeInsetRatio": .number(-0.45...0.45),
    "cellAspectRatio": .number(0.1...10), "columnGapRatio": .number(0...10), "rowGapRatio": .number(0...10),
  ])

  static let frame = ObjectSchema(
    fields: [
      "width": .number(LayerFrameSpec.sizeRange), "height": .number(LayerFrameSpec.sizeRange), "left": .number(nil), "right": .number(nil),
      "top": .number(nil), "bottom": .number(nil),
    ], required: ["width", "height"])

  static let node = ObjectSchema(fields: [
    "frame": .object(frame), "zIndex": .integer, "rotation": .number(nil),
    "transform": .object(ObjectSchema(fields: ["translateX": .number(nil), "translateY": .number(nil)])),
    "content": .anyObject, "style": .anyObject,
  ])

  static let effects: [String: FieldKind] = [
    "maskColor": .color, "maskOpacity": .number(0...0.6), "vignetteIntensity": .number(0...2),
    "readabilityGradient": .choice(["none", "top", "bottom", "left", "right", "both", "topLeftDiagonal", "topRightDiagonal"]),
  ]

  static let chrome: [String: FieldKind] = union(effects, [
    "backgroundColor": .color, "opacity": .number(0...1), "cornerRadiusRatio": .number(0...1), "borderColor": .color,
    "borderOpacity": .number(0...1), "borderWidth": .number(nil), "gradientEnabled": .boolean, "gradientColors": .colors,
    "gradientStops": .numbers(0...1), "gradientAngle": .number(nil),
  ])

  /// Content and style per layer type (curve is read by `CurveLayerReader`).
  static func content(_ type: LayerType) -> ObjectSchema? {
    switch type {
    case .text: ObjectSchema(fields: ["text": .textOrNumber])
    case .matrix:
      ObjectSchema(fields: ["pixels": .pixelGrid, "default": .object(pixel), "batch": .batches, "layout": .object(layout)])
    case .image: ObjectSchema(fields: ["url": .string])
    case .icon:
      ObjectSchema(fields: [
        "icon": .string, "iconCodePoint": .integer, "iconFont": .choice(["phosphorBold", "devicon", "simpleIcons", "material"]),
        "url": .string,
      ])
    case .line: ObjectSchema(fields: ["direction": .choice(["horizontal", "vertical"])])
    case .shape: ObjectSchema(fields: [:])
    case .curve: nil
    }
  }

  static func style(_ type: LayerType) -> ObjectSchema? {
    switch type {
    case .text:
      ObjectSchema(
        fields: union(chrome, [
          "color": .color, "textOpacity": .number(0...1), "fontSizeRatio": .number(0.02...0.28),
          "fontWeight": .choice(["300", "400", "500", "600", "700"]),
          "fontFamily": .choice(["system", "systemMonospace", "monospace"]), "fontFamilyFallback": .strings,
          "letterSpacing": .number(nil), "baselineRatio": .number(nil),
          "horizontalAlignment": .choice(["left", "center", "right"]), "verticalAlignment": .choice(["top", "center", "bottom"]),
          "autoWrap": .boolean, "paddingRatio": .number(0...0.3),
        ]))
    case .matrix: ObjectSchema(fields: [:])
    case .image: ObjectSchema(fields: union(chrome, ["color": .color, "opacity": .number(0.1...1)]))
    case .icon:
      ObjectSchema(fields: [
        "color": .color, "textOpacity": .number(0...1), "iconGlowEnabled": .boolean, "iconGlowColor": .color,
        "iconGlowOpacity": .number(0...1), "iconGlowRadius": .number(0.01...0.16),
      ])
    case .line:
      ObjectSchema(fields: [
        "color": .color, "opacity": .number(0...1), "strokeWidth": .number(0.5...8),
        "pattern": .choice(["solid", "dashed", "dotted"]), "cap": .choice(["round", "butt"]), "dashLength": .number(1...32),
        "dashGap": .number(0...32), "gradientEnabled": .boolean, "gradientColors": .colors, "gradientStops": .numbers(0...1),
      ])
    case .shape: ObjectSchema(fields: union(chrome, ["color": .color]))
    case .curve: nil
    }
  }

  /// Curve style ranges (for clamp notes; types are checked by `CurveLayerReader`).
  static let curveStyleRanges: [(String, ClosedRange<Double>)] = [
    ("opacity", CurveLimits.opacity), ("strokeWidth", CurveLimits.strokeWidth), ("dashLength", CurveLimits.dashLength),
    ("dashGap", CurveLimits.dashGap), ("fillOpacity", CurveLimits.opacity),
  ]

}
