import Items
import Testing
import UDF
import UDFTesting

@Suite struct TagRuleTests {
  let one = fixedID(1, Item.self)

  func state(tags: [String] = []) throws -> ItemsState { ItemsState(items: [try makeItem(1, tags: tags)]) }

  @Test func fiveTagsAreAcceptedAndASixthIsRefused() throws {
    var state = try state()
    for tag in ["a", "b", "c", "d", "e"] { try ItemsState.reduce(&state, .addTag(one, tag)) }
    #expect(tagNames(state, one) == ["a", "b", "c", "d", "e"])
    let rejection = expectRejection(ItemsState.reduce, from: state, .addTag(one, "f"), code: "maximumTagsCountReached")
    #expect(rejection?.message == "an item has at most 5 tags")
  }

  @Test func addingAPresentTagChangesNothingEvenWhenFull() throws {
    let full = try state(tags: ["a", "b", "c", "d", "e"])
    expectReduce(ItemsState.reduce, from: full, .addTag(one, "c"), to: full)
    expectReduce(ItemsState.reduce, from: full, .addTag(one, "  e\t"), to: full)
    let some = try state(tags: ["a"])
    expectReduce(ItemsState.reduce, from: some, .addTag(one, "a"), to: some)
  }

  @Test func tagsAreCaseSensitive() throws {
    let after = try reduced(try state(tags: ["work"]), .addTag(one, "Work"))
    #expect(tagNames(after, one) == ["work", "Work"])
  }

  @Test(arguments: ["", "   ", "\n", "\u{200B}", " \u{FEFF} ", "\u{2060}\u{200C}\u{200D}"])
  func anEmptyTagIsAnInvalidField(text: String) throws {
    let rejection = expectRejection(
      ItemsState.reduce, from: try state(tags: ["a"]), .addTag(one, text), code: "invalidField")
    #expect(rejection?.message.contains("tag") == true)
    expectRejection(ItemsState.reduce, from: try state(tags: ["a"]), .removeTag(one, text), code: "invalidField")
  }

  @Test func removingTagsKeepsTheOrderOfTheRest() throws {
    let full = try state(tags: ["a", "b", "c"])
    #expect(tagNames(try reduced(full, .removeTag(one, " b ")), one) == ["a", "c"])
    expectReduce(ItemsState.reduce, from: full, .removeTag(one, "z"), to: full)
    expectReduce(ItemsState.reduce, from: full, .removeTag(one, "A"), to: full)
    #expect(tagNames(try reduced(full, .removeAllTags(one)), one) == [])
    let empty = try state()
    expectReduce(ItemsState.reduce, from: empty, .removeAllTags(one), to: empty)
  }

  @Test func afterRemovingOneTagAFifthFitsAgain() throws {
    let full = try state(tags: ["a", "b", "c", "d", "e"])
    let after = try reduced(full, .removeTag(one, "a"), .addTag(one, "f"))
    #expect(tagNames(after, one) == ["b", "c", "d", "e", "f"])
  }

  @Test func creatingWithSevenTagsOfWhichTwoRepeatKeepsFive() throws {
    let tags = ["a", "b", "a", "c", " b", "d", "e"]
    let after = try reduced(ItemsState(), .create(id: one, title: "T", description: nil, tags: tags, at: time()))
    #expect(tagNames(after, one) == ["a", "b", "c", "d", "e"])
  }

  @Test func creatingOrLoadingSixDistinctTagsIsRefused() throws {
    let tags = ["a", "b", "c", "d", "e", "f"]
    expectRejection(
      ItemsState.reduce, from: ItemsState(), .create(id: one, title: "T", description: nil, tags: tags, at: time()),
      code: "maximumTagsCountReached")
    let dto = ItemDTO(id: one, title: "T", tags: tags)
    expectRejection(ItemsState.reduce, from: ItemsState(), .didLoad([dto], at: time()), code: "maximumTagsCountReached")
    let seven = ItemDTO(id: one, title: "T", tags: ["a", "b", "a", "c", "b", "d", "e"])
    #expect(tagNames(try reduced(ItemsState(), .didLoad([seven], at: time())), one)?.count == 5)
  }

  @Test func aTagOnAnUnknownItemIsNotFoundBeforeItIsChecked() throws {
    expectRejection(ItemsState.reduce, from: try state(), .addTag(fixedID(9), ""), code: "notFound")
    expectRejection(ItemsState.reduce, from: try state(), .removeTag(fixedID(9), ""), code: "notFound")
    expectRejection(ItemsState.reduce, from: try state(), .removeAllTags(fixedID(9)), code: "notFound")
  }
}
