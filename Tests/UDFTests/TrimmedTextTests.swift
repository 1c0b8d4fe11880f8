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
}
