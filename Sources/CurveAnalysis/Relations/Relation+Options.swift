extension Relation {
  /// Everything a classification takes besides the relation: each default is written here,
  /// once. Every edge fills it through the option table, `Relation.optionTable` (the command
  /// from its arguments, the module and Python from JSON); Swift callers set the fields.
  public struct Options: Sendable {
    /// The named parameters the relation may use (not x or y; a later one of a name wins).
    public var parameters: [(String, Double)] = []
    /// The plane's rectangle.
    public var bounds = RelationBounds(x: -10...10, y: -10...10)
    /// Pixels a row, 1…``Relation/maximumSide``.
    public var width = 1024
    /// Rows, 1…``Relation/maximumSide``.
    public var height = 1024

    /// The defaults.
    public init() {}

    /// The defaults, changed by `configure`.
    public init(_ configure: (inout Options) -> Void) {
      configure(&self)
    }
  }

  /// `relation` read with the options' parameters and classified over their bounds and size
  /// (``classify(over:width:height:budget:)``, with the default budget).
  /// - Throws: ``RelationError`` for a relation or a parameter that cannot be read, or
  ///   ``RelationError/bounds(_:)`` for bounds or a size that cannot be classified.
  public static func classify(_ relation: String, _ options: Options) throws(RelationError) -> RelationClassification {
    try Relation(relation, parameters: options.parameters).classify(over: options.bounds, width: options.width, height: options.height)
  }
}
