import Foundation
import Testing
import UDFTesting

/// SIGTERM and SIGINT while the app waits for input: it exits 0 and keeps every acknowledged action.
@Suite struct JournalE2ESignalTests {
  @Test(arguments: [(SIGTERM, "always"), (SIGINT, "always"), (SIGTERM, "batch"), (SIGINT, "never")])
  func aSignalWhileWaitingExits0AndKeepsAcknowledgedActions(_ signal: Int32, policy: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let ids = (1...8).map { fixedIDText($0, kind: 0x5E) }
      let child = try JournalE2EChild(["--journal", path, "--fsync", policy])
      for (index, id) in ids.enumerated() {
        let reply = try child.ask(#"{"action":"item.create","id":"\#(id)","title":"signal \#(index)"}"#)
        #expect(reply.type == "accepted" && reply.seq == index + 1, "\(reply)")
      }
      #expect(try child.ask(#"{"action":"item.create","title":""}"#).type == "rejected")
      usleep(50_000)  // let it block in its read of stdin
      child.signal(signal)
      let exit = child.wait()
      #expect(exit.exited(0), "\(exit)")

      let restarted = try JournalE2ERun.run(
        ["--journal", path],
        input: [#"{"action":"state.get","path":"items"}"#, #"{"action":"item.create","title":"after"}"#])
      #expect(restarted.exit.exited(0), "\(restarted.exit)")
      let replies = try restarted.replies()
      #expect(replies.first?.valueIDs == ids)
      #expect(replies.last?.seq == ids.count + 1)
    }
  }
}
