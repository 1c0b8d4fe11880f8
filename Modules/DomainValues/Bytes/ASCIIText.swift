/// Strings made from ASCII bytes a writer of the core wrote (a UUID's, a time's or a number's
/// text), without a pointer.
package enum ASCIIText {
  /// The text of `bytes`, which are ASCII (so valid UTF-8) by construction: only the core's
  /// writers call it.
  package static func string(_ bytes: Span<UInt8>) -> String {
    guard let utf8 = try? UTF8Span(validating: bytes) else {
      preconditionFailure("a writer of the core wrote non-ASCII")
    }
    return String(copying: utf8)
  }
}
