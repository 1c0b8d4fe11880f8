import UDF

/// What happened to a dispatched action (or batch): accepted, with the domain events it published,
/// or refused with its rejection.
///
/// The events come back to the caller of `dispatch` so that an edge writing them out (the
/// headless app's event lines) needs no subscription; subscribers get them too, as before.
public struct DispatchOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Why the action was refused; `nil` when it was accepted.
  public let rejection: Rejection?
  /// The events, `nil` for none: an outcome without events then holds no reference, so returning
  /// and dropping one costs no release (S1: 248 -> 239 instructions per dispatch; 223 before
  /// `dispatch` returned events, the rest being the retain of an action's events for the caller).
  @usableFromInline let publishedEvents: [any DomainEvent]?

  /// The events the accepted action (every action of a batch, in order) published; empty when
  /// refused.
  @inlinable
  public var events: [any DomainEvent] { publishedEvents ?? [] }

  @usableFromInline
  init(rejection: Rejection?, events: [any DomainEvent]?) {
    self.rejection = rejection
    self.publishedEvents = events
  }

  /// Accepted, publishing nothing: what most comparisons in tests mean. (Computed and inlined: as
  /// a stored `static let` it cost a lazy-initialization check and a retain and release per
  /// dispatch, S1 223 -> 299 instructions.)
  @inlinable
  public static var accepted: DispatchOutcome { DispatchOutcome(rejection: nil, events: nil) }

  /// Accepted, publishing `events`.
  @inlinable
  public static func accepted(events: [any DomainEvent]) -> DispatchOutcome {
    DispatchOutcome(rejection: nil, events: events)
  }

  /// Refused: the state is exactly as it was and nothing was called.
  @inlinable
  public static func rejected(_ rejection: Rejection) -> DispatchOutcome {
    DispatchOutcome(rejection: rejection, events: nil)
  }

  /// Whether the action was applied (its callbacks and effects have run, or are queued behind the
  /// ones running now).
  @inlinable
  public var isAccepted: Bool { rejection == nil }

  /// `accepted` or `rejected(code: message)`: how logs and test messages show it.
  public var description: String {
    rejection.map { "rejected(\($0))" } ?? "accepted"
  }

  /// Equal when the verdicts are: both accepted, or both refused with the same rejection. Events
  /// are not compared (they are values of many types with no equality between them); compare
  /// `events` through their wire shape when a test needs to.
  public static func == (left: DispatchOutcome, right: DispatchOutcome) -> Bool {
    left.rejection == right.rejection
  }
}
