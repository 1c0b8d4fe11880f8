import DomainValues
import UDF

/// What can happen to the orders: the server sent some, or someone changed one's status.
///
/// Mediators (taking an order, completing a trip) do not dispatch `updateStatus` through here;
/// they call `OrdersState`'s guarded functions so both domains change in one step.
public enum OrderAction: Action, Equatable {
  /// The server sent these orders: each is added, or replaces the one with its ID in place.
  ///
  /// Every DTO is validated first; one bad DTO refuses the whole load. The server is the truth,
  /// so a loaded status is taken as is, without transition rules.
  case didLoad([OrderDTO])
  /// The order should move to a new status, if that move is legal.
  case updateStatus(ID<RideOrder>, to: OrderStatus)
}
