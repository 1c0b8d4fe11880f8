import UDFTesting

/// A small journal written by `superapp` itself, with the live state after each record, to damage
/// in controlled ways.
struct JournalE2EFixture {
  /// The header line the journal starts with, newline included.
  let header: [UInt8]
  /// The record lines, each with its newline; record `n` is `records[n - 1]`.
  let records: [[UInt8]]
  /// `states[n]`: the live state after `n` records (`states[0]` is the empty state).
  let states: [String]

  /// The header and the first `count` records as one file.
  func journal(records count: Int) -> [UInt8] {
    header + records.prefix(count).flatMap { $0 }
  }

  /// The byte offset where record `seq` starts.
  func offset(of seq: Int) -> Int {
    records.prefix(seq - 1).reduce(header.count) { $0 + $1.count }
  }

  /// Runs a fixed session (loads, generated and given IDs, provisioning, edits) through
  /// `superapp --journal` in `directory`, asking for the state after every action.
  static func make(in directory: String) throws -> JournalE2EFixture {
    let path = directory + "/fixture.jsonl"
    let item = fixedIDText(1, kind: 0x1E)
    let box = fixedIDText(1, kind: 0xB0)
    let actions = [
      #"{"action":"user.didLoad","user":{"id":"\#(fixedIDText(1, kind: 0xA0))","firstName":"Ada","lastName":"L"}}"#,
      #"{"action":"item.create","title":"generated ID and time"}"#,
      #"{"action":"item.create","id":"\#(item)","title":"Pack","tags":["a"],"at":"2026-11-22T09:00:00Z"}"#,
      #"{"action":"provisioning.provisionBox","id":"\#(box)","title":"Kitchen"}"#,
      #"{"action":"provisioning.provisionItem","box":"\#(box)","title":"Cups"}"#,
      #"{"action":"item.addTag","item":"\#(item)","tag":"b"}"#,
      #"{"action":"item.changeTitle","item":"\#(item)","title":"Pack the van"}"#,
    ]
    let state = #"{"action":"state.get"}"#
    let run = try JournalE2ERun.run(["--journal", path], input: [state] + actions.flatMap { [$0, state] })
    guard run.exit.exited(0) else { throw JournalE2EFailure("fixture run failed: \(run.exit)") }
    let replies = try run.replies()
    let states = replies.compactMap(\.valueText)
    guard replies.filter({ $0.type == "accepted" }).count == actions.count, states.count == actions.count + 1 else {
      throw JournalE2EFailure("fixture actions not all accepted: \(run.lines)")
    }
    let lines = JournalE2EFiles.lines(try JournalE2EFiles.bytes(path))
    guard lines.count == actions.count + 1 else { throw JournalE2EFailure("fixture journal has \(lines.count) lines") }
    return JournalE2EFixture(header: lines[0], records: Array(lines.dropFirst()), states: states)
  }
}
