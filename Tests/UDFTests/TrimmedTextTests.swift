import Testing
import UDF

@Suite struct TrimmedTextTests {
  @Test func trimsUnicodeWhiteSpaceAtBothEnds() {
    #expect(TrimmedText.of("  Kitchen \n") == "Kitchen")
    #expect(TrimmedText.of("\u{00A0}\u{2003}Mug\u{3000}") == "Mug")
    #expect(TrimmedText.of("\t\r\n") == "")
    #expect(TrimmedText.of("") == "")
    #expect(TrimmedText.of("a  b") == "a  b", "inner white space stays")
    #expect(TrimmedText.of("émoji 🙂") == "émoji 🙂")
    #expect(TrimmedText.of(" \u{0301}x ") == "\u{0301}x", "a combining mark is not white space")
  }

  @Test func returnsTheSameTextWhenNothingIsTrimmed() {
    #expect(TrimmedText.of("Plain") == "Plain")
    #expect(TrimmedText.of("x") == "x")
    #expect(TrimmedText.of("~tilde~") == "~tilde~")
  }

  /// Zero-width and other invisible format characters count as blank at the ends: a title of only
  /// them is empty; between visible characters they stay.
  @Test(arguments: [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x200E, 0x200F, 0x00AD, 0x2062] as [UInt32])
  func formatCharactersAreBlankAtTheEnds(_ code: UInt32) throws {
    let mark = String(try #require(Unicode.Scalar(code)))
    #expect(TrimmedText.of(mark) == "", "U+\(String(code, radix: 16))")
    #expect(TrimmedText.of(mark + mark + " " + mark) == "")
    #expect(TrimmedText.of(" " + mark + "Mug" + mark + "\n") == "Mug")
    #expect(TrimmedText.of("Mu" + mark + "g") == "Mu" + mark + "g", "inside a word it stays")
  }
}
