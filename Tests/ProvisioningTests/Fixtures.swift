import Box
import DomainValues
import Foundation
import Items
import Provisioning
import UDF
import UDFTesting

/// A fixed item ID (kind 1, so items and boxes never share a UUID).
func itemID(_ number: UInt8) -> ID<Item> { fixedID(number, kind: 1) }

/// A fixed box ID.
func boxID(_ number: UInt8) -> ID<PackingBox> { fixedID(number, kind: 2) }

/// A valid item made by the factory, without any reducer.
func makeItem(_ number: UInt8, title: String = "Thing", at offset: Int64 = 0) throws -> Item {
  try Item.create(id: itemID(number), title: title, createdAt: fixedTime(offset))
}

/// A title of exactly `count` Unicode scalars (the limit counts scalars, not characters).
func title(scalars count: Int) -> String {
  String(repeating: "x", count: count)
}

/// Boxes `(number, title, item numbers)` in this order, made through the Box domain's own API
/// (already tested in BoxTests), to describe an expected state whose fields tests cannot write.
func boxes(_ specs: (UInt8, String, [UInt8])...) throws -> BoxesState {
  var state = BoxesState()
  for (number, title, items) in specs {
    try BoxesState.reduce(&state, .provision(id: boxID(number), title: title))
    for item in items {
      let move = try state.checkCanPut(itemID(item).retyped(), in: boxID(number))
      var reduction = Reduction<BoxAction>()
      state.apply(move, &reduction)
    }
  }
  return state
}

/// The events as one type, or `nil` if any is of another type (or the action was refused).
func typed<Event: DomainEvent>(_ events: [any DomainEvent]?, as _: Event.Type) -> [Event]? {
  guard let events else { return nil }
  let matching = events.compactMap { $0 as? Event }
  return matching.count == events.count ? matching : nil
}

/// The two domains Provisioning mediates, side by side, so a test compares both in one `==`.
///
/// Its `reduce` is the mediator's check and apply over both domains; the events it publishes are
/// in the returned reduction.
struct ProvisioningWorld: Equatable {
  var boxes: BoxesState
  var items: ItemsState

  /// These boxes and these items.
  init(boxes: BoxesState = BoxesState(), items: [Item] = []) {
    self.boxes = boxes
    self.items = ItemsState(items: items)
  }
}

extension ProvisioningWorld {
  /// `ProvisioningFeature.check` over both domains, then its `apply`; what the apply recorded.
  @discardableResult
  static func reduce(_ world: inout Self, _ action: ProvisioningAction) throws(Rejection) -> Reduction<
    ProvisioningAction
  > {
    let change = try ProvisioningFeature.check(action, boxes: world.boxes, items: world.items)
    return recordedApply(to: &world) { ProvisioningFeature.apply(change, boxes: &$0.boxes, items: &$0.items, &$1) }
  }
}

/// The observation keys of these items and boxes, to compare with what a change touched.
func keys(items: [UInt8] = [], boxes: [UInt8] = []) -> Set<ObservationKey> {
  Set(items.map { ObservationKey(itemID($0)) } + boxes.map { ObservationKey(boxID($0)) })
}
