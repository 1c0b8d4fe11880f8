/// The first line of every journal this app creates: magic, file format, the app that made it,
/// and a checksum of those, so a file is recognisably ours before a single byte of it is changed.
///
///     {"superappJournal":2,"createdBy":"superapp 2.0.0","crc32c":"1a2b3c4d"}
///
/// `superappJournal` is the magic key, its value the file format (2: this header, then version-1
/// records numbered from 1). The checksum is CRC32C, 8 lowercase hex digits, of the bytes before
/// `,"crc32c"` (through the quote that closes `createdBy`). `createdBy` is printable ASCII without `"` or `\`. A file without this header is
/// accepted only as a format-1 journal: its first line a complete, checksum-valid record number 1.
public struct JournalHeader: Hashable, Sendable {
  /// The file format this build writes and reads (format 1 had no header).
  public static let format = 2
  /// The app that created the journal, as it said (`superapp 2.0.0`).
  public let createdBy: String
  /// The header's length in bytes, newline included; records start there.
  public let length: Int

  static let magicKey: [UInt8] = Array(#"{"superappJournal":"#.utf8)
  private static let createdByKey: [UInt8] = Array(#","createdBy":""#.utf8)
  private static let checksumKey: [UInt8] = Array(#"","crc32c":""#.utf8)
  private static let end: [UInt8] = Array(#""}"#.utf8)

  /// The header line a new journal starts with, newline included.
  static func line(createdBy: String) -> [UInt8] {
    let name = createdBy.utf8.filter { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    var bytes = magicKey + Array(String(format).utf8) + createdByKey + name + [UInt8(ascii: "\"")]
    let checksum = bytes.withUnsafeBytes { CRC32C.checksum($0) }
    bytes += checksumKey.dropFirst() + Array(JournalRecordFormat.hex(checksum).utf8) + end
    bytes.append(JournalRecordFormat.newline)
    return bytes
  }

  /// Whether the checksum at the end of a header-like line matches the bytes before it; `nil`
  /// when the line does not end with `","crc32c":"<8 hex>"}`.
  static func checksumHolds(_ line: UnsafeRawBufferPointer) -> Bool? {
    let tail = checksumKey.count + 8 + end.count
    guard line.count > tail else { return nil }
    let keyAt = line.count - tail
    guard JournalRecordFormat.matches(line, checksumKey, at: keyAt),
      let stored = JournalRecordFormat.hex(line, at: keyAt + checksumKey.count),
      JournalRecordFormat.matches(line, end, at: line.count - end.count)
    else { return nil }
    return CRC32C.checksum(UnsafeRawBufferPointer(rebasing: line[0..<(keyAt + 1)])) == stored
  }

  /// Whether `bytes` begins like a header (a prefix of the magic key, or all of it).
  static func startsLikeHeader(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let count = min(bytes.count, magicKey.count)
    for index in 0..<count where bytes[index] != magicKey[index] { return false }
    return true
  }

  /// Whether a line claims to be a header (it starts with the magic key), valid or not.
  static func isClaimed(_ line: UnsafeRawBufferPointer) -> Bool {
    JournalRecordFormat.matches(line, magicKey, at: 0)
  }

  /// What is wrong with a line that starts with the magic key, or the header it is.
  enum Parsed {
    case header(JournalHeader)
    case newerFormat(Int)
    case damaged(String)
  }

  /// Parses a claimed header line (without its newline); `length` is its length with the newline.
  static func parse(_ line: UnsafeRawBufferPointer, terminated: Bool) -> Parsed {
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
    guard format == Self.format, index - digitsStart == 1 else { return .damaged("format \(format) has no header") }
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
    guard JournalRecordFormat.matches(line, checksumKey, at: index) else {
      return .damaged(#"its "createdBy" is not followed by its checksum"#)
    }
    let checked = UnsafeRawBufferPointer(rebasing: line[0..<(index + 1)])
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
    let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[nameStart..<nameEnd]), as: UTF8.self)
    return .header(JournalHeader(createdBy: name, length: line.count + 1))
  }
}
