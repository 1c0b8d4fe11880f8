import Items
import Testing
import UDF
import UDFTesting

@Suite struct ItemBehaviourTests {
  let one = fixedID(1, Item.self)
  let ann = fixedID(7, Assignee.self)
  let bob = fixedID(8, Assignee.self)
  let photo = fixedID(5, Attachment.self)

  func state(_ item: Item? = nil) throws -> ItemsState {
    ItemsState(items: [try item ?? makeItem(1), try makeItem(2, title: "Other")])
  }

  @Test func theDescriptionCanBeChangedAndRemoved() throws {
    let start = try state()
    let described = try reduced(start, .updateDescription(one, "two litres"))
    #expect(described.item(one)?.description == "two litres")
    #expect(try reduced(described, .updateDescription(one, "one litre")).item(one)?.description == "one litre")
    expectReduce(ItemsState.reduce, from: described, .removeDescription(one), to: start)
    expectReduce(ItemsState.reduce, from: start, .removeDescription(one), to: start)
  }

  @Test func completingTwiceKeepsTheFirstTime() throws {
    let completed = try reduced(try state(), .markCompleted(one, at: fixedTime(10)))
    #expect(completed.item(one)?.completedAt == fixedTime(10))
    #expect(completed.item(one)?.isCompleted == true)
    expectReduce(ItemsState.reduce, from: completed, .markCompleted(one, at: fixedTime(20)), to: completed)
  }

  @Test func uncompletingClearsTheTimeAndACompletionAfterItIsNew() throws {
    let completed = try reduced(try state(), .markCompleted(one, at: fixedTime(10)))
    let reopened = try reduced(completed, .markUncompleted(one))
    #expect(reopened == (try state()))
    #expect(reopened.item(one)?.isCompleted == false)
    expectReduce(ItemsState.reduce, from: reopened, .markUncompleted(one), to: reopened)
    #expect(try reduced(reopened, .markCompleted(one, at: fixedTime(30))).item(one)?.completedAt == fixedTime(30))
  }

  @Test func assigningTwiceChangesNothingAndUnassigningAnAbsentPersonToo() throws {
    let assigned = try reduced(try state(), .assign(one, ann), .assign(one, bob))
    #expect(assigned.item(one)?.assignees == [ann, bob])
    expectReduce(ItemsState.reduce, from: assigned, .assign(one, ann), to: assigned)
    #expect(try reduced(assigned, .unassign(one, ann)).item(one)?.assignees == [bob])
    expectReduce(ItemsState.reduce, from: assigned, .unassign(one, fixedID(99)), to: assigned)
  }

  @Test func attachingTwiceChangesNothingAndDetachingAnAbsentFileToo() throws {
    let attached = try reduced(try state(), .attach(one, photo))
    #expect(attached.item(one)?.attachments == [photo])
    expectReduce(ItemsState.reduce, from: attached, .attach(one, photo), to: attached)
    expectReduce(ItemsState.reduce, from: attached, .detach(one, fixedID(6)), to: attached)
    expectReduce(ItemsState.reduce, from: attached, .detach(one, photo), to: try state())
  }

  @Test func availabilityChangesBothWaysAndTheSameValueAgainChangesNothing() throws {
    let start = try state()
    #expect(start.item(one)?.isAvailable == true)
    let unavailable = try reduced(start, .changeAvailability(one, available: false))
    #expect(unavailable.item(one)?.isAvailable == false)
    #expect(unavailable.items[1] == start.items[1], "the other item is untouched")
    expectReduce(ItemsState.reduce, from: unavailable, .changeAvailability(one, available: false), to: unavailable)
    expectReduce(ItemsState.reduce, from: unavailable, .changeAvailability(one, available: true), to: start)
    expectRejection(ItemsState.reduce, from: start, .changeAvailability(fixedID(9), available: false), code: "notFound")
  }

  @Test func aChangeTouchesOnlyItsItem() throws {
    let start = try state()
    let after = try reduced(start, .addTag(one, "x"), .markCompleted(one, at: fixedTime(1)), .assign(one, ann))
    #expect(after.items[1] == start.items[1])
    #expect(after.items.map(\.id) == start.items.map(\.id))
    var state = start
    for action in [ItemsAction.addTag(one, "x"), .markCompleted(one, at: fixedTime(1)), .assign(one, ann)] {
      let reduction = try ItemsState.reduce(&state, action)
      #expect(reduction.touched.keys == [ObservationKey(one)], "\(action)")
      #expect(reduction.events.isEmpty && reduction.effects.isEmpty, "\(action)")
    }
  }

  @Test(arguments: [
    ItemsAction.changeTitle(fixedID(9), "T"), .updateDescription(fixedID(9), "d"), .removeDescription(fixedID(9)),
    .addTag(fixedID(9), "t"), .removeTag(fixedID(9), "t"), .removeAllTags(fixedID(9)),
    .markCompleted(fixedID(9), at: fixedTime()), .markUncompleted(fixedID(9)), .assign(fixedID(9), fixedID(1)),
    .unassign(fixedID(9), fixedID(1)), .attach(fixedID(9), fixedID(1)), .detach(fixedID(9), fixedID(1)),
    .changeAvailability(fixedID(9), available: false),
  ])
  func everyItemActionOnAnUnknownItemIsNotFound(action: ItemsAction) throws {
    let rejection = expectRejection(ItemsState.reduce, from: try state(), action, code: "notFound")
    #expect(rejection?.message.contains("00000000-0000-4000-8000-000000000009") == true)
  }

  @Test func theFactoryCollapsesRepeatedAssigneesAndAttachments() throws {
    let item = try Item.create(
      id: one, title: "T", createdAt: fixedTime(), assignees: [ann, bob, ann], attachments: [photo, photo])
    #expect(item.assignees == [ann, bob])
    #expect(item.attachments == [photo])
  }
}
