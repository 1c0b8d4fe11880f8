import App
import Foundation
import JSONOutput
import Persistence
import StdioProtocol
import Testing

@Suite("End to end: the committed example session")
struct ProtocolTourSessionTests {
  /// The tour's expected output is not recorded again when a module joins the app: a whole-state
  /// reply may hold parts the recording lacks (`GoldenJournalTests.holds`: what that module made of
  /// the recorded actions), and an input line's output may hold event lines of a namespace the
  /// recording never shows (a module added since, reacting to a recorded action). Every other
  /// line, and every recorded part, is byte for byte and in order.
  @Test(
    "Examples/tour.jsonl produces Examples/tour.expected.jsonl (byte for byte but what modules added since add), exit 0"
  )
  func tourOutputIsExact() throws {
    let examples = try ProtocolTestBinary.repositoryRoot().appendingPathComponent("Examples")
    let input = try Data(contentsOf: examples.appendingPathComponent("tour.jsonl"))
    let expected = try String(
      decoding: Data(contentsOf: examples.appendingPathComponent("tour.expected.jsonl")), as: UTF8.self)
    let run = try ProtocolTestBinary.run(input: Array(input))
    #expect(run.status == 0 && !run.terminatedBySignal)
    if let difference = try Self.firstDifference(run.lines, expected.split(separator: "\n").map(String.init)) {
      Issue.record("\(difference)")
    }
  }

  /// Where `actual` stops being `wanted` with only what modules added since may add, or `nil`.
  static func firstDifference(_ actual: [String], _ wanted: [String]) throws -> String? {
    let recorded = Set(wanted.compactMap(eventNamespace))
    var next = 0
    for (number, line) in actual.enumerated() {
      if next < wanted.count, try same(line, wanted[next]) {
        next += 1
      } else if let namespace = eventNamespace(line), !recorded.contains(namespace) {
        continue
      } else {
        return
          "first difference at output line \(number + 1):\n  got  \(line)\n  want \(next < wanted.count ? wanted[next] : "nothing")"
      }
    }
    return next == wanted.count ? nil : "the output ends before expected line \(next + 1): \(wanted[next])"
  }

  /// `loyalty` for an event line named `loyalty.pointsEarned`, `nil` for any other line.
  private static func eventNamespace(_ line: String) -> Substring? {
    guard line.hasPrefix(#"{"type":"event","name":""#) else { return nil }
    return line.dropFirst(#"{"type":"event","name":""#.count).prefix { $0 != "." && $0 != "\"" }
  }

  @Test func onlyAnEventOfANamespaceTheRecordingNeverShowsMayBeAdded() throws {
    let wanted = [#"{"type":"event","name":"trip.completed","seq":1}"#, #"{"type":"accepted","line":1,"seq":1}"#]
    let reaction = #"{"type":"event","name":"loyalty.pointsEarned","seq":1}"#
    #expect(try Self.firstDifference([wanted[0], reaction, wanted[1]], wanted) == nil)
    let known = #"{"type":"event","name":"trip.completed","seq":1,"extra":1}"#
    #expect(try Self.firstDifference([wanted[0], known, wanted[1]], wanted) != nil, "a recorded namespace")
    #expect(try Self.firstDifference([wanted[0]], wanted)?.hasPrefix("the output ends before") == true)
    #expect(try Self.firstDifference([wanted[1], wanted[0]], wanted) != nil, "out of order")
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
