import Foundation

/// One stdout line, parsed with Foundation's JSONSerialization (not the app's own parser): what the
/// protocol and journal end-to-end tests read back from `superapp`.
struct ProtocolOutputLine: Sendable, CustomStringConvertible {
  let text: String
  let keys: [String]
  /// `accepted`, `rejected`, `state`, `event` or `effect`.
  let type: String
  let line: Int?
  let seq: Int?
  let code: String?
  let message: String?
  let name: String?
  let id: String?
  let request: String?
  let path: String?

  init(_ text: String) throws {
    self.text = text
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let type = object["type"] as? String
    else {
      throw ProtocolTestFailure("output line is not a JSON object with a type: \(text)")
    }
    keys = object.keys.sorted()
    self.type = type
    line = (object["line"] as? NSNumber)?.intValue
    seq = (object["seq"] as? NSNumber)?.intValue
    code = object["code"] as? String
    message = object["message"] as? String
    name = object["name"] as? String
    id = object["id"] as? String
    request = object["request"] as? String
    path = object["path"] as? String
  }

  var description: String { text }

  /// Whether this is the one reply to an input line.
  var isReply: Bool { type == "accepted" || type == "rejected" || type == "state" }

  /// The raw JSON text of a `state` reply's value (everything after `"value":`).
  var valueText: String? {
    guard type == "state", let range = text.range(of: #","value":"#), text.hasSuffix("}") else { return nil }
    return String(text[range.upperBound..<text.index(before: text.endIndex)])
  }

  /// The `id` fields of the objects in a state value that is an array (`items`, `orders`, `boxes`).
  var valueIDs: [String] {
    guard let valueText, let array = try? JSONSerialization.jsonObject(with: Data(valueText.utf8)) as? [[String: Any]]
    else { return [] }
    return array.compactMap { $0["id"] as? String }
  }
}
