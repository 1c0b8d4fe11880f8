import Box
import DomainValues
import Foundation
import UDF
import UDFTesting

/// A fixed box ID (kind 3, so boxes and items never share a UUID).
func boxID(_ number: UInt8) -> ID<PackingBox> { fixedID(number, kind: 3) }

/// A fixed item ID, as the Box domain names items.
func itemID(_ number: UInt8) -> ID<BoxedItem> { fixedID(number, kind: 4) }

/// An item and the box it should go to, as one action for `expectReduce`.
typealias Placement = (item: ID<BoxedItem>, box: ID<PackingBox>)

/// A mediator's put in the shape `expectReduce` wants: check that the item can go into the box,
/// then apply the checked move. Returns what the apply recorded.
@discardableResult
func putItem(_ state: inout BoxesState, _ placement: Placement) throws(Rejection) -> Reduction<BoxAction> {
  let move = try state.checkCanPut(placement.item, in: placement.box)
  return recordedApply(to: &state) { $0.apply(move, &$1) }
}

/// A mediator's move in the shape `expectReduce` wants: check the move, then apply it. Returns
/// what the apply recorded.
@discardableResult
func moveItem(_ state: inout BoxesState, _ placement: Placement) throws(Rejection) -> Reduction<BoxAction> {
  let move = try state.checkMove(placement.item, to: placement.box)
  return recordedApply(to: &state) { $0.apply(move, &$1) }
}

/// Boxes provisioned in order with items put in order, through the public API.
func boxes(_ contents: [(ID<PackingBox>, String, [ID<BoxedItem>])]) throws -> BoxesState {
  var state = BoxesState()
  for (box, title, items) in contents {
    try BoxesState.reduce(&state, .provision(id: box, title: title))
    for item in items { try putItem(&state, (item, box)) }
  }
  return state
}

/// The observation keys of these boxes, to compare with what a change touched.
func keys(_ boxes: ID<PackingBox>...) -> Set<ObservationKey> {
  Set(boxes.map(ObservationKey.init))
}
