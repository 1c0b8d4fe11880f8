import Foundation
import Testing
import UDFTesting

/// The journal's first line: a new journal starts with the format-2 header (magic, format, the app
/// that made it, a CRC32C of those), and a format-1 journal (records only, written by superapp
/// 1.x, built here by hand) is still replayed and appended to, its numbering going on and no
/// header put in front of it.
@Suite struct JournalE2EHostileHeaderTests {
  /// Canonical record payloads (every ID and time given), as the app journals accepted actions.
  static let payloads = [
    #"{"action":"user.didLoad","user":{"id":"a0000000-0000-4000-8000-000000000001","firstName":"Ada","lastName":"L"}}"#,
    #"{"action":"item.create","at":"2026-11-22T09:00:00.000Z","id":"1e000000-0000-4000-8000-000000000001","tags":["a"],"title":"Pack"}"#,
    #"{"action":"item.create","at":"2026-11-22T09:05:00.000Z","id":"1e000000-0000-4000-8000-000000000002","tags":[],"title":"Cups"}"#,
  ]

  /// The documented header line, built by hand: the checksum covers the bytes before `,"crc32c"`.
  static func handMadeHeader(createdBy: String = "superapp 2.0.0") -> [UInt8] {
    let checked = #"{"superappJournal":2,"createdBy":"\#(createdBy)""#
    return Array((checked + #","crc32c":"\#(hex8(JournalE2EFiles.crc32c(Array(checked.utf8))))"}"#).utf8) + [10]
  }

  /// 8 lowercase hex digits.
  static func hex8(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// The `id`s of the items in a state printed by `replay`.
  static func itemIDs(_ state: String) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(state.utf8)) as? [String: Any],
      let items = object["items"] as? [[String: Any]]
    else { return [] }
    return items.compactMap { $0["id"] as? String }
  }

  /// Whether `line` (newline included) is a record `{"v":1,"seq":seq,...}` whose checksum holds.
  static func isValidRecord(_ line: [UInt8], seq: Int) -> Bool {
    let prefix = Array(#"{"v":1,"seq":\#(seq),"crc32c":""#.utf8)
    let middle = Array(#"","action":"#.utf8)
    let fixed = prefix.count + 8 + middle.count
    guard line.count > fixed + 2, Array(line.prefix(prefix.count)) == prefix, line.last == 10,
      Array(line[(prefix.count + 8)..<fixed]) == middle, line[line.count - 2] == UInt8(ascii: "}")
    else { return false }
    let stored = String(decoding: line[prefix.count..<(prefix.count + 8)], as: UTF8.self)
    let payload = Array(line[fixed..<(line.count - 2)])
    return stored == hex8(JournalE2EFiles.crc32c(payload))
  }

  @Test func aNewJournalStartsWithTheFormat2HeaderAndNothingElse() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/new.jsonl"
      let empty = try JournalE2EHostileLaunch.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      #expect(empty.exitedAtOnce(0), "\(empty)")
      let header = try JournalE2EFiles.bytes(path)
      let text = String(decoding: header, as: UTF8.self)
      let pattern = #"^\{"superappJournal":2,"createdBy":"superapp 2\.0\.0","crc32c":"[0-9a-f]{8}"\}\n$"#
      #expect(text.range(of: pattern, options: .regularExpression) != nil, "header: \(text)")
      #expect(header == Self.handMadeHeader(), "header: \(text)")
      #expect(JournalE2EFiles.mode(path) == 0o600)

      let next = try JournalE2EHostileLaunch.run(["--journal", path], input: [Self.payloads[1]])
      #expect(next.exitedAtOnce(0), "\(next)")
      let lines = JournalE2EFiles.lines(try JournalE2EFiles.bytes(path))
      #expect(lines.count == 2 && lines.first == header, "\(lines.count) lines")
      #expect(Self.isValidRecord(lines.last ?? [], seq: 1), "\(String(decoding: lines.last ?? [], as: UTF8.self))")
    }
  }

  @Test func aFormat1JournalIsReplayedLikeTheSameRecordsAfterAHeader() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let records = Self.payloads.enumerated().flatMap {
        JournalE2EFiles.record(seq: $0.offset + 1, payload: $0.element)
      }
      let v1 = directory + "/v1.jsonl"
      let v2 = directory + "/v2.jsonl"
      try JournalE2EFiles.write(records, to: v1)
      try JournalE2EFiles.write(Self.handMadeHeader() + records, to: v2)
      let replay1 = try JournalE2EHostileLaunch.run(["replay", "--journal", v1], redirections: "</dev/null")
      let replay2 = try JournalE2EHostileLaunch.run(["replay", "--journal", v2], redirections: "</dev/null")
      #expect(replay1.exitedAtOnce(0), "\(replay1)")
      #expect(replay2.exitedAtOnce(0), "\(replay2)")
      #expect(replay1.lines.count == 1 && replay1.lines == replay2.lines, "\(replay1.lines) vs \(replay2.lines)")
      #expect(
        Self.itemIDs(replay1.lines.first ?? "")
          == ["1e000000-0000-4000-8000-000000000001", "1e000000-0000-4000-8000-000000000002"])
      #expect(replay1.lines.first?.contains(#""firstName":"Ada""#) == true)
      #expect(replay1.exit.stderr.isEmpty, "a clean format-1 journal gave a warning: \(replay1.exit.stderr)")
      #expect(try JournalE2EFiles.bytes(v1) == records)
    }
  }

  @Test func aFormat1JournalIsAppendedToWithoutAHeaderAndTheNumberingGoesOn() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let records = Self.payloads.enumerated().flatMap {
        JournalE2EFiles.record(seq: $0.offset + 1, payload: $0.element)
      }
      let path = directory + "/v1.jsonl"
      try JournalE2EFiles.write(records, to: path)

      // Opening it to serve, with nothing to journal, leaves it as it was (no header put in).
      let look = try JournalE2EHostileLaunch.run(
        ["--journal", path], input: [#"{"action":"state.get","path":"items"}"#])
      #expect(look.exitedAtOnce(0), "\(look)")
      #expect(try look.lines.map(ProtocolOutputLine.init).first?.valueIDs.count == 2, "\(look.lines)")
      #expect(try JournalE2EFiles.bytes(path) == records, "serving a format-1 journal changed it")

      var expected = records
      for (session, seq) in [(1, 4), (2, 5)] {
        let id = fixedIDText(10 + session, kind: 0x1E)
        let create = #"{"action":"item.create","id":"\#(id)","title":"session \#(session)"}"#
        let run = try JournalE2EHostileLaunch.run(["--journal", path], input: [create])
        #expect(run.exitedAtOnce(0), "\(run)")
        let reply = try run.lines.map(ProtocolOutputLine.init).first
        #expect(reply?.type == "accepted" && reply?.seq == seq, "\(run.lines)")
        let bytes = try JournalE2EFiles.bytes(path)
        #expect(Array(bytes.prefix(expected.count)) == expected, "session \(session) rewrote earlier bytes")
        let added = Array(bytes.dropFirst(expected.count))
        #expect(JournalE2EFiles.lines(added).count == 1, "session \(session) added \(added.count) bytes")
        #expect(Self.isValidRecord(added, seq: seq), "\(String(decoding: added, as: UTF8.self))")
        #expect(!String(decoding: bytes, as: UTF8.self).contains("superappJournal"), "a header was put in")
        expected = bytes
      }
      let replay = try JournalE2EHostileLaunch.run(["replay", "--journal", path], redirections: "</dev/null")
      #expect(replay.exitedAtOnce(0), "\(replay)")
      #expect(
        Self.itemIDs(replay.lines.first ?? "")
          == [
            "1e000000-0000-4000-8000-000000000001", "1e000000-0000-4000-8000-000000000002",
            fixedIDText(11, kind: 0x1E), fixedIDText(12, kind: 0x1E),
          ])
    }
  }
}
