import DomainValues

/// What a rider writes about a ride: trimmed, at most 280 characters.
///
/// A value object. A comment that is empty once trimmed is no comment (`init` returns `nil`), so
/// the state never holds a blank one.
public struct RatingComment: Hashable, Sendable {
  /// The most characters (grapheme clusters, what a reader counts) a comment may have.
  public static let maximumLength = 280

  /// The trimmed text.
  public let text: String

  /// The comment `text`, trimmed; `nil` when nothing is left; refuses more than `maximumLength`
  /// characters.
  public init?(_ text: String) throws(RatingError) {
    let trimmed = TrimmedText.of(text)
    guard !trimmed.isEmpty else { return nil }
    guard trimmed.count <= Self.maximumLength else { throw .commentTooLong(trimmed.count) }
    self.text = trimmed
  }
}
