/// Strings made from bytes this folder wrote, a UUID's or a time's text, without a pointer.
enum ASCIIText {
  /// The text of `bytes`, which are ASCII (so valid UTF-8) by construction: only the writers here
  /// call it.
  static func string(_ bytes: Span<UInt8>) -> String {
    guard let utf8 = try? UTF8Span(validating: bytes) else { preconditionFailure("a writer here wrote non-ASCII") }
    return String(copying: utf8)
  }
}
