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

/// One example of an action of the protocol, derived from what its module registered: a line with
/// every field the example holds (written in its wire shape), its fields' types and whether each is
/// required, and the request the line must decode to. An action with several examples (fields
/// that exclude each other: a percent or an amount) has one spec per example.
///
/// Nothing here names a module or an action: a module's new action is checked by every test over
/// `protocolActionSpecs` as soon as it is registered with an example.
struct ProtocolActionSpec: Sendable, CustomTestStringConvertible {
  let name: String
  /// Which of the action's examples (1 for the first).
  let example: Int
  let line: String
  let fields: [ProtocolFieldSpec]
  let expected: Request
  /// The fields `--help` lists for the action, as its module declared them (`id?, title`).
  let declaredFields: String

  var testDescription: String { example == 1 ? name : "\(name) #\(example)" }

  /// The action's fields over all its examples: a field is required when every example holds it
  /// and each finds it required; otherwise it is optional (what `--help` declares).
  var fieldsOfEveryExample: [ProtocolFieldSpec] {
    let examples = protocolActionSpecs.filter { $0.name == name }
    var merged: [String: ProtocolFieldSpec] = [:]
    for spec in examples {
      for field in spec.fields {
        let inAll = examples.allSatisfy { $0.fields.contains { $0.name == field.name && $0.isRequired } }
        merged[field.name] = ProtocolFieldSpec(name: field.name, kind: field.kind, isRequired: inAll)
      }
    }
    return merged.values.sorted { $0.name < $1.name }
  }
}

/// Every example of every registered action, and `state.get` (the protocol's own action).
let protocolActionSpecs: [ProtocolActionSpec] = {
  let examples = AppState.modules.flatMap(\.examples)
  var specs: [ProtocolActionSpec] = AppAction.wireDecoders.flatMap { decoder in
    examples.filter { $0.wireName == decoder.name }.enumerated().map { index, example in
      let line = String(decoding: ActionEncoder.encode(example), as: UTF8.self)
      return ProtocolActionSpec(
        name: decoder.name, example: index + 1, line: line, fields: inferredFields(line),
        expected: .dispatch(example, generated: nil), declaredFields: decoder.fields)
    }
  }
  specs.append(
    ProtocolActionSpec(
      name: "state.get", example: 1, line: #"{"action":"state.get","path":"orders"}"#,
      fields: [.optional("path", .enumeration)], expected: .stateGet(AppStatePart(rawValue: "orders")),
      declaredFields: "path?"))
  return specs
}()

/// The action names of PROTOCOL.md's input table and of the `## Actions` table of every module's
/// README (the first column's backticked names): a module documents its own actions, so a new
/// module edits no shared document.
let protocolDocumentedActionNames: Set<String> = {
  guard let root = try? ProtocolTestBinary.repositoryRoot(),
    let text = try? String(contentsOf: root.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
  else { return [] }
  return actionNames(inTables: text).union(moduleReadmes(root).flatMap { actionNames(inTables: actionsSection($0)) })
}()

/// The READMEs of every domain and feature.
private func moduleReadmes(_ root: URL) -> [String] {
  ["Modules/Domains", "Modules/Features"].flatMap { folder in
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    return modules.compactMap {
      try? String(contentsOf: root.appendingPathComponent("\(folder)/\($0)/README.md"), encoding: .utf8)
    }
  }
}

/// The lines of a README's `## Actions` section.
private func actionsSection(_ readme: String) -> String {
  guard let start = readme.range(of: "\n## Actions\n") else { return "" }
  let rest = readme[start.upperBound...]
  return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
}

/// Whether `text` is spelled like an action's wire name (`item.addTag`), not a Swift case.
private func isWireName(_ text: Substring) -> Bool {
  let parts = text.split(separator: ".", omittingEmptySubsequences: false)
  return parts.count == 2
    && parts.allSatisfy { $0.first?.isLowercase == true && $0.allSatisfy { $0.isASCII && $0.isLetter } }
}

/// The first column's backticked action names of a Markdown table's rows.
private func actionNames(inTables text: String) -> Set<String> {
  var names: Set<String> = []
  for line in text.split(separator: "\n") where line.hasPrefix("| `") {
    let firstColumn = line.dropFirst(2).prefix { $0 != "|" }
    for piece in firstColumn.split(separator: "`") where isWireName(piece) {
      names.insert(String(piece))
    }
  }
  return names
}

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
