import App
import DomainValues
import Items
import ItemsList
import Provisioning
import Testing
import UDF
import UDFStore
import UDFTesting
import User

/// The app's one effect, end to end through the store: an accepted Save tap asks the items server
/// for exactly the available items; nothing else reaches the server.
@Suite struct AppEffectsTests {
  private static let setup: [AppAction] = [
    create(1, title: "One"), create(2, title: "Two", available: false), create(3, title: "Three"),
    .user(.didLoad(UserDTO(id: userID(1), firstName: "Ann", lastName: "Lee"))),
  ]

  /// An app store on a manual executor whose server records each request and answers `answer`.
  private func store(
    answer: SaveAnswer, requests: Recorder<SaveItemsRequest>, executor: ManualExecutor
  ) -> AppStore {
    var dependencies = Dependencies()
    dependencies[ItemsServerKey.self] = ItemsServer { request in
      requests.record(request)
      return answer
    }
    return AppStore.app(dependencies: dependencies, executor: executor)
  }

  @Test func anAcceptedSaveTapSendsTheAvailableItemsInListOrder() throws {
    let requests = Recorder<SaveItemsRequest>()
    let executor = ManualExecutor()
    let store = store(answer: .answerFollows, requests: requests, executor: executor)
    for action in Self.setup { #expect(store.dispatch(action) == .accepted) }
    #expect(store.dispatch(.itemsList(.saveDidTap(request: requestID(1)))) == .accepted)
    executor.runUntilIdle()
    let available = [try #require(store.state.items.item(itemID(1))), try #require(store.state.items.item(itemID(3)))]
    #expect(requests.values == [SaveItemsRequest(request: requestID(1), items: available)])
    #expect(store.state.itemsList.saveStatus == .saving(request: requestID(1), items: [itemID(1), itemID(3)]))
  }

  @Test func theServersAnswerComesBackAsAnActionThatEndsTheSave() throws {
    let requests = Recorder<SaveItemsRequest>()
    let executor = ManualExecutor()
    let store = store(answer: .failed(reason: "offline"), requests: requests, executor: executor)
    for action in Self.setup { #expect(store.dispatch(action) == .accepted) }
    #expect(store.dispatch(.itemsList(.saveDidTap(request: requestID(1)))) == .accepted)
    executor.runUntilIdle()
    #expect(requests.values.count == 1)
    #expect(store.state.itemsList.saveStatus == .failed(reason: "offline"))
    #expect(store.activeEffectCount == 0)
  }

  @Test func throughTheStoreOnlyAcceptedSaveTapsReachTheServer() throws {
    let requests = Recorder<SaveItemsRequest>()
    let executor = ManualExecutor()
    let store = store(answer: .answerFollows, requests: requests, executor: executor)
    for action in Self.setup { #expect(store.dispatch(action) == .accepted) }
    let script: [AppAction] = [
      .itemsList(.didSelectItem(itemID(1))), .itemsList(.didCloseDetails), .itemsList(.assignToMeDidTap(itemID(1))),
      .itemsList(.saveDidTap(request: requestID(1))),
      .itemsList(.saveDidTap(request: requestID(2))),
      .itemsList(.saveDidTap(request: requestID(1))),
      .itemsList(.saveDidFail(request: requestID(1), reason: "offline")),
      .items(.markCompleted(itemID(3), at: fixedTime(9))),
      .itemsList(.saveDidTap(request: requestID(2))),
      .itemsList(.saveDidSucceed(request: requestID(2))),
    ]
    var outcomes: [DispatchOutcome.Kind] = []
    for action in script {
      outcomes.append(DispatchOutcome.Kind(store.dispatch(action)))
      executor.runUntilIdle()
    }
    #expect(
      outcomes == [
        .accepted, .accepted, .accepted, .accepted, .rejected("alreadySaving"), .rejected("alreadySaving"), .accepted,
        .accepted, .accepted, .accepted,
      ])
    let one = try #require(store.state.items.item(itemID(1)))
    let three = try #require(store.state.items.item(itemID(3)))
    let threeBeforeCompletion = try Item.create(id: itemID(3), title: "Three", createdAt: fixedTime())
    #expect(one.assignees == [userID(1).retyped()])
    #expect(three.isCompleted)
    #expect(
      requests.values == [
        SaveItemsRequest(request: requestID(1), items: [one, threeBeforeCompletion]),
        SaveItemsRequest(request: requestID(2), items: [one, three]),
      ])
  }

  @Test func noOtherAcceptedActionStartsAnEffect() throws {
    var state = AppState()
    for action in Self.setup { _ = try AppState.reduce(&state, action) }
    #expect(try AppState.reduce(&state, .itemsList(.saveDidTap(request: requestID(1)))).effects.count == 1)
    let others: [AppAction] = [
      .itemsList(.saveDidSucceed(request: requestID(1))), .itemsList(.didSelectItem(itemID(1))),
      .itemsList(.didCloseDetails), .itemsList(.assignToMeDidTap(itemID(3))), create(4),
      .provisioning(.provisionBox(id: boxID(1), title: "Box")),
    ]
    for action in others {
      #expect(try AppState.reduce(&state, action).effects.isEmpty, "\(action)")
    }
  }
}
