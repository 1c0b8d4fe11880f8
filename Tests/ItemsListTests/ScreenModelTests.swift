import Concurrency
import DomainValues
import Foundation
import Items
import ItemsList
import Observation
import Synchronization
import Testing
import UDF
import UDFStore
import UDFTesting
import User

// The screen model over a scoped store, tested on Linux with `withObservationTracking`: a change
// invalidates exactly the models whose value changed.

private func row(_ number: UInt8) throws -> Item {
  try Item.create(id: itemID(number), title: "Row \(number)", createdAt: Timestamp(millisecondsSince1970: 0))
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
    try UserState.reduce(&user, .didLoad(UserDTO(id: userID(1), firstName: "Ann", lastName: "Lee")))
    let items = ItemsState(items: try (1...count).map(row))
    let store = Store(
      initialState: ItemsListScreen(items: items, user: user), reducer: ItemsListScreen.self, executor: ManualExecutor()
    )
    let ids = Locked<UInt8>(0)
    let model = ItemsListScreenModel(scope: store.scoped()) {
      fixedUUID(
        ids.withLock { value in
          value += 1
          return value
        }, kind: 3)
    }
    return (store, model)
  }

  @Test func rowsShowTheItemsInOrder() throws {
    let (_, model) = try makeModel()
    #expect(model.rows.map { $0.value?.title } == ["Row 1", "Row 2", "Row 3"])
    #expect(model.rows.map { $0.value?.assigneeCount } == [0, 0, 0])
  }

  @Test func aChangeToOneItemInvalidatesOnlyItsRow() async throws {
    let (_, model) = try makeModel()
    let first = tracking { _ = model.rows[0].value }
    let second = ObservedChange(model.rows[1])
    let selection = tracking { _ = model.selectedItem.value }
    #expect(model.assignToMe(try row(2).id) == .accepted)
    #expect(await second.arrived())
    #expect(model.rows[1].value?.assigneeCount == 1)
    #expect(!first.isSet)
    #expect(!selection.isSet)
  }

  @Test func selectingUpdatesTheSelectionAndDetailsButNoRow() async throws {
    let (_, model) = try makeModel()
    let details = ObservedChange(model.detailsOpen)
    let selected = ObservedChange(model.selectedItem)
    let anyRow = tracking { for row in model.rows { _ = row.value } }
    #expect(model.select(try row(3).id) == .accepted)
    #expect(await details.arrived())
    #expect(await selected.arrived())
    #expect(model.selectedItem.value == (try row(3).id))
    #expect(model.detailsOpen.value)
    #expect(!anyRow.isSet)
    let closing = ObservedChange(model.detailsOpen)
    model.closeDetails()
    #expect(await closing.arrived())
    #expect(!model.detailsOpen.value)
  }

  @Test func savingShowsTheStatusWithTheRequestTheModelMade() async throws {
    let (store, model) = try makeModel(items: 2)
    let status = ObservedChange(model.saveStatus)
    #expect(model.save() == .accepted)
    let ids = [try row(1).id, try row(2).id]
    #expect(await status.arrived())
    #expect(model.saveStatus.value == .saving(request: requestID(1), items: ids))
    #expect(model.save().rejection?.code == "alreadySaving")
    let failed = ObservedChange(model.saveStatus)
    #expect(store.dispatch(.saveDidFail(request: requestID(1), reason: "offline")) == .accepted)
    #expect(await failed.arrived())
    #expect(model.saveStatus.value == .failed(reason: "offline"))
  }

  @Test func aModelOfAnEqualValueIsNotInvalidated() async throws {
    let (_, model) = try makeModel()
    let selected = ObservedChange(model.selectedItem)
    let opened = ObservedChange(model.detailsOpen)
    #expect(model.select(try row(1).id) == .accepted)
    #expect(await selected.arrived())
    #expect(await opened.arrived())
    let selection = tracking { _ = model.selectedItem.value }
    let saving = ObservedChange(model.saveStatus)
    #expect(model.select(try row(1).id) == .accepted)
    #expect(model.save() == .accepted)
    #expect(await saving.arrived())  // queued after any update the second select would make
    #expect(!selection.isSet)
  }
}
