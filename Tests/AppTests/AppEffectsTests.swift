import App
import Items
import ItemsList
import Provisioning
import Testing
import UDF
import UDFTesting
import User

/// `AppState.effects(after:in:)`: a save request exactly after an accepted Save tap.
@Suite struct AppEffectsTests {
  private static let setup: [AppAction] = [
    create(1, title: "One"), create(2, title: "Two", available: false), create(3, title: "Three"),
    .user(.didLoad(UserDTO(id: userID(1), firstName: "Ann", lastName: "Lee"))),
  ]

  @Test func anAcceptedSaveTapRequestsTheAvailableItemsInListOrder() throws {
    var state = AppState()
    for action in Self.setup { _ = try AppState.reduce(&state, action) }
    let tap = AppAction.itemsList(.saveDidTap(request: requestID(1)))
    _ = try AppState.reduce(&state, tap)
    let available = [try #require(state.items.item(itemID(1))), try #require(state.items.item(itemID(3)))]
    #expect(
      AppState.effects(after: tap, in: state) == [.saveItems(SaveItemsRequest(request: requestID(1), items: available))]
    )
  }

  @Test func aSaveTapThroughTheItemsDomainAlsoRequestsTheSave() throws {
    var state = AppState()
    for action in Self.setup { _ = try AppState.reduce(&state, action) }
    let tap = AppAction.items(.saveDidTap(request: requestID(1)))
    _ = try AppState.reduce(&state, tap)
    let available = [try #require(state.items.item(itemID(1))), try #require(state.items.item(itemID(3)))]
    #expect(
      AppState.effects(after: tap, in: state) == [.saveItems(SaveItemsRequest(request: requestID(1), items: available))]
    )
  }

  @Test func throughTheStoreOnlyAcceptedSaveTapsStartAnEffect() throws {
    let store = AppStore.app()
    let effects = Recorder<AppEffect>()
    let token = store.addEffect { action, state in
      for effect in AppState.effects(after: action, in: state) { effects.record(effect) }
    }
    for action in Self.setup { #expect(store.dispatch(action) == .accepted) }
    let script: [AppAction] = [
      .itemsList(.didSelectItem(itemID(1))), .itemsList(.didCloseDetails), .itemsList(.assignToMeDidTap(itemID(1))),
      .itemsList(.saveDidTap(request: requestID(1))),
      .itemsList(.saveDidTap(request: requestID(2))),
      .itemsList(.saveDidTap(request: requestID(1))),
      .itemsList(.saveDidFail(request: requestID(1), reason: "offline")),
      .items(.markCompleted(itemID(3), at: time(9))),
      .itemsList(.saveDidTap(request: requestID(2))),
      .itemsList(.saveDidSucceed(request: requestID(2))),
    ]
    var outcomes: [DispatchOutcome.Kind] = []
    for action in script { outcomes.append(DispatchOutcome.Kind(store.dispatch(action))) }
    #expect(
      outcomes == [
        .accepted, .accepted, .accepted, .accepted, .rejected("alreadySaving"), .rejected("alreadySaving"), .accepted,
        .accepted, .accepted, .accepted,
      ])
    let one = try #require(store.state.items.item(itemID(1)))
    let three = try #require(store.state.items.item(itemID(3)))
    let threeBeforeCompletion = try Item.create(id: itemID(3), title: "Three", createdAt: time())
    #expect(one.assignees == [userID(1).retyped()])
    #expect(three.isCompleted)
    #expect(
      effects.values == [
        .saveItems(SaveItemsRequest(request: requestID(1), items: [one, threeBeforeCompletion])),
        .saveItems(SaveItemsRequest(request: requestID(2), items: [one, three])),
      ])
    token.cancel()
  }

  @Test func noOtherAcceptedActionStartsAnEffect() throws {
    var state = AppState()
    for action in Self.setup { _ = try AppState.reduce(&state, action) }
    _ = try AppState.reduce(&state, .itemsList(.saveDidTap(request: requestID(1))))
    let others: [AppAction] = [
      .itemsList(.saveDidSucceed(request: requestID(1))), .itemsList(.didSelectItem(itemID(1))),
      .itemsList(.didCloseDetails), .itemsList(.assignToMeDidTap(itemID(3))), create(4),
      .provisioning(.provisionBox(id: boxID(1), title: "Box")),
    ]
    for action in others {
      _ = try AppState.reduce(&state, action)
      #expect(AppState.effects(after: action, in: state).isEmpty, "\(action)")
    }
  }
}
