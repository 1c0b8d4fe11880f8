/// What the tools read from a module's Swift text without compiling it: the types it declares,
/// the wire action type it conforms, and the declared name nearest a misspelt one.
///
/// The scaffold uses it to refuse a name already taken, the architecture check to find a
/// `module.json` that names a type its module does not declare (before the build fails in the
/// generated file).
public enum SwiftSource {
  /// The keywords that declare a type name.
  public static let declaring: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor"]

  /// Every name `text` declares as a type, protocol or alias: each word after a declaring keyword
  /// (`struct PackingBox` declares `PackingBox`, not `Packing`). Read in one pass over the bytes.
  public static func declaredTypes(in text: String) -> Set<String> {
    var declared: Set<String> = []
    var previous = ""
    var word: [UInt8] = []
    for byte in text.utf8 {
      if isWordByte(byte) {
        word.append(byte)
      } else if !word.isEmpty {
        let current = String(decoding: word, as: UTF8.self)
        if declaring.contains(previous) { declared.insert(current) }
        previous = current
        word.removeAll(keepingCapacity: true)
      } else if byte != UInt8(ascii: " ") {
        previous = ""
      }
    }
    if declaring.contains(previous), !word.isEmpty { declared.insert(String(decoding: word, as: UTF8.self)) }
    return declared
  }

  /// The type `text` makes a wire action (`extension BoxAction: WireAction`), if it does.
  public static func wireActionType(in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix("extension ") && line.contains(": WireAction") {
      return String(line.dropFirst("extension ".count).prefix { $0 != ":" && $0 != " " })
    }
    return nil
  }

  /// The candidate nearest `name` (at most a third of its letters edited away), for a "did you
  /// mean" in a message; `nil` when none is that near.
  public static func nearest(_ name: String, in candidates: some Sequence<String>) -> String? {
    let typed = Array(name.unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
      let distance = editDistance(typed, Array(candidate.unicodeScalars))
      if distance <= max(1, typed.count / 3), distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
