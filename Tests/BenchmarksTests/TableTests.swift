import BenchmarkKit
import Testing

/// The summary of repeated samples and the ratios a table computes between its rows.
@Suite struct TableTests {
  @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    let odd = Summary([9, 1, 5])
    #expect((odd.median, odd.min, odd.max, odd.count) == (5, 1, 9, 3))
    #expect(Summary([4, 1, 3, 2]).median == 2.5)
    #expect(Summary([]).count == 0)
  }

  @Test func aRatioComparesRowsOfTheSameSizeOnly() {
    func row(_ variant: String, _ size: Int, _ ns: Double) -> Row {
      Row(variant: variant, size: size, nsPerOp: Summary([ns]), peakMiB: Summary([1]), extras: [:])
    }
    var table = Table(
      workload: "J1", title: "journal", unit: "ns/record",
      rows: [row("read-parse-floor", 100, 50), row("replay", 100, 150), row("append", 20, 400)])
    table.addRatio(to: "read-parse-floor")
    #expect(table.rows.map { $0.ratios["x read-parse-floor"] } == [1, 3, nil])
    #expect(table.rendered().contains("x read-parse-floor"))
    #expect(table.rendered().contains("3.00"))
  }
}
