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

  static func unknownAction(_ name: String) -> Rejection {
    Rejection(code: "unknownAction", message: "unknown action '\(name)'; see superapp --help for the list")
  }

  static let lineTooLong = Rejection(
    code: "lineTooLong", message: "the line is longer than 1,048,576 bytes and was skipped")
}
