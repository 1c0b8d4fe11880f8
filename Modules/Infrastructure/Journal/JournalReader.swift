import Checksum
import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a journal from its start, handing out every good record and judging what ends it.
///
/// Used by `Journal` to recover on open and directly by `superapp replay`. First it decides whether
/// the file is a journal at all: it must start with a valid `JournalHeader` (format 2), or be a
/// format-1 journal whose first line is a complete, checksum-valid record number 1 (a format-3
/// header, a compacted journal's, numbers its records from its `base` record, which must be
/// good: a damaged or missing base record is `corrupt`, never a torn tail). Anything else
/// (an empty file, a README, zeros, a damaged header) is `JournalError.notAJournal` and nothing in
/// it is touched. Then records follow: a record is good when its line ends with a newline, has the
/// exact prefix shape, record version 1, the next sequence number (1, 2, 3, ...) and a matching
/// checksum. At the first line that is not good:
/// - a newer record version is refused (`JournalError.newerVersion`), wherever it is;
/// - a complete record with a valid checksum is damage (`JournalError.corrupt`), wherever it is,
///   whether its sequence number is wrong (a gap) or its frame is odd (a 19-digit `seq`, a leading
///   zero, `"v":0`): no torn write produces a complete record whose checksum holds;
/// - otherwise (incomplete, or failing its checksum) it is damage unless it is the tail. If a
///   newline-terminated, checksum-valid record (any sequence number) starts anywhere after the
///   damaged record's first byte, even inside the same line (a damaged newline merges two
///   records), the damage is not at the tail: `JournalError.corrupt` naming the expected sequence
///   number and the damaged record's byte offset. If not, it is a torn tail (see
///   `JournalRecovery`): a torn write leaves a prefix of what was written, so it can never be
///   followed by a complete record.
///
/// A complete record without its final newline counts as torn: the newline is written in the same
/// `write()` as the record, so its absence means that write never finished.
/// Records are parsed in place from the reader's buffer, lent as spans: no copy or `String`
/// per record, on the J1 replay hot path.
public enum JournalReader {
  /// Reads the journal at `path` read-only, without a lock, never modifying it.
  ///
  /// A torn tail is reported in the result (`warning`) and ignored. No lock, so `superapp replay`
  /// works beside a running app: it sees the records written so far. A path that is not a regular
  /// file (a FIFO, a device) is refused without blocking.
  /// Throws `JournalError` (exit 3) or whatever `body` throws, unchanged.
  public static func read(path: String, _ body: (JournalEntry) throws -> Void) throws -> JournalRecovery {
    let file = try PosixJournalFile.open(path: path, access: .readOnly)
    defer { file.close() }
    return try read(file: file, body)
  }

  /// Reads `file` from byte 0, calling `body` with each good record in order.
  ///
  /// Does not modify the file. `body` may already have seen some records when a later `corrupt`
  /// error is thrown; the caller then discards what it built.
  /// Throws `JournalError` (exit 3) or whatever `body` throws, unchanged.
  public static func read(file: any JournalFile, _ body: (JournalEntry) throws -> Void) throws -> JournalRecovery {
    try read(file: file, chunkSize: 1 << 20, body)
  }

  /// Reads `file` from record `after.seq + 1` at byte `after.end` (a snapshot's resume point,
  /// which the caller has checked): the header is still read and checked, the records before are
  /// skipped unread, the rest is judged exactly as in a full read.
  public static func read(
    file: any JournalFile, resumingAfter after: JournalResumePoint, _ body: (JournalEntry) throws -> Void
  ) throws -> JournalRecovery {
    try read(file: file, chunkSize: 1 << 20, resumingAfter: after, body)
  }

  /// `read(file:_:)` with a chosen initial buffer size, so tests can put lines across buffer refills.
  static func read(
    file: any JournalFile,
    chunkSize: Int,
    resumingAfter resume: JournalResumePoint? = nil,
    _ body: (JournalEntry) throws -> Void
  ) throws -> JournalRecovery {
    var lines = JournalLineReader(file: file, chunkSize: chunkSize)
    guard let first = try lines.next() else { throw JournalError.notAJournal(reason: "the file is empty") }
    var expected = 1
    var validLength = 0
    var pending: JournalLineReader.Line? = first
    let header = try self.header(first)
    if header == nil, case .damaged(let reason, _) = try judge(first, expected: 1) {
      throw JournalError.notAJournal(
        reason: "it has no journal header, and its first line is not a complete format-1 record 1 (\(reason))")
    }
    if let resume {
      // A format-1 journal (no header) resumes too: its first line was just checked to be record 1.
      guard resume.end >= header?.length ?? 0 else {
        throw JournalError.corrupt(
          seq: resume.seq, offset: resume.end, reason: "the resume point lies inside the journal's header")
      }
      lines = JournalLineReader(file: file, chunkSize: chunkSize, startingAt: resume.end)
      expected = resume.seq + 1
      validLength = resume.end
      pending = nil
    } else if let header {
      validLength = header.length
      expected = max(1, header.base)
      pending = nil
    }
    while let line = try pending ?? lines.next() {
      pending = nil
      let damage: String
      switch try judge(line, expected: expected, base: header?.base ?? 0) {
      case .good(let entry):
        try body(entry)
        expected += 1
        validLength = lines.position
        continue
      case .damaged(let reason, let terminated):
        if let base = header?.base, base > 0, expected == base {
          throw JournalError.corrupt(
            seq: expected, offset: validLength,
            reason: "the base record of this compacted journal is damaged (\(reason)); compaction writes "
              + "the whole file before it takes the journal's name, so no torn write leaves it like this")
        }
        if terminated, try followedByValidRecord(line, lines) {
          throw JournalError.corrupt(
            seq: expected, offset: validLength,
            reason: "\(reason), and valid records follow it, so it is not a torn tail")
        }
        damage = reason
      }
      let tail = JournalTornTail(
        seq: expected, offset: validLength, length: lines.position - validLength, reason: damage)
      return JournalRecovery(
        header: header, lastSeq: expected - 1, validLength: validLength, tornTail: tail, quarantinePath: nil)
    }
    if let base = header?.base, base > 0, expected == base {
      throw JournalError.corrupt(
        seq: base, offset: validLength, reason: "this compacted journal ends before its base record")
    }
    return JournalRecovery(
      header: header, lastSeq: expected - 1, validLength: validLength, tornTail: nil, quarantinePath: nil)
  }

  /// The record at `offset`, if a complete, checksum-valid record starts there (a snapshot's
  /// check that the journal still holds the record it was taken after).
  public static func record(in file: any JournalFile, at offset: Int) throws -> (seq: Int, checksum: UInt32, end: Int)?
  {
    let lines = JournalLineReader(file: file, chunkSize: 1 << 16, startingAt: offset)
    guard case .bytes(_, let bytes, terminated: true) = try lines.next(),
      case .record(let seq, let stored, let range) = JournalRecordFormat.parse(bytes.span),
      CRC32C.checksum(bytes.span.extracting(range)) == stored
    else { return nil }
    return (seq, stored, offset + bytes.count + 1)
  }

  /// Whether `file` holds the record `point` names where it says, judged by the record's head and
  /// end: a line from `point.offset` that starts with record `point.seq`'s head and stored
  /// checksum, and whose payload ends with `}` and a newline right before `point.end`. The
  /// payload is neither read nor checksummed: a snapshot's check that the journal still holds the
  /// record it was taken after (the snapshot holds the state; the payload is never used), which on
  /// a compacted journal is its base record, tens of megabytes read and checksummed at every start
  /// by `record(in:at:)` (a start on J2's compacted journal spent 60-70 ms there).
  public static func holds(_ point: JournalResumePoint, in file: any JournalFile) throws -> Bool {
    let length = point.end - point.offset
    guard point.offset >= 0, length >= 2 else { return false }
    var head = [UInt8](repeating: 0, count: min(length, Self.headLength))
    let read = try head.withUnsafeMutableBytes { try file.read(at: point.offset, into: $0) }
    head.removeLast(head.count - read)
    guard case .head(let seq, let checksum, let payload) = JournalRecordFormat.head(head.span),
      seq == point.seq, checksum == point.checksum, payload < length - 2
    else { return false }
    var end: [UInt8] = [0, 0]
    let ending = try end.withUnsafeMutableBytes { try file.read(at: point.end - 2, into: $0) }
    return ending == 2 && end == [UInt8(ascii: "}"), 0x0A]
  }

  /// How many bytes of a record `holds` reads for its head: the head is at most 68.
  private static let headLength = 128

  /// The header the first line is, `nil` when it does not claim to be one (a format-1 journal
  /// starts with a record); throws when it claims to be one and is not.
  private static func header(_ first: JournalLineReader.Line) throws(JournalError) -> JournalHeader? {
    guard case .bytes(_, let bytes, let terminated) = first, JournalHeader.isClaimed(bytes.span) else { return nil }
    switch JournalHeader.parse(bytes.span, terminated: terminated) {
    case .header(let header):
      return header
    case .newerFormat(let format):
      throw .newerFormat(format)
    case .damaged(let reason):
      throw .notAJournal(reason: "its first line starts like a journal header, but \(reason)")
    }
  }

  private enum Verdict {
    case good(JournalEntry)
    case damaged(reason: String, terminated: Bool)
  }

  /// Judges one line where record `expected` should be; throws for a newer version or a gap.
  private static func judge(
    _ line: JournalLineReader.Line, expected: Int, base: Int = 0
  ) throws(JournalError) -> Verdict {
    switch line {
    case .skipped(_, let startsWithZero, let terminated):
      let what = startsWithZero ? "it starts with zero bytes" : #"it does not start with {"v":"#
      return .damaged(reason: "it is not a record (\(what))", terminated: terminated)
    case .bytes(let offset, let bytes, let terminated):
      let line = bytes.span
      switch JournalRecordFormat.parse(line) {
      case .newerVersion(let version):
        throw .newerVersion(seq: expected, offset: offset, version: version)
      case .malformed(let problem):
        guard terminated else { return .damaged(reason: describeFragment(line), terminated: false) }
        if JournalRecordFormat.hasValidChecksum(looselyFramed: line) {
          throw .corrupt(
            seq: expected, offset: offset,
            reason: "it is a complete record whose checksum is valid but whose frame is not (\(problem)); "
              + "no torn write makes one")
        }
        return .damaged(reason: "it is not a valid record (\(problem))", terminated: true)
      case .record(let seq, let stored, let range):
        let computed = CRC32C.checksum(line.extracting(range))
        guard terminated else {
          let reason =
            computed == stored
            ? "it is a complete record without its final newline (its write never finished)"
            : describeFragment(line)
          return .damaged(reason: reason, terminated: false)
        }
        guard computed == stored else {
          return .damaged(
            reason:
              "its checksum does not match its payload (stored \(JournalRecordFormat.hex(stored)), computed \(JournalRecordFormat.hex(computed)))",
            terminated: true)
        }
        guard seq == expected else {
          let problem =
            seq > expected
            ? "it has sequence number \(seq) where \(expected) was expected (a gap: records missing)"
            : "it has sequence number \(seq) where \(expected) was expected (out of order)"
          throw .corrupt(seq: expected, offset: offset, reason: problem)
        }
        // The one pointer here: the entry lends the line reader's buffer (no copy per record).
        return .good(
          JournalEntry(
            seq: seq, offset: offset, payload: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[range])),
            checksum: stored,
            end: offset + bytes.count + 1,
            isBase: seq == base))
      }
    }
  }

  /// Whether a newline-terminated, checksum-valid record (of any sequence number) starts anywhere
  /// after the damaged record's first byte: later in its own line (a damaged newline merges two
  /// records into one line) or in any later line.
  private static func followedByValidRecord(
    _ damagedLine: JournalLineReader.Line,
    _ lines: JournalLineReader
  ) throws(JournalError) -> Bool {
    if case .bytes(_, let bytes, terminated: true) = damagedLine, containsValidRecord(bytes.span, from: 1) {
      return true
    }
    while let line = try lines.next() {
      if case .bytes(_, let bytes, terminated: true) = line, containsValidRecord(bytes.span, from: 0) { return true }
    }
    return false
  }

  /// Whether some `{"v":` at or after `start` begins a valid record that runs to the line's end.
  private static func containsValidRecord(_ line: Span<UInt8>, from start: Int) -> Bool {
    for candidate in max(start, 0)..<max(line.count, start) where line[candidate] == UInt8(ascii: "{") {
      let rest = line.extracting(candidate...)
      switch JournalRecordFormat.parse(rest) {
      case .record(_, let stored, let range):
        if CRC32C.checksum(rest.extracting(range)) == stored { return true }
      case .newerVersion:
        return true
      case .malformed:
        break
      }
    }
    return false
  }

  /// Describes a last line without a newline that is not a complete record.
  private static func describeFragment(_ bytes: Span<UInt8>) -> String {
    if JournalRecordFormat.isAllZero(bytes) { return "it is all zero bytes" }
    if JournalRecordFormat.startsLikeRecord(bytes) { return "it is cut short (no newline)" }
    return "it is not a record (garbage, no newline)"
  }
}
