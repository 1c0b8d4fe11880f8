import BenchmarkKit
import Foundation
import Testing

/// A table's JSON lines: one flat object per number of each row, which a chart or a CI comparison
/// reads back without knowing the table's layout.
@Suite struct MeasurementRecordTests {
  private func table() -> Table {
    let store = Row(
      variant: "store", size: 1_000, nsPerOp: Summary([12, 10, 11]), peakMiB: Summary([2, 3, 4]),
      extras: ["lines/s": Summary([3, 1, 2]), "start ms": Summary([5, 6, 7])])
    let floor = Row(
      variant: "floor", size: 1_000, nsPerOp: Summary([4, 5, 6]), peakMiB: Summary([1, 1, 1]), extras: [:])
    var table = Table(workload: "H1", title: "end to end", unit: "ns/line", rows: [floor, store])
    table.addRatio(to: "floor")
    return table
  }

  @Test func aRowGivesItsTimeMemoryExtrasAndRatios() {
    let records = MeasurementRecord.records(of: table(), commit: "abc", dirty: false)
    let store = records.filter { $0.variant == "store" }
    #expect(store.map(\.metric) == ["time", "peak memory", "lines/s", "start ms", "x floor"])
    #expect(store.map(\.unit) == ["ns/line", "MiB", "lines/s", "ms", "ratio"])
    let time = store[0]
    #expect((time.median, time.min, time.max, time.repetitions, time.size) == (11, 10, 12, 3, 1_000))
    #expect((time.workload, time.commit, time.dirty) == ("H1", "abc", false))
    let ratio = store[4]
    #expect(ratio.median == 11.0 / 5.0 && ratio.min == nil && ratio.max == nil)
  }

  @Test func linesDecodeBackOneObjectPerLine() throws {
    let records = MeasurementRecord.records(of: table(), commit: nil, dirty: nil)
    let text = try MeasurementRecord.jsonLines(records)
    let lines = text.split(separator: "\n")
    #expect(text.hasSuffix("\n") && lines.count == records.count)
    let decoded = try lines.map { try JSONDecoder().decode(MeasurementRecord.self, from: Data($0.utf8)) }
    #expect(decoded == records)
    #expect(lines[0].hasPrefix(#"{"max":6,"median":5,"metric":"time","min":4,"repetitions":3,"size":1000,"#))
    #expect(lines[0].contains(#""unit":"ns/line""#), "a unit's slash is written as is")
    #expect(!lines[0].contains("commit"), "an unknown commit is left out")
  }

  @Test func numbersThatAreNotFiniteAreLeftOut() {
    let row = Row(
      variant: "memory", size: 1, nsPerOp: Summary([1]), peakMiB: Summary([1]),
      extras: ["lines/s": Summary([.infinity])])
    let table = Table(workload: "H1", title: "", unit: "ns/line", rows: [row])
    #expect(MeasurementRecord.records(of: table, commit: nil, dirty: nil).map(\.metric) == ["time", "peak memory"])
  }
}
