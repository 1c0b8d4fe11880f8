/// Why a reducer refused an action: a stable machine `code` and a message a person understands.
///
/// A refused action changes nothing. The code is what clients branch on (`maximumTagsCountReached`,
/// `illegalStatusTransition`, ...); the message is for logs and people.
public struct Rejection: Error, Hashable, Sendable, CustomStringConvertible {
  /// Stable, camel-case identifier of the broken rule.
  public let code: String
  /// Human-readable explanation.
  public let message: String

  /// Creates a rejection with a stable code and a human message.
  public init(code: String, message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(code): \(message)" }
}

/// A domain error that knows which `Rejection` it becomes at a module's boundary.
///
/// Entities throw their own typed errors (`ItemError`, `OrderError`); reducers turn them into the
/// one `Rejection` type the store understands without a lookup table per call site.
public protocol RejectionConvertible: Error {
  /// The rejection this error is reported as.
  var rejection: Rejection { get }
}

extension Rejection {
  /// The same rejection naming the offending field by its whole path, in the one style every
  /// rejection uses (`the field 'orders[0].fare' must be …`), so a person knows which value of a
  /// load was wrong. A message that names the field by its own name (`the field 'fare' must …`)
  /// gets the path in its place, added after `path` when `path` names its container (`user` and
  /// `firstName`: `user.firstName`); any other message follows the path (`the field
  /// 'items[1].title': a title must not be empty`).
  public func at(_ path: String) -> Rejection {
    let opening = "the field '"
    guard message.hasPrefix(opening), let close = message.dropFirst(opening.count).firstIndex(of: "'") else {
      return Rejection(code: code, message: "\(opening)\(path)': \(message)")
    }
    let name = message[message.index(message.startIndex, offsetBy: opening.count)..<close]
    // The last step of the path, without its indexes: `tags` in `items[0].tags`.
    let last = path.split(separator: ".").last?.prefix { $0 != "[" } ?? ""
    let whole = last.hasPrefix(name) ? path : path + "." + name
    return Rejection(code: code, message: opening + whole + message[close...])
  }
}

/// Runs a step that throws a module's own typed error (a value object's `init`, an entity's
/// behaviour) and reports that error as the `Rejection` the store understands: the `do`/`catch`
/// every boundary between a domain's typed errors and its reducer or wire shape would write again.
///
///     let order = try validated { () throws(OrderError) in try RideOrder(dto: dto) }
@inlinable
public func validated<Value, Failure: RejectionConvertible>(
  _ body: () throws(Failure) -> Value
) throws(Rejection) -> Value {
  do {
    return try body()
  } catch {
    throw error.rejection
  }
}
