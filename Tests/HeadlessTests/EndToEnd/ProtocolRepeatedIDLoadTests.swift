import Foundation
import Testing

/// One ID twice in one load (docs/PROTOCOL.md, "One ID twice in one load"): accepted, as that many
/// loads of one element would be; the later element replaces the earlier where it stands, and the
/// journal replays it the same way.
@Suite struct ProtocolRepeatedIDLoadTests {
  private let first = "1e000000-0000-4000-8000-000000000001"
  private let second = "1e000000-0000-4000-8000-000000000002"

  @Test func theLaterItemOfOneIDWinsInTheFirstOnesPlace() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      let load =
        #"{"action":"items.didLoad","at":"2026-11-22T09:00:00Z","items":[{"id":"\#(first)","title":"Old"},"#
        + #"{"id":"\#(second)","title":"Other"},{"id":"\#(first)","title":"New","tags":["b"]}]}"#
      let run = try JournalE2ERun.run(["--journal", path], input: [load, #"{"action":"state.get","path":"items"}"#])
      #expect(run.exit.exited(0), "\(run.exit)")
      let replies = try run.replies()
      #expect(replies.first?.type == "accepted")
      let items = try run.lastState()
      #expect(items.components(separatedBy: #""id":"#).count == 3, "two items: \(items)")
      let newAt = try #require(items.range(of: #""title":"New""#))
      let otherAt = try #require(items.range(of: #""title":"Other""#))
      #expect(newAt.lowerBound < otherAt.lowerBound, "the first one's place: \(items)")
      #expect(!items.contains("Old"))
      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replay.stdout.contains(items), "\(replay.stdout)")
    }
  }

  @Test func theLaterOrderOfOneIDWinsInTheFirstOnesPlace() throws {
    let load =
      #"{"action":"orders.didLoad","orders":[{"id":"\#(first)","fare":"1.00"},{"id":"\#(second)","fare":"2.00"},"#
      + #"{"id":"\#(first)","fare":"3.00","status":"cancelled"}]}"#
    let run = try JournalE2ERun.run([], input: [load, #"{"action":"state.get","path":"orders"}"#])
    #expect(run.exit.exited(0), "\(run.exit)")
    #expect(
      try run.lastState()
        == #"[{"fare":"3.00","id":"\#(first)","status":"cancelled"},{"fare":"2.00","id":"\#(second)","status":"initial"}]"#
    )
  }
}
