import App
import Foundation
import HeadlessKit
import JSON
import JSONOutput
import StdioProtocol
import Testing
import UDF
import UDFTesting
import UDFWire

/// Every registered module through the real binary: a random session of every registered action
/// kind (`RandomWireActions` over the modules' examples) is journaled with snapshots, and its state
/// must survive replay, a start from a snapshot, compaction and the inspector. Nothing here names
/// a module: a newly registered module's state is checked the moment it is registered.
@Suite struct RegisteredModulesEndToEndTests {
  static let lines: [String] = {
    var actions = RandomWireActions(
      examples: AppState.modules.flatMap(\.examples), decoders: AppAction.wireDecoders, seed: 0x00DD_BA11)
    return (0..<1_500).map { _ in String(decoding: ActionEncoder.encode(actions.next()), as: UTF8.self) }
  }()

  @Test func everyModulesStateSurvivesJournalSnapshotCompactionAndReplay() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/modules.journal"
      let live = try JournalE2ERun.run(
        ["--journal", journal, "--snapshot-every", "100"], input: Self.lines + [#"{"action":"state.get"}"#])
      #expect(live.exit.exited(0), "\(live.exit)")
      let state = try live.lastState()
      #expect(try Self.nonEmptyParts(state).count >= 3, "the session changes several parts: \(state.prefix(300))")

      let replay = try JournalE2ERun.run(["replay", "--journal", journal])
      #expect(replay.stdout == state + "\n", "replay")

      let resumed = try JournalE2ERun.run(["--journal", journal], input: [#"{"action":"state.get"}"#])
      #expect(resumed.exit.stderr.contains("resumed from"), "\(resumed.exit.stderr)")
      #expect(try resumed.lastState() == state, "a start from a snapshot")

      let compact = try JournalE2ERun.run(["compact", "--journal", journal])
      #expect(compact.exit.exited(0), "\(compact.exit)")
      #expect(compact.exit.stderr.contains("superapp: compacted "), "not compacted: \(compact.exit.stderr)")
      #expect(try JournalE2ERun.run(["replay", "--journal", journal]).stdout == state + "\n", "after compaction")
      let started = try JournalE2ERun.run(["--journal", journal], input: [#"{"action":"state.get"}"#])
      #expect(try started.lastState() == state, "a start after compaction")
    }
  }

  @Test func theInspectorShowsEveryPartThatHoldsEntitiesByID() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let journal = directory + "/modules.journal"
      _ = try JournalE2ERun.run(["--journal", journal], input: Array(Self.lines.prefix(400)))
      let page = directory + "/page.html"
      let inspect = try JournalE2ERun.run(["inspect", "--journal", journal, "--out", page])
      #expect(inspect.exit.exited(0), "\(inspect.exit)")
      let html = String(decoding: try JournalE2EFiles.bytes(page), as: UTF8.self)
      let collections = AppState.parts.filter(\.holdsEntities).map { "\"\($0.name)\"" }.joined(separator: ",")
      let whole = AppState.parts.filter { !$0.holdsEntities }.map { "\"\($0.name)\"" }.joined(separator: ",")
      #expect(html.contains(#""collections":[\#(collections)]"#))
      #expect(html.contains(#""wholeParts":[\#(whole)]"#))
    }
  }

  /// The parts of a state dump that differ from a new app's.
  private static func nonEmptyParts(_ state: String) throws -> [String] {
    var empty = JSONWriter(capacity: 256)
    StateEncoder.encode(AppState(), path: nil, into: &empty)
    let parser = JSONParser()
    guard case .object(let now) = try parser.parse(state), case .object(let initial) = try parser.parse(empty.bytes)
    else { return [] }
    return now.keys.filter { now[$0] != initial[$0] }
  }
}
