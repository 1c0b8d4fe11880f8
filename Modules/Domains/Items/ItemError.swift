import DomainValues
import UDF

/// Why an item, or a value inside it, was refused.
///
/// Thrown by `Title`, `Tag` and `Item`; reducers report it as a `Rejection` whose code is the
/// protocol's (`emptyTitleIsNotAllowed`, `titleTooLong`, `invalidField`, `maximumTagsCountReached`).
public enum ItemError: Error, Equatable, Sendable, RejectionConvertible {
  /// The title is empty once trimmed.
  case emptyTitleIsNotAllowed
  /// The trimmed title has more than `Title.maximumLength` Unicode scalars (it had `scalarCount`).
  case titleTooLong(scalarCount: Int)
  /// A tag is empty once trimmed.
  case emptyTag
  /// The item would hold more than `Item.maximumTagsCount` distinct tags.
  case maximumTagsCountReached

  /// The field of an item's wire shape the error is about.
  public var field: String {
    switch self {
    case .emptyTitleIsNotAllowed, .titleTooLong: "title"
    case .emptyTag, .maximumTagsCountReached: "tags"
    }
  }

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .emptyTitleIsNotAllowed:
      .emptyTitle
    case .titleTooLong(let scalarCount):
      .titleTooLong(maximum: Title.maximumLength, count: scalarCount)
    case .emptyTag:
      .invalidField("tag", TrimmedText.nonEmptyRule)
    case .maximumTagsCountReached:
      Rejection(code: "maximumTagsCountReached", message: "an item has at most \(Item.maximumTagsCount) tags")
    }
  }
}
