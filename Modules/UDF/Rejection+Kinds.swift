/// The rejections several modules give, each with its one code and its one wording.
///
/// A client branches on the code, a person reads the message: so the same refusal reads the same
/// whichever module gives it ("no order with id …" from the Order domain and from the mediators
/// that look orders up). A module with a refusal of its own builds it with `Rejection(code:message:)`.
extension Rejection {
  /// `notFound`: no `kind` (`item`, `box`, `order`) has this ID.
  public static func notFound(_ kind: String, _ id: some CustomStringConvertible) -> Rejection {
    Rejection(code: "notFound", message: "no \(kind) with id \(id)")
  }

  /// `alreadyExists`: a `kind` with this ID is already there, in `container` (`box …`) when the
  /// rule is about where it is rather than about its ID being free.
  public static func alreadyExists(
    _ kind: String, _ id: some CustomStringConvertible, in container: String? = nil
  ) -> Rejection {
    let place = container.map { " in \($0)" } ?? ""
    return Rejection(code: "alreadyExists", message: "\(kind) with id \(id) already exists\(place)")
  }

  /// `missingField`: a required field is absent or null.
  @inlinable
  public static func missingField(_ path: String) -> Rejection {
    Rejection(code: "missingField", message: "the field '\(path)' is required")
  }

  /// `invalidField`: a field has the wrong type or a value its rules refuse; `expected` says what
  /// it must be (`a UUID`, `a text that is not empty once trimmed`).
  @inlinable
  public static func invalidField(_ path: String, _ expected: String) -> Rejection {
    Rejection(code: "invalidField", message: "the field '\(path)' must be \(expected)")
  }

  /// `invalidField` for a field that holds none of an enumeration's raw values: the message lists
  /// them, in order.
  @inlinable
  public static func invalidCase<Value: RawRepresentable & CaseIterable>(_ path: String, of _: Value.Type) -> Rejection
  {
    invalidField(path, "one of " + Value.allCases.map { "\($0.rawValue)" }.joined(separator: ", "))
  }

  /// `emptyTitleIsNotAllowed`: a title (an item's, a box's) is empty once trimmed.
  public static let emptyTitle = Rejection(code: "emptyTitleIsNotAllowed", message: "a title must not be empty")

  /// `titleTooLong`: a trimmed title has `count` Unicode scalars, more than `maximum`.
  public static func titleTooLong(maximum: Int, count: Int) -> Rejection {
    Rejection(code: "titleTooLong", message: "a title has at most \(maximum) characters, this one has \(count)")
  }
}
