import DomainValues

/// A person's name: a first name that is never empty and a last name that may be.
///
/// A value object: both parts are trimmed when it is made and it never changes afterwards, so a
/// `PersonName` in hand is always valid and nobody re-checks it.
public struct PersonName: Hashable, Sendable {
  /// The trimmed first name; never empty.
  public let first: String
  /// The trimmed last name; may be empty.
  public let last: String

  /// Makes a name from raw text, trimming both parts.
  ///
  /// Validation lives here so every path (server data, tests, other factories) gets the same rule.
  public init(first: String, last: String) throws(UserError) {
    self.first = try TrimmedText.required(first, orThrow: UserError.emptyFirstName)
    self.last = TrimmedText.of(last)
  }
}
