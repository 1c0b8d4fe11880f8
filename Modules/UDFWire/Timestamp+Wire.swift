import DomainValues

extension Timestamp {
  /// What a time on the wire must be, for `invalidField` messages: the rule (RFC 3339, see
  /// `init?(rfc3339:)`), an example, and the ISO 8601 forms people send that it refuses.
  public static let wireRule =
    "an RFC 3339 time such as 2023-11-14T22:13:20Z (±HH:MM offsets; not +05, +0530 or basic format)"
}
