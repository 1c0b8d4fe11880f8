import Foundation
import Items
import ItemsList
import Observation
import Synchronization
import Testing
import UDF
import User

// The screen model over a scoped store, tested on Linux with `withObservationTracking`: a change
// invalidates exactly the models whose value changed.

private func uuid(_ kind: UInt8, _ number: UInt8) -> UUID {
  UUID(uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, number))
}

private func row(_ number: UInt8) throws -> Item {
  try Item.create(id: ID(uuid(1, number)), title: "Row \(number)", createdAt: Timestamp(millisecondsSince1970: 0))
}

/// Whether a tracked read was invalidated.
private final class Flag: Sendable {
  private let value = Atomic<Bool>(false)
  func set() { value.store(true, ordering: .relaxed) }
  var isSet: Bool { value.load(ordering: .relaxed) }
}

@MainActor
private func tracking(_ read: () -> Void) -> Flag {
  let flag = Flag()
  withObservationTracking(read, onChange: { flag.set() })
  return flag
}

@MainActor
@Suite("ItemsList screen model over a scoped store")
struct ScreenModelTests {
  private func makeModel(items count: UInt8 = 3) throws -> (
    Store<ItemsListScreen, ItemsListAction>, ItemsListScreenModel
  ) {
    var user = UserState()
    try UserState.reduce(&user, .didLoad(UserDTO(id: ID(uuid(2, 1)), firstName: "Ann", lastName: "Lee")))
    let items = ItemsState(items: try (1...count).map(row))
    let store = Store(
      initialState: ItemsListScreen(items: items, user: user), reducer: ItemsListScreen.self, executor: ManualExecutor()
    )
    let ids = Mutex<UInt8>(0)
    let model = ItemsListScreenModel(scope: store.scoped()) {
      uuid(
        3,
        ids.withLock { value in
          value += 1
          return value
        })
    }
    return (store, model)
  }

  @Test func rowsShowTheItemsInOrder() throws {
    let (_, model) = try makeModel()
    #expect(model.rows.map { $0.value?.title } == ["Row 1", "Row 2", "Row 3"])
    #expect(model.rows.map { $0.value?.assigneeCount } == [0, 0, 0])
  }

  @Test func aChangeToOneItemInvalidatesOnlyItsRow() throws {
    let (_, model) = try makeModel()
    let first = tracking { _ = model.rows[0].value }
    let second = tracking { _ = model.rows[1].value }
    let selection = tracking { _ = model.selectedItem.value }
    #expect(model.assignToMe(try row(2).id) == .accepted)
    #expect(model.rows[1].value?.assigneeCount == 1)
    #expect(second.isSet)
    #expect(!first.isSet)
    #expect(!selection.isSet)
  }

  @Test func selectingUpdatesTheSelectionAndDetailsButNoRow() throws {
    let (_, model) = try makeModel()
    let details = tracking { _ = model.detailsOpen.value }
    let anyRow = tracking { for row in model.rows { _ = row.value } }
    #expect(model.select(try row(3).id) == .accepted)
    #expect(model.selectedItem.value == (try row(3).id))
    #expect(model.detailsOpen.value)
    #expect(details.isSet)
    #expect(!anyRow.isSet)
    let closing = tracking { _ = model.detailsOpen.value }
    model.closeDetails()
    #expect(!model.detailsOpen.value)
    #expect(closing.isSet)
  }

  @Test func savingShowsTheStatusWithTheRequestTheModelMade() throws {
    let (store, model) = try makeModel(items: 2)
    let status = tracking { _ = model.saveStatus.value }
    #expect(model.save() == .accepted)
    let ids = [try row(1).id, try row(2).id]
    #expect(model.saveStatus.value == .saving(request: ID(uuid(3, 1)), items: ids))
    #expect(status.isSet)
    #expect(model.save().rejection?.code == "alreadySaving")
    #expect(store.dispatch(.saveDidFail(request: ID(uuid(3, 1)), reason: "offline")) == .accepted)
    #expect(model.saveStatus.value == .failed(reason: "offline"))
  }

  @Test func aModelOfAnEqualValueIsNotInvalidated() throws {
    let (_, model) = try makeModel()
    #expect(model.select(try row(1).id) == .accepted)
    let selection = tracking { _ = model.selectedItem.value }
    #expect(model.select(try row(1).id) == .accepted)
    #expect(!selection.isSet)
  }
}
