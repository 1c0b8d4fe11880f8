import Checksum

/// The first line of every journal this app creates: magic, file format, the app that made it,
/// and a checksum of those, so a file is recognisably ours before a single byte of it is changed.
///
///     {"superappJournal":2,"createdBy":"superapp 2.0.0","crc32c":"1a2b3c4d"}
///     {"superappJournal":3,"createdBy":"superapp 2.0.0","base":990000,"crc32c":"5e6f7a8b"}
///
/// `superappJournal` is the magic key, its value the file format: 2 is a journal whose version-1
/// records are numbered from 1; 3 is a compacted journal, whose first record is number `base` and
/// holds the app's base (its state after the records compacted away), followed by `base + 1`, ...
/// A new journal is written in format 2, so a build that reads only format 2 still opens it; only
/// compaction writes format 3, which such a build refuses as newer (it could not rebuild the state).
/// The checksum is CRC32C, 8 lowercase hex digits, of the bytes before `,"crc32c"`. `createdBy`
/// is printable ASCII without `"` or `\`. A file without this header is accepted only as a
/// format-1 journal: its first line a complete, checksum-valid record number 1.
/// A header line is checked from borrowed bytes in place, as `JournalReader` lends them.
public struct JournalHeader: Hashable, Sendable {
  /// The newest file format this build reads (format 1 had no header; 2 and 3 have one).
  public static let format = 3
  /// The app that created the journal, as it said (`superapp 2.0.0`).
  public let createdBy: String
  /// The header's length in bytes, newline included; records start there.
  public let length: Int
  /// The sequence number of a compacted journal's base record (format 3), 0 for a journal whose
  /// records start at 1.
  public let base: Int

  /// A parsed header.
  public init(createdBy: String, length: Int, base: Int = 0) {
    self.createdBy = createdBy
    self.length = length
    self.base = base
  }

  static let magicKey: [UInt8] = Array(#"{"superappJournal":"#.utf8)
  private static let createdByKey: [UInt8] = Array(#","createdBy":""#.utf8)
  private static let baseKey: [UInt8] = Array(#"","base":"#.utf8)
  private static let checksumKey: [UInt8] = Array(#","crc32c":""#.utf8)
  private static let end: [UInt8] = Array(#""}"#.utf8)

  /// The header line a new journal (`base` 0, format 2) or a compacted one (`base` > 0, format 3)
  /// starts with, newline included.
  static func line(createdBy: String, base: Int = 0) -> [UInt8] {
    let name = createdBy.utf8.filter { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    var bytes = magicKey + Array((base > 0 ? "3" : "2").utf8) + createdByKey + name + [UInt8(ascii: "\"")]
    if base > 0 { bytes += baseKey.dropFirst() + Array(String(base).utf8) }
    let checksum = CRC32C.checksum(bytes)
    bytes += checksumKey + Array(JournalRecordFormat.hex(checksum).utf8) + end
    bytes.append(JournalRecordFormat.newline)
    return bytes
  }

  /// Whether the checksum at the end of a header-like line matches the bytes before it; `nil`
  /// when the line does not end with `,"crc32c":"<8 hex>"}`.
  static func checksumHolds(_ line: Span<UInt8>) -> Bool? {
    let tail = checksumKey.count + 8 + end.count
    guard line.count > tail else { return nil }
    let keyAt = line.count - tail
    guard JournalRecordFormat.matches(line, checksumKey, at: keyAt),
      let stored = JournalRecordFormat.hex(line, at: keyAt + checksumKey.count),
      JournalRecordFormat.matches(line, end, at: line.count - end.count)
    else { return nil }
    return CRC32C.checksum(line.extracting(0..<keyAt)) == stored
  }

  /// Whether `bytes` begins like a header (a prefix of the magic key, or all of it).
  static func startsLikeHeader(_ bytes: Span<UInt8>) -> Bool {
    let count = min(bytes.count, magicKey.count)
    for index in 0..<count where bytes[index] != magicKey[index] { return false }
    return true
  }

  /// Whether a line claims to be a header (it starts with the magic key), valid or not.
  static func isClaimed(_ line: Span<UInt8>) -> Bool {
    JournalRecordFormat.matches(line, magicKey, at: 0)
  }

  /// What is wrong with a line that starts with the magic key, or the header it is.
  enum Parsed {
    case header(JournalHeader)
    case newerFormat(Int)
    case damaged(String)
  }

  /// Parses a claimed header line (without its newline); `length` is its length with the newline.
  static func parse(_ line: Span<UInt8>, terminated: Bool) -> Parsed {
    var index = magicKey.count
    var format = 0
    let digitsStart = index
    while index < line.count, index - digitsStart < 9, line[index] >= UInt8(ascii: "0"),
      line[index] <= UInt8(ascii: "9")
    {
      format = format * 10 + Int(line[index] - UInt8(ascii: "0"))
      index += 1
    }
    guard index > digitsStart else { return .damaged("its format is not a number") }
    if format > Self.format {
      // A newer header is believed only when its own checksum holds; a flipped digit is damage.
      if let valid = checksumHolds(line), !valid { return .damaged("its checksum does not match") }
      return .newerFormat(format)
    }
    guard format == 2 || format == 3, index - digitsStart == 1 else {
      return .damaged("format \(format) has no header")
    }
    guard terminated else { return .damaged("it has no newline (its write never finished)") }
    guard JournalRecordFormat.matches(line, createdByKey, at: index) else {
      return .damaged(#"its "createdBy" key is missing"#)
    }
    index += createdByKey.count
    let nameStart = index
    while index < line.count, line[index] >= 0x20, line[index] < 0x7F, line[index] != UInt8(ascii: "\"") {
      guard line[index] != UInt8(ascii: "\\") else { return .damaged(#"its "createdBy" holds a backslash"#) }
      index += 1
    }
    let nameEnd = index
    var base = 0
    if format == 3 {
      guard JournalRecordFormat.matches(line, baseKey, at: index) else {
        return .damaged(#"it is format 3 and its "base" key is missing"#)
      }
      index += baseKey.count
      let baseStart = index
      while index < line.count, index - baseStart < 18, line[index] >= UInt8(ascii: "0"),
        line[index] <= UInt8(ascii: "9")
      {
        base = base * 10 + Int(line[index] - UInt8(ascii: "0"))
        index += 1
      }
      guard index > baseStart, base > 0, line[baseStart] != UInt8(ascii: "0") else {
        return .damaged(#"its "base" is not a sequence number"#)
      }
    } else {
      guard index < line.count, line[index] == UInt8(ascii: "\"") else {
        return .damaged(#"its "createdBy" is not followed by its checksum"#)
      }
      index += 1
    }
    guard JournalRecordFormat.matches(line, checksumKey, at: index) else {
      return .damaged(#"its "createdBy" is not followed by its checksum"#)
    }
    let checked = line.extracting(0..<index)
    index += checksumKey.count
    guard let stored = JournalRecordFormat.hex(line, at: index) else {
      return .damaged("its checksum is not 8 lowercase hex digits")
    }
    index += 8
    guard line.count == index + end.count, JournalRecordFormat.matches(line, end, at: index) else {
      return .damaged(#"it does not end with "}"#)
    }
    let computed = CRC32C.checksum(checked)
    guard computed == stored else {
      return .damaged(
        "its checksum does not match (stored \(JournalRecordFormat.hex(stored)), computed \(JournalRecordFormat.hex(computed)))"
      )
    }
    var name = ""
    for index in nameStart..<nameEnd { name.unicodeScalars.append(Unicode.Scalar(line[index])) }
    return .header(JournalHeader(createdBy: name, length: line.count + 1, base: base))
  }
}
