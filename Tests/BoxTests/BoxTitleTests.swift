import Box
import Testing
import UDF
import UDFTesting

@Suite struct BoxTitleTests {
  @Test(arguments: [("Kitchen", "Kitchen"), ("  Garage\n", "Garage"), ("a b", "a b")])
  func titleIsTrimmed(raw: String, trimmed: String) throws {
    #expect(try BoxTitle(raw).value == trimmed)
  }

  @Test(arguments: ["", " ", "\n\t  "])
  func emptyTitleIsNotAllowed(raw: String) {
    #expect(throws: BoxError.emptyTitle) { try BoxTitle(raw) }
    expectRejection(
      BoxesState.reduce, from: BoxesState(), .provision(id: boxID(1), title: raw), code: "emptyTitleIsNotAllowed"
    )
  }

  @Test func twoHundredScalarsFitAndTwoHundredOneDoNot() throws {
    let longest = String(repeating: "x", count: 200)
    #expect(try BoxTitle(longest).value == longest)
    #expect(try BoxTitle("  " + longest + " ").value == longest)
    #expect(throws: BoxError.titleTooLong(scalarCount: 201)) { try BoxTitle(longest + "y") }
    expectRejection(
      BoxesState.reduce, from: BoxesState(), .provision(id: boxID(1), title: longest + "y"), code: "titleTooLong"
    )
  }

  @Test func lengthIsCountedInUnicodeScalarsNotCharacters() throws {
    let accented = String(repeating: "e\u{301}", count: 100)
    #expect(accented.count == 100)
    #expect(try BoxTitle(accented).value.unicodeScalars.count == 200)
    #expect(throws: BoxError.titleTooLong(scalarCount: 202)) { try BoxTitle(accented + "e\u{301}") }
    let family = String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: 41)
    #expect(family.count == 41)
    #expect(throws: BoxError.titleTooLong(scalarCount: 205)) { try BoxTitle(family) }
  }
}
