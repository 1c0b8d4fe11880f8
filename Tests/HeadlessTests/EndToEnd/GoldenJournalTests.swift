import App
import Foundation
import HeadlessKit
import JSON
import JSONOutput
import Persistence
import StdioProtocol
import Testing
import UDF
import UDFWire

/// Golden journals: journals written by released versions of the app (Tests/Fixtures/Golden,
/// `golden-vN.journal` with the state it replays to, `golden-vN.state.json`, and the session that
/// made it). Every later version must replay each one to exactly that state, and together they
/// must exercise every action the app declares; a version that changes an action's stored shape
/// adds its own golden journal.
@Suite struct GoldenJournalTests {
  private static func goldenDirectory() throws -> URL {
    try ProtocolTestBinary.repositoryRoot().appendingPathComponent("Tests/Fixtures/Golden")
  }

  private static func journals() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: goldenDirectory(), includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasSuffix(".journal") }.sorted { $0.path < $1.path }
  }

  @Test func everyGoldenJournalReplaysToItsRecordedState() throws {
    let journals = try Self.journals()
    try #require(!journals.isEmpty, "no golden journal in Tests/Fixtures/Golden")
    for journal in journals {
      let expected = try String(
        contentsOf: journal.deletingPathExtension().appendingPathExtension("state.json"), encoding: .utf8)
      let replay = try JournalE2ERun.run(["replay", "--journal", journal.path])
      #expect(replay.exit.exited(0), "\(journal.lastPathComponent): \(replay.exit)")
      #expect(
        try Self.holds(replay.stdout, expected), "\(journal.lastPathComponent) no longer replays to its recorded state")
      try JournalE2EFiles.withTemporaryDirectory { directory in
        let copy = directory + "/" + journal.lastPathComponent
        try JournalE2EFiles.write(try JournalE2EFiles.bytes(journal.path), to: copy)
        let start = try JournalE2ERun.run(
          ["--journal", copy, "--snapshot-every", "0"], input: [#"{"action":"state.get"}"#])
        #expect(try Self.holds(start.lastState(), expected), "\(journal.lastPathComponent) starts in another state")
        // Compacted (all of it folded into a base record), it still holds exactly that state.
        let compact = try JournalE2ERun.run(["compact", "--journal", copy])
        #expect(compact.exit.exited(0), "\(journal.lastPathComponent): \(compact.exit)")
        let compacted = try JournalE2ERun.run(["replay", "--journal", copy])
        #expect(
          try Self.holds(compacted.stdout, expected), "\(journal.lastPathComponent) compacted replays to another state")
      }
    }
  }

  /// Golden snapshots (`golden-vN.journal.snapshot-S.formatF`, one per snapshot format), each put
  /// beside a copy of its journal under the name the app looks for: a start must resume from
  /// each, without a warning, in exactly the journal's recorded state. Snapshot format 1 (the
  /// state as JSON) is read by every later version, as is each format after it.
  @Test func everyGoldenSnapshotStartsItsJournalInTheRecordedState() throws {
    let snapshots = try FileManager.default.contentsOfDirectory(
      at: Self.goldenDirectory(), includingPropertiesForKeys: nil
    )
    .filter { $0.lastPathComponent.contains(".journal.snapshot-") }
    let formats = Set(snapshots.map(\.pathExtension))
    #expect(
      formats == Set((1...Snapshot.format).map { "format\($0)" }), "a golden snapshot for every format: \(formats)")
    for snapshot in snapshots {
      let name = snapshot.deletingPathExtension().lastPathComponent
      let journalName = String(name[..<(name.range(of: ".snapshot-")?.lowerBound ?? name.endIndex)])
      let journal = snapshot.deletingLastPathComponent().appendingPathComponent(journalName)
      let expected = try String(
        contentsOf: journal.deletingPathExtension().appendingPathExtension("state.json"), encoding: .utf8)
      try JournalE2EFiles.withTemporaryDirectory { directory in
        try JournalE2EFiles.write(try JournalE2EFiles.bytes(journal.path), to: directory + "/" + journalName)
        try JournalE2EFiles.write(try JournalE2EFiles.bytes(snapshot.path), to: directory + "/" + name)
        let start = try JournalE2ERun.run(
          ["--journal", directory + "/" + journalName, "--snapshot-every", "0"], input: [#"{"action":"state.get"}"#])
        let file = snapshot.lastPathComponent
        #expect(start.exit.stderr.contains("resumed from \(directory)/\(name)"), "\(file): \(start.exit.stderr)")
        #expect(!start.exit.stderr.contains("skipped"), "\(file): \(start.exit.stderr)")
        #expect(try Self.holds(start.lastState(), expected), "\(file) starts in another state")
      }
    }
  }

  /// Whether `state` is the recorded state as today's app reads it: the recording is restored
  /// through every module's `StoredState.restore` (as a snapshot of that time would be) and
  /// written again. So a part added since (a module registered after the recording) must be that
  /// module's empty state, and a field added since to an entity must hold the default its
  /// module's `restore` gives it when absent; every recorded part and field must be equal.
  static func holds(_ state: String, _ recorded: String) throws -> Bool {
    let parser = JSONParser()
    guard case .object(let now) = try parser.parse(state), case .object(let then) = try parser.parse(recorded) else {
      return false
    }
    let recordedBytes = Array(recorded.utf8)
    let restored = try Snapshot.restore(recordedBytes.span)
    var written = JSONWriter(capacity: 4096)
    StateEncoder.encode(restored, path: nil, into: &written)
    guard case .object(let expected) = try parser.parse(written.bytes), Set(then.keys).isSubset(of: now.keys) else {
      return false
    }
    // A part the recording lacks is a module added since: what it made of the recorded actions (a
    // reaction to them) is its own tests' to check; every recorded part must be exactly as read.
    return then.keys.allSatisfy { now[$0] == expected[$0] }
  }

  @Test func aPartAddedAfterARecordingMayHoldItsModulesWorkAndEveryRecordedPartIsEqual() throws {
    let recorded = #"{"boxes":[],"user":null}"#
    var empty = JSONWriter(capacity: 256)
    StateEncoder.encode(AppState(), path: nil, into: &empty)
    let today = String(decoding: empty.bytes, as: UTF8.self)
    #expect(try Self.holds(today, recorded))
    let box = #"{"id":"b0000000-0000-4000-8000-000000000001","items":[],"title":"Pantry"}"#
    let items = #"{"id":"1e000000-0000-4000-8000-000000000001","title":"Mug"}"#
    #expect(try Self.holds(today.replacing(#""items":[]"#, with: #""items":[\#(items)]"#), recorded), "new part")
    #expect(try !Self.holds(today, #"{"boxes":[\#(box)],"user":null}"#), "a recorded part differs")
    #expect(try !Self.holds(#"{"boxes":[]}"#, recorded), "a recorded part is missing")
  }

  /// A field an entity gained after a recording (a driver's `online`, say) is read from the
  /// recording as its module's `restore` reads an absent field: its default. Replaying must give
  /// exactly that default; any other value is a changed behaviour.
  @Test func aFieldAddedAfterARecordingMustHoldItsDefault() throws {
    let driver = #"{"id":"d0000000-0000-4000-8000-000000000001","name":"Ann","order":null}"#
    var empty = JSONWriter(capacity: 256)
    StateEncoder.encode(AppState(), path: nil, into: &empty)
    let today = String(decoding: empty.bytes, as: UTF8.self).replacing(#""driver":null"#, with: #""driver":\#(driver)"#)
    let recorded = #"{"driver":\#(driver)}"#
    #expect(try Self.holds(today, recorded))
    // The recording lacks a field today's state has: it must equal what restore makes of its absence.
    let recordedWithoutOrder = #"{"driver":\#(driver.replacing(#","order":null"#, with: ""))}"#
    #expect(try Self.holds(today, recordedWithoutOrder), "an absent field is read as its default")
    let holdingAnOrder = today.replacing(#""order":null"#, with: #""order":"0e000000-0000-4000-8000-000000000001""#)
    #expect(try !Self.holds(holdingAnOrder, recordedWithoutOrder), "a field added since holds another value")
  }

  @Test func theGoldenJournalsExerciseEveryDeclaredAction() throws {
    var text = ""
    for journal in try Self.journals() { text += try String(contentsOf: journal, encoding: .utf8) }
    let missing = AppAction.wireDecoders.map(\.name).filter { !text.contains(#""action":"\#($0)""#) }
    #expect(missing.isEmpty, "no golden journal holds \(missing); add them to a new golden journal")
  }
}
