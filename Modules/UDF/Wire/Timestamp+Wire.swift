extension Timestamp {
  /// What a time on the wire must be, for `invalidField` messages.
  public static let wireRule =
    "an RFC 3339 time such as 2023-11-14T22:13:20Z or 2023-11-14T23:13:20.5+01:00 "
    + "(the offset as Z or ±HH:MM; not ±HH, ±HHMM or the basic format)"
}
