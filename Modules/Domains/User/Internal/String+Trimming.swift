extension String {
  /// The string without leading and trailing Unicode white space (newlines included).
  ///
  /// Works on Unicode scalars with the `White_Space` property, so it behaves the same on every
  /// platform and needs no Foundation; returns `self` unchanged when there is nothing to trim.
  var trimmingWhiteSpace: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return self }
    return String(Substring(scalars[first...last]))
  }
}
