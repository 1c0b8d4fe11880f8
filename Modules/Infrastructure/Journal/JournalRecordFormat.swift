import Checksum

/// The record line: `{"v":1,"seq":42,"crc32c":"1a2b3c4d","action":<payload>}` and a newline.
///
/// Keys in a fixed order, so a record is written and read by hand, without a JSON parser: the
/// payload is everything between `"action":` and the line's final `}`. The checksum is CRC32C of
/// exactly those payload bytes, as 8 lowercase hex digits. `seq` is canonical decimal (no sign, no
/// leading zero). The newline is the commit mark: a line without it was never completely written.
/// Fixed overhead per record: 45 bytes plus the digits of `seq`.
/// Lines are parsed in place from the spans `JournalReader` lends them as.
enum JournalRecordFormat {
  /// The format version this build writes and reads.
  static let version = 1

  static let versionKey: [UInt8] = Array(#"{"v":"#.utf8)
  static let currentHead: [UInt8] = Array(#"{"v":1,"seq":"#.utf8)
  static let seqKey: [UInt8] = Array(#","seq":"#.utf8)
  static let checksumKey: [UInt8] = Array(#","crc32c":""#.utf8)
  static let actionKey: [UInt8] = Array(#"","action":"#.utf8)
  static let newline = UInt8(ascii: "\n")
  static let closingBrace = UInt8(ascii: "}")

  /// Why `payload` cannot be journaled, or nil if it can.
  static func problem(with payload: Span<UInt8>) -> String? {
    if payload.isEmpty { return "the payload is empty" }
    for index in payload.indices where payload[index] == newline {
      return "the payload contains a newline byte at index \(index)"
    }
    return nil
  }

  /// Appends the complete record line for `payload` (already checked, its checksum `checksum`)
  /// to `buffer`.
  static func appendRecord(
    seq: Int, payload: some Collection<UInt8>, checksum: UInt32, to buffer: inout [UInt8]
  ) {
    appendHead(seq: seq, checksum: checksum, to: &buffer)
    buffer.append(contentsOf: payload)
    buffer.append(contentsOf: tail)
  }

  /// Appends what comes before a record's payload: `{"v":1,"seq":N,"crc32c":"…","action":`. The
  /// payload and `tail` follow (a large payload is written straight from where it is).
  static func appendHead(seq: Int, checksum: UInt32, to buffer: inout [UInt8]) {
    buffer.append(contentsOf: currentHead)
    appendDecimal(seq, to: &buffer)
    buffer.append(contentsOf: checksumKey)
    appendHex(checksum, to: &buffer)
    buffer.append(contentsOf: actionKey)
  }

  /// What ends a record line after its payload.
  static let tail: [UInt8] = [closingBrace, newline]

  private static func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      buffer.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }

  /// `value` as 8 lowercase hex digits, as stored in a record.
  static func hex(_ value: UInt32) -> String {
    var digits: [UInt8] = []
    appendHex(value, to: &digits)
    return String(decoding: digits, as: UTF8.self)
  }

  private static func appendHex(_ value: UInt32, to buffer: inout [UInt8]) {
    for shift in stride(from: 28, through: 0, by: -4) {
      let digit = UInt8((value >> UInt32(shift)) & 0xF)
      buffer.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }
}
