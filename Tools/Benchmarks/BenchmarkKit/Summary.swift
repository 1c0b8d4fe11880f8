/// Median, minimum and maximum of repeated samples: what a table and a JSON line report for a
/// measurement repeated in fresh processes, since one sample on a shared machine means little.
public struct Summary: Equatable, Sendable {
  public let median: Double
  public let min: Double
  public let max: Double
  /// How many samples were summarized.
  public let count: Int

  /// The summary of `samples` (all zero for none).
  public init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    if sorted.isEmpty {
      median = 0
      min = 0
      max = 0
      return
    }
    let middle = sorted.count / 2
    median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    min = sorted[0]
    max = sorted[sorted.count - 1]
  }
}
