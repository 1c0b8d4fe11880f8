import Items
import ItemsList
import Testing
import UDF
import UDFTesting
import User

/// Selecting a row opens its details; closing them keeps the selection.
@Suite struct SelectionTests {
  @Test func selectingAnItemSelectsItAndOpensItsDetails() throws {
    let items = [try makeItem(1), try makeItem(2)]
    let start = ListWorld(items: ItemsState(items: items), user: try signedIn())
    let end = ListWorld(items: try screen(items, .didSelectItem(itemID(2))), user: try signedIn())
    expectReduce(ListWorld.reduce, from: start, .didSelectItem(itemID(2)), to: end)
    #expect(end.items.selectedItem == itemID(2))
    #expect(end.items.detailsOpen)
    #expect(end.items.items == items)
  }

  @Test func selectingAnotherItemMovesTheSelection() throws {
    let items = [try makeItem(1), try makeItem(2)]
    let start = ListWorld(items: try screen(items, .didSelectItem(itemID(1))))
    let end = ListWorld(items: try screen(items, .didSelectItem(itemID(2))))
    expectReduce(ListWorld.reduce, from: start, .didSelectItem(itemID(2)), to: end)
  }

  @Test func selectingAnUnknownItemIsNotFoundAndKeepsTheSelection() throws {
    let items = [try makeItem(1)]
    let start = ListWorld(items: try screen(items, .didSelectItem(itemID(1)), .didCloseDetails))
    expectRejection(ListWorld.reduce, from: start, .didSelectItem(itemID(9)), code: "notFound")
  }

  @Test func closingTheDetailsKeepsTheSelection() throws {
    let items = [try makeItem(1), try makeItem(2)]
    var world = ListWorld(items: ItemsState(items: items))
    try ListWorld.reduce(&world, .didSelectItem(itemID(2)))
    try ListWorld.reduce(&world, .didCloseDetails)
    #expect(world.items.selectedItem == itemID(2))
    #expect(!world.items.detailsOpen)
    #expect(world.items == (try screen(items, .didSelectItem(itemID(2)), .didCloseDetails)))
  }

  @Test func closingWithNothingOpenChangesNothing() throws {
    let start = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    expectReduce(ListWorld.reduce, from: start, .didCloseDetails, to: start)
  }
}
