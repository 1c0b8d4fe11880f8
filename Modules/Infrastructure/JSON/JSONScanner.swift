/// The recursive-descent engine behind `JSONParser`, over one contiguous buffer.
///
/// Kept internal and separate so the public parser stays a tiny value type and this one can use
/// unchecked-in-release buffer indexing guarded by explicit bounds tests.
struct JSONScanner {
  let bytes: UnsafeRawBufferPointer
  let count: Int
  let maxDepth: Int
  var position = 0
  var depth = 0
  /// Reused buffer for strings that contain escapes.
  var scratch: [UInt8] = []

  init(bytes: UnsafeRawBufferPointer, maxDepth: Int) {
    self.bytes = bytes
    self.count = bytes.count
    self.maxDepth = maxDepth
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    if position < count {
      let error = unexpectedError(at: position)
      throw error.kind == .invalidUTF8
        ? error : JSONParseError(.trailingCharacters, at: position, byte: bytes[position])
    }
    return value
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while position < count {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      position += 1
    }
  }

  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    guard position < count else { throw endError() }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber())
    default:
      throw unexpectedError(at: position)
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    position += 1
    skipWhitespace()
    if position < count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(JSONObject())
    }
    var members: [JSONObject.Member] = []
    members.reserveCapacity(4)
    while true {
      guard position < count else { throw endError() }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw unexpectedError(at: position, hint: "expected a string key")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < count else { throw endError() }
      guard bytes[position] == UInt8(ascii: ":") else { throw unexpectedError(at: position, hint: "expected ':'") }
      position += 1
      let value = try parseValue()
      members.append(JSONObject.Member(key: key, value: value))
      skipWhitespace()
      guard position < count else { throw endError() }
      let separator = bytes[position]
      position += 1
      if separator == UInt8(ascii: ",") {
        skipWhitespace()
        continue
      }
      guard separator == UInt8(ascii: "}") else {
        throw unexpectedError(at: position - 1, hint: "expected ',' or '}'")
      }
      depth -= 1
      return .object(JSONObject(parsedMembers: members))
    }
  }

  mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enterContainer()
    position += 1
    skipWhitespace()
    if position < count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array([])
    }
    var elements: [JSONValue] = []
    elements.reserveCapacity(4)
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard position < count else { throw endError() }
      let separator = bytes[position]
      position += 1
      if separator == UInt8(ascii: ",") { continue }
      guard separator == UInt8(ascii: "]") else {
        throw unexpectedError(at: position - 1, hint: "expected ',' or ']'")
      }
      depth -= 1
      return .array(elements)
    }
  }

  @inline(__always)
  mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    if depth > maxDepth {
      throw JSONParseError(.tooDeep, at: position, byte: bytes[position], hint: "more than \(maxDepth) levels")
    }
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
    let length = literal.utf8CodeUnitCount
    let expected = UnsafeRawBufferPointer(start: literal.utf8Start, count: length)
    var offset = 0
    while offset < length {
      guard position + offset < count else { throw endError() }
      guard bytes[position + offset] == expected[offset] else { throw unexpectedError(at: position + offset) }
      offset += 1
    }
    position += length
  }

  mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
    let start = position
    switch JSONNumberGrammar.scan(bytes, from: start) {
    case .success(let end):
      position = end
      return JSONNumber(
        uncheckedText: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    case .failure(.leadingZero(let offset)):
      throw JSONParseError(.invalidNumber, at: offset, byte: bytes[offset], hint: "leading zero")
    case .failure(.digitExpected(let offset)):
      guard offset < count else { throw endError() }
      throw JSONParseError(
        .invalidNumber, at: offset, byte: bytes[offset],
        hint: "expected a digit, found \(JSONParseError.describe(bytes[offset]))")
    }
  }

  func endError() -> JSONParseError {
    JSONParseError(.unexpectedEnd, at: count, byte: nil)
  }

  /// An unexpected byte, reported as invalid UTF-8 when it starts an ill-formed sequence.
  func unexpectedError(at offset: Int, hint: String? = nil) -> JSONParseError {
    let byte = bytes[offset]
    if byte >= 0x80, UTF8Validation.firstInvalidOffset(in: bytes, offset..<min(count, offset + 4)) == offset {
      return JSONParseError(.invalidUTF8, at: offset, byte: byte)
    }
    return JSONParseError(.unexpectedCharacter, at: offset, byte: byte, hint: hint)
  }
}
