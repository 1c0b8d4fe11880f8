import Foundation
import Journal
import Testing

/// The usage example in `Journal`'s doc comment, call for call, so the example stays true.
@Suite struct JournalUsageExampleTests {
  @Test func theDocCommentsCallsRecordAndReplayAPayload() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let payload = Array(#"{"action":"item.create"}"#.utf8)
      var replayed: [[UInt8]] = []
      var warnings: [String] = []
      for _ in 0..<2 {
        let journal = try Journal(path: path, fsync: .always, createdBy: "superapp 2.0.0") { entry in
          replayed.append(entry.payloadBytes)  // the app rebuilds its state from each record
        }
        if let warning = journal.recovery.warning { warnings.append(warning) }  // for stderr
        let seq = try journal.append(payload)  // per accepted line waiting in the input
        try journal.commit()  // one fsync for the group, then reply
        try journal.close()
        #expect(seq == replayed.count + 1)
      }
      #expect(replayed == [payload])
      #expect(warnings.isEmpty)
    }
  }
}
