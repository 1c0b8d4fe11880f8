import Checksum
import Testing

@testable import Journal

/// A snapshot's check that the journal still holds the record it was taken after, by the record's
/// head and end (`JournalReader.holds`): every field of the resume point must match the line
/// where it says, without the payload being read.
@Suite struct JournalHoldsRecordTests {
  /// A journal of three records and the resume point of each, as `JournalReader.record` finds it.
  private func journal() throws -> (file: FaultyJournalFile, points: [JournalResumePoint]) {
    let file = try journalFile(with: ["{}", #"{"a":"}\n"}"#, String(repeating: "x", count: 300)])
    var points: [JournalResumePoint] = []
    var offset = testJournalHeader.count
    for _ in 0..<3 {
      let found = try #require(try JournalReader.record(in: file, at: offset))
      points.append(JournalResumePoint(seq: found.seq, offset: offset, end: found.end, checksum: found.checksum))
      offset = found.end
    }
    return (file, points)
  }

  @Test func eachRecordIsHeldWhereItsPointSays() throws {
    let (file, points) = try journal()
    for point in points {
      #expect(try JournalReader.holds(point, in: file), "\(point)")
    }
  }

  /// Any one field off (the sequence number, the checksum, where it starts or ends) is not held.
  @Test func aPointWithAnyFieldOffIsNotHeld() throws {
    let (file, points) = try journal()
    for point in points {
      let wrong = [
        JournalResumePoint(seq: point.seq + 1, offset: point.offset, end: point.end, checksum: point.checksum),
        JournalResumePoint(seq: point.seq, offset: point.offset, end: point.end, checksum: point.checksum ^ 1),
        JournalResumePoint(seq: point.seq, offset: point.offset + 1, end: point.end, checksum: point.checksum),
        JournalResumePoint(seq: point.seq, offset: point.offset - 1, end: point.end, checksum: point.checksum),
        JournalResumePoint(seq: point.seq, offset: point.offset, end: point.end + 1, checksum: point.checksum),
        JournalResumePoint(seq: point.seq, offset: point.offset, end: point.end - 1, checksum: point.checksum),
        JournalResumePoint(seq: point.seq, offset: point.offset, end: point.offset + 1, checksum: point.checksum),
      ]
      for other in wrong {
        #expect(try !JournalReader.holds(other, in: file), "\(other) for \(point)")
      }
    }
  }

  /// A journal cut before a record's end (a torn tail, another file) does not hold it.
  @Test func aRecordCutShortIsNotHeld() throws {
    let (file, points) = try journal()
    let last = try #require(points.last)
    let cut = FaultyJournalFile(bytes: Array(file.bytes.prefix(last.end - 1)))
    #expect(try !JournalReader.holds(last, in: cut))
    #expect(try JournalReader.holds(points[0], in: cut))
  }

  /// The payload is not read: a record whose payload was damaged after it was written is still
  /// held by its head and end (a snapshot start never uses that payload; a full replay refuses it).
  @Test func thePayloadIsNotRead() throws {
    let (file, points) = try journal()
    let last = try #require(points.last)
    var bytes = file.bytes
    bytes[last.end - 10] = UInt8(ascii: "y")
    let damaged = FaultyJournalFile(bytes: bytes)
    #expect(try JournalReader.holds(last, in: damaged))
    #expect(try JournalReader.record(in: damaged, at: last.offset) == nil, "a full read still refuses it")
  }
}
