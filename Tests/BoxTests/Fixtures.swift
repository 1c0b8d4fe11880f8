import Box
import DomainValues
import Foundation
import UDF

/// A fixed, readable UUID ending in `number`; `kind` keeps boxes and items apart.
func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

/// A fixed box ID.
func boxID(_ number: UInt8) -> ID<PackingBox> { ID(uuid(3, number)) }

/// A fixed item ID, as the Box domain names items.
func itemID(_ number: UInt8) -> ID<BoxedItem> { ID(uuid(4, number)) }

/// An item and the box it should go to, as one action for `expectReduce`.
struct Placement: CustomStringConvertible {
  let item: ID<BoxedItem>
  let box: ID<PackingBox>

  init(_ item: ID<BoxedItem>, _ box: ID<PackingBox>) {
    self.item = item
    self.box = box
  }

  var description: String { "item \(item) -> box \(box)" }
}

/// A mediator's put in the shape `expectReduce` wants: check that the item can go into the box,
/// then apply the checked move. Returns what the apply recorded.
@discardableResult
func putItem(_ state: inout BoxesState, _ placement: Placement) throws(Rejection) -> Reduction<BoxAction> {
  let move = try state.checkCanPut(placement.item, in: placement.box)
  var reduction = Reduction<BoxAction>()
  state.apply(move, &reduction)
  return reduction
}

/// A mediator's move in the shape `expectReduce` wants: check the move, then apply it. Returns
/// what the apply recorded.
@discardableResult
func moveItem(_ state: inout BoxesState, _ placement: Placement) throws(Rejection) -> Reduction<BoxAction> {
  let move = try state.checkMove(placement.item, to: placement.box)
  var reduction = Reduction<BoxAction>()
  state.apply(move, &reduction)
  return reduction
}

/// Boxes provisioned in order with items put in order, through the public API.
func boxes(_ contents: [(ID<PackingBox>, String, [ID<BoxedItem>])]) throws -> BoxesState {
  var state = BoxesState()
  for (box, title, items) in contents {
    try BoxesState.reduce(&state, .provision(id: box, title: title))
    for item in items { try putItem(&state, Placement(item, box)) }
  }
  return state
}

/// The observation keys of these boxes, to compare with what a change touched.
func keys(_ boxes: ID<PackingBox>...) -> Set<ObservationKey> {
  Set(boxes.map(ObservationKey.init))
}
