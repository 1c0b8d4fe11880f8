import App
import Foundation
import HeadlessKit
import JSON
import Journal
import Testing
import UDF
import UDFWire

/// Values of the wrong JSON type for a field of `kind` (a number where a string is expected, and so on).
private func wrongTypes(for kind: ProtocolFieldKind) -> [JSONValue] {
  switch kind {
  case .string, .id, .time, .enumeration: [7, 1.5, true, false, ["x"], ["k": "v"]]
  case .bool: ["true", 1, 0, [true], ["k": true]]
  case .number: ["1", true, [1], ["k": 1]]
  case .strings, .ids: ["x", 7, true, ["k": "v"]]
  case .object: ["x", 7, true, []]
  case .objects: ["x", 7, true, ["k": "v"]]
  }
}

/// Records an issue unless `line` is refused with `invalidField` and a message quoting `field`.
private func expectInvalidField(
  _ line: JSONObject, naming field: String, in spec: ProtocolActionSpec, value: JSONValue,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let rejection = protocolRejection(line)
  #expect(rejection?.code == "invalidField", "\(spec.name) \(field) = \(value)", sourceLocation: sourceLocation)
  #expect(
    rejection?.message.contains("'\(field)'") == true,
    "\(spec.name) \(field): \(String(describing: rejection?.message))", sourceLocation: sourceLocation)
}

@Suite("ActionDecoder: every action and every field")
struct ProtocolActionDecoderFieldTests {
  @Test("the spec table covers exactly the documented actions (PROTOCOL.md, module READMEs), --help names them all")
  func specsCoverTheDocumentedActions() {
    #expect(Set(protocolActionSpecs.map(\.name)) == protocolDocumentedActionNames)
    #expect(protocolActionSpecs.filter { $0.example == 1 }.count == protocolDocumentedActionNames.count)
    for name in protocolDocumentedActionNames {
      #expect(Usage.help.contains(name), "--help does not name \(name)")
    }
  }

  @Test("a line with every field decodes to the expected action and generates nothing", arguments: protocolActionSpecs)
  func decodesEveryFieldOfEveryAction(_ spec: ProtocolActionSpec) throws {
    let (request, source) = try protocolDecode(spec.line)
    #expect(request == spec.expected)
    #expect(source.idsMade == 0)
    #expect(source.timesRead == 0)
  }

  @Test("array fields of the spec lines hold two elements, so element 1 can be broken", arguments: protocolActionSpecs)
  func specArraysHaveTwoElements(_ spec: ProtocolActionSpec) throws {
    let object = try protocolObject(spec.line)
    for site in ProtocolFieldSite.all(in: spec.fields) {
      switch site.spec.kind {
      case .strings, .ids, .objects:
        #expect(object.value(at: site.steps)?.arrayValue?.count == 2, "\(site.name)")
      default:
        #expect(object.value(at: site.steps) != nil, "\(site.name) missing from the spec line")
      }
    }
  }

  @Test("a required field that is missing or null is missingField naming it", arguments: protocolActionSpecs)
  func missingRequiredFieldIsRefused(_ spec: ProtocolActionSpec) throws {
    let object = try protocolObject(spec.line)
    for site in ProtocolFieldSite.all(in: spec.fields) where site.spec.isRequired {
      for (label, broken) in [
        ("absent", object.replacing(site.steps, with: nil)), ("null", object.replacing(site.steps, with: .null)),
      ] {
        let rejection = protocolRejection(broken)
        #expect(rejection?.code == "missingField", "\(spec.name) \(site.name) \(label)")
        #expect(rejection?.message.contains("'\(site.name)'") == true, "\(String(describing: rejection?.message))")
      }
    }
  }

  @Test("an optional field that is null decodes exactly as if it were absent", arguments: protocolActionSpecs)
  func nullOptionalFieldCountsAsAbsent(_ spec: ProtocolActionSpec) throws {
    let object = try protocolObject(spec.line)
    for site in ProtocolFieldSite.all(in: spec.fields) where !site.spec.isRequired {
      let absent = try protocolDecode(object.replacing(site.steps, with: nil))
      let null = try protocolDecode(object.replacing(site.steps, with: .null))
      #expect(null.request == absent.request, "\(spec.name) \(site.name)")
      #expect(null.source.idsMade == absent.source.idsMade && null.source.timesRead == absent.source.timesRead)
      #expect(absent.request != spec.expected, "\(spec.name) \(site.name): dropping it should change the action")
    }
  }

  @Test("a value of the wrong JSON type is invalidField naming the field", arguments: protocolActionSpecs)
  func wrongJSONTypeIsInvalidField(_ spec: ProtocolActionSpec) throws {
    let object = try protocolObject(spec.line)
    for site in ProtocolFieldSite.all(in: spec.fields) {
      for value in wrongTypes(for: site.spec.kind) {
        expectInvalidField(object.replacing(site.steps, with: value), naming: site.name, in: spec, value: value)
      }
    }
  }

  @Test("a wrongly typed array element is invalidField naming the element", arguments: protocolActionSpecs)
  func wrongArrayElementIsInvalidField(_ spec: ProtocolActionSpec) throws {
    let object = try protocolObject(spec.line)
    for site in ProtocolFieldSite.all(in: spec.fields) {
      let elementValues: [JSONValue]
      switch site.spec.kind {
      case .strings: elementValues = [7, true, .null, ["x"]]
      case .ids: elementValues = [7, "not-a-uuid", .null]
      case .objects: elementValues = [7, "x", ["x"], .null]
      default: continue
      }
      for value in elementValues {
        let line = object.replacing(site.steps + [.index(1)], with: value)
        expectInvalidField(line, naming: site.name + "[1]", in: spec, value: value)
      }
    }
  }

  @Test("unknown fields, at the top and inside objects, are ignored", arguments: protocolActionSpecs)
  func unknownFieldsAreIgnored(_ spec: ProtocolActionSpec) throws {
    var object = try protocolObject(spec.line)
    object.updateValue(["nested": [1, 2, nil]], forKey: "zzzUnknown")
    object.updateValue(7, forKey: "Action")
    for site in ProtocolFieldSite.all(in: spec.fields) {
      if case .object = site.spec.kind {
        object = object.replacing(site.steps + [.key("extra")], with: true)
      }
      if case .objects = site.spec.kind {
        object = object.replacing(site.steps + [.index(0), .key("extra")], with: "x")
      }
    }
    #expect(try protocolDecode(object).request == spec.expected)
  }

  @Test("IDs in upper case decode to the same action", arguments: protocolActionSpecs)
  func upperCaseIDsAreAccepted(_ spec: ProtocolActionSpec) throws {
    var object = try protocolObject(spec.line)
    var changed = false
    for site in ProtocolFieldSite.all(in: spec.fields) {
      switch (site.spec.kind, object.value(at: site.steps)) {
      case (.id, .string(let text)):
        object = object.replacing(site.steps, with: .string(text.uppercased()))
        changed = true
      case (.ids, .array(let values)):
        let upper = values.map { value -> JSONValue in
          guard case .string(let text) = value else { return value }
          return .string(text.uppercased())
        }
        object = object.replacing(site.steps, with: .array(upper))
        changed = true
      default: continue
      }
    }
    if ProtocolFieldSite.all(in: spec.fields).contains(where: { $0.spec.kind == .id || $0.spec.kind == .ids }) {
      #expect(changed)
    }
    #expect(try protocolDecode(object).request == spec.expected)
  }

  @Test("--help lists the fields the spec finds, optional ones marked", arguments: protocolActionSpecs)
  func declaredFieldsMatchTheDecoder(_ spec: ProtocolActionSpec) {
    let fields = spec.fieldsOfEveryExample
    #expect(topLevelFields(spec.declaredFields) == fields.map { $0.name + ($0.isRequired ? "" : "?") }.sorted())
  }
}

/// `id?, items: [{id, …}], at?` → the top-level names with their marks, sorted.
private func topLevelFields(_ declared: String) -> [String] {
  var names: [String] = []
  var depth = 0
  var current = ""
  for character in declared + "," {
    switch character {
    case "[", "{": depth += 1
    case "]", "}": depth -= 1
    case "," where depth == 0:
      let name = current.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      if !name.isEmpty { names.append(name) }
      current = ""
      continue
    default: break
    }
    if depth == 0 { current.append(character) }
  }
  return names.sorted()
}

/// The decoder table is what the modules declare; every name in it is documented and specified.
@Suite("Wire table")
struct ProtocolWireTableTests {
  @Test func everyDeclaredActionIsDocumentedAndSpecifiedAndNamedOnce() throws {
    let declared = AppAction.wireDecoders.map(\.name)
    #expect(Set(declared).count == declared.count, "a wire name is declared twice")
    #expect(Set(declared + ["state.get"]) == protocolDocumentedActionNames)
    for name in declared {
      #expect(protocolDocumentedActionNames.contains(name), "\(name) is in neither docs/PROTOCOL.md nor its README")
    }
  }
}
