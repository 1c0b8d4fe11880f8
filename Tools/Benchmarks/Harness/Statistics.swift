/// Median, minimum and maximum of repeated samples.
struct Summary: Codable {
  let median: Double
  let min: Double
  let max: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
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
