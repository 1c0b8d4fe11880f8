import Box
import Driver
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDF
import User

/// The root state: each domain's state, side by side, each changed only by its own module.
///
/// Features do not keep copies of domain state; they receive the domains they mediate as `inout`
/// parameters, so one item exists in exactly one place however many features use it.
public struct AppState: Equatable, Sendable {
  /// The signed-in user.
  public fileprivate(set) var user = UserState()
  /// The items and the items list screen.
  public fileprivate(set) var items = ItemsState()
  /// The driver.
  public fileprivate(set) var driver = DriverState()
  /// The ride orders.
  public fileprivate(set) var orders = OrdersState()
  /// The boxes.
  public fileprivate(set) var boxes = BoxesState()

  /// The empty state an app starts from.
  public init() {}
}

extension AppState {
  /// The root reducer: routes each action to the module that owns it and returns its events.
  ///
  /// Pure: the same state and action always give the same state and events, which is what lets
  /// the journal replay to exactly the live state.
  public static func reduce(_ state: inout AppState, _ action: AppAction) throws(Rejection) -> [any DomainEvent] {
    switch action {
    case .user(let action):
      try UserState.reduce(&state.user, action)
    case .items(let action):
      try ItemsState.reduce(&state.items, action)
    case .takeOrder(let action):
      try TakeOrderFeature.reduce(driver: &state.driver, orders: &state.orders, action)
    case .itemsList(let action):
      try ItemsListFeature.reduce(items: &state.items, user: state.user, action)
    case .provisioning(let action):
      return try ProvisioningFeature.reduce(boxes: &state.boxes, items: &state.items, action)
    }
    return []
  }
}
