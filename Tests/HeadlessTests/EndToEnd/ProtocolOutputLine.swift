import Foundation

/// One stdout line, parsed with Foundation's JSONSerialization (not the app's own parser).
struct ProtocolOutputLine: Sendable, CustomStringConvertible {
  let text: String
  let keys: [String]
  let type: String?
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
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
      throw ProtocolTestFailure("output line is not a JSON object: \(text)")
    }
    keys = object.keys.sorted()
    type = object["type"] as? String
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
}
