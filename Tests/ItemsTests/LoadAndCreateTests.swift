import Items
import Testing
import UDF
import UDFTesting

@Suite struct LoadAndCreateTests {
  let one = fixedID(1, Item.self)
  let two = fixedID(2, Item.self)
  let three = fixedID(3, Item.self)

  @Test func loadingFillsTheDefaults() throws {
    let after = try reduced(ItemsState(), .didLoad([ItemDTO(id: one, title: " Milk ")], at: fixedTime(5)))
    let expected = try Item.create(id: one, title: "Milk", createdAt: fixedTime(5))
    #expect(after == ItemsState(items: [expected]))
    #expect(expected.isAvailable && !expected.isCompleted && expected.tags.isEmpty && expected.description == nil)
  }

  @Test func loadedTimesWinOverTheActionsTime() throws {
    let dtos = [
      ItemDTO(id: one, title: "A", completed: true, completedAt: fixedTime(2), createdAt: fixedTime(1)),
      ItemDTO(id: two, title: "B", completed: true),
      ItemDTO(id: three, title: "C", completed: false, completedAt: fixedTime(2), available: false),
    ]
    let after = try reduced(ItemsState(), .didLoad(dtos, at: fixedTime(9)))
    #expect(after.item(one)?.createdAt == fixedTime(1))
    #expect(after.item(one)?.completedAt == fixedTime(2))
    #expect(after.item(two)?.createdAt == fixedTime(9))
    #expect(after.item(two)?.completedAt == fixedTime(9))
    #expect(after.item(three)?.completedAt == nil)
    #expect(after.item(three)?.isAvailable == false)
  }

  @Test func loadingAddsNewItemsAtTheEndAndReplacesKnownOnesInPlace() throws {
    let start = try reduced(
      ItemsState(), .didLoad([ItemDTO(id: one, title: "A"), ItemDTO(id: two, title: "B")], at: fixedTime()))
    let after = try reduced(
      start, .didLoad([ItemDTO(id: three, title: "C"), ItemDTO(id: one, title: "A2", tags: ["x"])], at: fixedTime()))
    #expect(after.items.map(\.id) == [one, two, three])
    #expect(after.item(one)?.title.value == "A2")
    #expect(tagNames(after, one) == ["x"])
    #expect(after.item(two) == start.item(two))
  }

  @Test func theSameIDTwiceInOneLoadKeepsTheLastValuesAtTheFirstPlace() throws {
    let dtos = [ItemDTO(id: one, title: "A"), ItemDTO(id: two, title: "B"), ItemDTO(id: one, title: "A2")]
    let after = try reduced(ItemsState(), .didLoad(dtos, at: fixedTime()))
    #expect(after.items.map(\.title.value) == ["A2", "B"])
  }

  @Test func oneBadItemRefusesTheWholeLoad() throws {
    let start = ItemsState(items: [try makeItem(1)])
    let dtos = [ItemDTO(id: two, title: "fine"), ItemDTO(id: one, title: "new title"), ItemDTO(id: three, title: " ")]
    expectRejection(ItemsState.reduce, from: start, .didLoad(dtos, at: fixedTime()), code: "emptyTitleIsNotAllowed")
    let badTag = [ItemDTO(id: two, title: "fine"), ItemDTO(id: three, title: "T", tags: ["ok", ""])]
    expectRejection(ItemsState.reduce, from: start, .didLoad(badTag, at: fixedTime()), code: "invalidField")
  }

  @Test func anEmptyLoadChangesNothing() throws {
    let start = ItemsState(items: [try makeItem(1)])
    expectReduce(ItemsState.reduce, from: start, .didLoad([], at: fixedTime()), to: start)
  }

  @Test func creatingAddsAValidatedItemAtTheEnd() throws {
    let start = ItemsState(items: [try makeItem(1)])
    let action = ItemsAction.create(id: two, title: " Eggs ", description: "a dozen", tags: ["shop"], at: fixedTime(3))
    let created = try Item.create(
      id: two, title: "Eggs", description: "a dozen", tags: ["shop"], createdAt: fixedTime(3))
    expectReduce(ItemsState.reduce, from: start, action, to: ItemsState(items: [try makeItem(1), created]))
    #expect(created.isAvailable && !created.isCompleted)
  }

  @Test func creatingWithAnIDInUseIsRefused() throws {
    let start = ItemsState(items: [try makeItem(1)])
    let action = ItemsAction.create(id: one, title: "Other", description: nil, tags: [], at: fixedTime())
    expectRejection(ItemsState.reduce, from: start, action, code: "alreadyExists")
    let badTitle = ItemsAction.create(id: one, title: "", description: nil, tags: [], at: fixedTime())
    expectRejection(ItemsState.reduce, from: start, badTitle, code: "alreadyExists")
  }

  @Test func initWithItemsBehavesLikeALoad() throws {
    let first = try makeItem(1, title: "A")
    let second = try makeItem(2, title: "B")
    let replaced = try makeItem(1, title: "A2")
    let state = ItemsState(items: [first, second, replaced])
    #expect(state == ItemsState(items: [replaced, second]))
    #expect(state.items.map(\.title.value) == ["A2", "B"])
    #expect(state.contains(one) && state.contains(two) && !state.contains(three))
    #expect(state.item(three) == nil)
  }

  @Test func aLoadTouchesExactlyTheItemsItLoads() throws {
    var state = ItemsState(items: [try makeItem(1), try makeItem(2)])
    let dtos = [ItemDTO(id: two, title: "B"), ItemDTO(id: three, title: "C"), ItemDTO(id: two, title: "B2")]
    let reduction = try ItemsState.reduce(&state, .didLoad(dtos, at: fixedTime()))
    #expect(Set(reduction.touched.keys) == [ObservationKey(two), ObservationKey(three)])
    #expect(try ItemsState.reduce(&state, .didLoad([], at: fixedTime())).touched == .nothing)
  }

  @Test func aRefusedLoadNamesTheFirstBadItemAndItsField() throws {
    let fine = ItemDTO(id: one, title: "fine")
    let long = String(repeating: "a", count: 201)
    let cases: [([ItemDTO], ItemError, String)] = [
      (
        [fine, fine, fine, ItemDTO(id: two, title: long), ItemDTO(id: three, title: "")],
        .titleTooLong(scalarCount: 201), "items[3].title"
      ),
      ([ItemDTO(id: two, title: " \n")], .emptyTitleIsNotAllowed, "items[0].title"),
      ([fine, fine, fine, ItemDTO(id: two, title: "\u{200B}")], .emptyTitleIsNotAllowed, "items[3].title"),
      ([fine, fine, fine, ItemDTO(id: two, title: " \u{FEFF}\u{2060} ")], .emptyTitleIsNotAllowed, "items[3].title"),
      ([fine, ItemDTO(id: two, title: "T", tags: ["ok", "\u{200D}"])], .emptyTag, "items[1].tags"),
      ([fine, ItemDTO(id: two, title: "T", tags: ["ok", " "])], .emptyTag, "items[1].tags"),
      (
        [fine, fine, ItemDTO(id: two, title: "T", tags: ["a", "b", "c", "d", "e", "f"])],
        .maximumTagsCountReached, "items[2].tags"
      ),
    ]
    for (dtos, error, path) in cases {
      let rejection = expectRejection(
        ItemsState.reduce, from: ItemsState(items: [try makeItem(1)]), .didLoad(dtos, at: fixedTime()),
        code: error.rejection.code)
      #expect(rejection?.message == error.rejection.at(path).message)
      #expect(rejection?.message.hasPrefix("the field '\(path)'") == true, "\(String(describing: rejection))")
    }
  }
}
