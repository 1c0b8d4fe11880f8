import Foundation
import Testing
import UDFTesting

/// Failures seen from outside: a journal that cannot be opened (exit 3), a journal write that
/// fails while running (exit 1, no reply for that action), and a stdout nobody reads (exit 1).
@Suite struct JournalE2EFailureTests {
  /// A journal path that is a symbolic link to nothing: opening follows it and finds nothing,
  /// creating finds the link. Exit 3 at once, saying so (it used to try again for ever).
  @Test func aJournalThatIsALinkToNothingIsExit3AtOnce() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      #expect(symlink(directory + "/nowhere", path) == 0)
      let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(run.exit.exited(3), "\(run.exit)")
      #expect(run.exit.stderr.contains("it is a symbolic link to a file that does not exist"), "\(run.exit.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["journal.jsonl"])
    }
  }

  @Test(arguments: ["/dev/full", "/dev/zero", "DIRECTORY", "DIRECTORY/missing/journal.jsonl"])
  func aJournalThatCannotBeOpenedIsExit3(_ journal: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = journal.replacingOccurrences(of: "DIRECTORY", with: directory)
      for arguments in [["--journal", path], ["replay", "--journal", path]] {
        let started = ContinuousClock.now
        let run = try JournalE2ERun.run(arguments, input: [#"{"action":"item.create","title":"x"}"#])
        #expect(run.exit.exited(3), "\(arguments): \(run.exit)")
        #expect(run.exit.stderr.contains(path), "\(run.exit.stderr)")
        #expect(run.lines.isEmpty)
        #expect(ContinuousClock.now - started < .seconds(JournalE2EChild.atOnce))
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
        let id = fixedIDText(number, kind: 0xF1)
        guard child.send(#"{"action":"item.create","id":"\#(id)","title":"fill \#(number)"}"#),
          let line = child.readLine()
        else {
          failed = true
          break
        }
        let reply = try ProtocolOutputLine(line)
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

  /// A torn tail that cannot be copied aside (the disk is full: here a file size limit of 4 KiB
  /// makes the copy's write fail with EFBIG) keeps the journal as it is (exit 3) and leaves no
  /// partial copy, however often the start is tried; once there is room the start copies it,
  /// cuts it and goes on.
  @Test func aStartThatCannotCopyATornTailAsideLeavesNothingAndStartsOnceThereIsRoom() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let good = fixture.journal(records: 6)
      let tail = [UInt8](repeating: 0, count: 64 << 10)
      let path = directory + "/full.jsonl"
      try JournalE2EFiles.write(good + tail, to: path)
      for attempt in 1...3 {
        let run = try JournalE2ERun.run(
          ["--journal", path], input: [#"{"action":"state.get"}"#], shellSetup: "trap '' XFSZ; ulimit -f 8")
        #expect(run.exit.exited(3), "attempt \(attempt): \(run.exit)")
        #expect(run.exit.stderr.contains("torn-at-\(good.count)"), "\(run.exit.stderr)")
        #expect(try JournalE2EHostileFiles.quarantines(of: "full.jsonl", in: directory).isEmpty, "attempt \(attempt)")
        #expect(try JournalE2EFiles.bytes(path) == good + tail, "attempt \(attempt) changed the journal")
      }
      let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.exited(0), "\(start.exit)")
      #expect(try start.lastState() == fixture.states[6])
      #expect(
        try JournalE2EHostileFiles.quarantines(of: "full.jsonl", in: directory) == ["full.jsonl.torn-at-\(good.count)"])
      #expect(try JournalE2EFiles.bytes(path + ".torn-at-\(good.count)") == tail)
      #expect(try JournalE2EFiles.bytes(path) == good)
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
