import Checksum
import Testing

@testable import Journal

/// `PiecewisePayload`: a base record made in pieces measures as the whole bytes would, is refused
/// for the same reasons, compacts to the same file as the whole bytes, and a second making that
/// differs from the first changes nothing.
@Suite struct PiecewisePayloadTests {
  private static let bytes =
    Array(#"{"state":""#.utf8) + (0..<50_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    + Array(#""}"#.utf8)

  /// `bytes` handed over in pieces of `size`.
  static func pieces(_ bytes: [UInt8], of size: Int) throws(JournalError) -> PiecewisePayload {
    try PiecewisePayload { consume in
      for start in stride(from: 0, to: bytes.count, by: size) {
        consume(Array(bytes[start..<min(start + size, bytes.count)]))
      }
    }
  }

  @Test(arguments: [1, 7, 4_096, 1 << 20])
  func piecesMeasureAsTheWholeBytes(size: Int) throws {
    let payload = try Self.pieces(Self.bytes, of: size)
    #expect(payload.count == Self.bytes.count)
    #expect(payload.checksum == CRC32C.checksum(Self.bytes))
  }

  @Test func aNewlineInAnyPieceIsRefusedAtItsIndexInTheWhole() {
    var bytes = Self.bytes
    bytes[12_345] = 0x0A
    for size in [1, 100, 20_000] {
      #expect(
        throws: JournalError.invalidPayload(reason: "the payload contains a newline byte at index 12345"), "\(size)"
      ) {
        try Self.pieces(bytes, of: size)
      }
    }
    #expect(throws: JournalError.invalidPayload(reason: "the payload is empty")) {
      try PiecewisePayload { _ in }
    }
  }

  /// A journal of 30 records and the resume point of record 20.
  private func journal() throws -> ([UInt8], JournalResumePoint) {
    let bytes = try journalFile(with: (1...30).map(samplePayload)).bytes
    var point: JournalResumePoint?
    _ = try JournalReader.read(file: FaultyJournalFile(bytes: bytes)) { entry in
      if entry.seq == 20 {
        point = entry.resumePoint
      }
    }
    return (bytes, try #require(point))
  }

  private func compacted(_ payload: PiecewisePayload) throws -> [UInt8]? {
    let (bytes, point) = try journal()
    let journal = try Journal(file: FaultyJournalFile(bytes: bytes), fsync: .always) { _ in }
    let directory = MemoryFileSystem(path: "journal", bytes: bytes)
    _ = try journal.compact(
      path: "journal", base: point, basePayload: payload, createdBy: "test", fileSystem: directory)
    return directory.contents(of: "journal", in: .processCrash)
  }

  @Test func piecesCompactToTheFileTheWholeBytesGive() throws {
    let whole = try compacted(try Self.pieces(Self.bytes, of: Self.bytes.count))
    for size in [1, 999, 1 << 20] {
      #expect(try compacted(try Self.pieces(Self.bytes, of: size)) == whole, "\(size)")
    }
  }

  @Test func aSecondMakingThatDiffersChangesNothing() throws {
    let (bytes, point) = try journal()
    final class Calls { var count = 0 }
    let calls = Calls()
    // The second making (the one written) has one byte more than the first (the one measured).
    let payload = try PiecewisePayload { consume in
      calls.count += 1
      let made = calls.count == 1 ? Self.bytes : Self.bytes + Array("x".utf8)
      consume(made)
    }
    let journal = try Journal(file: FaultyJournalFile(bytes: bytes), fsync: .always) { _ in }
    let directory = MemoryFileSystem(path: "journal", bytes: bytes)
    #expect(throws: JournalError.self) {
      try journal.compact(path: "journal", base: point, basePayload: payload, createdBy: "test", fileSystem: directory)
    }
    #expect(calls.count == 2)
    #expect(directory.allNames == ["journal"])
    #expect(directory.contents(of: "journal", in: .processCrash) == bytes)
  }
}
