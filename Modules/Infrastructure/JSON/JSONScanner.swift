/// The recursive-descent engine behind `JSONDocument` and `JSONParser`, over one contiguous buffer.
///
/// Kept out of the public API (package-visible only for the writer's escape test) so the public
/// parser stays a tiny value type. It reads its text through `JSONBytes` (bounds-checked reads,
/// whole-text spans), never a pointer.
/// Its seven small steps are `@inline(__always)`: kept: without them the optimizer calls every one
/// of them (H1 decode 17,189 -> 17,462 instructions per line, callgrind, measured alone).
package struct JSONScanner {
  let bytes: JSONBytes
  let maxDepth: Int
  var position = 0
  var depth = 0
  /// Reused buffer for strings that contain escapes.
  var scratch: [UInt8] = []
  /// The document's tokens, in order (see `JSONDocument`).
  var tokens: [JSONDocument.Token] = []
  /// The depth of the arrays whose container elements are folded (0: none; see `JSONDocument.parse`).
  var foldsElementsAtDepth = 0

  init(bytes: JSONBytes, maxDepth: Int) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  /// The number of bytes of the text.
  var count: Int { bytes.count }

  /// Scans the whole text into `tokens`; anything but whitespace after the value is an error.
  mutating func scanDocument() throws(JSONParseError) {
    guard count < Int(UInt32.max) else {
      throw JSONParseError(.tooLarge, at: 0, byte: nil, hint: "\(count) bytes; the limit is 4 GiB")
    }
    // Folding holds about one element's tokens at a time, so less is reserved.
    tokens.reserveCapacity(foldsElementsAtDepth > 0 ? 1 << 12 : max(8, count / 12))
    try scanValue()
    skipWhitespace()
    if position < count {
      let error = unexpectedError(at: position)
      throw error.kind == .invalidUTF8
        ? error : JSONParseError(.trailingCharacters, at: position, byte: bytes[position])
    }
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while position < count {
      let byte = bytes[position]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      position += 1
    }
  }

  @inline(__always)
  mutating func append(_ kind: JSONDocument.Kind, _ start: Int, _ end: Int) {
    tokens.append(
      JSONDocument.Token(kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
  }

  mutating func scanValue() throws(JSONParseError) {
    skipWhitespace()
    guard position < count else { throw endError() }
    let start = position
    switch bytes[position] {
    case UInt8(ascii: "{"): try scanObject()
    case UInt8(ascii: "["): try scanArray()
    case UInt8(ascii: "\""): try scanStringToken()
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      append(.true, start, position)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      append(.false, start, position)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      append(.null, start, position)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try scanNumber()
      append(.number, start, position)
    default:
      throw unexpectedError(at: position)
    }
  }

  /// A string value or key: its token spans the bytes between the quotes.
  @inline(__always)
  mutating func scanStringToken() throws(JSONParseError) {
    let start = position + 1
    let escaped = try scanString()
    append(escaped ? .escapedString : .string, start, position - 1)
  }

  /// Opens a container's token; `close` fills in its end and count.
  @inline(__always)
  mutating func open(_ kind: JSONDocument.Kind) throws(JSONParseError) -> Int {
    try enterContainer()
    append(kind, position, 0)
    position += 1
    skipWhitespace()
    return tokens.count - 1
  }

  @inline(__always)
  mutating func close(_ token: Int, count members: Int) throws(JSONParseError) {
    guard members < JSONDocument.Token.maximumCount else {
      throw JSONParseError(
        .tooLarge, at: position - 1, byte: bytes[position - 1], hint: "over 2^28 values in one container")
    }
    tokens[token].end = UInt32(truncatingIfNeeded: tokens.count)
    tokens[token].bits |= UInt32(truncatingIfNeeded: members)
    depth -= 1
  }

  /// Marks the key just scanned in `seen` (a 64-bit sketch of length and end bytes); whether an
  /// earlier key of the object may be the same (always for an escaped or empty key, and for every
  /// key after one). Objects have few
  /// keys, so a hit (then `refuseRepeatedKey` compares for real) is rare.
  @inline(__always)
  mutating func mayRepeat(_ seen: inout UInt64) -> Bool {
    guard let key = tokens.last, key.kind == .string, key.end > key.start else {
      seen = .max  // an escaped (or empty) key is not sketched: every later key compares for real
      return true
    }
    let length = key.end - key.start
    let ends = UInt32(bytes[Int(key.start)]) &* 7 &+ UInt32(bytes[Int(key.end) - 1])
    let bit: UInt64 = 1 << UInt64((length &* 31 &+ ends) & 63)
    defer { seen |= bit }
    return seen & bit != 0
  }

  mutating func scanObject() throws(JSONParseError) {
    let token = try open(.object)
    if position < count && bytes[position] == UInt8(ascii: "}") {
      position += 1
      return try close(token, count: 0)
    }
    var members = 0
    var seen: UInt64 = 0
    while true {
      guard position < count else { throw endError() }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw unexpectedError(at: position, hint: "expected a string key")
      }
      try scanStringToken()
      if members < Self.keysCheckedOneByOne, mayRepeat(&seen) { try refuseRepeatedKey(in: token) }
      skipWhitespace()
      guard position < count else { throw endError() }
      guard bytes[position] == UInt8(ascii: ":") else { throw unexpectedError(at: position, hint: "expected ':'") }
      position += 1
      try scanValue()
      members += 1
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
      try close(token, count: members)
      if members > Self.keysCheckedOneByOne { try refuseRepeatedKeys(inBig: token) }
      return
    }
  }

  /// The keys of an object checked for repeats as they come (sketch, then a scan of the earlier
  /// keys); the keys of a bigger object are checked once, with a set, when it closes, so a line
  /// of a hundred thousand keys costs linear time, not quadratic.
  static let keysCheckedOneByOne = 16

  /// Throws `duplicateKey` for the first key of the closed object at `object` that spells an
  /// earlier one.
  func refuseRepeatedKeys(inBig object: Int) throws(JSONParseError) {
    let repeated: (key: Int, name: String)? = JSONView.reading(bytes, tokens) { view in
      var names = Set<String>(minimumCapacity: view.count(object))
      for member in view.members(of: object) where !names.insert(view.string(member.key)).inserted {
        return (member.key, view.string(member.key))
      }
      return nil
    }
    if let repeated { throw duplicateKey(repeated.name, at: repeated.key) }
  }

  /// Throws `duplicateKey` if the key just scanned (the last token) spells an earlier key of the
  /// object whose token is `object` (escapes resolved: `"a"` and `"\u0061"` are one key). Last
  /// wins would let two readers of one line see different values; the line is refused instead.
  func refuseRepeatedKey(in object: Int) throws(JSONParseError) {
    let key = tokens.count - 1
    let repeated = JSONView.reading(bytes, tokens) { view in
      view.withUTF8(key) { view.firstKey(spelling: $0, in: object + 1..<key) } == nil ? nil : view.string(key)
    }
    if let repeated { throw duplicateKey(repeated, at: key) }
  }

  /// The error for key token `key`, which repeats `name` (shown cut after 64 characters).
  func duplicateKey(_ name: String, at key: Int) -> JSONParseError {
    let shown = name.count > 64 ? name.prefix(64) + "..." : name
    return JSONParseError(
      .duplicateKey, at: Int(tokens[key].start) - 1, byte: UInt8(ascii: "\""), hint: Self.quoted(String(shown)))
  }

  /// A key as JSON writes it (`"a\"b"`, a NUL as `\u0000`), so the message shows what the line holds.
  static func quoted(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  mutating func scanArray() throws(JSONParseError) {
    let token = try open(.array)
    if position < count && bytes[position] == UInt8(ascii: "]") {
      position += 1
      return try close(token, count: 0)
    }
    var elements = 0
    while true {
      let element = tokens.count
      try scanValue()
      if depth == foldsElementsAtDepth { fold(element) }
      elements += 1
      skipWhitespace()
      guard position < count else { throw endError() }
      let separator = bytes[position]
      position += 1
      if separator == UInt8(ascii: ",") { continue }
      guard separator == UInt8(ascii: "]") else {
        throw unexpectedError(at: position - 1, hint: "expected ',' or ']'")
      }
      return try close(token, count: elements)
    }
  }

  /// Folds the container at token `element`, scanned whole just now: it keeps its own token,
  /// ending right after itself and marked folded, and drops the tokens inside it.
  mutating func fold(_ element: Int) {
    let kind = tokens[element].kind
    guard kind == .object || kind == .array else { return }
    tokens[element].end = UInt32(truncatingIfNeeded: element + 1)
    tokens[element].bits |= JSONDocument.Token.foldedBit
    tokens.removeSubrange(element + 1..<tokens.count)
  }

  @inline(__always)
  mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    if depth > maxDepth {
      throw JSONParseError(.tooDeep, at: position, byte: bytes[position], hint: "more than \(maxDepth) levels")
    }
  }

  mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
    for expected in literal.utf8 {
      guard position < count else { throw endError() }
      guard bytes[position] == expected else { throw unexpectedError(at: position) }
      position += 1
    }
  }

  mutating func scanNumber() throws(JSONParseError) {
    switch bytes.withSpan({ JSONNumberGrammar.scan($0, from: position) }) {
    case .success(let end):
      position = end
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
    if byte >= 0x80,
      bytes.withSpan({ UTF8Validation.firstInvalidOffset(in: $0, offset..<min(count, offset + 4)) }) == offset
    {
      return JSONParseError(.invalidUTF8, at: offset, byte: byte)
    }
    return JSONParseError(.unexpectedCharacter, at: offset, byte: byte, hint: hint)
  }
}
