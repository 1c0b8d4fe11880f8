import Box
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

/// `BoxesState.put` in the shape `expectReduce` wants.
func putItem(_ state: inout BoxesState, _ placement: Placement) throws(Rejection) {
  try state.put(placement.item, in: placement.box)
}

/// `BoxesState.move` in the shape `expectReduce` wants; returns the box the item came from.
func moveItem(_ state: inout BoxesState, _ placement: Placement) throws(Rejection) -> ID<PackingBox>? {
  try state.move(placement.item, to: placement.box)
}

/// Boxes provisioned in order with items put in order, through the public API.
func boxes(_ contents: [(ID<PackingBox>, String, [ID<BoxedItem>])]) throws -> BoxesState {
  var state = BoxesState()
  for (box, title, items) in contents {
    try BoxesState.reduce(&state, .provision(id: box, title: title))
    for item in items { try state.put(item, in: box) }
  }
  return state
}
