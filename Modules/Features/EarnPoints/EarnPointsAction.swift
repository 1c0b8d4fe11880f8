import DomainValues
import UDF

/// What the EarnPoints feature does across Loyalty and Order.
public enum EarnPointsAction: Action, Equatable {
  /// The example action `new-module` wrote, to replace with the feature's own: a note about
  /// something, checked and published as `earnPoints.noted`; it reads and changes no state.
  case note(id: ID<EarnPointsNoted>, note: String)
}
