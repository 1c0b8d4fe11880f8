import Foundation
import Testing

/// Failures seen from outside: a journal that cannot be opened (exit 3), a journal write that
/// fails while running (exit 1, no reply for that action), and a stdout nobody reads (exit 1).
@Suite struct JournalE2EFailureTests {
  @Test(arguments: ["/dev/full", "/dev/zero", "DIRECTORY", "DIRECTORY/missing/journal.jsonl"])
  func aJournalThatCannotBeOpenedIsExit3(_ journal: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = journal.replacingOccurrences(of: "DIRECTORY", with: directory)
      for arguments in [["--journal", path], ["replay", "--journal", path]] {
        let started = ContinuousClock.now
        let run = try JournalE2ERun.run(arguments, input: [#"{"action":"item.create","title":"x"}"#], timeout: 10)
        #expect(run.exit.exited(3), "\(arguments): \(run.exit)")
        #expect(run.exit.stderr.contains(path), "\(run.exit.stderr)")
        #expect(run.lines.isEmpty)
        #expect(ContinuousClock.now - started < .seconds(5))
      }
    }
  }

  @Test func aJournalWriteFailureWhileRunningIsExit1WithoutAReply() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      // A file size limit of 8 blocks (4 KiB) makes a write past it fail with EFBIG; SIGXFSZ is
      // ignored (and stays ignored across exec) so the write fails instead of killing the app.
      let child = try JournalE2EChild(["--journal", path], shellSetup: "trap '' XFSZ; ulimit -f 8")
      var acknowledged: [String] = []
      var failed = false
      for number in 1...200 {
        let id = JournalE2EFiles.uuid("f1", number)
        guard child.send(#"{"action":"item.create","id":"\#(id)","title":"fill \#(number)"}"#),
          let line = child.readLine()
        else {
          failed = true
          break
        }
        let reply = try JournalE2EReply(line)
        try #require(reply.type == "accepted" && reply.seq == number, "\(reply)")
        acknowledged.append(id)
      }
      #expect(failed, "the file size limit never made a journal write fail")
      let exit = child.wait()
      #expect(exit.exited(1), "\(exit)")
      #expect(exit.stderr.contains("journal write failed"), "\(exit.stderr)")
      #expect(acknowledged.count > 5)

      let restarted = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get","path":"items"}"#])
      #expect(restarted.exit.exited(0), "\(restarted.exit)")
      #expect(try restarted.replies().first?.valueIDs == acknowledged)
    }
  }

  @Test(arguments: [false, true])
  func aFailedStdoutWriteIsExit1NotACrash(_ journaled: Bool) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let arguments = journaled ? ["--journal", directory + "/journal.jsonl"] : []
      let child = try JournalE2EChild(arguments)
      #expect(try child.ask(#"{"action":"item.create","title":"read"}"#).seq == 1)
      child.closeOutput()
      for number in 1...500 {
        guard child.send(#"{"action":"item.create","title":"unread \#(number)"}"#) else { break }
        usleep(1_000)
      }
      let exit = child.wait()
      #expect(exit.exited(1), "\(exit)")
      #expect(exit.stderr.contains("stdout"), "\(exit.stderr)")
    }
  }
}
