import Items
import Testing
import UDF
import UDFTesting

@Suite struct TitleRuleTests {
  let one = fixedID(1, Item.self)

  func state() throws -> ItemsState { ItemsState(items: [try makeItem(1)]) }

  @Test(arguments: ["", " ", "\n\t", "\u{3000}\u{2003}\r\n", "\u{200B}\u{200D}", "\u{FEFF}", " \u{2060} "])
  func anEmptyTitleIsRefused(text: String) throws {
    expectRejection(ItemsState.reduce, from: try state(), .changeTitle(one, text), code: "emptyTitleIsNotAllowed")
    expectRejection(
      ItemsState.reduce, from: ItemsState(), .create(id: one, title: text, description: nil, tags: [], at: fixedTime()),
      code: "emptyTitleIsNotAllowed")
  }

  @Test(
    "a title of only zero-width or other format characters (with or without spaces) is empty",
    arguments: [
      "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{200E}", "\u{202E}",
      " \u{200B} ", "\u{FEFF}\u{200B}\u{200C}\u{200D}\u{2060}", "\n\u{2060}\t\u{FEFF} \u{3000}",
    ])
  func aTitleOfOnlyFormatCharactersIsRefused(text: String) throws {
    try anEmptyTitleIsRefused(text: text)
    #expect(throws: ItemError.emptyTitleIsNotAllowed) { try Title(text) }
  }

  @Test func formatCharactersAreTrimmedAtTheEndsButKeptInside() throws {
    #expect(try Title("\u{FEFF}\u{200B} Buy milk \u{2060}\u{200D}").value == "Buy milk")
    #expect(try Title(" Buy\u{200B}milk ").value == "Buy\u{200B}milk")
    #expect(try Title("Mug\u{200C}\u{200D}\u{2060}\u{FEFF}Cup").value == "Mug\u{200C}\u{200D}\u{2060}\u{FEFF}Cup")
    let after = try reduced(try state(), .changeTitle(one, "\u{200B}Buy bread\u{FEFF}"))
    #expect(after.item(one)?.title.value == "Buy bread")
  }

  @Test func aTitleOf200ScalarsIsAcceptedAnd201Refused() throws {
    let longest = String(repeating: "a", count: 200)
    let after = try reduced(try state(), .changeTitle(one, longest))
    #expect(after.item(one)?.title.value == longest)
    let rejection = expectRejection(
      ItemsState.reduce, from: try state(), .changeTitle(one, longest + "b"), code: "titleTooLong")
    #expect(rejection?.message.contains("201") == true)
  }

  @Test func surroundingWhiteSpaceIsTrimmedAndDoesNotCount() throws {
    let longest = String(repeating: "x", count: 200)
    let after = try reduced(try state(), .changeTitle(one, "  \(longest)\n"))
    #expect(after.item(one)?.title.value == longest)
    #expect(try Title("  Buy  milk \t").value == "Buy  milk")
  }

  @Test func lengthCountsUnicodeScalarsNotCharacters() throws {
    // "é" written as "e" + U+0301: one character, two scalars.
    let hundred = String(repeating: "e\u{301}", count: 100)
    #expect(hundred.count == 100 && hundred.unicodeScalars.count == 200)
    #expect(try Title(hundred).value == hundred)
    let over = hundred + "e\u{301}"
    #expect(over.count == 101)
    #expect(throws: ItemError.titleTooLong(scalarCount: 202)) { try Title(over) }
    // A flag is one character of two scalars: 101 flags are 202 scalars.
    let flags = String(repeating: "\u{1F1FA}\u{1F1F8}", count: 101)
    #expect(flags.count == 101)
    #expect(throws: ItemError.titleTooLong(scalarCount: 202)) { try Title(flags) }
    // 200 precomposed "é" (one scalar each) fit exactly.
    #expect(try Title(String(repeating: "\u{E9}", count: 200)).value.unicodeScalars.count == 200)
  }

  /// Up to 200 UTF-8 bytes a title is short enough uncounted; above, its scalars are counted, so
  /// 200 four-byte scalars (800 bytes) fit and 201 do not, nor do 199 plus two ASCII letters.
  @Test func lengthIsCountedInScalarsWhateverTheirWidthInBytes() throws {
    let emoji = String(repeating: "\u{1F600}", count: 200)
    #expect(emoji.utf8.count == 800)
    #expect(try Title(emoji).value == emoji)
    #expect(throws: ItemError.titleTooLong(scalarCount: 201)) { try Title(emoji + "\u{1F600}") }
    #expect(throws: ItemError.titleTooLong(scalarCount: 201)) { try Title(String(emoji.dropLast()) + "ab") }
    #expect(try Title(String(repeating: "a", count: 199) + "\u{E9}").value.utf8.count == 201)
  }

  @Test func changingTheTitleChangesOnlyTheTitle() throws {
    var item = try makeItem(1)
    item.change(title: try Title("Buy bread"))
    expectReduce(ItemsState.reduce, from: try state(), .changeTitle(one, " Buy bread "), to: ItemsState(items: [item]))
  }

  @Test func anUnknownItemIsReportedBeforeABadTitle() throws {
    expectRejection(ItemsState.reduce, from: try state(), .changeTitle(fixedID(2), ""), code: "notFound")
  }
}
