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
    withISO8601UTF8 { ASCIIText.string($0) }
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
    guard let milliseconds = RFC3339Text.milliseconds(text) else { return nil }
    self.init(millisecondsSince1970: milliseconds)
  }

  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    lhs.millisecondsSince1970 < rhs.millisecondsSince1970
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian, after H. Hinnant's public-domain algorithms)

  static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
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

  static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
