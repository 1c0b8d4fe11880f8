import UDF

/// What happened to a dispatched action (or batch): accepted, with the domain events it published,
/// or refused with its rejection.
///
/// The events come back to the caller of `dispatch` so that an edge writing them out (the
/// headless app's event lines) needs no subscription; subscribers get them too, as before.
public struct DispatchOutcome: Equatable, Sendable, CustomStringConvertible {
  /// Why the action was refused; `nil` when it was accepted.
  public let rejection: Rejection?
  /// The events the accepted action (every action of a batch, in order) published; empty when
  /// refused.
  public let events: [any DomainEvent]

  /// Accepted, publishing nothing: what most comparisons in tests mean.
  public static let accepted = DispatchOutcome(rejection: nil, events: [])

  /// Accepted, publishing `events`.
  public static func accepted(events: [any DomainEvent]) -> DispatchOutcome {
    DispatchOutcome(rejection: nil, events: events)
  }

  /// Refused: the state is exactly as it was and nothing was called.
  public static func rejected(_ rejection: Rejection) -> DispatchOutcome {
    DispatchOutcome(rejection: rejection, events: [])
  }

  /// Whether the action was applied (its callbacks and effects have run, or are queued behind the
  /// ones running now).
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
