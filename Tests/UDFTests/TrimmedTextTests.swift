import DomainValues
import Testing
import UDF

/// The invisible format characters users paste most (zero-width space, non-joiner, joiner, word
/// joiner, byte order mark).
private let zeroWidth: [Unicode.Scalar] = ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}"]

/// Every scalar of general category Cf (format) that this Swift knows.
private let formatScalars: [Unicode.Scalar] = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
  $0.properties.generalCategory == .format
}

/// The prepended concatenation marks (Unicode's Prepended_Concatenation_Mark): format characters
/// that form one character with what follows them, so a leading one is part of the text.
private let prependedMarks: Set<UInt32> = [
  0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD,
]

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

  @Test(
    "a zero-width character alone, repeated or mixed with spaces is empty; at the ends it is trimmed",
    arguments: zeroWidth)
  func zeroWidthCharacterIsTrimmed(_ scalar: Unicode.Scalar) {
    let mark = String(scalar)
    #expect(TrimmedText.of(mark) == "")
    #expect(TrimmedText.of(mark + mark + mark) == "")
    #expect(TrimmedText.of(" " + mark + " ") == "")
    #expect(TrimmedText.of(mark + " \n\t" + mark) == "")
    #expect(TrimmedText.of("\u{3000}" + mark + "\u{00A0}") == "")
    #expect(TrimmedText.of(mark + "Mug") == "Mug")
    #expect(TrimmedText.of("Mug" + mark) == "Mug")
    #expect(TrimmedText.of(mark + " Mug " + mark) == "Mug")
    #expect(TrimmedText.of(" " + mark + "Mug" + mark + " ") == "Mug")
  }

  @Test("a zero-width character inside a title is kept", arguments: zeroWidth)
  func innerZeroWidthCharacterIsKept(_ scalar: Unicode.Scalar) {
    let inner = "Mug" + String(scalar) + "Cup"
    #expect(TrimmedText.of(inner) == inner)
    #expect(TrimmedText.of(" " + inner + String(scalar)) == inner)
  }

  @Test func zeroWidthJoinerInsideAnEmojiSequenceIsKept() {
    let family = "👨\u{200D}👩\u{200D}👧"
    #expect(TrimmedText.of(family) == family)
    #expect(TrimmedText.of("\u{200D}" + family + "\u{200D} ") == family)
  }

  @Test func everyFormatCharacterIsTrimmedAtTheEndsAndKeptInside() {
    #expect(formatScalars.count > 150, "Cf has about 170 scalars; found \(formatScalars.count)")
    for scalar in formatScalars {
      let mark = String(scalar)
      let hex = "U+" + String(scalar.value, radix: 16, uppercase: true)
      #expect(TrimmedText.of(mark) == "", "\(hex) alone")
      #expect(TrimmedText.of(" " + mark + "\n" + mark + " ") == "", "\(hex) with spaces")
      #expect(TrimmedText.of("ab" + mark) == "ab", "\(hex) at the end")
      #expect(TrimmedText.of("ab" + mark + " ") == "ab", "\(hex) at the end before a space")
      #expect(TrimmedText.of("a" + mark + "b") == "a" + mark + "b", "\(hex) inside")
      let leading = prependedMarks.contains(scalar.value) ? mark + "ab" : "ab"
      #expect(TrimmedText.of(mark + "ab") == leading, "\(hex) at the start")
      #expect(TrimmedText.of(" " + mark + "ab") == leading, "\(hex) at the start after a space")
    }
  }

  @Test func aSubdivisionFlagAtTheEndKeepsItsTags() {
    let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(TrimmedText.of("Trip to " + scotland) == "Trip to " + scotland)
    #expect(TrimmedText.of("Trip to " + scotland + " \u{200B}") == "Trip to " + scotland)
    #expect(TrimmedText.of(scotland) == scotland)
    #expect(TrimmedText.of("Trip\u{E0067}\u{E007F}") == "Trip", "tags after a letter spell nothing")
    #expect(TrimmedText.of("\u{E0067}\u{E007F}") == "")
  }

  @Test func aPrependedMarkBelongsToTheNumberAfterIt() {
    #expect(TrimmedText.of("\u{0600}١٢٣") == "\u{0600}١٢٣")
    #expect(TrimmedText.of(" \u{200B}\u{0600}١٢٣ ") == "\u{0600}١٢٣")
    #expect(TrimmedText.of("\u{0600}") == "")
    #expect(TrimmedText.of("\u{200D}\u{0301}x") == "\u{0301}x", "a joiner before a combining mark is not its prefix")
    #expect(TrimmedText.of("\u{200C}\u{0301}x") == "\u{0301}x")
  }
}
