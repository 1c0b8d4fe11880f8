import DomainValues
import UDF

/// What a client can do with a loyalty account. Points are earned only by a mediator's checked
/// credit (`LoyaltyState.checkCredit`), never by an action a client sends.
public enum LoyaltyAction: Action, Equatable {
  /// The driver spends `points` of `account` (`notFound`, `invalidPoints`, then `notEnoughPoints`).
  case redeem(account: ID<PointsAccount>, points: Int)
}
