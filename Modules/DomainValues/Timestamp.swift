/// A point in time with millisecond precision, as milliseconds since 1970-01-01T00:00:00Z.
///
/// Reducers never read the clock: the edge stamps the time into the action. An integer count keeps
/// that exact through the journal (a `Date` round-tripped through text can differ in its last bit),
/// so a replay reaches exactly the state of the live run. On the wire it is RFC 3339 text.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Milliseconds since the Unix epoch, UTC.
  public let millisecondsSince1970: Int64

  /// Creates a timestamp from milliseconds since the Unix epoch.
  public init(millisecondsSince1970: Int64) {
    self.millisecondsSince1970 = millisecondsSince1970
  }

  /// The RFC 3339 UTC form `YYYY-MM-DDTHH:MM:SS.sssZ` the app writes (also valid ISO 8601, whose
  /// extended format it follows: the name is kept for the callers).
  public var iso8601: String {
    withISO8601UTF8 { String(decoding: $0, as: UTF8.self) }
  }

  /// Hands `body` the bytes of `iso8601` without making a `String` (years 0 to 9999, the ones
  /// RFC 3339 can write), for writers over bytes.
  @inlinable
  public func withISO8601UTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    let fields = utcFields
    guard (0...9_999).contains(fields.year) else {
      var text = paddedText
      return try text.withUTF8(body)
    }
    return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { output in
      Self.write(fields, into: output)
      return try body(UnsafeBufferPointer(output))
    }
  }

  /// The calendar fields in UTC (floor division, so a time before 1970 and the extremes work).
  @usableFromInline
  var utcFields: (year: Int64, month: Int64, day: Int64, milliseconds: Int64) {
    var (days, inDay) = millisecondsSince1970.quotientAndRemainder(dividingBy: 86_400_000)
    if inDay < 0 {
      days -= 1
      inDay += 86_400_000
    }
    let (year, month, day) = Self.civil(fromDays: days)
    return (year, month, day, inDay)
  }

  /// `iso8601` for any year, through text padding (a year outside 0 to 9999 has no RFC 3339 form).
  @usableFromInline
  var paddedText: String {
    let (year, month, day, inDay) = utcFields
    let hour = inDay / 3_600_000
    let minute = inDay / 60_000 % 60
    let second = inDay / 1_000 % 60
    let fraction = inDay % 1_000
    return "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))T"
      + "\(Self.pad(hour, 2)):\(Self.pad(minute, 2)):\(Self.pad(second, 2)).\(Self.pad(fraction, 3))Z"
  }

  /// `YYYY-MM-DDTHH:MM:SS.sssZ` into the first 24 bytes of `output`; the year is 0 to 9999.
  @usableFromInline
  static func write(
    _ fields: (year: Int64, month: Int64, day: Int64, milliseconds: Int64),
    into output: UnsafeMutableBufferPointer<UInt8>
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

  public var description: String { iso8601 }

  /// Parses an RFC 3339 date-time, `YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)`; `nil` for
  /// anything else.
  ///
  /// The rule is RFC 3339 section 5.6, which is stricter than ISO 8601: the offset is `Z` or
  /// `±HH:MM` (`-00:00` is UTC; not `+05`, `+0530`), the extended format only (not the basic
  /// `20231114T221320Z`), and a zone is required. As RFC 3339 allows, `t` and `z` may be lowercase.
  /// Refused although RFC 3339 mentions them: a space instead of `T` (only a note there, not its
  /// grammar) and a leap second (`:60`), which a count of Unix milliseconds cannot hold. The
  /// fraction has one or more digits; digits past milliseconds are truncated. Impossible dates
  /// (`2025-02-29`) and hours, minutes or offsets out of range (`24:00`, `+24:00`) are refused.
  public init?(rfc3339 text: String) {
    var text = text
    guard let time = text.withUTF8({ Timestamp(rfc3339: $0) }) else { return nil }
    self = time
  }

  /// Parses RFC 3339 text from its UTF-8 in place (see `init?(rfc3339:)`), for readers over bytes.
  public init?(rfc3339 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let year = Self.number(bytes, 0, 4), let month = Self.number(bytes, 5, 2), let day = Self.number(bytes, 8, 2),
      let hour = Self.number(bytes, 11, 2), let minute = Self.number(bytes, 14, 2),
      let second = Self.number(bytes, 17, 2),
      (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year), hour < 24, minute < 60,
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
    let days = Self.days(fromCivil: year, month, day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetMinutes * 60
    self.millisecondsSince1970 = seconds * 1_000 + millis
  }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.millisecondsSince1970 < rhs.millisecondsSince1970
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian, after H. Hinnant's public-domain algorithms)

  private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func digit(_ byte: UInt8) -> Int64? {
    byte >= 48 && byte <= 57 ? Int64(byte - 48) : nil
  }

  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int64? {
    guard start + count <= bytes.count else { return nil }
    var value: Int64 = 0
    for index in start..<start + count {
      guard let digit = digit(bytes[index]) else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
