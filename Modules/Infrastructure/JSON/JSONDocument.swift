/// A parsed JSON text as a flat list of tokens over the bytes it was parsed from: no tree, no
/// string or member array per value.
///
/// It exists for the hot paths (every input line, every journal record, a snapshot of a million
/// entities): a reader finds a field by comparing key bytes in place and makes a `String`, a UUID
/// or a time straight from the value's bytes, only for the fields it asks for. Parsing validates
/// exactly what `JSONParser` validates (it is the same scanner; `JSONParser` materializes a
/// `JSONValue` from a document), so both accept and refuse the same texts with the same errors.
///
/// A token is addressed by its index; the root is token 0. An object's token is followed by its
/// members, each a key token then the value's tokens; an array's by its elements' tokens. A
/// container's token knows where its tokens end, so skipping a value is one step.
///
/// The document reads `bytes` without owning them: use it only while they are valid (inside the
/// `withUnsafeBytes` call that parsed it).
public struct JSONDocument {
  /// What a token holds.
  public enum Kind: UInt8, Sendable {
    /// `null`.
    case null
    /// `false`.
    case `false`
    /// `true`.
    case `true`
    /// A number; its bytes are the literal.
    case number
    /// A string without escapes; its bytes are the (validated) UTF-8 between the quotes.
    case string
    /// A string with escapes; its bytes are the raw text between the quotes, unescaped on demand.
    case escapedString
    /// An array.
    case array
    /// An object.
    case object
  }

  /// One value (or key), 12 bytes.
  @usableFromInline
  struct Token {
    /// The value's first byte (for a string, the byte after its opening quote).
    @usableFromInline var start: UInt32
    /// Scalars: the byte after the value (a string's closing quote). Containers: the index of the
    /// token after the container's last one.
    @usableFromInline var end: UInt32
    /// The kind in the top 3 bits; for an object, bit 28 says a key may repeat; for a container,
    /// the low 28 bits count its members or elements.
    @usableFromInline var bits: UInt32

    /// The most members or elements a container may have.
    static let maximumCount = 1 << 28
    /// The bit of an object whose keys may repeat (then a lookup looks on for the last one).
    @usableFromInline static let mayRepeatKeys: UInt32 = 1 << 28

    init(_ kind: Kind, start: UInt32, end: UInt32) {
      self.start = start
      self.end = end
      self.bits = UInt32(kind.rawValue) << 29
    }

    @inlinable var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: bits >> 29)) ?? .null }
    @inlinable var count: Int { Int(bits & (Token.mayRepeatKeys - 1)) }
  }

  /// The bytes the document was parsed from.
  public let bytes: UnsafeRawBufferPointer
  @usableFromInline var tokens: [Token]

  init(bytes: UnsafeRawBufferPointer, tokens: [Token]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// Parses exactly one JSON text (see `JSONParser` for what is accepted and the errors).
  public static func parse(
    _ bytes: UnsafeRawBufferPointer, maxDepth: Int = JSONParser.defaultMaxDepth
  ) throws(JSONParseError) -> JSONDocument {
    var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
    try scanner.scanDocument()
    return JSONDocument(bytes: bytes, tokens: scanner.tokens)
  }

  /// The root value's token.
  public var root: Int { 0 }

  /// The number of tokens (the root's value spans all of them).
  public var tokenCount: Int { tokens.count }

  /// What token `token` holds.
  @inlinable
  public func kind(_ token: Int) -> Kind { tokens[token].kind }

  /// The number of members of an object or elements of an array (0 for any other value).
  @inlinable
  public func count(_ token: Int) -> Int { tokens[token].count }

  /// The token after value `token` and everything inside it.
  @inlinable
  public func next(after token: Int) -> Int {
    let found = tokens[token]
    return found.kind == .array || found.kind == .object ? Int(found.end) : token + 1
  }

  /// The value of the member `key` of object `object` (the last one if the key repeats, as in
  /// `JSONObject`); `nil` when there is none or `object` is not an object.
  @inlinable
  public func member(_ key: String, of object: Int) -> Int? {
    let container = tokens[object]
    guard container.kind == .object else { return nil }
    // Only an object the scanner saw a possibly repeated key in is searched to its end.
    let first = container.bits & Token.mayRepeatKeys == 0
    var key = key
    return key.withUTF8 { wanted in
      var found: Int?
      var position = object + 1
      let end = Int(container.end)
      while position < end {
        if isKey(position, wanted) {
          if first { return position + 1 }
          found = position + 1
        }
        position = next(after: position + 1)
      }
      return found
    }
  }

  /// Whether key token `token` spells `wanted` (escaped keys are unescaped to compare).
  @inlinable
  func isKey(_ token: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    let found = tokens[token]
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
    guard tokens[object].kind == .object else { return [] }
    var result: [(key: Int, value: Int)] = []
    result.reserveCapacity(count(object))
    var position = object + 1
    while position < Int(tokens[object].end) {
      result.append((position, position + 1))
      position = next(after: position + 1)
    }
    return result
  }

  /// The element tokens of array `array`, in order.
  public func elements(of array: Int) -> [Int] {
    guard tokens[array].kind == .array else { return [] }
    var result: [Int] = []
    result.reserveCapacity(count(array))
    var position = array + 1
    while position < Int(tokens[array].end) {
      result.append(position)
      position = next(after: position)
    }
    return result
  }

  /// The string a string (or key) token holds, escapes resolved.
  public func string(_ token: Int) -> String {
    let found = tokens[token]
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    guard found.kind == .escapedString else { return String(decoding: raw, as: UTF8.self) }
    return unescaped(token).withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Calls `body` with the UTF-8 of string token `token` (escapes resolved), without making a
  /// `String` when the string has no escapes: how a UUID or a time is read in place.
  @inlinable
  public func withUTF8<Result>(_ token: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let found = tokens[token]
    guard found.kind == .string else { return unescaped(token).withUnsafeBufferPointer(body) }
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    return body(raw.assumingMemoryBound(to: UInt8.self))
  }

  /// The literal of number token `token`.
  public func number(_ token: Int) -> JSONNumber {
    let found = tokens[token]
    let raw = UnsafeRawBufferPointer(rebasing: bytes[Int(found.start)..<Int(found.end)])
    return JSONNumber(uncheckedText: String(decoding: raw, as: UTF8.self))
  }

  /// The UTF-8 of an escaped string token, unescaped (it was validated when parsed).
  @usableFromInline
  func unescaped(_ token: Int) -> [UInt8] {
    var scanner = JSONScanner(bytes: bytes, maxDepth: 0)
    scanner.position = Int(tokens[token].start) - 1
    _ = try? scanner.scanString()
    return scanner.scratch
  }

  /// Value `token` as a `JSONValue` tree, for code that wants the whole value.
  public func value(_ token: Int) -> JSONValue {
    switch tokens[token].kind {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(number(token))
    case .string, .escapedString: return .string(string(token))
    case .array: return .array(elements(of: token).map(value))
    case .object:
      return .object(
        JSONObject(
          parsedMembers: members(of: token).map { JSONObject.Member(key: string($0.key), value: value($0.value)) }))
    }
  }

  /// The way from the root to `token`: object keys and array positions, for messages
  /// (`orders[2].fare`). Computed on demand, so readers carry no path while nothing is wrong.
  public func path(to token: Int) -> [PathStep] {
    var steps: [PathStep] = []
    var container = root
    while container != token {
      let found = tokens[container]
      var position = container + 1
      var index = 0
      var inside: Int?
      while position < Int(found.end) {
        let value = found.kind == .object ? position + 1 : position
        let after = next(after: value)
        if token >= value && token < after {
          steps.append(found.kind == .object ? .key(string(position)) : .index(index))
          inside = value
          break
        }
        position = after
        index += 1
      }
      guard let inside else { return steps }
      container = inside
    }
    return steps
  }

  /// One step of a `path(to:)`.
  public enum PathStep: Equatable, Sendable {
    /// A member of an object.
    case key(String)
    /// An element of an array.
    case index(Int)
  }
}
