import DomainValues
import Items
import ItemsList
import Testing
import UDF
import UDFTesting
import User

/// "Assign to me" reads the signed-in user (User) and assigns them to the item (Items).
@Suite struct AssignToMeTests {
  private var me: ID<Assignee> { ID(userID(7).rawValue) }

  @Test func assignsTheSignedInUsersIDToTheItem() throws {
    let start = ListWorld(items: ItemsState(items: [try makeItem(1), try makeItem(2)]), user: try signedIn(7))
    let end = ListWorld(
      items: ItemsState(items: [try makeItem(1, assignees: [me]), try makeItem(2)]), user: try signedIn(7))
    let reduction = expectReduce(ListWorld.reduce, from: start, .assignToMeDidTap(itemID(1)), to: end)
    #expect(end.items.item(itemID(1))?.assignees.map(\.rawValue) == [userID(7).rawValue])
    #expect(reduction?.touched.keys == [ObservationKey(itemID(1))])
    #expect(reduction?.effects.isEmpty == true && reduction?.events.isEmpty == true)
  }

  @Test func addsTheUserAfterTheExistingAssignees() throws {
    let start = ListWorld(
      items: ItemsState(items: [try makeItem(1, assignees: [assigneeID(1)])]), user: try signedIn(7))
    let end = ListWorld(
      items: ItemsState(items: [try makeItem(1, assignees: [assigneeID(1), me])]), user: try signedIn(7))
    expectReduce(ListWorld.reduce, from: start, .assignToMeDidTap(itemID(1)), to: end)
  }

  @Test func assigningTwiceIsAnAcceptedNoOp() throws {
    let start = ListWorld(items: ItemsState(items: [try makeItem(1, assignees: [me])]), user: try signedIn(7))
    expectReduce(ListWorld.reduce, from: start, .assignToMeDidTap(itemID(1)), to: start)
  }

  @Test func anUnknownItemIsNotFoundBeforeTheUserIsChecked() throws {
    let items = ItemsState(items: [try makeItem(1)])
    expectRejection(ListWorld.reduce, from: ListWorld(items: items), .assignToMeDidTap(itemID(9)), code: "notFound")
    expectRejection(
      ListWorld.reduce, from: ListWorld(items: items, user: try signedIn()), .assignToMeDidTap(itemID(9)),
      code: "notFound")
  }

  @Test func withoutAUserItIsUserNotLoaded() throws {
    let start = ListWorld(items: ItemsState(items: [try makeItem(1)]))
    expectRejection(ListWorld.reduce, from: start, .assignToMeDidTap(itemID(1)), code: "userNotLoaded")
  }

  @Test func theScreenStateIsLeftAlone() throws {
    let screen = list(selected: itemID(1), open: true, .saving(request: requestID(1), items: [itemID(1), itemID(2)]))
    let start = ListWorld(
      items: ItemsState(items: [try makeItem(1), try makeItem(2)]), list: screen, user: try signedIn(7))
    let end = ListWorld(
      items: ItemsState(items: [try makeItem(1), try makeItem(2, assignees: [me])]), list: screen, user: try signedIn(7)
    )
    expectReduce(ListWorld.reduce, from: start, .assignToMeDidTap(itemID(2)), to: end)
  }
}
