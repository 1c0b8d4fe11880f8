import JSONOutput
import Testing

@testable import JSON

/// `JSONDocument`: reading in place gives what the tree gives, a key repeated in one object is
/// refused (naming it), and paths name where a token is.
struct JSONDocumentTests {
  /// Walks `token` and the tree side by side: kinds, counts, strings, numbers, members and
  /// elements must agree, and every member found by `member(_:of:)` is the tree's value.
  private func expectSame(_ document: JSONDocument, _ token: Int, _ value: JSONValue, _ context: String) {
    #expect(document.value(token) == value, "\(context)")
    switch value {
    case .object(let object):
      #expect(document.kind(token) == .object, "\(context)")
      #expect(document.count(token) >= object.count, "\(context): count counts repeated keys too")
      for member in object {
        guard let found = document.member(member.key, of: token) else {
          Issue.record("\(context): member \(member.key) not found")
          continue
        }
        expectSame(document, found, member.value, "\(context).\(member.key)")
      }
      #expect(document.member("no such key \u{1}", of: token) == nil, "\(context)")
    case .array(let elements):
      #expect(document.kind(token) == .array, "\(context)")
      let found = document.elements(of: token)
      #expect(found.count == elements.count && document.count(token) == elements.count, "\(context)")
      for (index, element) in zip(found, elements).enumerated() {
        expectSame(document, element.0, element.1, "\(context)[\(index)]")
      }
    case .string(let text):
      #expect(document.string(token) == text, "\(context)")
      #expect(document.withUTF8(token) { Array($0) } == Array(text.utf8), "\(context)")
    case .number(let number):
      #expect(document.number(token) == number, "\(context)")
    default:
      break
    }
  }

  @Test("random documents read in place exactly as their trees", arguments: [1, 2, 3, 0xFACE, 77] as [UInt64])
  func randomDocumentsMatchTheirTrees(seed: UInt64) throws {
    var random = RandomJSON(seed: seed)
    for index in 0..<300 {
      let value = random.value()
      let bytes = JSONWriter.encode(value)
      try bytes.withUnsafeBytes { raw in
        let document = try JSONDocument.parse(raw)
        expectSame(document, document.root, value, "seed \(seed) #\(index)")
        #expect(document.next(after: document.root) == document.tokenCount, "seed \(seed) #\(index)")
      }
    }
  }

  @Test(
    "a key repeated in one object is refused, naming it, spelled plainly or escaped, nested, in a big object",
    arguments: [
      (#"{"a":1,"b":2,"a":3}"#, "a", 13),
      (#"{"a":1,"\u0061":3}"#, "a", 7),
      (#"{"\u0061":1,"a":3}"#, "a", 12),
      (#"{"ab":1,"ba":2,"ab":3}"#, "ab", 15),
      (#"{"x":{"y":{"k":1,"k":2}},"z":0}"#, "k", 17),
      (#"[1,{"a":{},"a":[]}]"#, "a", 11),
      (#"{"say \"hi\"":1,"say \"hi\"":2}"#, #"say "hi""#, 16),
      (keys(16, then: #""k0":0}"#), "k0", 125),
      (keys(40, then: #""k39":0}"#), "k39", 341),
    ] as [(String, String, Int)])
  func repeatedKeysAreRefused(text: String, key: String, offset: Int) {
    for parse in [JSONParser().parse(_:) as (String) throws(JSONParseError) -> JSONValue, parseDocument] {
      do {
        _ = try parse(text)
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.kind == .duplicateKey, "\(text)")
        #expect(error.offset == offset, "\(text)")
        #expect(error.message == "duplicate key \(String(reflecting: key)) at byte \(offset)", "\(text)")
      }
    }
  }

  @Test("the same key in sibling or nested objects is not a repeat")
  func sameKeyInDifferentObjectsIsAccepted() throws {
    let text = #"{"a":{"a":1},"b":[{"a":2},{"a":3}],"c":{"b":{"a":4}}}"#
    let value = try JSONParser().parse(text)
    #expect(value.objectValue?.keys == ["a", "b", "c"])
    #expect(try parseDocument(text) == value)
  }

  @Test("a very long repeated key is shown cut")
  func longRepeatedKeyIsCutInTheMessage() {
    let key = String(repeating: "k", count: 100)
    do {
      _ = try JSONParser().parse(#"{"\#(key)":1,"\#(key)":2}"#)
      Issue.record("accepted")
    } catch {
      #expect(error.message == "duplicate key \"\(String(repeating: "k", count: 64))...\" at byte 106")
    }
  }

  @Test("keys of the same length and ends that differ inside are still told apart")
  func similarKeysAreNotConfused() throws {
    let text = #"{"axb":1,"ayb":2,"azb":3}"#
    var copy = text
    try copy.withUTF8 { utf8 in
      let document = try JSONDocument.parse(UnsafeRawBufferPointer(utf8))
      for (key, expected) in [("axb", "1"), ("ayb", "2"), ("azb", "3")] {
        let found = try #require(document.member(key, of: 0))
        #expect(document.number(found).text == expected)
      }
      #expect(document.member("aab", of: 0) == nil)
    }
  }

  @Test("a token's path names its keys and positions from the root")
  func pathsNameKeysAndPositions() throws {
    let text = #"{"orders":[{"fare":1},{"fare":2,"stops":[true,{"x":null}]}],"user":{"id":"u"}}"#
    var copy = text
    try copy.withUTF8 { utf8 in
      let document = try JSONDocument.parse(UnsafeRawBufferPointer(utf8))
      let orders = try #require(document.member("orders", of: 0))
      let orderElements = document.elements(of: orders)
      try #require(orderElements.count == 2)
      let stops = try #require(document.member("stops", of: orderElements[1]))
      let stopElements = document.elements(of: stops)
      try #require(stopElements.count == 2)
      let inner = stopElements[1]
      let x = try #require(document.member("x", of: inner))
      #expect(document.path(to: x) == [.key("orders"), .index(1), .key("stops"), .index(1), .key("x")])
      let user = try #require(document.member("user", of: 0))
      let id = try #require(document.member("id", of: user))
      #expect(document.path(to: id) == [.key("user"), .key("id")])
      #expect(document.path(to: 0) == [])
    }
  }

  @Test("lookups on a value that is not an object find nothing")
  func lookupsOnOtherKindsFindNothing() throws {
    for text in ["[1,2]", "\"a\"", "12", "null", "true"] {
      var copy = text
      try copy.withUTF8 { utf8 in
        let document = try JSONDocument.parse(UnsafeRawBufferPointer(utf8))
        #expect(document.member("a", of: 0) == nil, "\(text)")
        #expect(document.members(of: 0).isEmpty, "\(text)")
      }
    }
  }
}

/// Parses `text` as a `JSONDocument` and returns its tree (what `JSONDocumentParser` also does).
private func parseDocument(_ text: String) throws(JSONParseError) -> JSONValue {
  var copy = text
  return try copy.withUTF8 { utf8 in
    Result { () throws(JSONParseError) in
      let document = try JSONDocument.parse(UnsafeRawBufferPointer(utf8))
      return document.value(document.root)
    }
  }.get()
}

/// `{"k0":0,"k1":1,...` with `count` members, then `last`.
private func keys(_ count: Int, then last: String) -> String {
  "{" + (0..<count).map { "\"k\($0)\":\($0)," }.joined() + last
}
