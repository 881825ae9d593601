extension Figure {
  /// The figures in the text `coordaudit-bench` prints, in the order printed.
  ///
  /// The benchmark's tables are columns separated by two or more spaces. A header row (every
  /// cell words) names the columns; each following row whose first cell is words (or a size)
  /// and whose other cells are numbers gives one figure per number, `row · column`. A row
  /// whose label is a bare number (a size) is named with the header's first cell too
  /// (`nested flows, 1,000 · steps/s`, as older builds named their other shapes). A few figures stand on a line of their own and are
  /// read by pattern (the catalog's times, the shortest path, fastest / slowest).
  ///
  /// The same parser reads the output of older builds, which lets `compare` run against them.
  ///
  /// - Parameter output: What one run of the benchmark printed.
  /// - Returns: The figures, each name once (a repeated name keeps its first value).
  package static func parse(_ output: String) -> [Figure] {
    var figures: [Figure] = []
    var seen: Set<String> = []
    func add(_ name: String, _ value: Double?) {
      guard let value, seen.insert(name).inserted else { return }
      figures.append(Figure(name: name, value: value))
    }
    var header: [String] = []
    var shapeTable = ""
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      for (name, value) in lineFigures(line, shapeTable: shapeTable) { add(name, value) }
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else {
        if line.isEmpty || !line.hasPrefix(" ") { header = [] }
        continue
      }
      let cells = cellsOf(line)
      guard cells.count >= 2 else { continue }
      if cells.allSatisfy({ number($0) == nil }) {
        header = cells
        shapeTable = cells[0]
        continue
      }
      guard !header.isEmpty, number(cells[0]) == nil || isSize(cells[0]) else { continue }
      let label = isSize(cells[0]) ? "\(header[0]), \(cells[0])" : cells[0]
      for (column, cell) in zip(header.dropFirst(), aligned(Array(cells.dropFirst()), header)) {
        add("\(label) · \(column)", number(cell))
      }
    }
    return figures
  }

  /// The figures of a line that stands on its own.
  private static func lineFigures(_ line: String, shapeTable: String) -> [(String, Double?)] {
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix("built-in catalog ") || trimmed.hasPrefix("built-in catalog,") {
      if let range = trimmed.firstRange(of: " scenarios in ") {
        return [("catalog run · ms", leadingNumber(trimmed[range.upperBound...]))]
      }
      if let colon = trimmed.firstRange(of: ": ") {
        return [("catalog explored · s", leadingNumber(trimmed[colon.upperBound...]))]
      }
    }
    if let range = trimmed.firstRange(of: " explored steps/s") {
      return [("catalog explored · steps/s", number(String(trimmed[..<range.lowerBound])))]
    }
    if trimmed.hasPrefix("fastest / slowest: ") {
      let value = leadingNumber(trimmed.dropFirst("fastest / slowest: ".count))
      return [("\(shapeTable) · fastest / slowest", value)]
    }
    if trimmed.contains(" ms (target: under 500 ms)") {
      return [("shortest path · ms", leadingNumber(trimmed))]
    }
    return appExplorationFigures(trimmed)
  }

  /// The figures of the generated app's lines (`explore-app`): each a sentence of numbers
  /// after a name, read by the words that follow each number.
  ///
  /// ```text
  /// depth 6, median of 3: 38,087 states, 570,879 audited steps in 61.2 s: 9,328 steps/s …
  /// heap held at the peak: 15,031 KB, 404 bytes per stored state (target: at most 1,024)
  /// depth 8, up to 20,000 states: 20,001 states in 28.0 s, 10,585 steps/s …
  /// coordaudit explore --depth 6: one job 56.5 s, --jobs 2 62.9 s: 0.90x (target: …)
  /// catalog (61 scenarios) to depth 6, merging states: 1.52 s, 4,964 steps, 35 bugs
  /// ```
  private static func appExplorationFigures(_ line: Substring) -> [(String, Double?)] {
    guard let colon = line.firstRange(of: ": ") else { return [] }
    let head = line[..<colon.lowerBound]
    let body = line[colon.upperBound...]
    if head.hasPrefix("depth ") {
      // The number of rounds is not part of the name: the builds compared run as many.
      let name = "generated app, " + (head.split(separator: ",").first ?? head)
      return [
        ("\(name) · states", number(before: " states", in: body)),
        ("\(name) · audited steps", number(before: " audited steps", in: body)),
        ("\(name) · s", number(before: " s:", in: body) ?? number(before: " s,", in: body)),
        ("\(name) · steps/s", number(before: " steps/s", in: body)),
      ]
    }
    if head == "heap held at the peak" {
      return [("generated app · bytes per stored state", number(before: " bytes", in: body))]
    }
    if head.hasPrefix("coordaudit explore --depth ") {
      return [
        ("\(head) · one job s", number(before: " s,", in: body)),
        ("\(head) · --jobs 2 s", number(before: " s:", in: body)),
        ("\(head) · --jobs 2 speed-up", number(before: "x", in: body)),
      ]
    }
    if head.hasPrefix("catalog ("), let scenarios = head.firstRange(of: ") ") {
      // The catalog's size is not part of the name: it grows from build to build.
      let name = "catalog " + head[scenarios.upperBound...]
      return [
        ("\(name) · s", number(before: " s,", in: body)),
        ("\(name) · steps", number(before: " steps", in: body)),
      ]
    }
    return []
  }

  /// The number that ends right before the first `words` in `text`: `9,785` before
  /// ` steps/s` in `… 66.6 s: 9,785 steps/s`.
  private static func number(before words: String, in text: Substring) -> Double? {
    guard let range = text.firstRange(of: words) else { return nil }
    let digits = text[..<range.lowerBound].reversed().prefix {
      $0.isNumber || $0 == "." || $0 == ","
    }
    return digits.isEmpty ? nil : number(String(digits.reversed()))
  }

  /// A row's cells after its label, lined up with the header's columns: a row that leaves a
  /// bracketed column blank (`track + check` has no `[min .. max]`) gets an empty cell there.
  private static func aligned(_ cells: [String], _ header: [String]) -> [String] {
    var result: [String] = []
    var rest = cells[...]
    for column in header.dropFirst() {
      guard let cell = rest.first else { break }
      if column.hasPrefix("["), !cell.hasPrefix("[") {
        result.append("")
        continue
      }
      result.append(cell)
      rest = rest.dropFirst()
    }
    return result
  }

  /// The cells of a table row: runs of text separated by two or more spaces.
  static func cellsOf(_ line: String) -> [String] {
    var cells: [String] = []
    var current = ""
    var spaces = 0
    for character in line.drop(while: { $0 == " " }) {
      if character == " " {
        spaces += 1
        continue
      }
      if spaces >= 2, !current.isEmpty {
        cells.append(current)
        current = ""
      } else if spaces == 1 {
        current.append(" ")
      }
      spaces = 0
      current.append(character)
    }
    if !current.isEmpty { cells.append(current) }
    return cells
  }

  /// A cell as a number: `1,234.5`, `2.46x`, `-`; `nil` for words and for a bracketed range.
  static func number(_ cell: String) -> Double? {
    var text = cell.filter { $0 != "," }
    if text.hasSuffix("x") { text.removeLast() }
    return Double(text)
  }

  /// Whether a cell is a bare size, `1,000`: a row label, not a figure.
  private static func isSize(_ cell: String) -> Bool {
    !cell.isEmpty && cell.allSatisfy { $0.isNumber || $0 == "," }
  }

  /// The number at the start of `text`, `0.33` of `0.33 s (fastest …`.
  private static func leadingNumber(_ text: Substring) -> Double? {
    number(String(text.prefix { $0.isNumber || $0 == "." || $0 == "," }))
  }
}
