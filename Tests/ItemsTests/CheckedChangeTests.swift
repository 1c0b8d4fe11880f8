import DomainValues
import Items
import Testing
import UDF
import UDFTesting

/// The checked changes mediators use: `checkCreate` and `checkAssign` decide, `apply` makes true.
@Suite struct CheckedChangeTests {
  let one = fixedID(1, Item.self)
  let two = fixedID(2, Item.self)
  let ann = fixedID(7, Assignee.self)

  @Test func aCheckedCreateAppendsTheNewItemAndTouchesIt() throws {
    var state = ItemsState(items: [try makeItem(2)])
    let change = try state.checkCreate(try makeItem(1))
    #expect(change.item == (try makeItem(1)))
    var reduction = Reduction<ItemsAction>()
    state.apply(change, &reduction)
    #expect(state == ItemsState(items: [try makeItem(2), try makeItem(1)]))
    #expect(state.item(one) == (try makeItem(1)))
    #expect(reduction.touched.keys == [ObservationKey(one)])
  }

  @Test func checkCreateRefusesAnIDInUse() throws {
    let state = ItemsState(items: [try makeItem(1)])
    let other = try makeItem(1, title: "Other")
    #expect(throws: Rejection(code: "alreadyExists", message: "item with id \(one) already exists")) {
      try state.checkCreate(other)
    }
  }

  @Test func aCheckedAssignAddsThePersonOnceAndTouchesOnlyThatItem() throws {
    var state = ItemsState(items: [try makeItem(1), try makeItem(2)])
    let first = try assign(&state, ann, to: one)
    let second = try assign(&state, ann, to: one)
    #expect(state.item(one)?.assignees == [ann])
    #expect(state.item(two) == (try makeItem(2)))
    #expect(first.touched.keys == [ObservationKey(one)])
    #expect(second.touched.keys == [ObservationKey(one)])
    try ItemsState.reduce(&state, .unassign(one, ann))
    #expect(state == ItemsState(items: [try makeItem(1), try makeItem(2)]))
  }

  @Test func aCheckedAssignAgreesWithTheReducersAssign() throws {
    let start = ItemsState(items: [try makeItem(1, tags: ["a"]), try makeItem(2)])
    let change = try start.checkAssign(ann, to: one)
    #expect(change.item.assignees == [ann] && change.item.tags.map(\.name) == ["a"])
    var mediated = start
    try assign(&mediated, ann, to: one)
    expectReduce(ItemsState.reduce, from: start, .assign(one, ann), to: mediated)
  }

  @Test func assignToAnUnknownItemIsNotFound() throws {
    let state = ItemsState(items: [try makeItem(1)])
    #expect(throws: Rejection(code: "notFound", message: "no item with id \(fixedID(9, Item.self))")) {
      try state.checkAssign(ann, to: fixedID(9))
    }
    expectRejection(assignAnn, from: state, fixedID(9), code: "notFound")
  }

  /// Assigning `ann` through the checked change, in the shape `expectRejection` wants.
  private func assignAnn(_ state: inout ItemsState, _ item: ID<Item>) throws(Rejection) -> Reduction<ItemsAction> {
    try assign(&state, ann, to: item)
  }
}
