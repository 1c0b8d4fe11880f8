import DomainValues
import Foundation
import Items
import ItemsList
import Testing
import UDF
import UDFStore
import UDFTesting
import User

// The worked example of testing a feature through its own store: the items list screen's reducer
// in a `TestStore`, with the items server injected as a dependency and the test clock.

/// A server whose answer the test chooses, and that remembers what it was asked to save.
private final class FakeServer: @unchecked Sendable {
  let answer: SaveAnswer
  let delay: Duration?
  private(set) var saved: [SaveItemsRequest] = []

  init(answer: SaveAnswer, delay: Duration? = nil) {
    self.answer = answer
    self.delay = delay
  }

  func client(clock: TestClock) -> ItemsServer {
    ItemsServer { request in
      self.saved.append(request)
      if let delay = self.delay { try? await clock.sleep(for: delay) }
      return self.answer
    }
  }
}

/// A test store over item 1 with `server` (sleeping on `clock`) injected, after a save of item 1
/// was tapped (request 1) and the saving state asserted: where every save test starts.
private func storeSavingItem1(
  _ server: FakeServer? = nil, clock: TestClock = TestClock()
) throws -> TestStore<ItemsListScreen, ItemsListAction> {
  let store = TestStore(
    initialState: ItemsListScreen(items: ItemsState(items: [try makeItem(1)])), reducer: ItemsListScreen.self
  ) {
    if let server { $0[ItemsServerKey.self] = server.client(clock: clock) }
  }
  store.send(.saveDidTap(request: requestID(1))) {
    $0.list = ItemsListState(
      selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: requestID(1), items: [itemID(1)]))
  }
  return store
}

@Suite("ItemsList screen through a TestStore")
struct ScreenTestStoreTests {
  @Test func selectOpensDetailsAndCloseKeepsTheSelection() throws {
    let items = ItemsState(items: [try makeItem(1), try makeItem(2, available: false), try makeItem(3)])
    let store = TestStore(initialState: ItemsListScreen(items: items), reducer: ItemsListScreen.self)
    let first = try makeItem(1).id
    store.send(.didSelectItem(first)) { $0.list = ItemsListState(selectedItem: first, detailsOpen: true) }
    store.send(.didCloseDetails) { $0.list = ItemsListState(selectedItem: first, detailsOpen: false) }
    store.send(.didSelectItem(itemID(99)), refusedWith: "notFound")
    store.finish()
  }

  @Test func saveSendsTheAvailableItemsAndTheServersSuccessComesBack() throws {
    let server = FakeServer(answer: .saved)
    let items = ItemsState(items: [try makeItem(1), try makeItem(2, available: false), try makeItem(3)])
    let store = TestStore(initialState: ItemsListScreen(items: items), reducer: ItemsListScreen.self) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    let available = [try makeItem(1).id, try makeItem(3).id]
    store.send(.saveDidTap(request: requestID(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: requestID(1), items: available))
    }
    store.receive(.saveDidSucceed(request: requestID(1))) { $0.list = ItemsListState() }
    #expect(server.saved.map { $0.items.map(\.id) } == [available])
    store.finish()
  }

  @Test func aFailedSaveIsReportedAndMaySaveAgain() throws {
    let store = try storeSavingItem1(FakeServer(answer: .failed(reason: "offline")))
    store.receive(.saveDidFail(request: requestID(1), reason: "offline")) {
      $0.list = ItemsListState(selectedItem: nil, detailsOpen: false, saveStatus: .failed(reason: "offline"))
    }
    store.send(.saveDidTap(request: requestID(2))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: requestID(2), items: [itemID(1)]))
    }
    store.receive(.saveDidFail(request: requestID(2), reason: "offline")) {
      $0.list = ItemsListState(selectedItem: nil, detailsOpen: false, saveStatus: .failed(reason: "offline"))
    }
    store.finish()
  }

  @Test func aSaveInFlightRefusesAnotherTapUntilTheServerAnswersOnTheTestClock() throws {
    let clock = TestClock()
    let store = try storeSavingItem1(FakeServer(answer: .saved, delay: .seconds(2)), clock: clock)
    #expect(store.store.activeEffectCount == 1)
    store.send(.saveDidTap(request: requestID(2)), refusedWith: "alreadySaving")
    store.send(.saveDidSucceed(request: requestID(2)), refusedWith: "unknownRequest")
    clock.advance(by: .seconds(1))
    store.advance(by: .zero)
    #expect(store.store.activeEffectCount == 1)
    clock.advance(by: .seconds(1))
    store.receive(.saveDidSucceed(request: requestID(1))) { $0.list = ItemsListState() }
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func anAnswerThatFollowsArrivesAsItsOwnAction() throws {
    let store = try storeSavingItem1()
    store.send(.saveDidSucceed(request: requestID(1))) { $0.list = ItemsListState() }
    store.send(.saveDidSucceed(request: requestID(1)), refusedWith: "noSaveInProgress")
    store.finish()
  }

  @Test func assignToMeAssignsTheSignedInUser() throws {
    let me = userID(1).retyped(as: Assignee.self)
    let assigned = ItemsState(items: [try makeItem(1, assignees: [me])])
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try makeItem(1)]), user: try signedIn()),
      reducer: ItemsListScreen.self)
    store.send(.assignToMeDidTap(try makeItem(1).id)) { $0.items = assigned }
    store.send(.assignToMeDidTap(itemID(99)), refusedWith: "notFound")
    store.finish()

    let nobody = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try makeItem(1)])), reducer: ItemsListScreen.self)
    nobody.send(.assignToMeDidTap(try makeItem(1).id), refusedWith: "userNotLoaded")
    nobody.finish()
  }
}

@Suite("TestStore reports what a test did not assert")
struct TestStoreFailureTests {
  @Test func aWrongExpectedStateFailsWithTheFieldDiff() throws {
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try makeItem(1)])), reducer: ItemsListScreen.self)
    let first = try makeItem(1).id
    expectIssue(containing: "list.selectedItem") {
      store.send(.didSelectItem(first)) { $0.list = ItemsListState(selectedItem: nil, detailsOpen: true) }
    }
    store.finish()
  }

  @Test func anUnassertedFedBackActionFailsAtTheEnd() throws {
    let store = try storeSavingItem1(FakeServer(answer: .saved))
    expectIssue(containing: "saveDidSucceed") {
      store.finish()
    }
  }

  @Test func anEffectStillRunningFailsAtTheEnd() throws {
    let store = try storeSavingItem1(FakeServer(answer: .saved, delay: .seconds(5)))
    expectIssue(containing: "still running") {
      store.finish()
    }
  }

  @Test func nonExhaustiveChecksOnlyWhatTheTestNames() throws {
    let server = FakeServer(answer: .saved)
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try makeItem(1)])), reducer: ItemsListScreen.self,
      exhaustive: false
    ) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    let first = try makeItem(1).id
    store.send(.didSelectItem(first))
    store.send(.saveDidTap(request: requestID(1)))
    store.receive(.saveDidSucceed(request: requestID(1))) {
      $0.list = ItemsListState(selectedItem: first, detailsOpen: true)
    }
    store.finish()
  }
}
