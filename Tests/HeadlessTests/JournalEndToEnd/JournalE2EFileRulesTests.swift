import Foundation
import Testing

/// The journal's file rules seen from outside: the lock, file modes, every `--fsync` policy, and
/// the memory-only notice.
@Suite struct JournalE2EFileRulesTests {
  @Test func aSecondAppOnAJournalInUseExits3AtOnce() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      let first = try JournalE2EChild(["--journal", path])
      #expect(try first.ask(#"{"action":"item.create","title":"first"}"#).seq == 1)

      let started = ContinuousClock.now
      let second = try JournalE2EChild(["--journal", path])
      let (lines, exit) = second.finishReading()
      #expect(exit.exited(3), "\(exit)")
      #expect(ContinuousClock.now - started < .seconds(JournalE2EChild.atOnce), "the second app waited for the lock")
      #expect(exit.stderr.contains("locked"), "\(exit.stderr)")
      #expect(lines.isEmpty)

      // replay takes no lock: it reads what the running app has written so far.
      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replay.exit.exited(0), "\(replay.exit)")
      #expect(replay.stdout.contains(#""title":"first""#))

      // The first app is unaffected and still journals.
      #expect(try first.ask(#"{"action":"item.create","title":"still first"}"#).seq == 2)
      let end = first.finish()
      #expect(end.exit.exited(0), "\(end.exit)")
      let after = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"item.create","title":"third"}"#])
      #expect(after.exit.exited(0), "the lock outlived its holder: \(after.exit)")
      #expect(try after.replies().first?.seq == 3)
    }
  }

  @Test(arguments: ["0", "022", "0277"])
  func aNewJournalIsCreatedWithMode0600WhateverTheUmask(_ umask: String) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/new.jsonl"
      let run = try JournalE2ERun.run(
        ["--journal", path], input: [#"{"action":"item.create","title":"x"}"#], shellSetup: "umask \(umask)")
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(JournalE2EFiles.mode(path) == 0o600)
    }
  }

  @Test(arguments: [0o644, 0o640, 0o666] as [mode_t])
  func anExistingJournalKeepsItsMode(_ mode: mode_t) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/existing.jsonl"
      let create = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"item.create","title":"x"}"#])
      #expect(create.exit.exited(0), "\(create.exit)")
      let before = try JournalE2EFiles.bytes(path)
      #expect(chmod(path, mode) == 0)
      let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"item.create","title":"y"}"#])
      #expect(run.exit.exited(0), "\(run.exit)")
      #expect(try JournalE2EFiles.bytes(path).count > before.count)
      #expect(JournalE2EFiles.mode(path) == mode)
    }
  }

  @Test(arguments: ["always", "batch", "never"], [false, true])
  func everyFsyncPolicyRoundTrips(_ policy: String, endsByKill: Bool) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      var session = JournalE2ESession(seed: 0xF5_0000 + UInt64(policy.utf8.count) + (endsByKill ? 100 : 0))
      let lines =
        session.lines(count: 300, checkpointEvery: 1_000) + [
          JournalE2ESession.Line(text: #"{"action":"state.get"}"#, isCheckpoint: true)
        ]
      let child = try JournalE2EChild(["--journal", path, "--fsync", policy])
      var live = ""
      var lastSeq = 0
      for line in lines where !line.isBlank {
        let reply = try child.ask(line.text)
        if reply.type == "accepted" { lastSeq = reply.seq ?? 0 }
        if line.isCheckpoint { live = reply.valueText ?? "" }
      }
      if endsByKill {
        // Every policy writes each record before replying, so a killed process loses nothing.
        child.signal(SIGKILL)
        #expect(child.wait().signaled)
      } else {
        #expect(child.finish().exit.exited(0))
      }
      #expect(lastSeq > 50)
      let restarted = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(restarted.exit.exited(0), "\(restarted.exit)")
      #expect(try restarted.lastState() == live)
      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replay.stdout == live + "\n")
    }
  }

  @Test func withoutAJournalStderrSaysMemoryOnlyOnce() throws {
    let input = (1...20).map { #"{"action":"item.create","title":"item \#($0)"}"# }
    let run = try JournalE2ERun.run([], input: input)
    #expect(run.exit.exited(0), "\(run.exit)")
    #expect(run.exit.stderr.components(separatedBy: "memory only").count == 2, "\(run.exit.stderr)")
    #expect(try run.replies().last?.seq == 20)
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journaled = try JournalE2ERun.run(["--journal", directory + "/j.jsonl"], input: input)
      #expect(!journaled.exit.stderr.contains("memory only"), "\(journaled.exit.stderr)")
    }
  }
}
