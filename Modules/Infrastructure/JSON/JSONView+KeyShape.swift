extension JSONView {
  /// The keys of object `object` and of every object inside it (the objects in its arrays
  /// included), folded into one number: equal for objects with the same keys in the same order at
  /// every depth; a folded container counts as a mark of its own.
  ///
  /// It exists so a reader of stored text can audit (read through a recorder) only the objects
  /// whose keys it has not seen yet. It runs for every journal record replayed, so it is cheap
  /// beside reading the record: each key is taken a word at a time (its length, its first and its
  /// last eight bytes) and the tokens, all inside `object`'s, are read without a check each.
  public func keyShape(of object: Int) -> UInt64 {
    let end = Int(token(object).end)
    precondition(end <= tokens.count, "not an object of this document")
    var shape: UInt64 = 0xCBF2_9CE4_8422_2325
    var position = object + 1
    while position < end {
      let key = tokens[position]
      shape = Self.mixed(shape, keyWord(Int(key.start), Int(key.end &- key.start)))
      let value = tokens[position + 1]
      switch value.kind {
      case .object, .array:
        shape = Self.mixed(shape, value.isFolded ? 1 : containerShape(position + 1, value))
        position = Int(value.end)
      default:
        position += 2
      }
    }
    return shape
  }

  /// The key shape of container `token` (`found`): an object's, or its elements' that are objects.
  private func containerShape(_ token: Int, _ found: JSONDocument.Token) -> UInt64 {
    guard found.kind == .array else { return keyShape(of: token) }
    var shape: UInt64 = 0
    var element = token + 1
    while element < Int(found.end) {
      let value = tokens[element]
      guard value.kind == .object else { break }
      shape = Self.mixed(shape, value.isFolded ? 1 : keyShape(of: element))
      element = Int(value.end)
    }
    return shape
  }

  /// The key of `length` bytes at `start` as one word: its length, its first and its last eight
  /// bytes (all of it when shorter).
  private func keyWord(_ start: Int, _ length: Int) -> UInt64 {
    if length >= 8 {
      let first = bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self)
      let last = bytes.loadUnaligned(fromByteOffset: start + length - 8, as: UInt64.self)
      return Self.mixed(first ^ UInt64(length), last)
    }
    // A key is followed by at least `":` and a value, so eight bytes from its start are most often
    // inside the text; the bytes past the key are masked off.
    if start + 8 <= bytes.count {
      let word = bytes.loadUnaligned(fromByteOffset: start, as: UInt64.self)
      return word & (1 << (UInt64(length) * 8) - 1) | UInt64(length) << 56
    }
    var word = UInt64(length) << 56
    for index in 0..<length { word |= UInt64(bytes[start + index]) << (index * 8) }
    return word
  }

  /// `shape` with `word` folded in.
  private static func mixed(_ shape: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (shape ^ word) &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed >> 29)
  }
}
