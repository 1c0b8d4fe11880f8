import Foundation
import Testing

/// Replay equals live: a long seeded session through `superapp --journal`, then a restart, `replay`
/// and `replay --until` must rebuild exactly the states the live app reported.
@Suite struct JournalE2EReplayTests {
  /// What a live session reported: the state at each checkpoint with the last `seq` before it.
  private struct Live {
    var checkpoints: [(seq: Int, value: String)] = []
    var lastSeq = 0
    var accepted = 0
    var rejected = 0
    var generated = 0
  }

  @Test func restartAndReplayRebuildTheLiveStateByteForByte() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      var session = JournalE2ESession(seed: 0x5EED_2026)
      let lines = session.lines(count: 3_000, checkpointEvery: 150)
      let live = try runLive(lines, journal: journal)
      let final = try #require(live.checkpoints.last)
      #expect(final.seq == live.lastSeq)
      print(
        "replay test: \(live.accepted) accepted, \(live.rejected) rejected, \(live.generated) generated IDs, "
          + "\(live.checkpoints.count) checkpoints, final state \(final.value.utf8.count) bytes")
      // The session must exercise the app, or equality would prove little.
      #expect(live.accepted > 800)
      #expect(live.rejected > 500)
      #expect(live.generated > 20)
      for key in [#""boxes":[{"#, #""items":[{"#, #""orders":[{"#, #""driver":{"#, #""user":{"#] {
        #expect(final.value.contains(key), "final state lacks \(key)")
      }

      let journalBytes = try JournalE2EFiles.bytes(journal)
      let replayed = try JournalE2ERun.run(["replay", "--journal", journal])
      #expect(replayed.exit.exited(0), "\(replayed.exit)")
      #expect(replayed.stdout == final.value + "\n")
      #expect(try JournalE2EFiles.bytes(journal) == journalBytes, "replay modified the journal")

      for checkpoint in live.checkpoints {
        let until = try JournalE2ERun.run(["replay", "--journal", journal, "--until", String(checkpoint.seq)])
        #expect(until.exit.exited(0), "\(until.exit)")
        #expect(until.stdout == checkpoint.value + "\n", "replay --until \(checkpoint.seq) differs from the live state")
      }
      let past = try JournalE2ERun.run(["replay", "--journal", journal, "--until", String(live.lastSeq + 1_000)])
      #expect(past.stdout == final.value + "\n")

      let restarted = try JournalE2ERun.run(
        ["--journal", journal],
        input: [
          #"{"action":"state.get"}"#, #"{"action":"item.create","title":"after restart"}"#, #"{"action":"state.get"}"#,
        ])
      #expect(restarted.exit.exited(0), "\(restarted.exit)")
      let replies = try restarted.replies()
      try #require(replies.count == 3, "\(restarted.lines)")
      #expect(replies[0].valueText == final.value, "the restarted app's state differs from the live one")
      #expect(replies[1].type == "accepted")
      #expect(replies[1].seq == live.lastSeq + 1, "seq does not continue after a restart")
      #expect(replies[1].id != nil)
      let again = try JournalE2ERun.run(["replay", "--journal", journal])
      #expect(again.stdout == (replies[2].valueText ?? "") + "\n")
    }
  }

  /// Feeds `lines` to a live `superapp --journal` (written in the background, replies read as they
  /// come) and checks the framing: one reply per non-blank line, in order, `seq` 1, 2, 3, ...
  private func runLive(_ lines: [JournalE2ESession.Line], journal: String) throws -> Live {
    let child = try JournalE2EChild(["--journal", journal])
    let writer = child.backgroundWriter(Array(lines.map { $0.text + "\n" }.joined().utf8))
    var live = Live()
    for (index, line) in lines.enumerated() where !line.isBlank {
      let reply = try child.nextReply()
      try #require(reply.line == index + 1, "reply \(reply) for line \(index + 1): \(line.text)")
      switch reply.type {
      case "accepted":
        try #require(reply.seq == live.lastSeq + 1, "seq jumped: \(reply)")
        live.lastSeq += 1
        live.accepted += 1
        if reply.id ?? reply.request != nil { live.generated += 1 }
      case "rejected":
        live.rejected += 1
      default:
        if line.isCheckpoint { live.checkpoints.append((live.lastSeq, try #require(reply.valueText))) }
      }
    }
    let (rest, exit) = child.finishReading()
    #expect(writer.result())
    #expect(rest.isEmpty, "output after the last reply: \(rest.prefix(3))")
    #expect(exit.exited(0), "\(exit)")
    return live
  }
}
