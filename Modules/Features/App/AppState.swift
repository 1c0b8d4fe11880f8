import Box
import Driver
import Items
import ItemsList
import Order
import Provisioning
import RateRide
import Rating
import TakeOrder
import UDF
import UDFWire
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
  /// The ride ratings.
  public fileprivate(set) var ratings = RatingsState()

  /// The empty state an app starts from.
  public init() {}

  /// A state restored from its stored shape (a snapshot): every part through its module's
  /// validation, then each module's rules across parts.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    var restored: [RestoredPart<AppState>] = []
    for part in Self.parts { restored.append(try part.restore(from: fields)) }
    for part in restored { part.set(into: &self) }
    for module in Self.modules { try module.checkRestored(self) }
  }
}

extension AppState {
  /// Every module the app composes, in the order `--help` lists their actions. The one list of
  /// modules: the action table, `state.get`, the dump, snapshots, the inspector and the services
  /// the app must provide are derived from it.
  ///
  /// Adding a module: its case in `AppAction`, its state below (if it owns one), its line here,
  /// and its route in `check` and `apply`.
  public static let modules: [ModuleRegistration<AppState, AppAction>] = [
    ModuleRegistration("user", UserAction.self, AppAction.user, state: \.user),
    ModuleRegistration("items", ItemsAction.self, AppAction.items, state: \.items),
    ModuleRegistration("driver", state: \.driver),
    ModuleRegistration("order", state: \.orders),
    ModuleRegistration("takeOrder", TakeOrderAction.self, AppAction.takeOrder),
    ModuleRegistration(
      "itemsList", ItemsListAction.self, AppAction.itemsList, state: \.itemsList,
      restoredRule: { state throws(Rejection) in try state.itemsList.checkRestored(items: state.items) }),
    ModuleRegistration("provisioning", ProvisioningAction.self, AppAction.provisioning),
    ModuleRegistration("box", BoxAction.self, AppAction.box, state: \.boxes),
    ModuleRegistration("rating", state: \.ratings),
    ModuleRegistration("rateRide", RateRideAction.self, AppAction.rateRide),
  ]

  /// The parts of the state, in the dump's (sorted) key order.
  public static let parts: [any StatePart<AppState>] = modules.compactMap(\.part).sorted { $0.name < $1.name }
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
    /// The RateRide mediator's change.
    case rateRide(RateRideFeature.Change)
  }

  /// Routes each action to the module that owns it, which checks it against the states it needs.
  ///
  /// Routing is a `switch`, so a dispatch costs the same however many modules the app has.
  /// (Always inlined into the store's specialized dispatch: called, the whole state was copied per
  /// action, A1 696 -> 487 instructions per bare reduce and 801 -> ~700 per store dispatch, callgrind.)
  @inlinable @inline(__always)
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
    case .rateRide(let action):
      return .rateRide(try RateRideFeature.check(action, orders: state.orders, ratings: state.ratings))
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
    case .rateRide(let change):
      RateRideFeature.apply(change, ratings: &state.ratings, &reduction)
    }
  }
}

/// A part of the state a client can ask for (`state.get` with `path`): one of `AppState.parts`.
public struct AppStatePart: RawRepresentable, CaseIterable, Hashable, Sendable {
  /// The part's name (`items`).
  public let rawValue: String
  let index: Int

  /// The part named `rawValue`, if the app has one.
  public init?(rawValue: String) {
    guard let index = AppState.parts.firstIndex(where: { $0.name == rawValue }) else { return nil }
    self.rawValue = rawValue
    self.index = index
  }

  /// Every part, in the dump's key order.
  public static var allCases: [AppStatePart] {
    AppState.parts.indices.compactMap { AppStatePart(rawValue: AppState.parts[$0].name) }
  }
}

extension AppState: WireWritable {
  /// The whole state as one object with every part, keys sorted.
  public func write(to writer: inout some FieldWriter) {
    for part in Self.parts { part.write(self, as: part.name, to: &writer) }
  }

  /// One part as the field `key`: each module's entities in their own wire shape.
  public func write(_ part: AppStatePart, as key: String, to writer: inout some FieldWriter) {
    Self.parts[part.index].write(self, as: key, to: &writer)
  }
}
