import DomainValues

/// A box's title: trimmed, not empty, at most 200 Unicode scalars.
///
/// The same rules as an item's title, so a title that fits one fits the other. A value object:
/// validated once when created, immutable afterwards.
public struct BoxTitle: Hashable, Sendable, CustomStringConvertible {
  /// The longest title allowed, counted in Unicode scalars after trimming.
  public static let maximumLength = 200

  /// The trimmed title.
  public let value: String

  /// Trims surrounding whitespace and newlines, then refuses an empty (`emptyTitle`) or too long
  /// (`titleTooLong`) title.
  public init(_ raw: String) throws(BoxError) {
    value = try TrimmedText.required(
      raw, atMost: Self.maximumLength, orThrow: BoxError.emptyTitle, tooLong: BoxError.titleTooLong(scalarCount:))
  }

  public var description: String { value }
}
