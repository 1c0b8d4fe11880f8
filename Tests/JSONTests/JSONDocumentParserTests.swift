import JSONOutput
import Testing

@testable import JSON

/// `JSONDocumentParser` reuses one token buffer: every text it parses, one after another, reads
/// exactly as the same text parsed alone, whatever came before it (a longer text, a refused one).
struct JSONDocumentParserTests {
  /// Parses `text` with `parser` into its tree, or the error.
  private func parse(_ text: [UInt8], with parser: inout JSONDocumentParser) -> Result<JSONValue, JSONParseError> {
    text.withUnsafeBytes { raw in
      Result { () throws(JSONParseError) in try parser.parse(raw) { $0.value($0.root) } }
    }
  }

  /// The same text parsed alone, by `JSONParser`.
  private func alone(_ text: [UInt8]) -> Result<JSONValue, JSONParseError> {
    Result { () throws(JSONParseError) in try JSONParser().parse(text) }
  }

  @Test("random texts in a row, with refused ones between, read as each alone", arguments: [5, 0xBEEF] as [UInt64])
  func textsInARowReadAsAlone(seed: UInt64) {
    var random = RandomJSON(seed: seed)
    var parser = JSONDocumentParser()
    for index in 0..<400 {
      var text = JSONWriter.encode(random.value())
      // Every third text is cut short or gets a stray byte: refused, as it is alone.
      if index % 3 == 1 { text = Array(text.dropLast()) }
      if index % 3 == 2 { text.append(UInt8(ascii: "]")) }
      let read = parse(text, with: &parser)
      let expected = alone(text)
      switch (read, expected) {
      case (.success(let value), .success(let other)): #expect(value == other, "seed \(seed) #\(index)")
      case (.failure(let error), .failure(let other)): #expect(error == other, "seed \(seed) #\(index)")
      default: Issue.record("seed \(seed) #\(index): \(read) but alone \(expected)")
      }
    }
  }

  @Test("a text of more tokens than are kept, then a small one, both read whole")
  func aHugeTextThenASmallOne() throws {
    var parser = JSONDocumentParser()
    let count = JSONDocumentParser.keptTokens + 10
    let huge = Array("[\(Array(repeating: "1", count: count).joined(separator: ","))]".utf8)
    #expect(try parse(huge, with: &parser).get() == .array(Array(repeating: .number(JSONNumber(1)), count: count)))
    #expect(
      try parse(Array(#"{"a":[true,null]}"#.utf8), with: &parser).get()
        == alone(Array(#"{"a":[true,null]}"#.utf8)).get())
  }

  @Test("a view reads every token as its document does")
  func theViewMatchesTheDocument() throws {
    let text = Array(#"{"id":"x","n":[1,{"k":"v\n"}]}"#.utf8)
    var parser = JSONDocumentParser()
    try text.withUnsafeBytes { raw in
      let document = try JSONDocument.parse(raw)
      try parser.parse(raw) { view in
        #expect(view.tokenCount == document.tokenCount)
        for token in 0..<view.tokenCount {
          #expect(view.kind(token) == document.kind(token))
          #expect(view.next(after: token) == document.next(after: token))
          #expect(view.path(to: token) == document.path(to: token))
        }
        #expect(view.member("n", of: view.root) == document.member("n", of: document.root))
      }
    }
  }
}
