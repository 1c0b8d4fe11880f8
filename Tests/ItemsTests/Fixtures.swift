import DomainValues
import Foundation
import Items
import UDF
import UDFTesting

/// A valid item with the given values, made by the factory.
func makeItem(
  _ number: UInt16,
  title: String = "Buy milk",
  description: String? = nil,
  tags: [String] = [],
  available: Bool = true,
  completedAt: Timestamp? = nil
) throws -> Item {
  try Item.create(
    id: fixedID(number),
    title: title,
    description: description,
    tags: tags,
    createdAt: fixedTime(),
    available: available,
    completedAt: completedAt
  )
}

/// `state` after the reducer applied `actions` in order (each must be accepted).
func reduced(_ state: ItemsState, _ actions: ItemsAction...) throws -> ItemsState {
  var state = state
  for action in actions { try ItemsState.reduce(&state, action) }
  return state
}

/// The tag names of the item with this ID, or `nil` if it is missing.
func tagNames(_ state: ItemsState, _ id: ID<Item>) -> [String]? {
  state.item(id)?.tags.map(\.name)
}

/// A mediator's assign: check it, then apply the checked change. Returns what the apply recorded.
@discardableResult
func assign(
  _ state: inout ItemsState, _ assignee: ID<Assignee>, to item: ID<Item>
) throws(Rejection) -> Reduction<ItemsAction> {
  let change = try state.checkAssign(assignee, to: item)
  return recordedApply(to: &state) { $0.apply(change, &$1) }
}
