import Box
import Driver
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDF
import User

/// The root state: each domain's state and each screen's state, side by side, each changed only
/// by its own module.
///
/// Features do not keep copies of domain state; they receive the domains they mediate as `inout`
/// parameters, so one item exists in exactly one place however many features use it.
public struct AppState: Equatable, Sendable {
  /// The signed-in user.
  public fileprivate(set) var user = UserState()
  /// The items.
  public fileprivate(set) var items = ItemsState()
  /// The items list screen: selection, details, save status.
  public fileprivate(set) var itemsList = ItemsListState()
  /// The driver.
  public fileprivate(set) var driver = DriverState()
  /// The ride orders.
  public fileprivate(set) var orders = OrdersState()
  /// The boxes.
  public fileprivate(set) var boxes = BoxesState()

  /// The empty state an app starts from.
  public init() {}

  /// A state restored from its stored shape (a snapshot): every entity through its domain's
  /// validation, the boxes' invariant checked. The selection must name an existing item.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    user = UserState(user: try fields.optionalObject("user", UserProfile.init(restoring:)))
    let restoredItems = try fields.objects("items", concurrently: Item.init(restoring:))
    // Indexing a large state's items takes a core for tens of milliseconds: another thread does
    // it while the rest of the state is read.
    let indexing = BackgroundWork { ItemsState(items: restoredItems) }
    itemsList = try fields.object("itemsList", ItemsListState.init(restoring:))
    driver = DriverState(driver: try fields.optionalObject("driver", DriverProfile.init(restoring:)))
    orders = OrdersState(orders: try fields.objects("orders", concurrently: RideOrder.init(restoring:)))
    boxes = try BoxesState(boxes: try fields.objects("boxes", concurrently: PackingBox.init(restoring:)))
    items = indexing.value()
    if let selected = itemsList.selectedItem, !items.contains(selected) {
      throw .invalidField(fields.path("itemsList.selectedItem"), "an item that exists")
    }
  }
}

extension AppState: Reducer {
  /// What an app action changes, once its owner checked it: the owner's own change.
  public enum Change: Equatable, Sendable {
    /// The User domain's change.
    case user(UserProfile)
    /// The Items domain's change.
    case items(ItemsState.Change)
    /// The TakeOrder mediator's change.
    case takeOrder(TakeOrderFeature.Change)
    /// The items list screen's change.
    case itemsList(ItemsListFeature.Change)
    /// The Provisioning mediator's change.
    case provisioning(ProvisioningFeature.Change)
    /// The Box domain's change.
    case box(BoxesState.Change)
  }

  /// Routes each action to the module that owns it, which checks it against the states it needs.
  ///
  /// Routing is a `switch`, so a dispatch costs the same however many modules the app has.
  public static func check(_ action: AppAction, in state: AppState) throws(Rejection) -> Change {
    switch action {
    case .user(let action):
      return .user(try UserState.check(action, in: state.user))
    case .items(let action):
      return .items(try ItemsState.check(action, in: state.items))
    case .takeOrder(let action):
      return .takeOrder(try TakeOrderFeature.check(action, driver: state.driver, orders: state.orders))
    case .itemsList(let action):
      return .itemsList(
        try ItemsListFeature.check(action, list: state.itemsList, items: state.items, user: state.user))
    case .provisioning(let action):
      return .provisioning(try ProvisioningFeature.check(action, boxes: state.boxes, items: state.items))
    case .box(let action):
      return .box(try BoxesState.check(action, in: state.boxes))
    }
  }

  /// Hands a checked change to its owner's `apply`, which cannot fail.
  /// (The change moves on into its owner's `apply`: an item's new version is stored, not copied.)
  public static func apply(
    _ change: consuming Change, to state: inout AppState, _ reduction: inout Reduction<AppAction>
  ) {
    switch consume change {
    case .user(let change):
      reduction.embed(AppAction.user) { UserState.apply(change, to: &state.user, &$0) }
    case .items(let change):
      reduction.embed(AppAction.items, change) { ItemsState.apply($0, to: &state.items, &$1) }
    case .takeOrder(let change):
      TakeOrderFeature.apply(change, driver: &state.driver, orders: &state.orders, &reduction)
    case .itemsList(let change):
      reduction.embed(AppAction.itemsList, change) {
        ItemsListFeature.apply($0, list: &state.itemsList, items: &state.items, &$1)
      }
    case .provisioning(let change):
      ProvisioningFeature.apply(change, boxes: &state.boxes, items: &state.items, &reduction)
    case .box(let change):
      reduction.embed(AppAction.box) { BoxesState.apply(change, to: &state.boxes, &$0) }
    }
  }
}

/// The parts of the state a client can ask for (`state.get` with `path`), in the dump's key order.
public enum AppStatePart: String, CaseIterable, Sendable {
  case boxes, driver, items, itemsList, orders, user
}

extension AppState: WireWritable {
  /// The whole state as one object with every part, keys sorted.
  public func write(to writer: inout some FieldWriter) {
    for part in AppStatePart.allCases { write(part, as: part.rawValue, to: &writer) }
  }

  /// One part as the field `key`: each domain's entities in their own wire shape.
  public func write(_ part: AppStatePart, as key: String, to writer: inout some FieldWriter) {
    switch part {
    case .boxes: writer.objects(key, boxes.boxes) { box, writer in box.write(to: &writer) }
    case .driver: writer.object(key, present: driver.driver != nil) { writer in driver.driver?.write(to: &writer) }
    case .items: writer.objects(key, items.items) { item, writer in item.write(to: &writer) }
    case .itemsList: writer.object(key) { itemsList.write(to: &$0) }
    case .orders: writer.objects(key, orders.orders) { order, writer in order.write(to: &writer) }
    case .user: writer.object(key, present: user.user != nil) { writer in user.user?.write(to: &writer) }
    }
  }
}
