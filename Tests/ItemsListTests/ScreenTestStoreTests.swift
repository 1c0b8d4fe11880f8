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

private func id(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

private func item(_ number: UInt8, available: Bool = true, assignees: [ID<Assignee>] = []) throws -> Item {
  try Item.create(
    id: ID(id(1, number)), title: "Item \(number)", createdAt: Timestamp(millisecondsSince1970: 1_700_000_000_000),
    available: available, assignees: assignees)
}

private func request(_ number: UInt8) -> ID<SaveRequest> { ID(id(3, number)) }

private func ann() throws -> UserState {
  var user = UserState()
  try UserState.reduce(&user, .didLoad(UserDTO(id: ID(id(2, 1)), firstName: "Ann", lastName: "Lee")))
  return user
}

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

@Suite("ItemsList screen through a TestStore")
struct ScreenTestStoreTests {
  @Test func selectOpensDetailsAndCloseKeepsTheSelection() throws {
    let items = ItemsState(items: [try item(1), try item(2, available: false), try item(3)])
    let store = TestStore(initialState: ItemsListScreen(items: items), reducer: ItemsListScreen.self)
    let first = try item(1).id
    store.send(.didSelectItem(first)) { $0.list = ItemsListState(selectedItem: first, detailsOpen: true) }
    store.send(.didCloseDetails) { $0.list = ItemsListState(selectedItem: first, detailsOpen: false) }
    store.send(.didSelectItem(ID(id(1, 99))), refusedWith: "notFound")
    store.finish()
  }

  @Test func saveSendsTheAvailableItemsAndTheServersSuccessComesBack() throws {
    let server = FakeServer(answer: .saved)
    let items = ItemsState(items: [try item(1), try item(2, available: false), try item(3)])
    let store = TestStore(initialState: ItemsListScreen(items: items), reducer: ItemsListScreen.self) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    let available = [try item(1).id, try item(3).id]
    store.send(.saveDidTap(request: request(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(1), items: available))
    }
    store.receive(.saveDidSucceed(request: request(1))) { $0.list = ItemsListState() }
    #expect(server.saved.map { $0.items.map(\.id) } == [available])
    store.finish()
  }

  @Test func aFailedSaveIsReportedAndMaySaveAgain() throws {
    let server = FakeServer(answer: .failed(reason: "offline"))
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self
    ) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    let ids = [try item(1).id]
    store.send(.saveDidTap(request: request(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(1), items: ids))
    }
    store.receive(.saveDidFail(request: request(1), reason: "offline")) {
      $0.list = ItemsListState(selectedItem: nil, detailsOpen: false, saveStatus: .failed(reason: "offline"))
    }
    store.send(.saveDidTap(request: request(2))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(2), items: ids))
    }
    store.receive(.saveDidFail(request: request(2), reason: "offline")) {
      $0.list = ItemsListState(selectedItem: nil, detailsOpen: false, saveStatus: .failed(reason: "offline"))
    }
    store.finish()
  }

  @Test func aSaveInFlightRefusesAnotherTapUntilTheServerAnswersOnTheTestClock() throws {
    let clock = TestClock()
    let server = FakeServer(answer: .saved, delay: .seconds(2))
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self
    ) {
      $0[ItemsServerKey.self] = server.client(clock: clock)
    }
    let ids = [try item(1).id]
    store.send(.saveDidTap(request: request(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(1), items: ids))
    }
    #expect(store.store.activeEffectCount == 1)
    store.send(.saveDidTap(request: request(2)), refusedWith: "alreadySaving")
    store.send(.saveDidSucceed(request: request(2)), refusedWith: "unknownRequest")
    clock.advance(by: .seconds(1))
    store.advance(by: .zero)
    #expect(store.store.activeEffectCount == 1)
    clock.advance(by: .seconds(1))
    store.receive(.saveDidSucceed(request: request(1))) { $0.list = ItemsListState() }
    #expect(store.store.activeEffectCount == 0)
    store.finish()
  }

  @Test func anAnswerThatFollowsArrivesAsItsOwnAction() throws {
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self)
    let ids = [try item(1).id]
    store.send(.saveDidTap(request: request(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(1), items: ids))
    }
    store.send(.saveDidSucceed(request: request(1))) { $0.list = ItemsListState() }
    store.send(.saveDidSucceed(request: request(1)), refusedWith: "noSaveInProgress")
    store.finish()
  }

  @Test func assignToMeAssignsTheSignedInUser() throws {
    let me = ID<Assignee>(id(2, 1))
    let assigned = ItemsState(items: [try item(1, assignees: [me])])
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)]), user: try ann()),
      reducer: ItemsListScreen.self)
    store.send(.assignToMeDidTap(try item(1).id)) { $0.items = assigned }
    store.send(.assignToMeDidTap(ID(id(1, 99))), refusedWith: "notFound")
    store.finish()

    let nobody = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self)
    nobody.send(.assignToMeDidTap(try item(1).id), refusedWith: "userNotLoaded")
    nobody.finish()
  }
}

@Suite("TestStore reports what a test did not assert")
struct TestStoreFailureTests {
  @Test func aWrongExpectedStateFailsWithTheFieldDiff() throws {
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self)
    let first = try item(1).id
    withKnownIssue {
      store.send(.didSelectItem(first)) { $0.list = ItemsListState(selectedItem: nil, detailsOpen: true) }
    } matching: { issue in
      issue.description.contains("list.selectedItem")
    }
    store.finish()
  }

  @Test func anUnassertedFedBackActionFailsAtTheEnd() throws {
    let first = try item(1).id
    let server = FakeServer(answer: .saved)
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self
    ) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    store.send(.saveDidTap(request: request(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(1), items: [first]))
    }
    withKnownIssue {
      store.finish()
    } matching: { issue in
      issue.description.contains("saveDidSucceed")
    }
  }

  @Test func anEffectStillRunningFailsAtTheEnd() throws {
    let first = try item(1).id
    let server = FakeServer(answer: .saved, delay: .seconds(5))
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self
    ) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    store.send(.saveDidTap(request: request(1))) {
      $0.list = ItemsListState(
        selectedItem: nil, detailsOpen: false, saveStatus: .saving(request: request(1), items: [first]))
    }
    withKnownIssue {
      store.finish()
    } matching: { issue in
      issue.description.contains("still running")
    }
  }

  @Test func nonExhaustiveChecksOnlyWhatTheTestNames() throws {
    let server = FakeServer(answer: .saved)
    let store = TestStore(
      initialState: ItemsListScreen(items: ItemsState(items: [try item(1)])), reducer: ItemsListScreen.self,
      exhaustive: false
    ) {
      $0[ItemsServerKey.self] = server.client(clock: TestClock())
    }
    let first = try item(1).id
    store.send(.didSelectItem(first))
    store.send(.saveDidTap(request: request(1)))
    store.receive(.saveDidSucceed(request: request(1))) {
      $0.list = ItemsListState(selectedItem: first, detailsOpen: true)
    }
    store.finish()
  }
}
