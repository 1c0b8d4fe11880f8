/// Strings made from ASCII bytes a writer of the core wrote (a UUID's, a time's or a number's
/// text), without a pointer.
package enum ASCIIText {
  /// The text of `bytes`, which are ASCII (so valid UTF-8) by construction: only the core's
  /// writers call it. Bytes that were not valid UTF-8 would be decoded with replacement
  /// characters rather than trap: a wrong text is visible in a test, a trap loses the session.
  package static func string(_ bytes: Span<UInt8>) -> String {
    if let utf8 = try? UTF8Span(validating: bytes) { return String(copying: utf8) }
    var copy: [UInt8] = []
    copy.reserveCapacity(bytes.count)
    for index in bytes.indices { copy.append(bytes[index]) }
    return String(decoding: copy, as: UTF8.self)
  }
}
