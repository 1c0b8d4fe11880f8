/// Trimming of untrusted text for value objects, the same in every domain.
///
/// Titles, tags and names are trimmed before they are validated. Domains cannot share code with
/// each other, so the one rule lives in the core, the same on every platform and without
/// Foundation: at both ends, Unicode `White_Space` scalars (newlines included) and invisible format
/// characters (general category Cf: zero-width space U+200B, zero-width non-joiner and joiner
/// U+200C/U+200D, word joiner U+2060, the byte order mark U+FEFF, soft hyphen, direction marks...)
/// are removed. So a text of nothing but those is empty, and a title cannot look blank yet pass.
///
/// Format characters inside a text are kept (a joiner inside an emoji sequence, a mark between
/// words), and so are the two kinds that belong to a visible neighbour at an end: tag characters
/// (U+E0020...U+E007F) right after an emoji, which spell a subdivision flag (U+1F3F4 followed by
/// the tags `gbsct` and U+E007F is the flag of Scotland), and a prefix such as the Arabic number
/// sign U+0600 that forms one character with what follows it.
public enum TrimmedText {
  /// `text` without leading and trailing white space and format characters; `text` itself when
  /// there is nothing to trim.
  public static func of(_ text: String) -> String {
    if endsArePlainASCII(text) { return text }
    let scalars = text.unicodeScalars
    guard var start = scalars.firstIndex(where: { !isTrimmed($0) }),
      var end = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    while start > scalars.startIndex {
      let before = scalars.index(before: start)
      guard isPrefix(scalars[before], of: scalars[start]) else { break }
      start = before
    }
    if scalars[end].properties.isEmoji {
      var next = scalars.index(after: end)
      while next < scalars.endIndex, isTag(scalars[next]) {
        end = next
        next = scalars.index(after: next)
      }
    }
    if start == scalars.startIndex, scalars.index(after: end) == scalars.endIndex { return text }
    return String(Substring(scalars[start...end]))
  }

  /// Whether `scalar` is removed at an end: white space, or an invisible format character (Cf).
  private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
  }

  /// Whether `scalar`, a format character just before the first kept one, forms one character
  /// with it (a prepended mark such as U+0600): then it is part of that character, not padding.
  /// (A kept scalar that extends whatever precedes it, a combining mark, makes one character with
  /// anything, so it proves nothing.)
  private static func isPrefix(_ scalar: Unicode.Scalar, of next: Unicode.Scalar) -> Bool {
    guard !scalar.properties.isWhitespace, !next.properties.isGraphemeExtend else { return false }
    var pair = String.UnicodeScalarView()
    pair.append(scalar)
    pair.append(next)
    return String(pair).count == 1
  }

  /// Whether `scalar` is a tag character (U+E0020...U+E007F), which follows the emoji it modifies.
  private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
    (0xE0020...0xE007F).contains(scalar.value)
  }

  /// Whether `text`'s first and last bytes are both `isPlainASCII`, so there is nothing to trim:
  /// the common case, read from the string's own bytes (`utf8.last` walks back through the view's
  /// generic index: 190 instructions a title, J2's snapshot start).
  private static func endsArePlainASCII(_ text: String) -> Bool {
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      return isPlainASCII(first) && isPlainASCII(last)
    }
    return plain ?? false
  }

  /// A printable ASCII byte other than space: certainly neither white space nor a format
  /// character, so no lookup is needed.
  private static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}
