import Foundation
import Testing

/// Damage before the last record, a gap in `seq` and a newer format are exit 3, with a message that
/// names the record's sequence number and byte offset, and the file is left as it was.
@Suite struct JournalE2ECorruptionTests {
  /// Starts the app and replays on a damaged file; both must refuse it (exit 3) naming `seq` and
  /// `offset`, and neither may change the file.
  private func expectRefused(
    _ bytes: [UInt8], seq: Int, offset: Int, mentioning words: String? = nil, in directory: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = directory + "/damaged-\(UUID().uuidString).jsonl"
    try JournalE2EFiles.write(bytes, to: path)
    for arguments in [["--journal", path], ["replay", "--journal", path]] {
      let run = try JournalE2ERun.run(arguments, input: [#"{"action":"state.get"}"#])
      #expect(run.exit.exited(3), "\(arguments[0]): \(run.exit)", sourceLocation: sourceLocation)
      #expect(run.lines.isEmpty, "\(arguments[0]) wrote \(run.lines.prefix(2))", sourceLocation: sourceLocation)
      let stderr = run.exit.stderr
      #expect(stderr.contains("record \(seq)"), "no sequence number in: \(stderr)", sourceLocation: sourceLocation)
      #expect(stderr.contains("byte \(offset)"), "no byte offset in: \(stderr)", sourceLocation: sourceLocation)
      if let words {
        #expect(stderr.contains(words), "'\(words)' not in: \(stderr)", sourceLocation: sourceLocation)
      }
      #expect(
        try JournalE2EFiles.bytes(path) == bytes, "a refused journal was modified", sourceLocation: sourceLocation)
    }
  }

  /// Positions inside record 3 (of 5) whose byte is changed: its structure, digits and payload.
  enum Position: String, CaseIterable, Sendable {
    case openingBrace, versionDigit, seqDigit, seqDigitToAnotherDigit, checksumDigit, payloadStart
    case payloadMiddle, payloadEnd, closingBrace, newline
  }

  @Test(arguments: Position.allCases)
  func oneChangedByteInTheMiddleRecordIsExit3(_ position: Position) throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      var bytes = fixture.journal(records: 5)
      let start = fixture.offset(of: 3)
      let record = fixture.records[2]
      let payload = try #require(Self.index(of: #""action":{"#, in: record)) + #""action":"#.utf8.count
      let index: Int
      switch position {
      case .openingBrace: index = 0
      case .versionDigit: index = 5
      case .seqDigit, .seqDigitToAnotherDigit: index = 13
      case .checksumDigit: index = 26
      case .payloadStart: index = payload
      case .payloadMiddle: index = (payload + record.count) / 2
      case .payloadEnd: index = record.count - 3
      case .closingBrace: index = record.count - 2
      case .newline: index = record.count - 1
      }
      if position == .seqDigit || position == .seqDigitToAnotherDigit {
        try #require(record[index] == UInt8(ascii: "3"), "the record layout is not the documented one")
      }
      bytes[start + index] = position == .seqDigitToAnotherDigit ? UInt8(ascii: "9") : bytes[start + index] ^ 0x20
      try expectRefused(bytes, seq: 3, offset: start, in: directory)
    }
  }

  @Test func aGapInSeqIsExit3() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let records = fixture.records
      let missingMiddle = fixture.header + (records[0..<2] + records[3..<5]).flatMap { $0 }
      try expectRefused(missingMiddle, seq: 3, offset: fixture.offset(of: 3), mentioning: "gap", in: directory)
      let duplicated = fixture.header + (records[0..<3] + records[2..<5]).flatMap { $0 }
      try expectRefused(duplicated, seq: 4, offset: fixture.offset(of: 4), in: directory)
      // A gap at the very end is not a torn tail either: no torn write yields a valid record.
      let skippedLast = fixture.journal(records: 5) + records[6]
      try expectRefused(skippedLast, seq: 6, offset: fixture.offset(of: 6), mentioning: "gap", in: directory)
    }
  }

  @Test func aRecordOfFormatVersion2IsExit3WithAClearMessage() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let fixture = try JournalE2EFixture.make(in: directory)
      let payload = #"{"action":"item.create","title":"from the future","at":"2030-01-01T00:00:00.000Z"}"#
      let newer = JournalE2EFiles.record(seq: 6, payload: payload, version: 2)
      let atEnd = fixture.journal(records: 5) + newer
      try expectRefused(
        atEnd, seq: 6, offset: fixture.offset(of: 6), mentioning: "format version 2", in: directory)
      let inMiddle = fixture.journal(records: 5) + newer + fixture.records[6]
      try expectRefused(
        inMiddle, seq: 6, offset: fixture.offset(of: 6), mentioning: "format version 2", in: directory)
    }
  }

  private static func index(of text: String, in bytes: [UInt8]) -> Int? {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return nil }
    return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
  }
}
