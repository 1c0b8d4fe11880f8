/// A strict RFC 8259 parser for one JSON text held in memory.
///
/// Strict on purpose: a protocol parser that tolerates trailing commas, comments, leading zeros,
/// `NaN`, raw control characters, bad escapes, lone surrogates or invalid UTF-8 invites clients
/// that only work with this app. Errors carry a kind and a byte offset. Nesting is limited
/// (`maxDepth`) so `[[[[...` cannot overflow the stack. Whitespace may surround the value;
/// anything else after it is `trailingCharacters`. A byte order mark is refused.
/// Every text is parsed from its borrowed bytes (a span), so one scanner serves them all.
public struct JSONParser: Sendable {
  /// The default nesting limit.
  public static let defaultMaxDepth = 512

  /// The deepest nesting of arrays and objects accepted (`[]` is depth 1).
  public var maxDepth: Int

  /// A parser with the given nesting limit.
  public init(maxDepth: Int = JSONParser.defaultMaxDepth) {
    self.maxDepth = maxDepth
  }

  /// Parses exactly one JSON text from raw bytes; offsets in errors are relative to `bytes`.
  public func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
    let document = try JSONDocument.parse(bytes, maxDepth: maxDepth)
    return document.value(document.root)
  }

  /// Parses exactly one JSON text lent as a span; offsets in errors are relative to its first byte.
  public func parse(_ bytes: Span<UInt8>) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBytes { raw in Result { () throws(JSONParseError) in try parse(raw) } }.get()
  }

  /// Parses exactly one JSON text from an array of bytes.
  public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try parse(bytes.span)
  }

  /// Parses exactly one JSON text from a slice; error offsets count from the slice's first byte.
  public func parse(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> JSONValue {
    try parse(bytes.span)
  }

  /// Parses exactly one JSON text from a string's UTF-8.
  public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(text.utf8.span)
  }
}
