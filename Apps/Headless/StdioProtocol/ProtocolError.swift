import JSON
import UDF

/// The protocol-level refusals of an input line, before any reducer sees it.
///
/// Each is a `Rejection` with the stable code PROTOCOL.md names and a message that says which
/// field and why, so a person reading the reply can fix the line.
enum ProtocolError {
  static func malformedJSON(_ detail: String) -> Rejection {
    Rejection(code: "malformedJSON", message: detail)
  }

  /// `unknownAction`, suggesting the name in `names` nearest to a misspelled one (`item.creat`).
  static func unknownAction(_ name: String, among names: [String]) -> Rejection {
    let suggestion = nearest(to: name, among: names).map { "did you mean '\($0)'? " } ?? ""
    return Rejection(
      code: "unknownAction", message: "unknown action '\(name)'; \(suggestion)see superapp --help for the list")
  }

  /// The name fewest edits (insertions, deletions, substitutions of a character) away from
  /// `name`, when it is close enough to be a misspelling: at most 3 edits and fewer than half its
  /// length. A long text is no misspelling of a short name, and is not compared.
  static func nearest(to name: String, among names: [String]) -> String? {
    let typed = Array(name.unicodeScalars)
    guard !typed.isEmpty, typed.count <= 64 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in names {
      let distance = editDistance(typed, Array(candidate.unicodeScalars))
      if distance <= min(3, (candidate.unicodeScalars.count - 1) / 2), distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
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

  static let lineTooLong = Rejection(
    code: "lineTooLong", message: "the line is longer than 1,048,576 bytes and was skipped")
}
