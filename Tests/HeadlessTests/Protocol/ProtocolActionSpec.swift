import App
import DomainValues
import Foundation
import HeadlessKit
import JSON
import Journal
import StdioProtocol
import Testing
import UDF
import UDFWire

/// One action of the protocol, derived from what its module registered: a line with every field
/// present (its example, written in its wire shape), its fields' types and whether each is
/// required, and the request the line must decode to.
///
/// Nothing here names a module or an action: a module's new action is checked by every test over
/// `protocolActionSpecs` as soon as it is registered with an example.
struct ProtocolActionSpec: Sendable, CustomTestStringConvertible {
  let name: String
  let line: String
  let fields: [ProtocolFieldSpec]
  let expected: Request
  /// The fields `--help` lists for the action, as its module declared them (`id?, title`).
  let declaredFields: String

  var testDescription: String { name }
}

/// Every registered action with its example, and `state.get` (the protocol's own action).
let protocolActionSpecs: [ProtocolActionSpec] = {
  let examples = AppState.modules.flatMap(\.examples)
  var specs: [ProtocolActionSpec] = AppAction.wireDecoders.compactMap { decoder in
    guard let example = examples.first(where: { $0.wireName == decoder.name }) else { return nil }
    let line = String(decoding: ActionEncoder.encode(example), as: UTF8.self)
    return ProtocolActionSpec(
      name: decoder.name, line: line, fields: inferredFields(line), expected: .dispatch(example, generated: nil),
      declaredFields: decoder.fields)
  }
  specs.append(
    ProtocolActionSpec(
      name: "state.get", line: #"{"action":"state.get","path":"orders"}"#,
      fields: [.optional("path", .enumeration)], expected: .stateGet(AppStatePart(rawValue: "orders")),
      declaredFields: "path?"))
  return specs
}()

/// The action names of PROTOCOL.md's input table (the first column's backticked names).
let protocolDocumentedActionNames: Set<String> = {
  guard let root = try? ProtocolTestBinary.repositoryRoot(),
    let text = try? String(contentsOf: root.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
  else { return [] }
  var names: Set<String> = []
  for line in text.split(separator: "\n") where line.hasPrefix("| `") {
    let firstColumn = line.dropFirst(2).prefix { $0 != "|" }
    for piece in firstColumn.split(separator: "`") where piece.contains(".") && !piece.contains(" ") {
      names.insert(String(piece))
    }
  }
  return names
}()

/// The fields of `line` with their kinds, read from the example's values (a UUID string is an ID,
/// an RFC 3339 string a time), and whether each is required, found by removing it: a required
/// field's absence is `missingField` naming it.
private func inferredFields(_ line: String) -> [ProtocolFieldSpec] {
  guard let object = try? protocolObject(line) else { return [] }
  return fields(of: object, at: [], in: object).filter { $0.name != "action" && $0.name != "shape" }
}

private func fields(of object: JSONObject, at steps: [ProtocolPathStep], in line: JSONObject) -> [ProtocolFieldSpec] {
  object.keys.compactMap { key in
    guard let value = object[key] else { return nil }
    let here = steps + [.key(key)]
    let kind: ProtocolFieldKind
    switch value {
    case .string(let text): kind = stringKind(text)
    case .bool: kind = .bool
    case .number: kind = .number
    case .object(let nested): kind = .object(fields(of: nested, at: here, in: line))
    case .array(let elements):
      switch elements.first {
      case .object(let nested): kind = .objects(fields(of: nested, at: here + [.index(0)], in: line))
      case .string(let text): kind = stringKind(text) == .id ? .ids : .strings
      default: kind = .strings
      }
    case .null: kind = .string
    }
    let site = ProtocolFieldSite(steps: here, spec: .optional(key, kind))
    let rejection = protocolRejection(line.replacing(here, with: nil))
    let isRequired = rejection == Rejection.missingField(site.name)
    return ProtocolFieldSpec(name: key, kind: kind, isRequired: isRequired)
  }
}

private func stringKind(_ text: String) -> ProtocolFieldKind {
  if UUID(uuidString: text) != nil { return .id }
  if Timestamp(rfc3339: text) != nil { return .time }
  return .string
}
