import Items
import ItemsList
import Testing
import UDF
import UDFStore
import UDFTesting
import User

/// Records an issue unless both answers to request 1, success and failure, are refused from
/// `world` with `noSaveInProgress` (and change nothing).
private func expectBothAnswersRefused(from world: ListWorld, sourceLocation: SourceLocation = #_sourceLocation) {
  for answer in [
    ItemsListAction.saveDidSucceed(request: requestID(1)), .saveDidFail(request: requestID(1), reason: "late"),
  ] {
    expectRejection(ListWorld.reduce, from: world, answer, code: "noSaveInProgress", sourceLocation: sourceLocation)
  }
}

/// The save flow: tap, then the server's answer for that request; only available items are sent.
///
/// An accepted tap starts exactly one effect (the `items.save` request); nothing else does. What
/// the effect sends is checked by running it in a store with a recording server.
@Suite struct SaveTests {
  @Test func tappingSaveSavesTheAvailableItemsInListOrder() throws {
    let items = [try makeItem(3), try makeItem(1, available: false), try makeItem(2), try makeItem(4)]
    let start = ListWorld(items: ItemsState(items: items), user: try signedIn())
    let saving = SaveStatus.saving(request: requestID(1), items: [itemID(3), itemID(2), itemID(4)])
    let end = ListWorld(items: ItemsState(items: items), list: list(saving), user: try signedIn())
    let reduction = expectReduce(ListWorld.reduce, from: start, .saveDidTap(request: requestID(1)), to: end)
    #expect(reduction?.effects.count == 1)
    #expect(reduction?.events.isEmpty == true)

    let server = RecordingServer(answer: .answerFollows)
    let executor = ManualExecutor()
    let store = makeStore(start, server: server, executor: executor)
    #expect(store.dispatch(.saveDidTap(request: requestID(1))) == .accepted)
    #expect(server.requests.values.isEmpty, "the request goes out when the effect runs")
    executor.runUntilIdle()
    #expect(server.requests.values == [SaveItemsRequest(request: requestID(1), items: [items[0], items[2], items[3]])])
    #expect(store.state == end)
  }

  @Test func savingAListWithNothingAvailableSendsNoItems() throws {
    let start = ListWorld(items: ItemsState(items: [try makeItem(1, available: false)]))
    var world = start
    let reduction = try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    #expect(world.list.saveStatus == .saving(request: requestID(1), items: []))
    #expect(reduction.effects.count == 1)

    let server = RecordingServer(answer: .answerFollows)
    let executor = ManualExecutor()
    let store = makeStore(start, server: server, executor: executor)
    store.dispatch(.saveDidTap(request: requestID(1)))
    executor.runUntilIdle()
    #expect(server.requests.values == [SaveItemsRequest(request: requestID(1), items: [])])
  }

  @Test func onlyAnAcceptedSaveTapStartsAnEffect() throws {
    let saving = ListWorld(
      items: ItemsState(items: [try makeItem(1)]), list: list(.saving(request: requestID(1), items: [itemID(1)])),
      user: try signedIn())
    let others: [ItemsListAction] = [
      .didSelectItem(itemID(1)), .didCloseDetails, .assignToMeDidTap(itemID(1)),
      .saveDidSucceed(request: requestID(1)), .saveDidFail(request: requestID(1), reason: "offline"),
    ]
    for action in others {
      var world = saving
      let reduction = try ListWorld.reduce(&world, action)
      #expect(reduction.effects.isEmpty, "\(action)")
    }

    let server = RecordingServer(answer: .answerFollows)
    let executor = ManualExecutor()
    let store = makeStore(ListWorld(items: ItemsState(items: [try makeItem(1)])), server: server, executor: executor)
    #expect(store.dispatch(.saveDidTap(request: requestID(1))) == .accepted)
    #expect(store.dispatch(.saveDidTap(request: requestID(2))).rejection?.code == "alreadySaving")
    executor.runUntilIdle()
    #expect(server.requests.values.map(\.request) == [requestID(1)], "the refused tap sent nothing")
    #expect(store.activeEffectCount == 0)
  }

  @Test func tappingSaveWhileSavingIsAlreadySavingWhateverTheRequest() throws {
    let start = ListWorld(
      items: ItemsState(items: [try makeItem(1)]), list: list(.saving(request: requestID(1), items: [itemID(1)])))
    expectRejection(ListWorld.reduce, from: start, .saveDidTap(request: requestID(2)), code: "alreadySaving")
    expectRejection(ListWorld.reduce, from: start, .saveDidTap(request: requestID(1)), code: "alreadySaving")
  }

  @Test func successOfTheSavingRequestGoesBackToIdle() throws {
    let items = ItemsState(items: [try makeItem(1)])
    let start = ListWorld(
      items: items, list: list(selected: itemID(1), .saving(request: requestID(1), items: [itemID(1)])))
    let end = ListWorld(items: items, list: list(selected: itemID(1)))
    expectReduce(ListWorld.reduce, from: start, .saveDidSucceed(request: requestID(1)), to: end)
  }

  @Test func failureOfTheSavingRequestRecordsTheReason() throws {
    let items = ItemsState(items: [try makeItem(1)])
    let start = ListWorld(items: items, list: list(.saving(request: requestID(1), items: [itemID(1)])))
    let end = ListWorld(items: items, list: list(.failed(reason: "offline")))
    expectReduce(ListWorld.reduce, from: start, .saveDidFail(request: requestID(1), reason: "offline"), to: end)
  }

  @Test func anAnswerForAnotherRequestIsUnknownRequest() throws {
    let start = ListWorld(
      items: ItemsState(items: [try makeItem(1)]), list: list(.saving(request: requestID(1), items: [itemID(1)])))
    expectRejection(ListWorld.reduce, from: start, .saveDidSucceed(request: requestID(2)), code: "unknownRequest")
    expectRejection(
      ListWorld.reduce, from: start, .saveDidFail(request: requestID(2), reason: "x"), code: "unknownRequest")
  }

  @Test func anAnswerWithNoSaveInProgressIsNoSaveInProgress() throws {
    let items = ItemsState(items: [try makeItem(1)])
    let idle = ListWorld(items: items)
    let failed = ListWorld(items: items, list: list(.failed(reason: "x")))
    for start in [idle, failed] { expectBothAnswersRefused(from: start) }
  }

  @Test func aSecondAnswerToTheSameRequestIsNoSaveInProgress() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    try ListWorld.reduce(&world, .saveDidSucceed(request: requestID(1)))
    expectBothAnswersRefused(from: world)
  }

  @Test func retryingAfterAFailureSavesTheItemsAvailableNow() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    try ListWorld.reduce(&world, .saveDidFail(request: requestID(1), reason: "offline"))
    try ItemsState.reduce(
      &world.items, .create(id: itemID(2), title: "New", description: nil, tags: [], at: fixedTime(5)))
    let retry = try ListWorld.reduce(&world, .saveDidTap(request: requestID(2)))
    #expect(retry.effects.count == 1)
    #expect(world.list.saveStatus == .saving(request: requestID(2), items: [itemID(1), itemID(2)]))
    try ListWorld.reduce(&world, .saveDidSucceed(request: requestID(2)))
    #expect(world.list.saveStatus == .idle)
  }

  @Test func savingAgainAfterSuccessIsAllowed() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    try ListWorld.reduce(&world, .saveDidSucceed(request: requestID(1)))
    let again = try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    #expect(again.effects.count == 1)
    #expect(world.list.saveStatus == .saving(request: requestID(1), items: [itemID(1)]))
  }

  @Test func theSavingStatusKeepsTheItemsOfTheTapWhenItemsChangeAfterIt() throws {
    var world = ListWorld(items: ItemsState(items: [try makeItem(1), try makeItem(2)]))
    try ListWorld.reduce(&world, .saveDidTap(request: requestID(1)))
    try ItemsState.reduce(
      &world.items, .didLoad([ItemDTO(id: itemID(1), title: "Gone", available: false)], at: fixedTime()))
    try ItemsState.reduce(
      &world.items, .create(id: itemID(3), title: "Late", description: nil, tags: [], at: fixedTime(1)))
    #expect(world.list.saveStatus == .saving(request: requestID(1), items: [itemID(1), itemID(2)]))
    try ListWorld.reduce(&world, .saveDidSucceed(request: requestID(1)))
    #expect(world.list == ItemsListState())
  }
}
