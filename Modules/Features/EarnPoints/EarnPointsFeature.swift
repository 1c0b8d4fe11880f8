import DomainValues
import Loyalty
import Order
import UDF

/// The mediator between Loyalty and Order: owns every action that needs them together.
///
/// `check` asks the domains whether an action is allowed and changes nothing; `apply` makes the
/// checked change true and cannot fail, so a refusal never leaves half a change behind. The App
/// calls both with the mediated states (Tools/ComposeApp). The one action is an example to
/// replace: it reads no domain and changes none.
public enum EarnPointsFeature {
  /// The longest note the example action accepts, in Unicode scalars.
  public static let maximumNoteLength = 280

  /// What a EarnPoints action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// The example's note, to publish; no state changes.
    case noted(EarnPointsNoted)
  }

  /// Checks `action` against the loyalty and orders, changing nothing.
  public static func check(
    _ action: EarnPointsAction,
    loyalty: LoyaltyState,
    orders: OrdersState
  ) throws(Rejection) -> Change {
    switch action {
    case .note(let id, let note):
      let text = try TrimmedText.required(
        note, atMost: maximumNoteLength, orThrow: emptyNote, tooLong: noteTooLong(scalarCount:))
      return .noted(EarnPointsNoted(id: id, note: text))
    }
  }

  /// Makes a checked change true; the example publishes its event and changes no state.
  public static func apply(
    _ change: Change,
    loyalty: inout LoyaltyState,
    orders: inout OrdersState,
    _ reduction: inout Reduction<EarnPointsAction>
  ) {
    switch change {
    case .noted(let event):
      reduction.publish(event)
    }
  }

  /// The example's refusal of a note that is empty once trimmed.
  static let emptyNote = Rejection(code: "emptyNoteIsNotAllowed", message: "a note must not be empty")

  /// The example's refusal of a note of `scalarCount` Unicode scalars, more than allowed.
  static func noteTooLong(scalarCount: Int) -> Rejection {
    Rejection(
      code: "noteTooLong",
      message: "a note has at most \(maximumNoteLength) characters, this one has \(scalarCount)")
  }
}
