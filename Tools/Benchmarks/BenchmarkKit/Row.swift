/// One row of a results table: a variant of a workload at one size and its summarized samples, so
/// the table, the ratios and the JSON lines are all read from one place.
public struct Row: Sendable {
  public let variant: String
  public let size: Int
  /// Time per operation, in the table's unit.
  public let nsPerOp: Summary
  public let peakMiB: Summary
  /// The extra numbers the workload reports (rates, bytes per record, CPU share), each summarized.
  public let extras: [String: Summary]
  /// `x baseline` ratios of this row's median to another row's, added by `Table.addRatio(to:)`.
  public var ratios: [String: Double] = [:]

  /// A row of the given summaries, with no ratios yet.
  public init(variant: String, size: Int, nsPerOp: Summary, peakMiB: Summary, extras: [String: Summary]) {
    self.variant = variant
    self.size = size
    self.nsPerOp = nsPerOp
    self.peakMiB = peakMiB
    self.extras = extras
  }

  /// The median of each extra number, as the tables and the workloads' notes read them.
  public var extra: [String: Double] { extras.mapValues(\.median) }
}
