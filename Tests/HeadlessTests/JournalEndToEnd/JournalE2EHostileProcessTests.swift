import Foundation
import Testing
import UDFTesting

/// A FIFO given as the journal (refused at once, without waiting for a writer) and SIGQUIT sent to
/// a running app (handled like SIGTERM: exit 0, no crash report).
@Suite struct JournalE2EHostileProcessTests {
  @Test(arguments: [["replay", "--journal"], ["--journal"]])
  func aFIFOAsJournalIsExit3AtOnce(_ command: [String]) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fifo = directory + "/fifo"
      try #require(mkfifo(fifo, 0o600) == 0)
      // No one ever opens the FIFO for writing: an open or read that waits for a writer hangs
      // until the watchdog (signal 9 after `JournalE2EChild.hangTimeout`).
      let launch = try JournalE2EHostileLaunch.run(command + [fifo], redirections: "</dev/null")
      #expect(launch.exitedAtOnce(3), "\(command): \(launch)")
      #expect(launch.exit.stderr.contains("not a regular file"), "\(command): \(launch.exit.stderr)")
      #expect(launch.lines.isEmpty, "\(launch.lines)")
      #expect(JournalE2EHostileFiles.isFIFO(fifo), "the FIFO was replaced")
      #expect(try JournalE2EHostileFiles.names(in: directory) == ["fifo"])
    }
  }

  @Test(arguments: [false, true])
  func sigquitToARunningAppIsExit0WithoutABacktrace(withJournal: Bool) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let child = try JournalE2EChild(withJournal ? ["--journal", path] : [])
      let id = fixedIDText(1, kind: 0x9E)
      let accepted = try child.ask(#"{"action":"item.create","id":"\#(id)","title":"before SIGQUIT"}"#)
      #expect(accepted.type == "accepted", "\(accepted)")
      usleep(50_000)  // let it block waiting for input; stdin stays open
      let sent = ContinuousClock.now
      child.signal(SIGQUIT)
      let (lines, exit) = child.finishReading()
      let waited = ContinuousClock.now - sent
      #expect(exit.exited(0), "\(exit)")
      #expect(waited < .seconds(JournalE2EChild.atOnce), "took \(waited)")
      #expect(lines.isEmpty, "\(lines)")
      for word in ["Backtrace", "backtrace", "Crash", "crash", "Fatal", "fatal", "Thread 0"] {
        #expect(!exit.stderr.contains(word), "'\(word)' on stderr: \(exit.stderr)")
      }
      if withJournal {
        let after = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get","path":"items"}"#])
        #expect(after.exit.exited(0), "\(after.exit)")
        #expect(try after.replies().first?.valueIDs == [id], "the acknowledged action was lost")
      }
    }
  }
}
