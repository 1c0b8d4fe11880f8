import App
import Box
import DomainValues
import Foundation
import HeadlessKit
import Items
import ItemsList
import Journal
import Persistence
import Provisioning
import StdioProtocol
import Testing
import UDF
import UDFTesting

/// `ConcurrentReplay` (records decoded on another thread, reduced in order) against the plain
/// replay one record at a time (`JournalReplay.apply`) on the same journal files: the same state,
/// the same refusals, the same first bad record, at every size around a batch.
@Suite("Concurrent replay")
struct ConcurrentReplayTests {
  @Test(arguments: [0, 1, 255, 256, 257, 1_000, 5_000])
  func sameStateAndRefusalsAsOneRecordAtATime(records: Int) throws {
    let journal = try ReplayJournal(payloads: ReplayJournal.mixedSession(count: records, seed: UInt64(records)))
    defer { journal.remove() }
    let expected = try journal.replayedOneAtATime()
    let replay = ConcurrentReplay(state: AppState())
    _ = try JournalReader.read(path: journal.path) { try replay.add($0) }
    try replay.finish()
    #expect(replay.state == expected.state)
    #expect(replay.refusedCount == expected.refused)
    if records >= 1_000 {
      // The session is one a live app would write: most actions accepted, some refused.
      #expect(expected.refused > 0 && expected.refused < records / 2)
      #expect(expected.state.items.items.count > 0 && expected.state.boxes.boxes.count > 0)
    }
  }

  @Test(arguments: [1, 256, 257, 700, 1_024, 2_999])
  func theFirstRecordThatIsNotAnActionFailsTheReplayAfterEveryRecordBeforeIt(bad: Int) throws {
    var payloads = ReplayJournal.mixedSession(count: 3_000, seed: 11)
    payloads[bad - 1] = Array(#"{"action":"nothing.known"}"#.utf8)
    payloads[min(bad + 300, 2_999)] = Array(#"{"action":"also.unknown"}"#.utf8)
    let journal = try ReplayJournal(payloads: payloads)
    defer { journal.remove() }
    let before = try journal.replayedOneAtATime(upTo: bad - 1).state
    let replay = ConcurrentReplay(state: AppState())
    let error = #expect(throws: JournalReplay.Mismatch.self) {
      _ = try JournalReader.read(path: journal.path) { try replay.add($0) }
      try replay.finish()
    }
    #expect(error?.description.hasPrefix("record \(bad) at byte ") == true)
    #expect(error?.description.contains("nothing.known") == true)
    #expect(replay.state == before)
    #expect(replay.firstUndecodable() == nil)
  }

  @Test func whenReadingFailsFurtherOnTheEarlierBadRecordIsReported() throws {
    // Records 769-1,024 make the fourth batch, still being filled when reading stops at 850.
    var payloads = ReplayJournal.mixedSession(count: 1_000, seed: 5)
    payloads[799] = Array(#"{"action":"nothing.known"}"#.utf8)
    let journal = try ReplayJournal(payloads: payloads)
    defer { journal.remove() }
    struct ReadingStopped: Error {}
    let replay = ConcurrentReplay(state: AppState())
    #expect(throws: ReadingStopped.self) {
      _ = try JournalReader.read(path: journal.path) { entry in
        if entry.seq == 850 { throw ReadingStopped() }
        try replay.add(entry)
      }
    }
    let first = try #require(replay.firstUndecodable() as? JournalReplay.Mismatch)
    #expect(first.description.hasPrefix("record 800 at byte "))
    replay.abandon()
  }

  @Test func aReplayAbandonedHalfWayStopsItsWorker() throws {
    let journal = try ReplayJournal(payloads: ReplayJournal.mixedSession(count: 3_000, seed: 3))
    defer { journal.remove() }
    for stop in [300, 1_500, 2_900] {
      struct Stop: Error {}
      let replay = ConcurrentReplay(state: AppState())
      #expect(throws: Stop.self) {
        _ = try JournalReader.read(path: journal.path) { entry in
          if entry.seq == stop { throw Stop() }
          try replay.add(entry)
        }
      }
      #expect(replay.firstUndecodable() == nil)
      replay.abandon()
    }
  }
}

/// A journal file of given payloads in a fresh directory, and its plain replay.
private struct ReplayJournal {
  let path: String

  init(payloads: [[UInt8]]) throws {
    let directory = FileManager.default.temporaryDirectory.path + "/concurrent-replay-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    path = directory + "/journal.jsonl"
    let journal = try Journal(path: path, fsync: .never, createdBy: "tests") { _ in }
    for payload in payloads { _ = try journal.append(payload) }
    try journal.close()
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }

  /// The state and refusal count of `JournalReplay.apply` one record at a time, up to record `last`.
  func replayedOneAtATime(upTo last: Int = .max) throws -> (state: AppState, refused: Int) {
    var state = AppState()
    var refused = 0
    _ = try JournalReader.read(path: path) { entry in
      guard entry.seq <= last else { return }
      if case .refused = try JournalReplay.apply(entry, to: &state) { refused += 1 }
    }
    return (state, refused)
  }

  /// Encoded actions over a few items and boxes, so most are accepted and some refused (a
  /// sixth tag, an unknown item, an empty title), with every other kind of action mixed in.
  static func mixedSession(count: Int, seed: UInt64) -> [[UInt8]] {
    var generator = SeededGenerator(seed: seed)
    var anyAction = ProtocolRandomAction.generator(seed: seed &+ 1)
    let items = (1...12).map { fixedID($0, Item.self) }
    let boxes = (13...16).map { fixedID($0, PackingBox.self) }
    let parts = (17...28).map { fixedID($0, Item.self) }
    let time = Timestamp(millisecondsSince1970: 1_750_000_000_000)
    var payloads: [[UInt8]] = []
    for index in 0..<count {
      let item = items.randomElement(using: &generator) ?? items[0]
      let box = boxes.randomElement(using: &generator) ?? boxes[0]
      let part = parts.randomElement(using: &generator) ?? parts[0]
      let action: AppAction
      switch Int.random(in: 0..<12, using: &generator) {
      case 0: action = .items(.create(id: item, title: "Task \(index)", description: nil, tags: [], at: time))
      case 1: action = .items(.addTag(item, "tag-\(Int.random(in: 0..<8, using: &generator))"))
      case 2: action = .items(.removeAllTags(item))
      case 3: action = .items(.markCompleted(item, at: time))
      case 4: action = .items(.changeTitle(item, index % 7 == 0 ? " " : "Title \(index)"))
      case 5: action = .provisioning(.provisionBox(id: box, title: "Box \(index)"))
      case 6: action = .provisioning(.provisionItem(id: part, box: box, title: "Part \(index)", at: time))
      case 7: action = .provisioning(.moveItem(part, to: box))
      case 8: action = .box(.rename(box, title: "Box \(index % 3)"))
      case 9: action = .itemsList(.didSelectItem(item))
      case 10: action = .itemsList(.assignToMeDidTap(item))
      default: action = anyAction.next()
      }
      payloads.append(ActionEncoder.encode(action))
    }
    return payloads
  }
}
