import Foundation

/// One stdout line of `superapp`, parsed with Foundation (independently of the app's own JSON code).
///
/// `value` is the raw text of a `state` reply's `"value"`, so states compare byte for byte.
struct JournalE2EReply: CustomStringConvertible {
  /// The line as written.
  let text: String
  /// `accepted`, `rejected`, `state`, `event` or `effect`.
  let type: String
  /// The input line number a reply answers.
  let line: Int?
  /// The sequence number of an accepted action (or of the action that caused an event).
  let seq: Int?
  /// A rejection's code.
  let code: String?
  /// The ID the app generated for an accepted action.
  let id: String?
  /// The raw JSON text of a state reply's value.
  let value: String?

  /// Parses one output line; throws when it is not a JSON object with a `type`.
  init(_ text: String) throws {
    self.text = text
    guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else { throw JournalE2EFailure("not an output line: \(text)") }
    self.type = type
    line = object["line"] as? Int
    seq = object["seq"] as? Int
    code = object["code"] as? String
    id = (object["id"] as? String) ?? (object["request"] as? String)
    if type == "state", let key = text.range(of: #""value":"#), text.hasSuffix("}") {
      value = String(text[key.upperBound..<text.index(before: text.endIndex)])
    } else {
      value = nil
    }
  }

  /// Whether this is the one reply a line gets (not an event or effect).
  var isReply: Bool { type == "accepted" || type == "rejected" || type == "state" }

  var description: String { text }

  /// The `id` fields of the objects in a state value that is an array (`items`, `orders`, `boxes`).
  var valueIDs: [String] {
    guard let value, let array = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [[String: Any]]
    else { return [] }
    return array.compactMap { $0["id"] as? String }
  }
}
