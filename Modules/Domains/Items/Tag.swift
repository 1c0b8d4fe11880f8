import DomainValues

/// A label on an item: trimmed, not empty, compared case-sensitively.
///
/// A value object: made once from raw text and never changed, so `Tag("work")` and `Tag(" work ")`
/// are the same tag and an item can tell a duplicate by equality alone.
public struct Tag: Hashable, Sendable, CustomStringConvertible {
  /// The trimmed name.
  public let name: String

  /// Makes a tag from raw text, trimming it first.
  public init(_ text: String) throws(ItemError) {
    name = try TrimmedText.required(text, orThrow: ItemError.emptyTag)
  }

  public var description: String { name }
}
