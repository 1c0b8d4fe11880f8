/// One reaction that ran in a dispatch: another module's action, derived from an event the
/// dispatched action (or an earlier reaction) published, and its refusal if its module refused it.
///
/// Listed by `ReactingReducer.reduce(_:into:_:reactions:)`, so a test can assert it like an action
/// an effect sent back (`TestStore.receive`). A refused reaction changed nothing, and never undoes
/// the action whose event it reacted to. (Not a field of `Reduction`: a fourth list there made
/// every reduction dearer to copy and destroy, S1 store 157 -> 433 instructions, callgrind.)
public struct Reacted<A: Action> {
  /// The reacting module's action.
  public let action: A
  /// Why its module refused it, or `nil` when it was applied.
  public let refusal: Rejection?

  /// A reaction that ran, with its outcome.
  @inlinable
  public init(action: A, refusal: Rejection?) {
    self.action = action
    self.refusal = refusal
  }
}

extension Reacted: Equatable where A: Equatable {}

/// The event a refused reaction publishes: a reaction is another team's code, so its refusal is
/// reported to whoever reads the events (the headless app writes it as an event line), never
/// swallowed, and never vetoes the action that set it off.
public struct ReactionRefused: DomainEvent, Equatable {
  /// `reaction.refused`.
  public static let name = "reaction.refused"
  /// The refused reaction's action, by its wire name (`earnPoints.tripDidComplete`).
  public let action: String
  /// Its module's refusal.
  public let rejection: Rejection

  /// The refusal of the reaction `action`.
  public init(action: String, rejection: Rejection) {
    self.action = action
    self.rejection = rejection
  }

  /// `{action, code, message}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("action", action)
    writer.field("code", rejection.code)
    writer.field("message", rejection.message)
  }
}

/// A root reducer whose modules react to each other's events: the App's generated composition.
///
/// `reduce` is what a store runs: the action's owner's `check` and `apply`, then every reaction to
/// the events it published, in the same dispatch. `route` is the owner's step alone, which each
/// reaction runs and a test uses to show one step (`TestStore.receive`). There is no root
/// `Change`: each action goes straight to its owner's two steps (A1 bare reducer: building and
/// moving a root change cost a copy per action, 58 instructions in `memcpy`, callgrind).
public protocol ReactingReducer<State, Action>: SendableMetatype {
  /// The root state.
  associatedtype State
  /// The root action.
  associatedtype Action: UDF.Action

  /// Checks and applies `action` and runs the reactions to its events; throws, changing nothing
  /// and setting nothing off, if the action is refused.
  static func reduce(_ action: Action, into state: inout State, _ reduction: inout Reduction<Action>) throws(Rejection)

  /// `reduce(_:into:_:)`, appending each reaction that ran to `reactions`, in order (tests).
  static func reduce(
    _ action: Action, into state: inout State, _ reduction: inout Reduction<Action>,
    reactions: inout [Reacted<Action>]
  ) throws(Rejection)

  /// Checks and applies `action` through its owner alone, without reacting to its events.
  static func route(_ action: Action, into state: inout State, _ reduction: inout Reduction<Action>) throws(Rejection)
}

extension ReactingReducer {
  /// Reduces `action` with its reactions, returning everything the dispatch did; throws and
  /// changes nothing if refused. For tests: `try AppState.reduce(&state, .takeOrder(.tripDidComplete))`.
  @inlinable
  @discardableResult
  public static func reduce(_ state: inout State, _ action: Action) throws(Rejection) -> Reduction<Action> {
    var reduction = Reduction<Action>()
    try reduce(action, into: &state, &reduction)
    return reduction
  }
}
