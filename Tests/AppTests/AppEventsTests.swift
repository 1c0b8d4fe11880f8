import App
import Box
import DomainValues
import Items
import Provisioning
import Testing
import UDF
import UDFStore
import UDFTesting

/// Through a real store: subscribers get exactly the events of accepted actions, typed and in
/// order, and nothing once their subscription is released.
@Suite struct AppEventsTests {
  /// Records each provisioning event both in its own typed list and in one shared log.
  private final class Listener: Sendable {
    let boxes = Recorder<BoxProvisioned>()
    let items = Recorder<ItemProvisioned>()
    let moves = Recorder<ItemMoved>()
    let log = Recorder<RecordedEvent>()

    func subscribe(to store: AppStore) -> [Subscription] {
      [
        store.events.subscribe(BoxProvisioned.self) { [self] event in
          boxes.record(event)
          log.record(.boxProvisioned(event))
        },
        store.events.subscribe(ItemProvisioned.self) { [self] event in
          items.record(event)
          log.record(.itemProvisioned(event))
        },
        store.events.subscribe(ItemMoved.self) { [self] event in
          moves.record(event)
          log.record(.itemMoved(event))
        },
      ]
    }
  }

  /// A new app store with a listener subscribed to it, and the listener's subscriptions.
  private func listenedStore() -> (AppStore, Listener, [Subscription]) {
    let store = AppStore.app()
    let listener = Listener()
    return (store, listener, listener.subscribe(to: store))
  }

  @Test func subscribersGetTheEventsOfAcceptedActionsTypedAndInOrder() {
    let (store, listener, tokens) = listenedStore()
    let script: [(AppAction, DispatchOutcome.Kind)] = [
      (.provisioning(.provisionBox(id: boxID(1), title: "  Kitchen ")), .accepted),
      (.provisioning(.provisionBox(id: boxID(1), title: "Again")), .rejected("alreadyExists")),
      (.provisioning(.provisionBox(id: boxID(2), title: " ")), .rejected("emptyTitleIsNotAllowed")),
      (.provisioning(.provisionBox(id: boxID(2), title: "Hall")), .accepted),
      (.provisioning(.provisionItem(id: itemID(1), box: boxID(1), title: " Lamp", at: fixedTime())), .accepted),
      (
        .provisioning(.provisionItem(id: itemID(1), box: boxID(2), title: "Lamp", at: fixedTime())),
        .rejected("alreadyExists")
      ),
      (
        .provisioning(.provisionItem(id: itemID(2), box: boxID(9), title: "Rug", at: fixedTime())),
        .rejected("notFound")
      ),
      (create(3, title: "Chair"), .accepted),
      (.provisioning(.moveItem(itemID(3), to: boxID(2))), .accepted),
      (.provisioning(.moveItem(itemID(1), to: boxID(2))), .accepted),
      (.provisioning(.moveItem(itemID(1), to: boxID(2))), .accepted),
      (.provisioning(.moveItem(itemID(9), to: boxID(2))), .rejected("notFound")),
      (.provisioning(.provisionItem(id: itemID(4), box: boxID(2), title: "Vase", at: fixedTime())), .accepted),
    ]
    for (action, expected) in script {
      #expect(DispatchOutcome.Kind(store.dispatch(action)) == expected, "\(action)")
    }
    #expect(
      listener.boxes.values == [
        BoxProvisioned(box: boxID(1), title: "Kitchen"), BoxProvisioned(box: boxID(2), title: "Hall"),
      ])
    #expect(
      listener.items.values == [
        ItemProvisioned(box: boxID(1), item: itemID(1), title: "Lamp"),
        ItemProvisioned(box: boxID(2), item: itemID(4), title: "Vase"),
      ])
    #expect(
      listener.moves.values == [
        ItemMoved(item: itemID(3), from: nil, to: boxID(2)), ItemMoved(item: itemID(1), from: boxID(1), to: boxID(2)),
      ])
    #expect(
      listener.log.values == [
        .boxProvisioned(BoxProvisioned(box: boxID(1), title: "Kitchen")),
        .boxProvisioned(BoxProvisioned(box: boxID(2), title: "Hall")),
        .itemProvisioned(ItemProvisioned(box: boxID(1), item: itemID(1), title: "Lamp")),
        .itemMoved(ItemMoved(item: itemID(3), from: nil, to: boxID(2))),
        .itemMoved(ItemMoved(item: itemID(1), from: boxID(1), to: boxID(2))),
        .itemProvisioned(ItemProvisioned(box: boxID(2), item: itemID(4), title: "Vase")),
      ])
    #expect(tokens.count == 3)
  }

  @Test func aRefusedBatchPublishesNothingAndAnAcceptedOnePublishesInOrder() {
    let (store, listener, tokens) = listenedStore()
    let refused = store.dispatch(batch: [
      .provisioning(.provisionBox(id: boxID(1), title: "Kitchen")),
      .provisioning(.provisionItem(id: itemID(1), box: boxID(1), title: "Lamp", at: fixedTime())),
      .provisioning(.provisionBox(id: boxID(1), title: "Kitchen")),
    ])
    #expect(refused.rejection?.code == "alreadyExists")
    #expect(listener.log.values.isEmpty)
    #expect(store.state == AppState())
    let accepted = store.dispatch(batch: [
      .provisioning(.provisionBox(id: boxID(1), title: "Kitchen")),
      .provisioning(.provisionItem(id: itemID(1), box: boxID(1), title: "Lamp", at: fixedTime())),
    ])
    #expect(accepted == .accepted)
    #expect(
      listener.log.values == [
        .boxProvisioned(BoxProvisioned(box: boxID(1), title: "Kitchen")),
        .itemProvisioned(ItemProvisioned(box: boxID(1), item: itemID(1), title: "Lamp")),
      ])
    #expect(tokens.count == 3)
  }

  @Test func nothingArrivesAfterTheSubscriptionIsReleased() {
    let store = AppStore.app()
    let listener = Listener()
    var tokens = listener.subscribe(to: store)
    store.dispatch(.provisioning(.provisionBox(id: boxID(1), title: "Kitchen")))
    #expect(listener.log.count == 1)
    tokens.removeAll()
    #expect(tokens.isEmpty)
    #expect(!store.events.hasSubscribers(for: BoxProvisioned.self))
    #expect(!store.events.hasSubscribers(for: ItemProvisioned.self))
    #expect(!store.events.hasSubscribers(for: ItemMoved.self))
    store.dispatch(.provisioning(.provisionBox(id: boxID(2), title: "Hall")))
    store.dispatch(.provisioning(.provisionItem(id: itemID(1), box: boxID(2), title: "Lamp", at: fixedTime())))
    store.dispatch(.provisioning(.moveItem(itemID(1), to: boxID(1))))
    #expect(store.state.boxes.box(boxID(1))?.items == [itemID(1).retyped()])
    #expect(listener.log.count == 1)
  }

  @Test func releasingOneSubscriptionLeavesTheOthers() {
    let store = AppStore.app()
    let boxes = Recorder<BoxProvisioned>()
    let items = Recorder<ItemProvisioned>()
    var boxToken: Subscription? = store.events.subscribe(BoxProvisioned.self) { boxes.record($0) }
    let itemToken = store.events.subscribe(ItemProvisioned.self) { items.record($0) }
    store.dispatch(.provisioning(.provisionBox(id: boxID(1), title: "Kitchen")))
    #expect(boxToken != nil)
    boxToken = nil
    store.dispatch(.provisioning(.provisionBox(id: boxID(2), title: "Hall")))
    store.dispatch(.provisioning(.provisionItem(id: itemID(1), box: boxID(2), title: "Lamp", at: fixedTime())))
    #expect(boxes.values == [BoxProvisioned(box: boxID(1), title: "Kitchen")])
    #expect(items.values == [ItemProvisioned(box: boxID(2), item: itemID(1), title: "Lamp")])
    itemToken.cancel()
  }
}

extension DispatchOutcome {
  /// An outcome reduced to what a script states: accepted, or refused with a code.
  enum Kind: Equatable {
    case accepted
    case rejected(String)

    init(_ outcome: DispatchOutcome) {
      self = outcome.rejection.map { .rejected($0.code) } ?? .accepted
    }
  }
}
