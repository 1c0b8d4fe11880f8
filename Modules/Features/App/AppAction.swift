import Items
import ItemsList
import Provisioning
import TakeOrder
import UDF
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
}
