/// The rule every value object holding a required short text repeats (an item's title and tags,
/// a box's title, a driver's and a user's name): trim the raw text, refuse it when nothing is left,
/// and, for a bounded one, when it is longer than its limit in Unicode scalars. Each value object
/// keeps its own typed error and limit; the steps and their order are written once.
extension TrimmedText {
  /// What a field holding a required text must be, in an `invalidField` refusal
  /// ("the field 'name' must be a text that is not empty once trimmed").
  public static let nonEmptyRule = "a text that is not empty once trimmed"

  /// `raw` trimmed (see `of(_:)`); throws `empty` when nothing is left.
  @inlinable
  public static func required<Failure: Error>(_ raw: String, orThrow empty: Failure) throws(Failure) -> String {
    let trimmed = of(raw)
    guard !trimmed.isEmpty else { throw empty }
    return trimmed
  }

  /// `raw` trimmed; throws `empty` when nothing is left and `tooLong(count)` when it has `count`
  /// Unicode scalars, more than `maximum`. (Scalars, not characters, so a limit means the same on
  /// every client: an accented letter written with a combining mark counts twice.)
  @inlinable
  public static func required<Failure: Error>(
    _ raw: String, atMost maximum: Int, orThrow empty: Failure, tooLong: (Int) -> Failure
  ) throws(Failure) -> String {
    let trimmed = try required(raw, orThrow: empty)
    // A scalar takes one to four UTF-8 bytes, so a text of at most `maximum` bytes (the UTF-8
    // count is known without reading it) is short enough; only a longer one is counted.
    if trimmed.utf8.count > maximum {
      let count = trimmed.unicodeScalars.count
      guard count <= maximum else { throw tooLong(count) }
    }
    return trimmed
  }
}
