import CurveSampling

/// The protocol's field tables as data: what each object may contain, of what type, and the range
/// a number is clamped to. The validator walks every layer type's frames against these, the curve
/// layer's too; a curve layer's ranges are `CurveLimits`' (which the sampler and the preview read).
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
  /// Any JSON object (checked by the layer type's own schema).
  case anyObject
  /// Two numbers, `[a, b]`; the message names them (`"[min, max]"`).
  case pair(String)
  /// `[x, y]` pairs: only the first `limit` are read (the rest are counted in a note), and
  /// reading stops at the first that is not a pair.
  case points(limit: Int)
  /// Objects: only the first `limit` are read (the rest are counted in a note).
  case objects(ObjectSchema, limit: Int, noun: String)
  /// An object of numbers under free names (a curve's parameters).
  case numbersByName
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

  /// Content and style per layer type.
  static func content(_ type: LayerType) -> ObjectSchema {
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
    case .curve:
      ObjectSchema(fields: [
        "mode": .choice(CurveMode.allCases.map { $0.rawValue }), "points": .points(limit: CurveLimits.maximumPoints),
        "expression": .string, "parameters": .numbersByName, "domain": .pair("[min, max]"), "yDomain": .pair("[min, max]"),
        "interpolation": .choice(Interpolation.allCases.map { $0.rawValue }),
        "markers": .objects(marker, limit: CurveLimits.maximumMarkers, noun: "markers"),
      ])
    }
  }

  /// A curve marker. Its radius and font size are clamped by the sampler, which notes it.
  static let marker = ObjectSchema(fields: [
    "at": .object(ObjectSchema(fields: ["x": .number(nil), "sampleIndex": .integer, "offsetPt": .pair("[dx, dy]")])),
    "symbol": .object(ObjectSchema(fields: ["shape": .choice(["circle"]), "radiusPt": .number(nil), "fill": .color])),
    "label": .string,
    "labelStyle": .object(
      ObjectSchema(fields: [
        "color": .color, "fontSizePt": .number(nil), "position": .choice(LabelPosition.allCases.map { $0.rawValue }),
      ])),
  ])

  static func style(_ type: LayerType) -> ObjectSchema {
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
    case .curve:
      // The plot padding is clamped by the sampler, which notes it.
      ObjectSchema(fields: [
        "color": .color, "opacity": .number(CurveLimits.opacity), "strokeWidth": .number(CurveLimits.strokeWidth),
        "lineCap": .choice(LineCap.allCases.map { $0.rawValue }), "lineJoin": .choice(LineJoin.allCases.map { $0.rawValue }),
        "dashLength": .number(CurveLimits.dashLength), "dashGap": .number(CurveLimits.dashGap), "fillColor": .color,
        "fillOpacity": .number(CurveLimits.opacity), "plotPadding": .number(nil),
      ])
    }
  }
}
