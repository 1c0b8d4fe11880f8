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
    let trimmed = TrimmedText.of(raw)
    guard !trimmed.isEmpty else { throw .emptyTitle }
    // At most one scalar per UTF-8 byte, and the UTF-8 count is known without reading the text.
    guard trimmed.utf8.count <= Self.maximumLength || trimmed.unicodeScalars.count <= Self.maximumLength else {
      throw .titleTooLong
    }
    value = trimmed
  }

  public var description: String { value }
}
