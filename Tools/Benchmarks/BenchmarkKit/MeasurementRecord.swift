import Foundation

/// One measurement as a JSON line (`benchmarks --json FILE`): one number of one variant of a
/// workload, flat and self-describing, so a chart or a CI comparison reads it without knowing the
/// tables' layout.
///
/// A row gives a record for its time (`metric` "time", the table's unit), its peak memory, each
/// extra number, and each ratio to a floor or baseline measured in the same run (`metric`
/// "x floor", `unit` "ratio"; a ratio of medians has no `min` or `max`).
public struct MeasurementRecord: Codable, Equatable, Sendable {
  public let workload: String
  public let variant: String
  public let size: Int
  public let metric: String
  public let unit: String
  public let median: Double
  public let min: Double?
  public let max: Double?
  /// How many fresh processes measured it.
  public let repetitions: Int
  /// The commit the run was built from (`git rev-parse HEAD`), when known.
  public let commit: String?
  /// Whether tracked files differed from that commit, when known.
  public let dirty: Bool?

  /// The records of every row of `table`, in row order; numbers that are not finite are left out
  /// (JSON has no infinity).
  public static func records(of table: Table, commit: String?, dirty: Bool?) -> [MeasurementRecord] {
    table.rows.flatMap { row in
      var records: [MeasurementRecord] = []
      func add(_ metric: String, _ unit: String, _ summary: Summary) {
        records.append(
          MeasurementRecord(
            workload: table.workload, variant: row.variant, size: row.size, metric: metric, unit: unit,
            median: summary.median, min: summary.min, max: summary.max, repetitions: summary.count,
            commit: commit, dirty: dirty))
      }
      add("time", table.unit, row.nsPerOp)
      add("peak memory", "MiB", row.peakMiB)
      for (name, summary) in row.extras.sorted(by: { $0.key < $1.key }) {
        add(name, unit(ofExtra: name), summary)
      }
      for (name, ratio) in row.ratios.sorted(by: { $0.key < $1.key }) {
        records.append(
          MeasurementRecord(
            workload: table.workload, variant: row.variant, size: row.size, metric: name, unit: "ratio",
            median: ratio, min: nil, max: nil, repetitions: row.nsPerOp.count, commit: commit, dirty: dirty))
      }
      return records.filter { record in
        record.median.isFinite && (record.min?.isFinite ?? true) && (record.max?.isFinite ?? true)
      }
    }
  }

  /// The unit of an extra number from its name: the word after its last space (`start ms`,
  /// `cpu ns/op`), or the whole name for a name that is its own unit (`lines/s`, `cpu/wall`).
  static func unit(ofExtra name: String) -> String {
    name.split(separator: " ").last.map(String.init) ?? name
  }

  /// `records` as JSON lines, each ending in a newline; keys sorted, so lines compare as text.
  public static func jsonLines(_ records: [MeasurementRecord]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
  }
}
