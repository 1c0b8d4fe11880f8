import Foundation
import Testing

@Suite("End to end: the committed example session")
struct ProtocolTourSessionTests {
  @Test("Examples/tour.jsonl produces Examples/tour.expected.jsonl byte for byte, and exits 0")
  func tourOutputIsExact() throws {
    let examples = try ProtocolTestBinary.repositoryRoot().appendingPathComponent("Examples")
    let input = try Data(contentsOf: examples.appendingPathComponent("tour.jsonl"))
    let expected = try Data(contentsOf: examples.appendingPathComponent("tour.expected.jsonl"))
    let run = try ProtocolTestBinary.run(input: Array(input))
    #expect(run.status == 0 && !run.terminatedBySignal)
    #expect(run.stdout == Array(expected))
    if run.stdout != Array(expected) {
      for (number, (actual, wanted)) in zip(run.lines, expected.split(separator: 0x0A)).enumerated()
      where Array(actual.utf8) != Array(wanted) {
        Issue.record(
          "first difference at output line \(number + 1):\n  got  \(actual)\n  want \(String(decoding: wanted, as: UTF8.self))"
        )
        break
      }
    }
  }

  @Test("the example session exercises every kind of output line")
  func tourCoversEveryOutputKind() throws {
    let examples = try ProtocolTestBinary.repositoryRoot().appendingPathComponent("Examples")
    let expected = try Data(contentsOf: examples.appendingPathComponent("tour.expected.jsonl"))
    let lines = try String(decoding: expected, as: UTF8.self).split(separator: "\n").map {
      try ProtocolOutputLine(String($0))
    }
    #expect(Set(lines.compactMap(\.type)) == ["accepted", "rejected", "state", "event", "effect"])
    // Each module that adds an event or effect may show it in the tour; these must stay.
    #expect(
      Set(lines.compactMap(\.name)).isSuperset(of: [
        "box.provisioned", "item.provisioned", "item.moved", "box.renamed", "items.save",
      ]))
  }
}
