import App
import Box
import DomainValues
import Driver
import Foundation
import Items
import ItemsList
import Order
import Provisioning
import TakeOrder
import UDF
import UDFTesting
import User

/// The cross-module rules that hold after every step, each check linear in the size of the state.
enum AppInvariants {
  /// The first broken rule in `state`, or `nil`.
  static func broken(in state: AppState) -> String? {
    // An order is in progress exactly when the driver holds it. `DriverProfile.order` is one
    // optional, so "at most one held order" is structural; this also shows at most one order is
    // in progress, and that the held order exists.
    let inProgress = state.orders.orders.filter { $0.status == .inProgress }.map(\.id)
    let held = state.driver.heldOrder.map { [$0.retyped(as: RideOrder.self)] } ?? []
    if inProgress != held { return "orders in progress \(inProgress), but the driver holds \(held)" }
    var boxed = Set<ID<BoxedItem>>()
    for box in state.boxes.boxes {
      for item in box.items {
        guard state.items.contains(item.retyped()) else { return "box \(box.id) holds item \(item), unknown to Items" }
        guard boxed.insert(item).inserted else { return "item \(item) is in two boxes (or twice in one)" }
        guard state.boxes.location[item] == box.id else {
          return "item \(item) is in box \(box.id) but located elsewhere"
        }
      }
    }
    if boxed.count != state.boxes.location.count { return "location names items that are in no box" }
    if let selected = state.itemsList.selectedItem, !state.items.contains(selected) {
      return "the selected item \(selected) does not exist"
    }
    return nil
  }

  /// What must hold about one accepted action: what it touched, its events and its effects.
  static func brokenByAccepted(
    _ action: AppAction, before: AppState, after: AppState, reduction: Reduction<AppAction>
  ) -> String? {
    let missed = changedEntities(before: before, after: after).filter { key, _ in
      namedKeys(reduction.touched).map { !$0.contains(key) } ?? false
    }
    if !missed.isEmpty { return "touched \(reduction.touched) misses changed \(missed.map(\.1))" }
    // The action's own events, before any module's reaction to them (`AppReactionTests` checks those).
    var ownState = before
    var own = Reduction<AppAction>()
    try? AppState.route(action, into: &ownState, &own)
    let expectedEvents = recorded(self.expectedEvents(action, before: before, after: ownState))
    let events = recorded(own.events)
    if events != expectedEvents { return "events \(events), expected \(expectedEvents)" }
    let effects = reduction.effects.count
    if case .itemsList(.saveDidTap(let request)) = action {
      let available = before.items.items.filter(\.isAvailable).map(\.id)
      guard effects == 1, after.itemsList.saveStatus == .saving(request: request, items: available) else {
        return "save tap started \(effects) effects, status \(after.itemsList.saveStatus), not the available items"
      }
    } else if effects != 0 {
      return "\(effects) effects after an action that is not saveDidTap"
    }
    return nil
  }

  /// Every entity whose value differs between the states (added ones included), with its key.
  ///
  /// A domain whose collection is unchanged is skipped at once: `==` on arrays that still share
  /// storage is a pointer comparison.
  private static func changedEntities(before: AppState, after: AppState) -> [(ObservationKey, String)] {
    var changed: [(ObservationKey, String)] = []
    if before.items.items != after.items.items {
      for item in after.items.items where before.items.item(item.id) != item {
        changed.append((ObservationKey(item.id), "item \(item.id)"))
      }
    }
    if before.orders.orders != after.orders.orders {
      for order in after.orders.orders where before.orders.order(order.id) != order {
        changed.append((ObservationKey(order.id), "order \(order.id)"))
      }
    }
    if before.boxes.boxes != after.boxes.boxes {
      for box in after.boxes.boxes where before.boxes.box(box.id) != box {
        changed.append((ObservationKey(box.id), "box \(box.id)"))
      }
    }
    if before.driver.driver != after.driver.driver {
      for id in [before.driver.driver?.id, after.driver.driver?.id].compactMap(\.self) {
        changed.append((ObservationKey(id), "driver \(id)"))
      }
    }
    if before.user.user != after.user.user {
      for id in [before.user.user?.id, after.user.user?.id].compactMap(\.self) {
        changed.append((ObservationKey(id), "user \(id)"))
      }
    }
    return changed
  }

  /// The events an accepted action must publish, from the states around it.
  private static func expectedEvents(_ action: AppAction, before: AppState, after: AppState) -> [any DomainEvent] {
    switch action {
    case .provisioning(.provisionBox(let box, let title)):
      return [BoxProvisioned(box: box, title: title.trimmingCharacters(in: .whitespacesAndNewlines))]
    case .provisioning(.provisionItem(let item, let box, let title, _)):
      return [ItemProvisioned(box: box, item: item, title: title.trimmingCharacters(in: .whitespacesAndNewlines))]
    case .provisioning(.moveItem(let item, let target)):
      let origin = before.boxes.box(containing: item.retyped())
      return origin == target ? [] : [ItemMoved(item: item, from: origin, to: target)]
    case .takeOrder(let action):
      return takeOrderEvents(action, before: before, after: after)
    default:
      return []
    }
  }

  /// What TakeOrder's actions publish: each order's move, the driver taking or letting go of an
  /// order, and a completed trip with its fare.
  private static func takeOrderEvents(_ action: TakeOrderAction, before: AppState, after: AppState) -> [any DomainEvent]
  {
    let driver = before.driver.driver?.id
    let held = before.driver.heldOrder
    func moved(_ order: ID<RideOrder>) -> [any DomainEvent] {
      guard let from = before.orders.order(order)?.status, let to = after.orders.order(order)?.status else { return [] }
      return [OrderStatusChanged(order: order, from: from, to: to)]
    }
    func released() -> [any DomainEvent] {
      guard let driver, let held, after.driver.heldOrder == nil, after.driver.driver?.id == driver else { return [] }
      return [DriverReleasedOrder(driver: driver, order: held)]
    }
    switch action {
    case .takeOrderDidTap(let order):
      guard let driver else { return [] }
      return moved(order) + [DriverTookOrder(driver: driver, order: order.retyped())]
    case .tripDidComplete:
      guard let driver, let held, let fare = before.orders.order(held.retyped())?.fare else { return [] }
      return moved(held.retyped()) + released()
        + [TripCompleted(order: held.retyped(), driver: driver, fare: fare)]
    case .orderDidCancel(let order):
      return moved(order) + released()
    case .ordersDidLoad:
      return released()
    case .driverDidLoad:
      return []
    }
  }

  /// Replays the accepted actions into a fresh state; what differs from the live run, or `nil`.
  static func replayMismatch(_ journal: [AppAction], events: [RecordedEvent], live: AppState) -> String? {
    var state = AppState()
    var replayed: [RecordedEvent] = []
    for (index, action) in journal.enumerated() {
      do {
        replayed += recorded(try AppState.reduce(&state, action).events)
      } catch {
        return "replay refused accepted action #\(index) \(action): \(error)"
      }
    }
    if state != live { return "replayed state differs:\n" + stateDiff(live, state).joined(separator: "\n") }
    if replayed != events { return "replayed events differ from the live ones" }
    return nil
  }
}
