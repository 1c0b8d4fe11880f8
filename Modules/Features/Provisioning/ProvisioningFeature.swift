import Box
import DomainValues
import Items
import UDF

/// The mediator between Box and Items: boxes hold items by ID, and a provisioned item must exist in
/// both domains at once.
///
/// `check` runs every rule of both domains before anything changes and returns the checked
/// changes; `apply` makes them true and publishes typed events that carry what subscribers need
/// (ids and titles), so a refusal leaves both domains as they were.
public enum ProvisioningFeature {
  /// What a provisioning action changes, once checked.
  public enum Change: Equatable, Sendable {
    /// A new empty box.
    case box(BoxProvision)
    /// A new item, put into its box.
    case item(ItemChange, BoxMove)
    /// An item moves between boxes (a no-op move publishes nothing).
    case move(BoxMove)
  }

  /// Checks `action` against boxes and items, changing neither.
  public static func check(
    _ action: ProvisioningAction,
    boxes: BoxesState,
    items: ItemsState
  ) throws(Rejection) -> Change {
    switch action {
    case .provisionBox(let id, let title):
      return .box(try boxes.checkProvision(id: id, title: title))

    case .provisionItem(let id, let boxID, let title, let time):
      guard boxes.boxes.contains(id: boxID) else { throw .notFound("box", boxID) }
      let item = try validated { () throws(ItemError) in try Item.create(id: id, title: title, createdAt: time) }
      let placement = try boxes.checkCanPut(id.retyped(), in: boxID)
      return .item(try items.checkCreate(item), placement)

    case .moveItem(let id, let target):
      guard items.contains(id) else { throw .notFound("item", id) }
      guard boxes.boxes.contains(id: target) else { throw .notFound("box", target) }
      return .move(try boxes.checkMove(id.retyped(), to: target))
    }
  }

  /// Makes a checked change true in both domains and publishes its event.
  public static func apply(
    _ change: consuming Change,
    boxes: inout BoxesState,
    items: inout ItemsState,
    _ reduction: inout Reduction<ProvisioningAction>
  ) {
    switch consume change {
    case .box(let provision):
      boxes.apply(provision, &reduction)
      reduction.publish(BoxProvisioned(box: provision.box.id, title: provision.box.title.value))
    case .item(let item, let placement):
      // The event is made first: the item then moves into the state.
      let provisioned = ItemProvisioned(box: placement.to, item: item.item.id, title: item.item.title.value)
      items.apply(item, &reduction)
      boxes.apply(placement, &reduction)
      reduction.publish(provisioned)
    case .move(let move):
      guard !move.isNoOp else { return }
      boxes.apply(move, &reduction)
      reduction.publish(ItemMoved(item: move.item.retyped(), from: move.from, to: move.to))
    }
  }
}
