import HeadlessKit
import JSON
import Journal

/// The JSON type PROTOCOL.md gives a field of an input line.
indirect enum ProtocolFieldKind: Sendable, Equatable {
  /// A string.
  case string
  /// A UUID string.
  case id
  /// An RFC 3339 time string (a zone is required).
  case time
  /// One of a fixed set of strings (`status`, `path`).
  case enumeration
  /// `true` or `false`.
  case bool
  /// A JSON number.
  case number
  /// An array of strings.
  case strings
  /// An array of UUID strings.
  case ids
  /// An object with these fields.
  case object([ProtocolFieldSpec])
  /// An array of objects with these fields.
  case objects([ProtocolFieldSpec])
}

/// One field of an input line: its name, JSON type and whether the line needs it.
struct ProtocolFieldSpec: Sendable, Equatable {
  let name: String
  let kind: ProtocolFieldKind
  let isRequired: Bool

  static func required(_ name: String, _ kind: ProtocolFieldKind) -> ProtocolFieldSpec {
    ProtocolFieldSpec(name: name, kind: kind, isRequired: true)
  }

  static func optional(_ name: String, _ kind: ProtocolFieldKind) -> ProtocolFieldSpec {
    ProtocolFieldSpec(name: name, kind: kind, isRequired: false)
  }
}

/// One step into a JSON value: a member or an array element.
typealias ProtocolPathStep = JSONDocument.PathStep

/// A field somewhere inside a line (nested ones through objects and array elements), with its path.
struct ProtocolFieldSite: Sendable {
  let steps: [ProtocolPathStep]
  let spec: ProtocolFieldSpec

  /// The name the app must use in messages: `orders[1].fare`.
  var name: String { ProtocolPathStep.text(steps) }

  /// Every field of `fields`, and of the objects inside them (array fields through element 1).
  static func all(in fields: [ProtocolFieldSpec], under steps: [ProtocolPathStep] = []) -> [ProtocolFieldSite] {
    var sites: [ProtocolFieldSite] = []
    for spec in fields {
      let here = steps + [.key(spec.name)]
      sites.append(ProtocolFieldSite(steps: here, spec: spec))
      switch spec.kind {
      case .object(let nested): sites += all(in: nested, under: here)
      case .objects(let nested): sites += all(in: nested, under: here + [.index(1)])
      default: break
      }
    }
    return sites
  }
}

extension JSONObject {
  /// A copy with the value at `steps` replaced by `value`, or removed when `value` is `nil`.
  func replacing(_ steps: [ProtocolPathStep], with value: JSONValue?) -> JSONObject {
    guard case .object(let result) = JSONValue.object(self).replacing(steps[...], with: value) else { return self }
    return result
  }

  /// The value at `steps`, if there is one.
  func value(at steps: [ProtocolPathStep]) -> JSONValue? {
    var current = JSONValue.object(self)
    for step in steps {
      switch (step, current) {
      case (.key(let key), .object(let object)):
        guard let next = object[key] else { return nil }
        current = next
      case (.index(let index), .array(let values)) where values.indices.contains(index):
        current = values[index]
      default:
        return nil
      }
    }
    return current
  }
}

extension JSONValue {
  fileprivate func replacing(_ steps: ArraySlice<ProtocolPathStep>, with value: JSONValue?) -> JSONValue? {
    guard let step = steps.first else { return value }
    let rest = steps.dropFirst()
    switch (step, self) {
    case (.key(let key), .object(var object)):
      if let replaced = (object[key] ?? .null).replacing(rest, with: value) {
        object.updateValue(replaced, forKey: key)
      } else {
        object.removeValue(forKey: key)
      }
      return .object(object)
    case (.index(let index), .array(var values)) where values.indices.contains(index):
      values[index] = values[index].replacing(rest, with: value) ?? .null
      return .array(values)
    default:
      return self
    }
  }
}
