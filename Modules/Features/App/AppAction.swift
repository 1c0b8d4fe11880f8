import Box
import Items
import ItemsList
import Provisioning
import RateRide
import TakeOrder
import UDF
import UDFWire
import User

/// Every action the app understands, one case per module that owns it.
///
/// Routing is a `switch` on this enum, so a dispatch costs the same however many modules the app
/// has: each action reaches exactly the reducer that owns it.
public enum AppAction: Action, Equatable {
  /// A User domain action (`user.didLoad`).
  case user(UserAction)
  /// An Items domain action (creating and editing items, `items.didLoad`).
  case items(ItemsAction)
  /// A Driver + Order mediator action (take, complete, cancel, loads).
  case takeOrder(TakeOrderAction)
  /// An Items + User mediator action (the list screen: select, save, assign to me).
  case itemsList(ItemsListAction)
  /// A Box + Items mediator action (provision boxes and items, move items).
  case provisioning(ProvisioningAction)
  /// A Box domain action on its own (provision, rename).
  case box(BoxAction)
  /// An Order + Rating mediator action (rate a completed ride).
  case rateRide(RateRideAction)
}

extension AppAction: WireAction {
  /// Every action the app reads: what each registered module declares (`AppState.modules`).
  public static let wireDecoders: [WireDecoder<AppAction>] = AppState.modules.flatMap(\.decoders)

  /// The owning module's wire name.
  public var wireName: String {
    switch self {
    case .user(let action): action.wireName
    case .items(let action): action.wireName
    case .takeOrder(let action): action.wireName
    case .itemsList(let action): action.wireName
    case .provisioning(let action): action.wireName
    case .box(let action): action.wireName
    case .rateRide(let action): action.wireName
    }
  }

  /// The owning module's fields.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .user(let action): action.write(to: &writer)
    case .items(let action): action.write(to: &writer)
    case .takeOrder(let action): action.write(to: &writer)
    case .itemsList(let action): action.write(to: &writer)
    case .provisioning(let action): action.write(to: &writer)
    case .box(let action): action.write(to: &writer)
    case .rateRide(let action): action.write(to: &writer)
    }
  }
}
