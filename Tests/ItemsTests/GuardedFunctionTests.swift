import Items
import Testing
import UDF

@Suite struct GuardedFunctionTests {
  let one = fixedID(1, Item.self)
  let ann = fixedID(7, Assignee.self)

  @Test func addAppendsANewItem() throws {
    var state = ItemsState(items: [try makeItem(2)])
    try state.add(try makeItem(1))
    #expect(state == ItemsState(items: [try makeItem(2), try makeItem(1)]))
    #expect(state.item(one) == (try makeItem(1)))
  }

  @Test func addRefusesAnIDInUseAndChangesNothing() throws {
    var state = ItemsState(items: [try makeItem(1)])
    let before = state
    #expect(throws: Rejection.self) { try state.add(try makeItem(1, title: "Other")) }
    let rejection = try #require(throwing(try state.add(try makeItem(1, title: "Other"))))
    #expect(rejection.code == "alreadyExists")
    #expect(state == before)
  }

  @Test func assignAndUnassignGoThroughTheItem() throws {
    var state = ItemsState(items: [try makeItem(1)])
    try state.assign(ann, to: one)
    try state.assign(ann, to: one)
    #expect(state.item(one)?.assignees == [ann])
    try state.unassign(ann, from: one)
    try state.unassign(ann, from: one)
    #expect(state == ItemsState(items: [try makeItem(1)]))
  }

  @Test func assignToAnUnknownItemIsNotFound() throws {
    var state = ItemsState(items: [try makeItem(1)])
    let before = state
    #expect(throwing(try state.assign(ann, to: fixedID(9)))?.code == "notFound")
    #expect(throwing(try state.unassign(ann, from: fixedID(9)))?.code == "notFound")
    #expect(state == before)
  }
}

/// The rejection `body` threw, or `nil` if it did not throw one.
private func throwing(_ body: @autoclosure () throws -> Void) -> Rejection? {
  do {
    try body()
    return nil
  } catch {
    return error as? Rejection
  }
}
