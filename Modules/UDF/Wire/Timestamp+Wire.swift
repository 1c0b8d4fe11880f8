extension Timestamp {
  /// What a time on the wire must be, for `invalidField` messages.
  public static let wireRule = "an RFC 3339 time such as 2023-11-14T22:13:20Z"
}
