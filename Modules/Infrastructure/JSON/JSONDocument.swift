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
/// `withUnsafeBytes` call that parsed it). It owns its tokens; `withView` lends them out as a
/// `JSONView`, which holds the reading code, and `JSONDocumentParser` parses many texts into one
/// reused token buffer.
public struct JSONDocument {
  /// The bytes the document was parsed from.
  public let bytes: UnsafeRawBufferPointer
  @usableFromInline var tokens: [Token]

  init(bytes: UnsafeRawBufferPointer, tokens: [Token]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// Parses exactly one JSON text (see `JSONParser` for what is accepted and the errors).
  ///
  /// With `foldingElementsAtDepth` (a large stored state, whose tokens would take more memory than
  /// its text), every object or array that is an element of an array nesting that deep (2: an
  /// array that is a member of the root) is validated whole and then folded: it keeps its own
  /// token (kind, count, first byte) and drops its inner ones, so the tokens held at once are one
  /// element's, not the whole text's. A folded container reads as empty; `unfolded(_:)` parses it
  /// again on its own when a reader gets there.
  public static func parse(
    _ bytes: UnsafeRawBufferPointer, maxDepth: Int = JSONParser.defaultMaxDepth, foldingElementsAtDepth: Int = 0
  ) throws(JSONParseError) -> JSONDocument {
    var scanner = JSONScanner(bytes: JSONBytes(bytes), maxDepth: maxDepth)
    scanner.foldsElementsAtDepth = foldingElementsAtDepth
    try scanner.scanDocument()
    return JSONDocument(bytes: bytes, tokens: scanner.tokens)
  }

  /// Parses exactly one JSON text, lent as a span, and calls `body` with its document, valid only
  /// inside `body`: the entry point for callers that hold no pointer (a journal record's replay).
  /// Throws the parse's `JSONParseError` or what `body` throws. Inlinable, so `body` is
  /// specialized where it is written.
  @inlinable
  public static func parse<Result>(
    _ bytes: Span<UInt8>, maxDepth: Int = JSONParser.defaultMaxDepth, foldingElementsAtDepth: Int = 0,
    _ body: (JSONDocument) throws -> Result
  ) throws -> Result {
    try bytes.withUnsafeBytes { raw in
      try body(parse(raw, maxDepth: maxDepth, foldingElementsAtDepth: foldingElementsAtDepth))
    }
  }

  /// Calls `body` with a view of this document, which reads tokens with no reference counting
  /// (see `JSONView`); the view is valid only inside `body`.
  @inlinable
  public func withView<Result, Failure: Error>(
    _ body: (JSONView) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try tokens.withUnsafeBufferPointer { (tokens) throws(Failure) in try body(JSONView(bytes: bytes, tokens: tokens)) }
  }

  // The reading API, one view call each (`JSONView` says what each does).

  /// The root value's token.
  public var root: Int { 0 }
  /// The number of tokens (the root's value spans all of them).
  public var tokenCount: Int { tokens.count }
  /// What token `token` holds.
  @inlinable public func kind(_ token: Int) -> Kind { withView { $0.kind(token) } }
  /// The number of members of an object or elements of an array (0 for any other value).
  @inlinable public func count(_ token: Int) -> Int { withView { $0.count(token) } }
  /// The token after value `token` and everything inside it.
  @inlinable public func next(after token: Int) -> Int { withView { $0.next(after: token) } }
  /// The value of the member `key` of object `object`, `nil` when there is none.
  @inlinable public func member(_ key: String, of object: Int) -> Int? { withView { $0.member(key, of: object) } }
  /// The members of object `object` as (key token, value token) pairs, in source order.
  public func members(of object: Int) -> [(key: Int, value: Int)] { withView { $0.members(of: object) } }
  /// The element tokens of array `array`, in order.
  public func elements(of array: Int) -> [Int] { withView { $0.elements(of: array) } }
  /// The string a string (or key) token holds, escapes resolved.
  public func string(_ token: Int) -> String { withView { $0.string(token) } }
  /// Calls `body` with the UTF-8 of string token `token` (escapes resolved).
  @inlinable
  public func withUTF8<Result>(_ token: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withView { $0.withUTF8(token, body) }
  }
  /// The literal of number token `token`.
  public func number(_ token: Int) -> JSONNumber { withView { $0.number(token) } }
  /// Value `token` as a `JSONValue` tree, for code that wants the whole value.
  public func value(_ token: Int) -> JSONValue { withView { $0.value(token) } }
  /// The way from the root to `token`, for messages (`orders[2].fare`).
  public func path(to token: Int) -> [PathStep] { withView { $0.path(to: token) } }
}
