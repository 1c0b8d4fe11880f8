import Foundation
import Testing

/// The kinds of torn tail a crash can leave after the last good record.
enum JournalE2ETornTail: String, CaseIterable, Sendable {
  case cutShort, cutShortWithNewline, completeWithoutNewline, badChecksum, badChecksumWithoutNewline
  case garbage, garbageWithNewline, garbageLines, zeros, zerosWithNewline, zerosBeyondOneMebibyte

  /// The tail, made from `next`, the record (with its newline) that was being written.
  func bytes(next: [UInt8]) -> [UInt8] {
    let record = Array(next.dropLast())
    let garbage = Array("§ not a record at all".utf8) + [0xFF, 0xFE, 0x01]
    switch self {
    case .cutShort: return Array(record.prefix(record.count / 2))
    case .cutShortWithNewline: return Array(record.prefix(record.count / 2)) + [10]
    case .completeWithoutNewline: return record
    case .badChecksum: return Self.wrongChecksum(record) + [10]
    case .badChecksumWithoutNewline: return Self.wrongChecksum(record)
    case .garbage: return garbage
    case .garbageWithNewline: return garbage + [10]
    case .garbageLines: return garbage + [10] + garbage + [10] + Array("{\"v\":1,\n".utf8)
    case .zeros: return [UInt8](repeating: 0, count: 40)
    case .zerosWithNewline: return [UInt8](repeating: 0, count: 40) + [10]
    case .zerosBeyondOneMebibyte: return [UInt8](repeating: 0, count: 3 << 20)
    }
  }

  /// The record with the first digit of its checksum changed.
  private static func wrongChecksum(_ record: [UInt8]) -> [UInt8] {
    var bytes = record
    let key = Array(#""crc32c":""#.utf8)
    guard let start = (0...(bytes.count - key.count)).first(where: { Array(bytes[$0..<($0 + key.count)]) == key })
    else { return bytes }
    let index = start + key.count
    bytes[index] = bytes[index] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
    return bytes
  }
}

/// A torn tail is moved to a quarantine file and cut off on start (with a warning naming the
/// file), and only reported by `replay`.
@Suite struct JournalE2ETornTailTests {
  @Test(arguments: JournalE2ETornTail.allCases)
  func tornTailIsCutOffOnStartAndIgnoredByReplay(_ tail: JournalE2ETornTail) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let good = fixture.journal(records: 6)
      let expected = fixture.states[6]
      let path = directory + "/torn.jsonl"
      let torn = good + tail.bytes(next: fixture.records[6])
      try JournalE2EFiles.write(torn, to: path)

      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replay.exit.exited(0), "\(replay.exit)")
      #expect(replay.stdout == expected + "\n")
      #expect(replay.exit.stderr.contains("torn last record 7 at byte \(good.count)"), "\(replay.exit.stderr)")
      #expect(replay.exit.stderr.contains("not modified"), "\(replay.exit.stderr)")
      #expect(try JournalE2EFiles.bytes(path) == torn, "replay modified a torn journal")

      let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(start.exit.exited(0), "\(start.exit)")
      #expect(try start.lastState() == expected)
      #expect(start.exit.stderr.contains("torn last record 7 at byte \(good.count)"), "\(start.exit.stderr)")
      let quarantine = path + ".torn-at-\(good.count)"
      #expect(
        start.exit.stderr.contains("moved its bytes to \(quarantine) and cut the journal to \(good.count) bytes"),
        "\(start.exit.stderr)")
      #expect(try JournalE2EFiles.bytes(path) == good, "the torn tail was not cut off exactly")
      #expect(try JournalE2EFiles.bytes(quarantine) == Array(torn[good.count...]), "the cut bytes were not kept")

      let next = try JournalE2ERun.run(
        ["--journal", path], input: [#"{"action":"item.create","title":"next"}"#, #"{"action":"state.get"}"#])
      #expect(next.exit.exited(0), "\(next.exit)")
      #expect(!next.exit.stderr.contains("torn"), "a second start still warns: \(next.exit.stderr)")
      #expect(try next.replies().first?.seq == 7)
    }
  }

  /// Two torn tails cut at the same offset, one after the other: the second copy takes the next
  /// name and the first keeps its bytes.
  @Test func twoTornTailsAtOneOffsetKeepBothCopies() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let good = fixture.journal(records: 6)
      let path = directory + "/torn.jsonl"
      let tails = [JournalE2ETornTail.cutShort, .garbage].map { $0.bytes(next: fixture.records[6]) }
      for tail in tails {
        try JournalE2EFiles.write(good + tail, to: path)
        let start = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
        #expect(start.exit.exited(0), "\(start.exit)")
        #expect(try JournalE2EFiles.bytes(path) == good)
      }
      let first = path + ".torn-at-\(good.count)"
      #expect(
        try JournalE2EHostileFiles.quarantines(of: "torn.jsonl", in: directory)
          == ["torn.jsonl.torn-at-\(good.count)", "torn.jsonl.torn-at-\(good.count).2"])
      #expect(try JournalE2EFiles.bytes(first) == tails[0])
      #expect(try JournalE2EFiles.bytes(first + ".2") == tails[1])
    }
  }
}
