import DomainValues
import UDF

/// Why the Box domain refused something, in its own words.
///
/// Entities and value objects throw this typed error; the state's guarded functions and the
/// reducer report it as the one `Rejection` the store understands, with a stable code.
public enum BoxError: Error, Equatable, Sendable, RejectionConvertible {
  /// The title is empty once trimmed.
  case emptyTitle
  /// The trimmed title has more than `BoxTitle.maximumLength` Unicode scalars (it had `scalarCount`).
  case titleTooLong(scalarCount: Int)
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
    case .emptyTitle: .emptyTitle
    case .titleTooLong(let scalarCount): .titleTooLong(maximum: BoxTitle.maximumLength, count: scalarCount)
    case .notFound(let box): .notFound("box", box)
    case .boxAlreadyExists(let box): .alreadyExists("box", box)
    case .itemAlreadyBoxed(let item, let box): .alreadyExists("item", item, in: "box \(box)")
    case .duplicateItem(let item): .invalidField("items", "a list that names each item once (\(item) is twice)")
    }
  }
}
