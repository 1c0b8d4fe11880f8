/// Parses texts one after another (the lines of a session) into one reused token buffer, so that
/// after the first texts a parse allocates nothing: `JSONDocument.parse` allocates the tokens of
/// every text anew and frees them after.
///
/// Accepts and refuses exactly what `JSONDocument.parse` does, with the same errors.
public struct JSONDocumentParser {
  /// The buffer the last text's tokens were in, empty between parses.
  private var tokens: [JSONDocument.Token] = []
  /// The deepest nesting accepted (see `JSONParser`).
  public let maxDepth: Int

  /// The most tokens whose room is kept after a text: a text of a million values once does not
  /// hold its 12 MB for the rest of the session.
  static let keptTokens = 1 << 16

  /// A parser with the given nesting limit.
  public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
    self.maxDepth = maxDepth
  }

  /// Parses exactly one JSON text, lent as a span, and calls `body` with its view, valid only
  /// inside `body`: the entry point for callers that hold no pointer (the protocol's lines).
  @inlinable
  public mutating func parse<Result>(
    _ bytes: Span<UInt8>, _ body: (JSONView) -> Result
  ) throws(JSONParseError) -> Result {
    try bytes.withUnsafeBytes { (raw) throws(JSONParseError) in try parse(raw, body) }
  }

  /// Parses exactly one JSON text and calls `body` with its view, valid only inside `body`.
  public mutating func parse<Result>(
    _ bytes: UnsafeRawBufferPointer, _ body: (JSONView) -> Result
  ) throws(JSONParseError) -> Result {
    tokens.removeAll(keepingCapacity: true)
    var scanner = JSONScanner(bytes: JSONBytes(bytes), maxDepth: maxDepth)
    swap(&tokens, &scanner.tokens)
    defer {
      swap(&tokens, &scanner.tokens)
      if tokens.capacity > Self.keptTokens { tokens = [] }
    }
    try scanner.scanDocument()
    return scanner.tokens.withUnsafeBufferPointer { body(JSONView(bytes: bytes, tokens: $0)) }
  }
}
