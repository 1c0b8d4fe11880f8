import Foundation

/// One workload's table: what it measures, its rows and the notes its `finish` adds.
public struct Table: Sendable {
  public let workload: String
  public let title: String
  public let unit: String
  public var rows: [Row]
  public var notes: [String] = []

  /// A table of `rows`, without notes.
  public init(workload: String, title: String, unit: String, rows: [Row]) {
    self.workload = workload
    self.title = title
    self.unit = unit
    self.rows = rows
  }

  /// The median of the named variant (at a size), for ratios.
  public func median(_ variant: String, size: Int? = nil) -> Double? {
    rows.first { $0.variant == variant && (size == nil || $0.size == size) }?.nsPerOp.median
  }

  /// Adds a `x baseline` ratio column to every row of the same size as a `baseline` row.
  public mutating func addRatio(to baseline: String) {
    for index in rows.indices {
      if let base = median(baseline, size: rows[index].size), base > 0 {
        rows[index].ratios["x \(baseline)"] = rows[index].nsPerOp.median / base
      }
    }
  }

  /// The table as aligned text.
  public func rendered() -> String {
    let ratioNames = Array(Set(rows.flatMap(\.ratios.keys))).sorted()
    let extraNames = Array(Set(rows.flatMap(\.extras.keys))).sorted()
    let header = ["variant", "size", "median \(unit)", "min", "max"] + ratioNames + ["peak MiB"] + extraNames
    var lines: [[String]] = []
    for row in rows {
      var cells = [
        row.variant, String(row.size), format(row.nsPerOp.median), format(row.nsPerOp.min), format(row.nsPerOp.max),
      ]
      cells += ratioNames.map { row.ratios[$0].map { String(format: "%.2f", $0) } ?? "" }
      cells.append(String(format: "%.1f", row.peakMiB.median))
      cells += extraNames.map { row.extras[$0].map { format($0.median) } ?? "" }
      lines.append(cells)
    }
    let widths = header.indices.map { column in
      ([header[column]] + lines.map { $0[column] }).map(\.count).max() ?? 0
    }
    func join(_ cells: [String]) -> String {
      cells.indices.map { index in
        let cell = cells[index]
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        return index == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    var text = "## \(workload): \(title)\n\n```\n" + join(header) + "\n"
    text += lines.map(join).joined(separator: "\n") + "\n```\n"
    for note in notes { text += "\n\(note)" }
    return text + (notes.isEmpty ? "" : "\n")
  }
}

/// Compact number formatting for tables: 3 significant digits, no decimals for big values.
public func format(_ value: Double) -> String {
  if value >= 10_000 { return String(format: "%.0f", value) }
  if value >= 100 { return String(format: "%.1f", value) }
  return String(format: "%.2f", value)
}
