import Box
import Items
import UDF

/// The mediator between Box and Items: boxes hold items by ID, and a provisioned item must exist in
/// both domains at once.
///
/// Every check runs before either domain changes, so a refusal leaves both as they were. Accepted
/// actions return typed events that carry what subscribers need (ids and titles).
public enum ProvisioningFeature {
  /// Applies `action` to boxes and items, returning the events it caused; refuses and changes
  /// nothing otherwise.
  public static func reduce(
    boxes: inout BoxesState,
    items: inout ItemsState,
    _ action: ProvisioningAction
  ) throws(Rejection) -> [any DomainEvent] {
    switch action {
    case .provisionBox(let id, let title):
      try BoxesState.reduce(&boxes, .provision(id: id, title: title))
      guard let box = boxes.box(id) else { return [] }
      return [BoxProvisioned(box: id, title: box.title.value)]

    case .provisionItem(let id, let boxID, let title, let time):
      guard boxes.box(boxID) != nil else { throw notFound("box", boxID) }
      let item: Item
      do throws(ItemError) {
        item = try Item.create(id: id, title: title, createdAt: time)
      } catch {
        throw error.rejection
      }
      try boxes.checkCanPut(id.retyped(), in: boxID)
      try items.add(item)
      try boxes.put(id.retyped(), in: boxID)
      return [ItemProvisioned(box: boxID, item: id, title: item.title.value)]

    case .moveItem(let id, let target):
      guard items.contains(id) else { throw notFound("item", id) }
      guard boxes.box(target) != nil else { throw notFound("box", target) }
      let origin = try boxes.move(id.retyped(), to: target)
      guard origin != target else { return [] }
      return [ItemMoved(item: id, from: origin, to: target)]
    }
  }

  private static func notFound<E>(_ kind: String, _ id: ID<E>) -> Rejection {
    Rejection(code: "notFound", message: "no \(kind) \(id)")
  }
}
