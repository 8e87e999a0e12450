import CurveFrame

/// Reading a data series (`DataSeries`, as `curve reduce`, `curve fit` and plots read CSV): ns
/// per row over a generated 200,000-row CSV, the whole read timed once a sample.
struct CSVRow {
  var name: String
  var key: String  // in --json
  var rows: Int
  var bytes: Int
  var time: Summary  // ns per row
}

enum CSVInputs {
  static let rows = 200_000

  /// `i,y` with y a random walk to 3 decimals (cells the exact path reads), and `x,y` as
  /// shortest doubles, y mostly of 16 or 17 digits (cells `Double(String)` reads), as a Python
  /// or Swift program writes them.
  static func all() -> [(name: String, key: String, csv: [UInt8])] {
    var state: UInt64 = 0x5EED
    func next() -> UInt64 {
      // SplitMix64: the same figures run after run.
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var walk: [UInt8] = []
    var thousandths = 0
    for i in 0..<rows {
      thousandths += Int(next() % 2001) - 1000
      let magnitude = Swift.abs(thousandths)
      let fraction = String(magnitude % 1000)
      let y = (thousandths < 0 ? "-" : "") + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
      walk += Array("\(i),\(y)\n".utf8)
    }
    var doubles: [UInt8] = []
    for i in 0..<rows {
      let y = 3 + Double(next() >> 11) / Double(1 << 53) - 0.5
      doubles += Array("\(Double(i) * 1e-5),\(y)\n".utf8)
    }
    return [("i,y: y a random walk to 3 decimals", "walk", walk), ("x,y: shortest doubles, 16–17 digits", "doubles", doubles)]
  }
}

@MainActor
func measureCSV() -> [CSVRow] {
  CSVInputs.all().map { name, key, csv in
    func read() -> DataSeries? {
      try? DataSeries(csv: csv, columns: .firstTwo, maximumBytes: csv.count, tailRows: 0)
    }
    guard let series = read(), series.points.count == CSVInputs.rows, series.gaps == 0 else { fatalError("csv \(key): not read as \(CSVInputs.rows) rows") }
    var samples: [Double] = []
    for sample in 0..<(options.quick ? 4 : 23) {
      let start = now()
      let series = read()
      let elapsed = now() - start
      blackHole(series)
      if sample >= 2 { samples.append(Double(elapsed) / Double(CSVInputs.rows)) }
    }
    return CSVRow(name: name, key: key, rows: CSVInputs.rows, bytes: csv.count, time: Summary(samples))
  }
}
