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
  /// The same rejection with the path of the offending field in front of its message
  /// (`orders[0].fare: a fare is ...`), so a person knows which value of a load was wrong.
  public func at(_ path: String) -> Rejection {
    Rejection(code: code, message: "\(path): \(message)")
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
