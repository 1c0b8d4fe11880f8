import JSONOutput
import Testing

@testable import JSON

/// One accepted input and the value it must parse to.
struct ValidJSONCase: Sendable, CustomTestStringConvertible {
  let text: String
  let expected: JSONValue

  init(_ text: String, _ expected: JSONValue) {
    self.text = text
    self.expected = expected
  }

  var testDescription: String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}

private let validCases: [ValidJSONCase] = [
  .init("null", nil),
  .init("true", true),
  .init("false", false),
  .init(" \t\r\n 1 \n\r\t ", 1),
  .init("0", .number(JSONNumber(text: "0") ?? JSONNumber(0))),
  .init("-0", .number(JSONNumber(text: "-0") ?? JSONNumber(0))),
  .init("-12", -12),
  .init("1.5e-3", .number(JSONNumber(text: "1.5e-3") ?? JSONNumber(0))),
  .init("1E+10", .number(JSONNumber(text: "1E+10") ?? JSONNumber(0))),
  .init("0.000", .number(JSONNumber(text: "0.000") ?? JSONNumber(0))),
  .init(#""""#, ""),
  .init(#""abc""#, "abc"),
  .init(#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
  .init(#""\u00e9\u00C9""#, "éÉ"),
  .init(#""\u0000""#, "\u{0}"),
  .init(#""\uD83D\uDE00""#, "😀"),
  .init(#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
  .init(#""a\u0041b""#, "aAb"),
  .init("\"é😀中\u{7F}\"", "é😀中\u{7F}"),
  .init("\"\u{10FFFF}\"", "\u{10FFFF}"),
  .init("\"é\\n\"", "é\n"),
  .init("[]", []),
  .init("[ ]", []),
  .init("{}", [:]),
  .init("{ }", [:]),
  .init("[1,[2,[3]]]", [1, [2, [3]]]),
  .init(#"[null,true,"x",{}]"#, [nil, true, "x", [:]]),
  .init(#"{ "a" : [ 1 , 2 ] , "b" : { "c" : null } }"#, ["a": [1, 2], "b": ["c": nil]]),
  .init(#"{"":1}"#, ["": 1]),
  .init(#"{"a\u0000b":1}"#, ["a\u{0}b": 1]),
]

@Test(arguments: validCases)
func parserAcceptsValidJSON(_ testCase: ValidJSONCase) throws {
  let fromBytes = try JSONParser().parse(Array(testCase.text.utf8))
  #expect(fromBytes == testCase.expected)
  #expect(try JSONParser().parse(testCase.text) == testCase.expected)
}

@Test func numbersKeepTheirLiteralText() throws {
  let text = "[123456789012345678901234567890, -0.000000000000000000001, 1E400, 1.50]"
  guard case .array(let numbers) = try JSONParser().parse(text) else {
    Issue.record("not an array")
    return
  }
  #expect(
    numbers.compactMap(\.numberValue).map(\.text) == [
      "123456789012345678901234567890", "-0.000000000000000000001", "1E400", "1.50",
    ])
  try #require(numbers.count == 4)
  #expect(numbers[0].numberValue?.int64 == nil)
  #expect(numbers[2].numberValue?.double == nil)
  #expect(numbers[3].numberValue?.double == 1.5)
  #expect(
    JSONWriter.encode(.array(numbers))
      == Array("[123456789012345678901234567890,-0.000000000000000000001,1E400,1.50]".utf8))
}

@Test func objectsKeepSourceOrder() throws {
  let value = try JSONParser().parse(#"{"z":1,"a":2,"m":3}"#)
  let object = try #require(value.objectValue)
  #expect(object.keys == ["z", "a", "m"])
  #expect(JSONWriter.encode(value, sortedKeys: false) == Array(#"{"z":1,"a":2,"m":3}"#.utf8))
}

@Test func anObjectBuiltFromPairsKeepsARepeatedKeysLastValueAtItsFirstPlace() {
  let small = JSONObject([.init(key: "z", value: 1), .init(key: "a", value: 2), .init(key: "a", value: 4)])
  #expect(small.keys == ["z", "a"] && small["a"] == 4)
  let big = JSONObject(
    (0..<40).map { JSONObject.Member(key: "k\($0)", value: .number(JSONNumber($0))) } + [
      .init(key: "k7", value: "seven")
    ])
  #expect(big.count == 40 && big["k7"] == "seven" && big["k0"] == 0 && big["k40"] == nil)
  #expect(big.keys == (0..<40).map { "k\($0)" })
}

@Test func bigObjectsAreLookedUpByKey() throws {
  var text = "{"
  for index in 0..<40 { text += "\"k\(index)\":\(index)," }
  text += #""k40":null}"#
  let object = try #require(try JSONParser().parse(text).objectValue)
  #expect(object.count == 41)
  #expect(object["k7"] == 7 && object["k40"] == .some(.null) && object["k41"] == nil)
}

@Test func parsesFromAllBufferKinds() throws {
  let bytes = Array(#"xx{"a":[1]}yy"#.utf8)
  let expected: JSONValue = ["a": [1]]
  #expect(try JSONParser().parse(bytes[2..<11]) == expected)
  let fromRaw = try bytes.withUnsafeBytes { raw in
    try JSONParser().parse(UnsafeRawBufferPointer(rebasing: raw[2..<11]))
  }
  #expect(fromRaw == expected)
  let empty = #expect(throws: JSONParseError.self) {
    try JSONParser().parse(UnsafeRawBufferPointer(start: nil, count: 0))
  }
  #expect(empty?.kind == .unexpectedEnd)
  #expect(empty?.offset == 0)
}

@Test(arguments: ["a", "é", "😀"])
func specialBytesAreFoundAtEveryPositionOfAWord(filler: String) throws {
  for length in 0..<20 {
    let prefix = String(repeating: filler, count: length)
    let offset = 1 + prefix.utf8.count
    // Closing quote, escape and raw control character right after `length` fillers.
    #expect(try JSONParser().parse("\"\(prefix)\"") == .string(prefix))
    #expect(try JSONParser().parse("\"\(prefix)\\n\(filler)\"") == .string(prefix + "\n" + filler))
    for controlCharacter in ["\u{0}", "\u{1}", "\u{1F}"] {
      let control = parseError("\"\(prefix)\(controlCharacter)\(prefix)\"")
      #expect(control?.kind == .controlCharacterInString)
      #expect(control?.offset == offset)
    }
    #expect(try JSONParser().parse("\"\(prefix) \u{7F}\"") == .string(prefix + " \u{7F}"))
    let unterminated = parseError("\"\(prefix)")
    #expect(unterminated?.kind == .unexpectedEnd)
    #expect(unterminated?.offset == offset)
    let invalid = parseError(Array("\"\(prefix)".utf8) + [0xFF] + Array("\(prefix)\"".utf8))
    #expect(invalid?.kind == .invalidUTF8)
    #expect(invalid?.offset == offset)
  }
}
