import DomainValues
import UDF

/// Why the Box domain refused something, in its own words.
///
/// Entities and value objects throw this typed error; the state's guarded functions and the
/// reducer report it as the one `Rejection` the store understands, with a stable code.
public enum BoxError: Error, Equatable, Sendable, RejectionConvertible {
  /// The title is empty once trimmed.
  case emptyTitle
  /// The trimmed title has more than `BoxTitle.maximumLength` Unicode scalars.
  case titleTooLong
  /// No box has this ID.
  case notFound(ID<PackingBox>)
  /// A box with this ID already exists.
  case boxAlreadyExists(ID<PackingBox>)
  /// The item already sits in that box.
  case itemAlreadyBoxed(ID<BoxedItem>, in: ID<PackingBox>)
  /// A box's item list names the same item twice.
  case duplicateItem(ID<BoxedItem>)

  /// The rejection reported for this error.
  public var rejection: Rejection {
    switch self {
    case .emptyTitle:
      return Rejection(code: "emptyTitleIsNotAllowed", message: "a box's title must not be empty")
    case .titleTooLong:
      return Rejection(
        code: "titleTooLong",
        message: "a box's title has at most \(BoxTitle.maximumLength) characters"
      )
    case .notFound(let box):
      return Rejection(code: "notFound", message: "no box with id \(box)")
    case .boxAlreadyExists(let box):
      return Rejection(code: "alreadyExists", message: "a box with id \(box) already exists")
    case .itemAlreadyBoxed(let item, let box):
      return Rejection(code: "alreadyExists", message: "item \(item) is already in box \(box)")
    case .duplicateItem(let item):
      return Rejection(code: "invalidField", message: "item \(item) is listed twice")
    }
  }
}
