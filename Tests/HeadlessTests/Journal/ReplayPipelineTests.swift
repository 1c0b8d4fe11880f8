import App
import Foundation
import HeadlessKit
import Items
import Testing
import UDF

/// The two-core replay: same state as replaying on one thread, and the first bad record in journal
/// order is the one reported, whichever thread found it.
@Suite struct ReplayPipelineTests {
  private static func create(_ index: Int) -> String {
    let id = String(format: "1e000000-0000-4000-8000-%012d", index)
    return #"{"action":"item.create","at":"2026-11-22T10:00:00.000Z","id":"\#(id)","tags":[],"title":"Item \#(index)"}"#
  }

  private static func write(_ payloads: [String], to path: String) throws {
    let journal = try Journal(path: path, fsync: .never) { _ in }
    try journal.append(contentsOf: payloads.map { Array($0.utf8) })
    try journal.close()
  }

  private static func replay(_ path: String) throws -> AppStore {
    let store = AppStore.app()
    let pipeline = ReplayPipeline(store: store)
    do {
      _ = try JournalReader.read(path: path) { entry in try pipeline.submit(entry) }
    } catch {
      try pipeline.finish()
      throw error
    }
    try pipeline.finish()
    return store
  }

  @Test func pipelinedReplayEqualsOneThreadReplay() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      try Self.write((0..<5_000).map(Self.create), to: path)
      let pipelined = try Self.replay(path)
      let single = AppStore.app()
      _ = try JournalReader.read(path: path) { entry in try JournalReplay.apply(entry, to: single) }
      #expect(pipelined.state == single.state)
      #expect(pipelined.state.items.items.count == 5_000)
    }
  }

  @Test func aRefusedRecordBeforeAnUnparsableOneIsTheOneReported() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      var payloads = (0..<2_000).map(Self.create)
      payloads[1_500] = #"{"action":"item.addTag","item":"1e000000-0000-4000-8000-999999999999","tag":"x"}"#
      payloads[1_900] = #"{"not json"#
      try Self.write(payloads, to: path)
      #expect {
        _ = try Self.replay(path)
      } throws: { error in
        "\(error)".hasPrefix("record 1501 at byte") && "\(error)".contains("refused on replay: notFound")
      }
    }
  }

  @Test func anUnparsableRecordIsReportedWithItsPosition() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/journal.jsonl"
      var payloads = (0..<100).map(Self.create)
      payloads[42] = #"{"not json"#
      try Self.write(payloads, to: path)
      #expect {
        _ = try Self.replay(path)
      } throws: { error in
        "\(error)".hasPrefix("record 43 at byte") && "\(error)".contains("is not valid JSON")
      }
    }
  }
}
