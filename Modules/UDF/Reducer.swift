/// A module's rules as two steps: `check` decides whether an action is allowed and what it
/// changes, `apply` makes that change and cannot fail.
///
/// The split is what guarantees that a refused action changes nothing: `check` receives the state
/// as a constant and is the only step that can throw, and `apply` receives it `inout` but cannot
/// throw, so no reducer can mutate and then refuse. No snapshot is taken on the accepted path.
/// Both steps are pure: no clock, randomness or I/O; whatever varies travels inside the action.
///
/// `Change` is the checked decision: usually the new version of the aggregate an action touches
/// (`.replace(item)`), so entity behaviour that throws runs in `check` on a copy of one entity.
public protocol Reducer<State, Action>: SendableMetatype {
  /// The state this reducer owns.
  associatedtype State
  /// The actions it understands.
  associatedtype Action: UDF.Action
  /// What `check` decided and `apply` makes true.
  associatedtype Change

  /// Decides whether `action` is allowed in `state` and what it changes; throws the rule it breaks.
  static func check(_ action: Action, in state: State) throws(Rejection) -> Change

  /// Makes a checked change, recording what it touched, the events it publishes and the effects it starts.
  ///
  /// It consumes the change: an aggregate's new version made by `check` moves into the state
  /// instead of being copied (a copy counts a reference for every string and array it holds).
  /// An `apply` that takes the change without `consuming` still conforms; it just keeps the copy.
  static func apply(_ change: consuming Change, to state: inout State, _ reduction: inout Reduction<Action>)

  /// Checks `action` and applies its change in one step; throws, changing nothing, if refused.
  ///
  /// The store reduces through this. The default is `check` then `apply`. (The App's generated
  /// root is no `Reducer` but a `ReactingReducer`: one step that hands each action to its owner's
  /// `check` and `apply`, so no root `Change` is built.)
  static func reduce(_ action: Action, into state: inout State, _ reduction: inout Reduction<Action>) throws(Rejection)
}

extension Reducer {
  /// `check`, then `apply` with its change: what `reduce(_:into:_:)` does unless a reducer fuses them.
  @inlinable
  public static func reduce(
    _ action: Action, into state: inout State, _ reduction: inout Reduction<Action>
  ) throws(Rejection) {
    let change = try check(action, in: state)
    apply(change, to: &state, &reduction)
  }
}
