import App
import Foundation
import JSONOutput
import Persistence
import StdioProtocol
import Testing

@Suite("End to end: the committed example session")
struct ProtocolTourSessionTests {
  /// The tour's expected output is not recorded again when a module joins the app: a whole-state
  /// reply may hold parts the recording lacks, each of which must be its module's empty state
  /// (`GoldenJournalTests.holds`). Every other line, and every recorded part, is byte for byte.
  @Test("Examples/tour.jsonl produces Examples/tour.expected.jsonl byte for byte (new modules' parts empty), exit 0")
  func tourOutputIsExact() throws {
    let examples = try ProtocolTestBinary.repositoryRoot().appendingPathComponent("Examples")
    let input = try Data(contentsOf: examples.appendingPathComponent("tour.jsonl"))
    let expected = try String(
      decoding: Data(contentsOf: examples.appendingPathComponent("tour.expected.jsonl")), as: UTF8.self)
    let run = try ProtocolTestBinary.run(input: Array(input))
    #expect(run.status == 0 && !run.terminatedBySignal)
    let wanted = expected.split(separator: "\n").map(String.init)
    #expect(run.lines.count == wanted.count, "\(run.lines.count) output lines, \(wanted.count) expected")
    for (number, (actual, line)) in zip(run.lines, wanted).enumerated() where try !Self.same(actual, line) {
      Issue.record("first difference at output line \(number + 1):\n  got  \(actual)\n  want \(line)")
      break
    }
  }

  /// Whether an output line is the expected one: the same bytes, or both the whole state with the
  /// recorded parts equal and any part added since empty.
  static func same(_ actual: String, _ expected: String) throws -> Bool {
    guard actual != expected else { return true }
    guard let got = wholeState(actual), let want = wholeState(expected), got.prefix == want.prefix else { return false }
    return try GoldenJournalTests.holds(got.value, want.value)
  }

  private static func wholeState(_ line: String) -> (prefix: Substring, value: String)? {
    guard line.hasPrefix(#"{"type":"state","#), !line.contains(#""path":"#), line.hasSuffix("}"),
      let value = line.range(of: #","value":"#)
    else { return nil }
    return (line[..<value.upperBound], String(line[value.upperBound...].dropLast()))
  }

  @Test func aWholeStateWithANewEmptyPartIsTheRecordedOneAndNothingElseIs() throws {
    let recorded = #"{"type":"state","line":3,"value":{"boxes":[],"user":null}}"#
    var empty = JSONWriter(capacity: 256)
    StateEncoder.encode(AppState(), path: nil, into: &empty)
    let today = #"{"type":"state","line":3,"value":\#(String(decoding: empty.bytes, as: UTF8.self))}"#
    #expect(try Self.same(today, recorded))
    #expect(try !Self.same(today.replacing(#""line":3"#, with: #""line":4"#), recorded), "another line number")
    #expect(try !Self.same(#"{"type":"accepted","line":3,"seq":1}"#, #"{"type":"accepted","line":3,"seq":2}"#))
    let partOnly = #"{"type":"state","line":3,"path":"boxes","value":[]}"#
    #expect(try !Self.same(partOnly.replacing("[]", with: "[1]"), partOnly), "a part's reply is byte for byte")
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
