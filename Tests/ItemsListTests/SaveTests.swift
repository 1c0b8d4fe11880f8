import Items
import ItemsList
import Testing
import UDF
import UDFTesting
import User

/// The save flow: tap, then the server's answer for that request; only available items are sent.
@Suite struct SaveTests {
  @Test func tappingSaveSavesTheAvailableItemsInListOrder() throws {
    let items = [try makeItem(3), try makeItem(1, available: false), try makeItem(2), try makeItem(4)]
    let start = ListWorld(items: ItemsState(items: items), user: try signedIn())
    let action = ItemsListAction.saveDidTap(request: requestID(1))
    let end = ListWorld(items: try screen(items, .saveDidTap(request: requestID(1))), user: try signedIn())
    expectReduce(ListWorld.reduce, from: start, action, to: end)
    #expect(end.items.saveStatus == .saving(request: requestID(1), items: [itemID(3), itemID(2), itemID(4)]))
    let request = ItemsListFeature.saveRequest(after: action, items: end.items)
    #expect(request == SaveItemsRequest(request: requestID(1), items: [items[0], items[2], items[3]]))
  }

  @Test func savingAnEmptyListSendsNoItems() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1, available: false)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    #expect(world.items.saveStatus == .saving(request: requestID(1), items: []))
    let request = ItemsListFeature.saveRequest(after: .saveDidTap(request: requestID(1)), items: world.items)
    #expect(request == SaveItemsRequest(request: requestID(1), items: []))
  }

  @Test func onlyAnAcceptedSaveTapStartsARequest() throws {
    let items = [try makeItem(1)]
    let idle = try screen(items)
    let saving = try screen(items, .saveDidTap(request: requestID(1)))
    #expect(ItemsListFeature.saveRequest(after: .saveDidTap(request: requestID(1)), items: idle) == nil)
    #expect(ItemsListFeature.saveRequest(after: .saveDidTap(request: requestID(2)), items: saving) == nil)
    let others: [ItemsListAction] = [
      .didSelectItem(itemID(1)), .didCloseDetails, .saveDidSucceed(request: requestID(1)),
      .saveDidFail(request: requestID(1), reason: "offline"), .assignToMeDidTap(itemID(1)),
    ]
    for action in others {
      #expect(ItemsListFeature.saveRequest(after: action, items: saving) == nil, "\(action)")
    }
  }

  @Test func tappingSaveWhileSavingIsAlreadySavingWhateverTheRequest() throws {
    let start = ListWorld(items: try screen([try makeItem(1)], .saveDidTap(request: requestID(1))))
    expectRejection(ListWorld.reduce, from: start, .saveDidTap(request: requestID(2)), code: "alreadySaving")
    expectRejection(ListWorld.reduce, from: start, .saveDidTap(request: requestID(1)), code: "alreadySaving")
  }

  @Test func successOfTheSavingRequestGoesBackToIdle() throws {
    let items = [try makeItem(1)]
    let start = ListWorld(items: try screen(items, .saveDidTap(request: requestID(1))))
    let end = ListWorld(items: ItemsState(items: items))
    expectReduce(ListWorld.reduce, from: start, .saveDidSucceed(request: requestID(1)), to: end)
    #expect(end.items.saveStatus == .idle)
  }

  @Test func failureOfTheSavingRequestRecordsTheReason() throws {
    let items = [try makeItem(1)]
    var world = ListWorld(items: try screen(items, .saveDidTap(request: requestID(1))))
    try ListWorld.reduce(&world, .saveDidFail(request: requestID(1), reason: "offline"))
    #expect(world.items.saveStatus == .failed(reason: "offline"))
    #expect(world.items.items == items)
  }

  @Test func anAnswerForAnotherRequestIsUnknownRequest() throws {
    let start = ListWorld(items: try screen([try makeItem(1)], .saveDidTap(request: requestID(1))))
    expectRejection(ListWorld.reduce, from: start, .saveDidSucceed(request: requestID(2)), code: "unknownRequest")
    expectRejection(
      ListWorld.reduce, from: start, .saveDidFail(request: requestID(2), reason: "x"), code: "unknownRequest")
  }

  @Test func anAnswerWithNoSaveInProgressIsNoSaveInProgress() throws {
    let items = [try makeItem(1)]
    let idle = ListWorld(items: ItemsState(items: items))
    let failed = ListWorld(
      items: try screen(items, .saveDidTap(request: requestID(1)), .saveDidFail(request: requestID(1), reason: "x")))
    for start in [idle, failed] {
      expectRejection(ListWorld.reduce, from: start, .saveDidSucceed(request: requestID(1)), code: "noSaveInProgress")
      expectRejection(
        ListWorld.reduce, from: start, .saveDidFail(request: requestID(1), reason: "y"), code: "noSaveInProgress")
    }
  }

  @Test func retryingAfterAFailureSavesTheItemsAvailableNow() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    try ListWorld.reduce(&world, .saveDidFail(request: requestID(1), reason: "offline"))
    try ItemsState.reduce(&world.items, .create(id: itemID(2), title: "New", description: nil, tags: [], at: time(5)))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(2)))
    #expect(world.items.saveStatus == .saving(request: requestID(2), items: [itemID(1), itemID(2)]))
    let request = ItemsListFeature.saveRequest(after: .saveDidTap(request: requestID(2)), items: world.items)
    #expect(request?.items.map(\.id) == [itemID(1), itemID(2)])
    try ListWorld.reduce(&world, .saveDidSucceed(request: requestID(2)))
    #expect(world.items.saveStatus == .idle)
  }

  @Test func savingAgainAfterSuccessIsAllowed() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    try ListWorld.reduce(&world, .saveDidSucceed(request: requestID(1)))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    #expect(world.items.saveStatus == .saving(request: requestID(1), items: [itemID(1)]))
  }
}
