import DomainValues

/// An item's title: trimmed, not empty, at most 200 Unicode scalars.
///
/// A value object, so the rule is checked once, when the title is made, and every `Title` in hand
/// is valid. Length counts Unicode scalars, not characters, so the limit means the same on every
/// client (an accented letter written with a combining mark counts twice).
public struct Title: Hashable, Sendable, CustomStringConvertible {
  /// The longest title, in Unicode scalars.
  public static let maximumLength = 200

  /// The trimmed text.
  public let value: String

  /// Makes a title from raw text, trimming it first.
  public init(_ text: String) throws(ItemError) {
    value = try TrimmedText.required(
      text, atMost: Self.maximumLength, orThrow: ItemError.emptyTitleIsNotAllowed,
      tooLong: ItemError.titleTooLong(scalarCount:))
  }

  public var description: String { value }
}
