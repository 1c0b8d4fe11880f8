/// The byte-level work on RFC 3339 text: written into and parsed from UTF-8 bytes in place, no
/// `String` made, through spans (no pointer). The byte-level entry points for readers and writers
/// over bytes (the codecs) are at the end.
@usableFromInline
enum RFC3339Text {
  /// The milliseconds since 1970 `text` says (see `Timestamp.init?(rfc3339:)`), or `nil`.
  static func milliseconds(_ text: String) -> Int64? {
    milliseconds(text.utf8.span)
  }

  /// The milliseconds since 1970 `bytes` say (see `Timestamp.init?(rfc3339:)`), or `nil`.
  static func milliseconds(_ bytes: Span<UInt8>) -> Int64? {
    guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let year = Self.number(bytes, 0, 4), let month = Self.number(bytes, 5, 2), let day = Self.number(bytes, 8, 2),
      let hour = Self.number(bytes, 11, 2), let minute = Self.number(bytes, 14, 2),
      let second = Self.number(bytes, 17, 2),
      (1...12).contains(month), day >= 1, day <= Timestamp.daysIn(month: month, year: year), hour < 24, minute < 60,
      second < 60
    else { return nil }
    var index = 19
    var millis: Int64 = 0
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      var digits = 0
      while index < bytes.count, let digit = Self.digit(bytes[index]) {
        if digits < 3 { millis = millis * 10 + digit }
        digits += 1
        index += 1
      }
      guard digits > 0 else { return nil }
      for _ in digits..<max(digits, 3) { millis *= 10 }
    }
    guard index < bytes.count else { return nil }
    var offsetMinutes: Int64 = 0
    switch bytes[index] {
    case UInt8(ascii: "Z"), UInt8(ascii: "z"):
      guard index + 1 == bytes.count else { return nil }
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      guard index + 6 == bytes.count, bytes[index + 3] == UInt8(ascii: ":"),
        let zoneHour = Self.number(bytes, index + 1, 2), let zoneMinute = Self.number(bytes, index + 4, 2),
        zoneHour < 24, zoneMinute < 60
      else { return nil }
      offsetMinutes = (zoneHour * 60 + zoneMinute) * (bytes[index] == UInt8(ascii: "+") ? 1 : -1)
    default:
      return nil
    }
    let days = Timestamp.days(fromCivil: year, month, day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetMinutes * 60
    return seconds * 1_000 + millis
  }

  /// `YYYY-MM-DDTHH:MM:SS.sssZ` into `output`; the year is 0 to 9999.
  @usableFromInline
  static func write(
    _ fields: (year: Int64, month: Int64, day: Int64, milliseconds: Int64),
    into output: inout InlineArray<24, UInt8>
  ) {
    func digits(_ value: Int64, _ count: Int, at start: Int) {
      var rest = value
      for index in stride(from: start + count - 1, through: start, by: -1) {
        output[index] = UInt8(truncatingIfNeeded: rest % 10) &+ UInt8(ascii: "0")
        rest /= 10
      }
    }
    let inDay = fields.milliseconds
    digits(fields.year, 4, at: 0)
    output[4] = UInt8(ascii: "-")
    digits(fields.month, 2, at: 5)
    output[7] = UInt8(ascii: "-")
    digits(fields.day, 2, at: 8)
    output[10] = UInt8(ascii: "T")
    digits(inDay / 3_600_000, 2, at: 11)
    output[13] = UInt8(ascii: ":")
    digits(inDay / 60_000 % 60, 2, at: 14)
    output[16] = UInt8(ascii: ":")
    digits(inDay / 1_000 % 60, 2, at: 17)
    output[19] = UInt8(ascii: ".")
    digits(inDay % 1_000, 3, at: 20)
    output[23] = UInt8(ascii: "Z")
  }

  private static func digit(_ byte: UInt8) -> Int64? {
    byte >= 48 && byte <= 57 ? Int64(byte - 48) : nil
  }

  private static func number(_ bytes: Span<UInt8>, _ start: Int, _ count: Int) -> Int64? {
    guard start + count <= bytes.count else { return nil }
    var value: Int64 = 0
    for index in start..<start + count {
      guard let digit = Self.digit(bytes[index]) else { return nil }
      value = value * 10 + digit
    }
    return value
  }

}

extension Timestamp {
  /// Hands `body` the bytes of `iso8601` without making a `String` (years 0 to 9999, the ones
  /// RFC 3339 can write), for writers over bytes.
  @inlinable
  public func withISO8601UTF8<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
    let fields = utcFields
    guard (0...9_999).contains(fields.year) else {
      let text = paddedText
      return try body(text.utf8.span)
    }
    var text = InlineArray<24, UInt8>(repeating: 0)
    RFC3339Text.write(fields, into: &text)
    return try body(text.span)
  }

  /// Parses RFC 3339 text from its UTF-8 in place (see `init?(rfc3339:)`), for readers over bytes.
  public init?(rfc3339 bytes: Span<UInt8>) {
    guard let milliseconds = RFC3339Text.milliseconds(bytes) else { return nil }
    self.init(millisecondsSince1970: milliseconds)
  }
}
