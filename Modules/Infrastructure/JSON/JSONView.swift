/// A parsed JSON text read in place: the text's bytes and the document's tokens, both borrowed.
///
/// It exists so a reader that goes through many fields of one line (the app's field reader) reads
/// tokens with no reference counting: a view is two buffer pointers, copied for free. It is valid
/// only inside the call that hands it over (`JSONDocument.withView`, `JSONDocumentParser.parse`),
/// like the pointer of `withUnsafeBytes`. See `JSONDocument` for how tokens are laid out.
public struct JSONView {
  /// The bytes the document was parsed from.
  public let bytes: UnsafeRawBufferPointer
  @usableFromInline let tokens: UnsafeBufferPointer<JSONDocument.Token>

  @usableFromInline
  init(bytes: UnsafeRawBufferPointer, tokens: UnsafeBufferPointer<JSONDocument.Token>) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// Calls `body` with a view of `tokens` over `bytes`: how the scanner reads the keys it has
  /// scanned so far (to refuse a repeated one).
  static func reading<Result>(
    _ bytes: JSONBytes, _ tokens: [JSONDocument.Token], _ body: (JSONView) -> Result
  ) -> Result {
    tokens.withUnsafeBufferPointer { body(JSONView(bytes: bytes.raw, tokens: $0)) }
  }

  /// The root value's token.
  public var root: Int { 0 }

  /// The number of tokens (the root's value spans all of them).
  public var tokenCount: Int { tokens.count }

  /// Token `index`, bounds-checked as an array's element is.
  @inlinable
  func token(_ index: Int) -> JSONDocument.Token {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: tokens.count), "not a token of this document")
    return tokens[index]
  }

  /// What token `token` holds.
  @inlinable
  public func kind(_ token: Int) -> JSONDocument.Kind { self.token(token).kind }

  /// The number of members of an object or elements of an array (0 for any other value).
  @inlinable
  public func count(_ token: Int) -> Int { self.token(token).count }

  /// Where value `token` starts in `bytes` (a container's bracket, a string's first byte after
  /// its quote).
  @inlinable
  public func offset(of token: Int) -> Int { Int(self.token(token).start) }

  /// Whether container `token` was folded by its parse (it reads as empty; `unfolded(_:)` reads it).
  @inlinable
  public func isFolded(_ token: Int) -> Bool { self.token(token).isFolded }

  /// Folded container `token` parsed again on its own, as the document its reader reads: its
  /// root is that container (token 0) and its tokens point into the same bytes, which it reads up
  /// to the container's end (`bytes.count` is where the container ends).
  public func unfolded(_ token: Int) throws(JSONParseError) -> JSONDocument {
    var scanner = JSONScanner(bytes: JSONBytes(bytes), maxDepth: JSONParser.defaultMaxDepth)
    scanner.position = Int(self.token(token).start)
    try scanner.scanValue()
    return JSONDocument(bytes: UnsafeRawBufferPointer(rebasing: bytes[0..<scanner.position]), tokens: scanner.tokens)
  }

  /// The token after value `token` and everything inside it.
  @inlinable
  public func next(after token: Int) -> Int {
    let found = self.token(token)
    return found.kind == .array || found.kind == .object ? Int(found.end) : token + 1
  }

  /// The value of the member `key` of object `object` (keys never repeat: the scanner refuses
  /// that); `nil` when there is none or `object` is not an object.
  @inlinable
  public func member(_ key: String, of object: Int) -> Int? {
    let container = token(object)
    guard container.isObject else { return nil }
    let members = object + 1..<Int(container.end)
    // The key's bytes borrowed where it has them in one piece (a literal, a native string): a
    // copy for `withUTF8` retained and released it at every lookup.
    if let found = key.utf8.withContiguousStorageIfAvailable({ firstKey(spelling: $0, in: members) }) {
      return found.map { $0 + 1 }
    }
    var key = key
    return key.withUTF8 { firstKey(spelling: $0, in: members).map { $0 + 1 } }
  }

  /// The first key token among the members starting in `members` (a key's index up to the end of
  /// an object's tokens) that spells `wanted`.
  @inlinable
  func firstKey(spelling wanted: UnsafeBufferPointer<UInt8>, in members: Range<Int>) -> Int? {
    var position = members.lowerBound
    while position < members.upperBound {
      if isKey(position, wanted) { return position }
      position = next(after: position + 1)
    }
    return nil
  }

  /// Whether key token `token` spells `wanted` (escaped keys are unescaped to compare).
  @inlinable
  func isKey(_ token: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    let found = self.token(token)
    if found.kind == .escapedString { return unescaped(token).elementsEqual(wanted) }
    let length = Int(found.end - found.start)
    guard length == wanted.count else { return false }
    var offset = 0
    let start = Int(found.start)
    while offset < length {
      guard bytes[start + offset] == wanted[offset] else { return false }
      offset += 1
    }
    return true
  }

  /// The members of object `object` as (key token, value token) pairs, in source order.
  public func members(of object: Int) -> [(key: Int, value: Int)] {
    let container = token(object)
    guard container.kind == .object else { return [] }
    var result: [(key: Int, value: Int)] = []
    result.reserveCapacity(container.count)
    var position = object + 1
    while position < Int(container.end) {
      result.append((position, position + 1))
      position = next(after: position + 1)
    }
    return result
  }

  /// The element tokens of array `array`, in order.
  public func elements(of array: Int) -> [Int] {
    let container = token(array)
    guard container.kind == .array else { return [] }
    var result: [Int] = []
    result.reserveCapacity(container.count)
    var position = array + 1
    while position < Int(container.end) {
      result.append(position)
      position = next(after: position)
    }
    return result
  }

  /// The string a string (or key) token holds, escapes resolved.
  public func string(_ token: Int) -> String {
    let found = self.token(token)
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    guard found.kind == .escapedString else { return String(decoding: raw, as: UTF8.self) }
    return unescaped(token).withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 of string token `token` (escapes resolved), without making a
  /// `String` when the string has no escapes: how a UUID or a time is read in place.
  @inlinable
  public func withUTF8<Result>(_ token: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let found = self.token(token)
    guard found.kind == .string else { return unescaped(token).withUnsafeBufferPointer(body) }
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    return body(raw.assumingMemoryBound(to: UInt8.self))
  }

  /// Calls `body` with the UTF-8 of string token `token` (escapes resolved) as a span: how a
  /// reader looks a name up by its bytes (the protocol's action table) with no pointer in its code.
  @inlinable
  public func withBytes<Result>(_ token: Int, _ body: (Span<UInt8>) -> Result) -> Result {
    withUTF8(token) { body($0.span) }
  }

  /// The literal of number token `token`.
  public func number(_ token: Int) -> JSONNumber {
    let found = self.token(token)
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    return JSONNumber(uncheckedText: String(decoding: raw, as: UTF8.self))
  }

  /// Calls `body` with the literal text of number token `token`, read in place: how an exact
  /// integer or decimal is parsed without making a `String`.
  public func withNumberUTF8<Result>(_ token: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let found = self.token(token)
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    return body(raw.assumingMemoryBound(to: UInt8.self))
  }

  /// The UTF-8 of an escaped string token, unescaped (it was validated when parsed).
  @usableFromInline
  func unescaped(_ token: Int) -> [UInt8] {
    var scanner = JSONScanner(bytes: JSONBytes(bytes), maxDepth: 0)
    scanner.position = Int(self.token(token).start) - 1
    _ = try? scanner.scanString()
    return scanner.scratch
  }
}
