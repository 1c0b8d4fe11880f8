import DomainValues
import Loyalty
import UDF

/// What the EarnPoints policy does: credit a driver's account for a completed trip.
///
/// Made only by `EarnPointsFeature.react(to:loyalty:orders:)` from TakeOrder's `trip.completed`,
/// never read from a client (a client must not be able to mint points): the action has a wire name
/// and fields for reports (`reaction.refused`), and no decoder.
public enum EarnPointsAction: Action, Equatable {
  /// The trip `trip` completed: credit `points` to `account`.
  case tripDidComplete(account: ID<PointsAccount>, trip: ID<CreditedTrip>, points: Int)
}
