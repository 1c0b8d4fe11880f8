import Testing

@testable import JSON

/// `JSONDocument`: reading in place gives what the tree gives, member lookups follow the
/// duplicate rule (last value wins), and paths name where a token is.
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

  @Test("a repeated key's last value wins, spelled plainly or escaped, as in JSONObject")
  func repeatedKeysTakeTheLastValue() throws {
    let texts = [
      #"{"a":1,"b":2,"a":3}"#,
      #"{"a":1,"\u0061":3}"#,
      #"{"\u0061":1,"a":3}"#,
      #"{"ab":1,"ba":2,"ab":3}"#,
    ]
    for text in texts {
      var copy = text
      try copy.withUTF8 { utf8 in
        let document = try JSONDocument.parse(UnsafeRawBufferPointer(utf8))
        let found = try #require(document.member("a", of: 0) ?? document.member("ab", of: 0), "\(text)")
        #expect(document.number(found).text == "3", "\(text)")
        #expect(document.value(0) == (try JSONParser().parse(text)), "\(text)")
      }
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
      let second = document.elements(of: orders)[1]
      let stops = try #require(document.member("stops", of: second))
      let inner = document.elements(of: stops)[1]
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
