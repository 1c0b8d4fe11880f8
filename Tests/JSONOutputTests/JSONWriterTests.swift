import JSON
import Testing

@testable import JSONOutput

private func text(_ writer: JSONWriter) -> String {
  String(decoding: writer.bytes, as: UTF8.self)
}

@Test func writerBuildsAProtocolLine() {
  var writer = JSONWriter()
  writer.object {
    $0.field("type", "accepted")
    $0.field("line", 7)
    $0.field("seq", Int64(42))
  }
  writer.newline()
  writer.object {
    $0.field("type", "event")
    $0.field("from", nil as String?)
    $0.field("title", "Kitchen" as String?)
    $0.arrayField("items") {
      $0.object { $0.field("done", true) }
      $0.object { $0.field("done", false) }
      $0.array { _ in }
      $0.string("x")
    }
    $0.objectField("value") { $0.nullField("user") }
  }
  #expect(
    text(writer) == """
      {"type":"accepted","line":7,"seq":42}
      {"type":"event","from":null,"title":"Kitchen","items":[{"done":true},{"done":false},[],"x"],"value":{"user":null}}
      """)
}

@Test func writerExplicitCallsMatchClosures() {
  var explicit = JSONWriter()
  explicit.beginObject()
  explicit.key("a")
  explicit.beginArray()
  explicit.int(1)
  explicit.null()
  explicit.bool(false)
  explicit.number(JSONNumber(text: "1.50e3") ?? JSONNumber(0))
  explicit.rawValue(Array(#"{"cached":true}"#.utf8))
  explicit.endArray()
  explicit.key("b")
  explicit.beginObject()
  explicit.endObject()
  explicit.endObject()
  #expect(text(explicit) == #"{"a":[1,null,false,1.50e3,{"cached":true}],"b":{}}"#)
}

@Test func writerResetKeepsNothingButCapacity() {
  var writer = JSONWriter()
  writer.object { $0.field("a", 1) }
  writer.reset()
  writer.int(2)
  #expect(text(writer) == "2")
}

@Test func writerEscapesStringsMinimally() {
  var writer = JSONWriter()
  writer.string("a\"b\\c/d\u{0}\u{1}\u{1F}\n\t\r\u{8}\u{C}é😀\u{7F}\u{2028}")
  let expected = #""a\"b\\c/d\u0000\u0001\u001f\n\t\r\b\fé😀\#u{7F}\#u{2028}""#
  #expect(text(writer) == expected)
}

@Test(arguments: [
  (Int64.min, "-9223372036854775808"), (Int64.max, "9223372036854775807"), (0, "0"), (-1, "-1"), (9, "9"),
  (10, "10"), (-10, "-10"), (1_234_567, "1234567"),
])
func writerWritesIntegers(_ value: Int64, _ expected: String) {
  var writer = JSONWriter()
  writer.int(value)
  #expect(text(writer) == expected)
}

@Test func writerEscapesKeysToo() {
  var writer = JSONWriter()
  writer.object { $0.field("a\"\n", "v") }
  #expect(text(writer) == #"{"a\"\n":"v"}"#)
}

@Test func sortedValueOutputIsByteStable() throws {
  let first = try JSONParser().parse(#"{"b":1,"a":{"d":[{"z":0,"y":1}],"c":3},"é":0,"Z":0,"":0}"#)
  let second = try JSONParser().parse(#"{"":0,"Z":0,"é":0,"a":{"c":3,"d":[{"y":1,"z":0}]},"b":1}"#)
  let expected = #"{"":0,"Z":0,"a":{"c":3,"d":[{"y":1,"z":0}]},"b":1,"é":0}"#
  #expect(JSONWriter.encode(first) == Array(expected.utf8))
  #expect(JSONWriter.encode(second) == JSONWriter.encode(first))
  #expect(first == second)
  #expect(JSONWriter.encode(first, sortedKeys: false) != JSONWriter.encode(second, sortedKeys: false))
}

@Test func sortingUsesUTF8ByteOrder() {
  // "\u{FF61}" (EF BD A1) sorts before "\u{1F600}" (F0 9F 98 80) by bytes and by code point,
  // although UTF-16 order (FF61 vs D83D) would put the emoji first.
  let value: JSONValue = ["\u{1F600}": 1, "\u{FF61}": 2, "z": 3]
  #expect(JSONWriter.encode(value) == Array("{\"z\":3,\"\u{FF61}\":2,\"\u{1F600}\":1}".utf8))
}

/// The escaping copies eight clean bytes at a time: every byte that needs an escape (each control
/// character, `"` and `\`) is found at every position within and across those words, next to
/// multi-byte UTF-8 that must pass unchanged, and the text reads back as written.
@Test func writerEscapesEveryByteThatNeedsItAtEveryPosition() throws {
  let specials: [UInt8] = Array(0x00...0x1F) + [UInt8(ascii: "\""), UInt8(ascii: "\\")]
  let plain = Array("abcdefghijklmnopé€xyz0123456789")
  for special in specials {
    for position in 0..<20 {
      var characters = Array(plain.prefix(position))
      characters.append(Character(Unicode.Scalar(special)))
      characters += plain.dropFirst(position)
      let original = String(characters)
      let bytes = Array(original.utf8)
      var writer = JSONWriter()
      writer.string(original)
      let written = writer.bytes
      // A raw control character never appears between the quotes: it is always escaped.
      if special < 0x20 { #expect(!written.dropFirst().dropLast().contains(special)) }
      #expect(try JSONParser().parse(written) == .string(original), "byte \(special) at \(position)")
      var fromBytes = JSONWriter()
      fromBytes.string(utf8: bytes.span)
      #expect(fromBytes.bytes == written)
    }
  }
}

/// Every power-of-ten boundary, both signs: the digits are counted before they are written.
@Test func writerWritesIntegersAtEveryDigitCount() {
  var power: Int64 = 1
  for _ in 0..<19 {
    for value in [power - 1, power, -power, -(power - 1)] {
      var writer = JSONWriter()
      writer.int(value)
      #expect(text(writer) == String(value))
    }
    if power <= Int64.max / 10 { power *= 10 }
  }
}

/// Keys and strings are written in one piece when they need no escape and are short enough, and
/// run by run otherwise: around that length, with and without an escape, after a separator or not,
/// the output reads back as what was written.
@Test func writerWritesLongAndShortTextsAlike() throws {
  for length in [0, 1, 7, 8, 9, 4_095, 4_096, 4_097, 10_000] {
    for escaped in [false, true] {
      var characters = Array(repeating: Character("a"), count: length)
      if escaped && length > 0 { characters[length / 2] = "\n" }
      let textValue = String(characters)
      var writer = JSONWriter()
      writer.array { writer in
        writer.string(textValue)
        writer.object { writer in
          writer.field(textValue, textValue)
          writer.field("n", length)
        }
        writer.string(utf8: textValue.utf8.span)
      }
      let expected: JSONValue = .array([
        .string(textValue),
        .object(
          JSONObject([
            .init(key: textValue, value: .string(textValue)), .init(key: "n", value: .number(JSONNumber(length))),
          ])),
        .string(textValue),
      ])
      #expect(try JSONParser().parse(writer.bytes) == expected, "length \(length), escaped \(escaped)")
    }
  }
}

/// Every pair of digits of the table, at every place of a number of up to four digits, both signs.
@Test func writerWritesEveryPairOfDigits() {
  var wrong: [Int64] = []
  for value in Int64(-9_999)...9_999 {
    var writer = JSONWriter()
    writer.int(value)
    if text(writer) != String(value) { wrong.append(value) }
  }
  #expect(wrong.isEmpty)
}

/// Constant text and two integers spliced in one piece, as they are, with no separator of its own.
@Test func writerSplicesTextAndTwoIntegers() {
  var writer = JSONWriter()
  writer.appendASCII(#"{"a":"#, 0, #","b":"#, -1_234_567_890, "}\n")
  writer.appendASCII("[", Int64.min, ",", Int64.max, "]")
  #expect(text(writer) == "{\"a\":0,\"b\":-1234567890}\n[-9223372036854775808,9223372036854775807]")
}

/// A string the caller knows needs no escape is quoted as it is, after a separator when one is due.
@Test func writerWritesUnescapedStrings() {
  var writer = JSONWriter()
  writer.array { writer in
    writer.string(unescaped: Array("1e000000-0000-4000-8000-000000000001".utf8).span)
    writer.string(unescaped: [UInt8]().span)
    writer.int(1)
  }
  #expect(text(writer) == #"["1e000000-0000-4000-8000-000000000001","",1]"#)
}

/// A member whose value is written in place (an integer, an ID's text, a string) comes out the same
/// whether it is joined to its key in one piece or, one of them needing an escape, written apart.
@Test func writerWritesMembersWithPlainAndEscapedKeys() {
  var writer = JSONWriter()
  writer.object { writer in
    writer.field("a", 1)
    writer.field("b\"c", Int64(-20))
    writer.field("id", unescaped: Array("1e000000-0000-4000-8000-000000000001".utf8).span)
    writer.field("\n", unescaped: Array("x".utf8).span)
    writer.field("s", "plain")
    writer.field("t", "a\"b")
    writer.field("u\t", "v")
    writer.field("w", nil as String?)
  }
  #expect(
    text(writer)
      == #"{"a":1,"b\"c":-20,"id":"1e000000-0000-4000-8000-000000000001","\n":"x","s":"plain","t":"a\"b","u\t":"v","w":null}"#
  )
}
