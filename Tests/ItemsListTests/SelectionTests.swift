import DomainValues
import Items
import ItemsList
import Testing
import UDF
import UDFTesting
import User

/// Selecting a row opens its details; closing them keeps the selection. Only the screen's own
/// state changes: the items and the user are left as they were.
@Suite struct SelectionTests {
  private func items() throws -> [Item] {
    [try makeItem(1), try makeItem(2, available: false), try makeItem(3)]
  }

  @Test func selectingAnItemSelectsItAndOpensItsDetails() throws {
    let start = ListWorld(items: ItemsState(items: try items()), user: try signedIn())
    let end = ListWorld(
      items: ItemsState(items: try items()), list: list(selected: itemID(2), open: true), user: try signedIn())
    let reduction = expectReduce(ListWorld.reduce, from: start, .didSelectItem(itemID(2)), to: end)
    #expect(reduction?.effects.isEmpty == true && reduction?.events.isEmpty == true)
    #expect(end.list.selectedItem == itemID(2))
    #expect(end.list.detailsOpen)
  }

  @Test func selectingAnotherItemMovesTheSelection() throws {
    let start = ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(1), open: true))
    let end = ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(3), open: true))
    expectReduce(ListWorld.reduce, from: start, .didSelectItem(itemID(3)), to: end)
  }

  @Test func selectingAClosedSelectionAgainReopensIt() throws {
    let start = ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(2)))
    let end = ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(2), open: true))
    expectReduce(ListWorld.reduce, from: start, .didSelectItem(itemID(2)), to: end)
  }

  @Test func selectingAnUnknownItemIsNotFoundAndKeepsTheSelection() throws {
    let start = ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(1)))
    let rejection = expectRejection(ListWorld.reduce, from: start, .didSelectItem(itemID(9)), code: "notFound")
    #expect(rejection?.message.contains(itemID(9).description) == true)
    expectRejection(ListWorld.reduce, from: ListWorld(items: ItemsState()), .didSelectItem(itemID(1)), code: "notFound")
  }

  @Test func closingTheDetailsKeepsTheSelection() throws {
    var world = ListWorld(items: ItemsState(items: try items()))
    try ListWorld.reduce(&world, .didSelectItem(itemID(2)))
    try ListWorld.reduce(&world, .didCloseDetails)
    #expect(world == ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(2))))
    expectReduce(ListWorld.reduce, from: world, .didCloseDetails, to: world)
  }

  @Test func closingWithNothingOpenChangesNothing() throws {
    let start = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    expectReduce(ListWorld.reduce, from: start, .didCloseDetails, to: start)
  }

  @Test func selectionAndClosingLeaveTheSaveStatusAlone() throws {
    let saving = SaveStatus.saving(request: requestID(1), items: [itemID(1), itemID(3)])
    let start = ListWorld(items: ItemsState(items: try items()), list: list(saving))
    var world = start
    try ListWorld.reduce(&world, .didSelectItem(itemID(3)))
    try ListWorld.reduce(&world, .didCloseDetails)
    #expect(world == ListWorld(items: ItemsState(items: try items()), list: list(selected: itemID(3), saving)))
  }

  // The screen's stored shape reads back alone; the selection is checked against the items once
  // they are read, and one naming an item that does not exist is refused.
  @Test func aRestoredSelectionMustNameAnExistingItem() throws {
    let items = ItemsState(items: try items())
    let restored = try WireRecord(of: list(selected: itemID(9), open: true)).read(ItemsListState.init(restoring:))
    #expect(restored == list(selected: itemID(9), open: true))
    #expect(throws: Rejection.invalidField("itemsList.selectedItem", "an item that exists")) {
      try restored.checkRestored(items: items, user: UserState())
    }
    try list(selected: itemID(2), open: true).checkRestored(items: items, user: UserState())
    try list().checkRestored(items: items, user: UserState())
  }
}
