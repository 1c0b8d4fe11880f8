/// Trimming of untrusted text for value objects, the same in every domain.
///
/// Titles, tags and names are trimmed before they are validated. Domains cannot share code with
/// each other, so the one rule lives in the core: Unicode `White_Space` scalars (newlines included)
/// and invisible format characters (general category Cf: zero-width space and joiners, word
/// joiner, the byte order mark U+FEFF, bidi marks) are removed at both ends, the same on every
/// platform and without Foundation. So a title of only zero-width characters or a BOM is empty;
/// such characters between visible ones are kept.
public enum TrimmedText {
  /// `text` without leading and trailing white space; `text` itself when there is nothing to trim.
  public static func of(_ text: String) -> String {
    let utf8 = text.utf8
    if let first = utf8.first, let last = utf8.last, isPlainASCII(first), isPlainASCII(last) {
      return text
    }
    let scalars = text.unicodeScalars
    guard let start = scalars.firstIndex(where: { !isBlank($0) }),
      let end = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    if start == scalars.startIndex, scalars.index(after: end) == scalars.endIndex { return text }
    return String(Substring(scalars[start...end]))
  }

  /// White space, or an invisible format character (Cf), or U+200B ZERO WIDTH SPACE (Cf in
  /// older Unicode versions, shown nowhere in any).
  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || scalar.value == 0x200B
  }

  /// A printable ASCII byte other than space: certainly not white space, so no lookup is needed.
  @inline(__always)
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}
