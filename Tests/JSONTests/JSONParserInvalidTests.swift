import Testing

@testable import JSON

/// One refused input, with the error the parser must give.
struct InvalidJSONCase: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  let kind: JSONParseError.Kind
  let offset: Int

  init(_ name: String, _ text: String, _ kind: JSONParseError.Kind, at offset: Int) {
    self.name = name
    self.bytes = Array(text.utf8)
    self.kind = kind
    self.offset = offset
  }

  init(_ name: String, bytes: [UInt8], _ kind: JSONParseError.Kind, at offset: Int) {
    self.name = name
    self.bytes = bytes
    self.kind = kind
    self.offset = offset
  }

  var testDescription: String { name }
}

private let quote = UInt8(ascii: "\"")

/// One scalar per UTF-8 lead-byte class, at the edges of each range (U+0080 … U+10FFFF).
private let edgeScalarBytes = Array(
  "\u{80}\u{7FF}\u{800}\u{FFF}\u{1000}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{3FFFF}\u{40000}\u{10FFFF}".utf8)

private let invalidCases: [InvalidJSONCase] = [
  // Structure
  .init("empty input", "", .unexpectedEnd, at: 0),
  .init("whitespace only", " \t\n ", .unexpectedEnd, at: 4),
  .init("trailing comma in array", "[1,]", .unexpectedCharacter, at: 3),
  .init("trailing comma in object", #"{"a":1,}"#, .unexpectedCharacter, at: 7),
  .init("double comma", "[1,,2]", .unexpectedCharacter, at: 3),
  .init("leading comma", "[,1]", .unexpectedCharacter, at: 1),
  .init("missing comma", "[1 2]", .unexpectedCharacter, at: 3),
  .init("missing colon", #"{"a" 1}"#, .unexpectedCharacter, at: 5),
  .init("missing value", #"{"a":}"#, .unexpectedCharacter, at: 5),
  .init("unquoted key", "{a:1}", .unexpectedCharacter, at: 1),
  .init("single-quoted string", "'a'", .unexpectedCharacter, at: 0),
  .init("lone comma in object", "{,}", .unexpectedCharacter, at: 1),
  .init("closing bracket first", "]", .unexpectedCharacter, at: 0),
  .init("mismatched bracket", "[1}", .unexpectedCharacter, at: 2),
  .init("unclosed array", "[", .unexpectedEnd, at: 1),
  .init("unclosed array after value", "[1", .unexpectedEnd, at: 2),
  .init("unclosed object", #"{"a":1"#, .unexpectedEnd, at: 6),
  .init("object ends after key", #"{"a""#, .unexpectedEnd, at: 4),
  .init("line comment", "// c\n1", .unexpectedCharacter, at: 0),
  .init("block comment", "[1 /* c */]", .unexpectedCharacter, at: 3),
  .init("two values", "1 2", .trailingCharacters, at: 2),
  .init("garbage after object", "{} x", .trailingCharacters, at: 3),
  .init("second object", "{}{}", .trailingCharacters, at: 2),
  .init("literal with suffix", "nulls", .trailingCharacters, at: 4),
  // Literals
  .init("truncated true", "tru", .unexpectedEnd, at: 3),
  .init("misspelled true", "trux", .unexpectedCharacter, at: 3),
  .init("truncated null", "nul", .unexpectedEnd, at: 3),
  .init("capitalized True", "True", .unexpectedCharacter, at: 0),
  .init("NaN", "NaN", .unexpectedCharacter, at: 0),
  .init("Infinity", "Infinity", .unexpectedCharacter, at: 0),
  .init("negative Infinity", "-Infinity", .invalidNumber, at: 1),
  .init("undefined", "undefined", .unexpectedCharacter, at: 0),
  // Numbers
  .init("leading zero", "01", .invalidNumber, at: 1),
  .init("negative leading zero", "-01", .invalidNumber, at: 2),
  .init("double zero in array", "[00]", .invalidNumber, at: 2),
  .init("plus sign", "+1", .unexpectedCharacter, at: 0),
  .init("leading dot", ".5", .unexpectedCharacter, at: 0),
  .init("trailing dot at end", "1.", .unexpectedEnd, at: 2),
  .init("trailing dot in array", "[1.]", .invalidNumber, at: 3),
  .init("dot then exponent", "1.e5", .invalidNumber, at: 2),
  .init("empty exponent at end", "1e", .unexpectedEnd, at: 2),
  .init("signed empty exponent", "1e+", .unexpectedEnd, at: 3),
  .init("exponent without digits", "[1e]", .invalidNumber, at: 3),
  .init("lone minus", "-", .unexpectedEnd, at: 1),
  .init("minus letter", "-a", .invalidNumber, at: 1),
  .init("hex number", "0x10", .trailingCharacters, at: 1),
  .init("number with letter in array", "[1x]", .unexpectedCharacter, at: 2),
  // Strings
  .init("unterminated string", #""abc"#, .unexpectedEnd, at: 4),
  .init("unknown escape", #""a\x""#, .invalidEscape, at: 2),
  .init("escaped single quote", #""\'""#, .invalidEscape, at: 1),
  .init("bad hex digit", #""\u12G4""#, .invalidEscape, at: 1),
  .init("short unicode escape", #""\u12""#, .invalidEscape, at: 1),
  .init("escape at end", #""\"#, .unexpectedEnd, at: 2),
  .init("unicode escape at end", #""\u00"#, .unexpectedEnd, at: 5),
  .init("lone high surrogate", #""\uD800""#, .loneSurrogate, at: 1),
  .init("lone low surrogate", #""\uDC00""#, .loneSurrogate, at: 1),
  .init("high surrogate then letter", #""\uD800\u0041""#, .loneSurrogate, at: 1),
  .init("high surrogate then escape", #""\uD800\n""#, .loneSurrogate, at: 1),
  .init("two high surrogates", #""\uD83D\uD83D""#, .loneSurrogate, at: 1),
  .init("surrogate after text", #""ab\uDBFF""#, .loneSurrogate, at: 3),
  .init("reversed surrogate pair", #""\uDE00\uD83D""#, .loneSurrogate, at: 1),
  .init("raw tab", "\"a\tb\"", .controlCharacterInString, at: 2),
  .init("raw newline", "\"a\nb\"", .controlCharacterInString, at: 2),
  .init("raw NUL", "\"\u{0}\"", .controlCharacterInString, at: 1),
  .init("raw U+001F", "\"\u{1F}\"", .controlCharacterInString, at: 1),
  .init("raw newline after escape", "\"\\n\n\"", .controlCharacterInString, at: 3),
  // UTF-8
  .init("0xFF in string", bytes: [quote, 0x61, 0xFF, quote], .invalidUTF8, at: 2),
  .init("lone continuation byte", bytes: [quote, 0x61, 0x80, quote], .invalidUTF8, at: 2),
  .init("truncated two-byte sequence", bytes: [quote, 0x61, 0xC3, quote], .invalidUTF8, at: 2),
  .init("truncated three-byte sequence", bytes: [quote, 0x61, 0xE2, 0x82, quote], .invalidUTF8, at: 2),
  .init("overlong slash (C0 AF)", bytes: [quote, 0x61, 0xC0, 0xAF, quote], .invalidUTF8, at: 2),
  .init("overlong C1", bytes: [quote, 0x61, 0xC1, 0xBF, quote], .invalidUTF8, at: 2),
  .init("overlong three-byte", bytes: [quote, 0x61, 0xE0, 0x80, 0xAF, quote], .invalidUTF8, at: 2),
  .init("overlong four-byte", bytes: [quote, 0x61, 0xF0, 0x80, 0x80, 0xAF, quote], .invalidUTF8, at: 2),
  .init("UTF-8 encoded high surrogate", bytes: [quote, 0x61, 0xED, 0xA0, 0x80, quote], .invalidUTF8, at: 2),
  .init("UTF-8 encoded low surrogate", bytes: [quote, 0x61, 0xED, 0xBF, 0xBF, quote], .invalidUTF8, at: 2),
  .init("above U+10FFFF", bytes: [quote, 0x61, 0xF4, 0x90, 0x80, 0x80, quote], .invalidUTF8, at: 2),
  .init("F5 lead byte", bytes: [quote, 0x61, 0xF5, 0x80, 0x80, 0x80, quote], .invalidUTF8, at: 2),
  .init("invalid byte after escape", bytes: Array(#""\n"#.utf8) + [0xFF, quote], .invalidUTF8, at: 3),
  .init("invalid UTF-8 wins over later control char", bytes: [quote, 0xFF, 0x0A, quote], .invalidUTF8, at: 1),
  .init("invalid UTF-8 wins over later bad escape", bytes: [quote, 0xFF] + Array(#"\x""#.utf8), .invalidUTF8, at: 1),
  .init("invalid UTF-8 in key", bytes: Array(#"{""#.utf8) + [0xFE] + Array(#"":1}"#.utf8), .invalidUTF8, at: 2),
  .init(
    "invalid byte after every valid lead-byte class", bytes: [quote] + edgeScalarBytes + [0xFF, quote], .invalidUTF8,
    at: 1 + edgeScalarBytes.count),
  .init("invalid byte outside strings", bytes: [0xFF], .invalidUTF8, at: 0),
  .init("valid U+D7FF outside strings", bytes: [0xED, 0x9F, 0xBF], .unexpectedCharacter, at: 0),
  .init("valid U+10000 outside strings", bytes: [0xF0, 0x90, 0x80, 0x80], .unexpectedCharacter, at: 0),
  .init("valid U+10FFFF outside strings", bytes: [0xF4, 0x8F, 0xBF, 0xBF], .unexpectedCharacter, at: 0),
  .init("truncated sequence at end of input", bytes: [0x31, 0x20, 0xE2, 0x82], .invalidUTF8, at: 2),
  .init("valid non-ASCII outside strings", "é", .unexpectedCharacter, at: 0),
  .init("byte order mark", "\u{FEFF}{}", .unexpectedCharacter, at: 0),
  // Depth
  .init("513 nested arrays", String(repeating: "[", count: 513), .tooDeep, at: 512),
  .init(
    "513 nested objects", String(repeating: #"{"a":"#, count: 513) + "1" + String(repeating: "}", count: 513),
    .tooDeep, at: 5 * 512),
]

@Test(arguments: invalidCases)
func parserRefusesInvalidJSON(_ testCase: InvalidJSONCase) {
  #expect {
    try JSONParser().parse(testCase.bytes)
  } throws: { error in
    guard let error = error as? JSONParseError else { return false }
    #expect(error.kind == testCase.kind, "\(error.message)")
    #expect(error.offset == testCase.offset, "\(error.message)")
    #expect(
      error.message.hasSuffix("at byte \(testCase.offset)") || error.message.contains("at byte \(testCase.offset) ("))
    return true
  }
}

/// The error parsing `bytes` gives, or `nil` (and a recorded issue) if it parses.
func parseError(_ bytes: [UInt8], parser: JSONParser = JSONParser()) -> JSONParseError? {
  do {
    let value = try parser.parse(bytes)
    Issue.record("expected a parse error, got \(value)")
    return nil
  } catch {
    return error
  }
}

/// The error parsing `text` gives, or `nil` (and a recorded issue) if it parses.
func parseError(_ text: String, parser: JSONParser = JSONParser()) -> JSONParseError? {
  parseError(Array(text.utf8), parser: parser)
}

@Test func errorMessagesNameTheCharacterAndOffset() {
  #expect(parseError("[1,]")?.message == "unexpected character ']' at byte 3")
  #expect(
    parseError(#"{"action":"x",,}"#)?.message == "unexpected character ',' at byte 14 (expected a string key)")
  #expect(parseError("01")?.message == "invalid number at byte 1 (leading zero)")
  #expect(parseError([quote, 0x0A, quote])?.message == "unescaped control character (byte 0x0A) in string at byte 1")
  #expect(parseError("{} x")?.description == "unexpected character 'x' after the JSON value at byte 3")
  #expect(parseError("[1 2]")?.message == "unexpected character '2' at byte 3 (expected ',' or ']')")
  #expect(parseError("{\"a\":1")?.message == "unexpected end of input at byte 6")
  #expect(parseError([0x5B, 0xFF])?.message == "invalid UTF-8 (byte 0xFF) at byte 1")
}

@Test func depthLimitIsExactlyTheConfiguredNesting() throws {
  let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
  var value = try JSONParser().parse(atLimit)
  var depth = 0
  while case .array(let elements) = value {
    depth += 1
    value = elements.first ?? .null
  }
  #expect(depth == 512)

  let shallow = JSONParser(maxDepth: 2)
  #expect(try shallow.parse("[[1]]") == [[1]])
  let error = parseError(#"{"a":{"b":{}}}"#, parser: shallow)
  #expect(error?.kind == .tooDeep)
  #expect(error?.offset == 10)
}

@Test func sliceOffsetsCountFromTheSliceStart() {
  let bytes = Array("xxxx[1,]".utf8)
  let error = #expect(throws: JSONParseError.self) { try JSONParser().parse(bytes[4...]) }
  #expect(error?.kind == .unexpectedCharacter)
  #expect(error?.offset == 3)
}
