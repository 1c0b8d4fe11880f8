import Box
import DomainValues
import Foundation
import Items
import Provisioning
import UDF

/// A fixed, readable UUID ending in `number`; `kind` keeps items and boxes apart.
func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

/// A fixed item ID.
func itemID(_ number: UInt8) -> ID<Item> { ID(uuid(1, number)) }

/// A fixed box ID.
func boxID(_ number: UInt8) -> ID<PackingBox> { ID(uuid(2, number)) }

/// A fixed time, `offset` milliseconds after 2023-11-14T22:13:20Z.
func time(_ offset: Int64 = 0) -> Timestamp {
  Timestamp(millisecondsSince1970: 1_700_000_000_000 + offset)
}

/// A valid item made by the factory, without any reducer.
func makeItem(_ number: UInt8, title: String = "Thing", at offset: Int64 = 0) throws -> Item {
  try Item.create(id: itemID(number), title: title, createdAt: time(offset))
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
/// Its `reduce` (from `Reducer`) is the mediator's check and apply over both domains; the events
/// it publishes are in the returned reduction.
struct ProvisioningWorld: Equatable {
  var boxes: BoxesState
  var items: ItemsState

  /// These boxes and these items.
  init(boxes: BoxesState = BoxesState(), items: [Item] = []) {
    self.boxes = boxes
    self.items = ItemsState(items: items)
  }
}

extension ProvisioningWorld: Reducer {
  /// `ProvisioningFeature.check` over both domains.
  static func check(
    _ action: ProvisioningAction, in world: ProvisioningWorld
  ) throws(Rejection) -> ProvisioningFeature.Change {
    try ProvisioningFeature.check(action, boxes: world.boxes, items: world.items)
  }

  /// `ProvisioningFeature.apply` over both domains.
  static func apply(
    _ change: ProvisioningFeature.Change,
    to world: inout ProvisioningWorld,
    _ reduction: inout Reduction<ProvisioningAction>
  ) {
    ProvisioningFeature.apply(change, boxes: &world.boxes, items: &world.items, &reduction)
  }
}

/// The observation keys of these items and boxes, to compare with what a change touched.
func keys(items: [UInt8] = [], boxes: [UInt8] = []) -> Set<ObservationKey> {
  Set(items.map { ObservationKey(itemID($0)) } + boxes.map { ObservationKey(boxID($0)) })
}
