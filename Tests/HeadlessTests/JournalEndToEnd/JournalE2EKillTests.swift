import Foundation
import Testing
import UDFTesting

/// SIGKILL at random moments, many times in a row on one journal: every acknowledged action
/// survives, nothing appears out of order, and the journal always opens again.
@Suite struct JournalE2EKillTests {
  /// What one killed child was sent.
  private struct Round {
    /// IDs of the valid `item.create` lines written completely (with their newline), in order.
    var written: [String] = []
    /// How many of them got an `accepted` reply that the test read.
    var acknowledged = 0
  }

  @Test func sigkillAtRandomMomentsNeverLosesAnAcknowledgedAction() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/journal.jsonl"
      var random = SeededGenerator(seed: 0xC0FF_EE01)
      var present: [String] = []
      var number = 0
      var round = Round()
      var unacknowledgedButPresent = 0
      for attempt in 1...24 {
        let child = try JournalE2EChild(["--journal", journal])
        let ids = try child.ask(#"{"action":"state.get","path":"items"}"#).valueIDs
        let expected = present + round.written
        try #require(ids.count >= present.count + round.acknowledged, "attempt \(attempt): acknowledged items lost")
        try #require(ids.count <= expected.count, "attempt \(attempt): items that were never sent appeared")
        try #require(ids == Array(expected.prefix(ids.count)), "attempt \(attempt): items out of order")
        unacknowledgedButPresent += ids.count - present.count - round.acknowledged
        present = ids
        round = try killRound(child, random: &random, number: &number, present: present.count)
      }
      let final = try JournalE2ERun.run(["--journal", journal], input: [#"{"action":"state.get","path":"items"}"#])
      #expect(final.exit.exited(0), "\(final.exit)")
      let ids = try final.replies().first?.valueIDs ?? []
      #expect(ids.count >= present.count + round.acknowledged)
      #expect(ids == Array((present + round.written).prefix(ids.count)))
      #expect(present.count > 100, "too few actions were acknowledged to mean anything")
      print("kill test: \(ids.count) items kept, \(unacknowledgedButPresent) written but unacknowledged when killed")
    }
  }

  /// Sends a burst of creates (some invalid), maybe cut mid-line, reads a random number of replies,
  /// and kills the child with SIGKILL.
  private func killRound(
    _ child: JournalE2EChild, random: inout SeededGenerator, number: inout Int, present: Int
  ) throws -> Round {
    var lines: [(text: String, id: String?)] = []
    for _ in 0..<Int.random(in: 1...30, using: &random) {
      if random.chance(10) {
        lines.append((#"{"action":"item.create","title":"   "}"#, nil))
      } else {
        number += 1
        let id = fixedIDText(number, kind: 0xC1)
        lines.append((#"{"action":"item.create","id":"\#(id)","title":"kill \#(number)"}"#, id))
      }
    }
    let bytes = Array(lines.map { $0.text + "\n" }.joined().utf8)
    let cut = random.chance(40) ? Int.random(in: 1...bytes.count, using: &random) : bytes.count
    child.sendRaw(Array(bytes[0..<cut]))
    var round = Round()
    var complete = 0
    var end = 0
    for line in lines {
      end += line.text.utf8.count + 1
      guard end <= cut else { break }
      complete += 1
      if let id = line.id { round.written.append(id) }
    }
    var seq = present
    for _ in 0..<Int.random(in: 0...complete, using: &random) {
      let reply = try child.nextReply()
      let line = try #require(reply.line.map { lines[$0 - 2] }, "reply without a line: \(reply)")
      if let id = line.id {
        try #require(reply.type == "accepted", "\(reply)")
        seq += 1
        try #require(reply.seq == seq, "seq does not continue: \(reply) after \(present) items")
        try #require(round.written[round.acknowledged] == id)
        round.acknowledged += 1
      } else {
        try #require(reply.type == "rejected", "\(reply)")
      }
    }
    if random.chance(50) { usleep(UInt32.random(in: 0...3_000, using: &random)) }
    child.signal(SIGKILL)
    let exit = child.wait()
    try #require(exit.signaled && exit.status == SIGKILL, "\(exit)")
    return round
  }
}
