import Foundation
import UDF

/// Typed reading of one JSON object's fields, with the protocol's refusals.
///
/// A missing or null required field is `missingField`; a present field of the wrong JSON type or
/// with an invalid value is `invalidField`; a null optional field counts as absent; unknown fields
/// are ignored. `path` prefixes field names in messages (`orders[2].fare`).
struct Fields {
  let object: JSONObject
  let path: String

  init(_ object: JSONObject, path: String = "") {
    self.object = object
    self.path = path
  }

  func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The field's value, `nil` when absent or null.
  func value(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }
    return value
  }

  func string(_ key: String) throws(Rejection) -> String {
    guard let value = try optionalString(key) else { throw ProtocolError.missingField(name(key)) }
    return value
  }

  func optionalString(_ key: String) throws(Rejection) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw ProtocolError.invalidField(name(key), "a string") }
    return text
  }

  func id<E>(_ key: String, as _: E.Type = E.self) throws(Rejection) -> ID<E> {
    guard let id: ID<E> = try optionalID(key) else { throw ProtocolError.missingField(name(key)) }
    return id
  }

  func optionalID<E>(_ key: String, as _: E.Type = E.self) throws(Rejection) -> ID<E>? {
    guard let text = try optionalString(key) else { return nil }
    guard let id: ID<E> = ID<E>(uuidString: text) else { throw ProtocolError.invalidField(name(key), "a UUID") }
    return id
  }

  func optionalBool(_ key: String) throws(Rejection) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else { throw ProtocolError.invalidField(name(key), "true or false") }
    return flag
  }

  func optionalTimestamp(_ key: String) throws(Rejection) -> Timestamp? {
    guard let text = try optionalString(key) else { return nil }
    guard let time = Timestamp(iso8601: text) else {
      throw ProtocolError.invalidField(name(key), "an ISO 8601 time with a zone")
    }
    return time
  }

  func array(_ key: String) throws(Rejection) -> [JSONValue] {
    guard let values = try optionalArray(key) else { throw ProtocolError.missingField(name(key)) }
    return values
  }

  func optionalArray(_ key: String) throws(Rejection) -> [JSONValue]? {
    guard let value = value(key) else { return nil }
    guard case .array(let values) = value else { throw ProtocolError.invalidField(name(key), "an array") }
    return values
  }

  func optionalStrings(_ key: String) throws(Rejection) -> [String]? {
    guard let values = try optionalArray(key) else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      guard case .string(let text) = value else {
        throw ProtocolError.invalidField("\(name(key))[\(index)]", "a string")
      }
      strings.append(text)
    }
    return strings
  }

  func optionalIDs<E>(_ key: String, as _: E.Type = E.self) throws(Rejection) -> [ID<E>]? {
    guard let strings = try optionalStrings(key) else { return nil }
    var ids: [ID<E>] = []
    ids.reserveCapacity(strings.count)
    for (index, text) in strings.enumerated() {
      guard let id: ID<E> = ID<E>(uuidString: text) else {
        throw ProtocolError.invalidField("\(name(key))[\(index)]", "a UUID")
      }
      ids.append(id)
    }
    return ids
  }

  func object(_ key: String) throws(Rejection) -> Fields {
    guard let value = value(key) else { throw ProtocolError.missingField(name(key)) }
    guard case .object(let object) = value else { throw ProtocolError.invalidField(name(key), "an object") }
    return Fields(object, path: name(key))
  }

  /// Each element of the array field `key` as an object.
  func objects(_ key: String) throws(Rejection) -> [Fields] {
    let values = try array(key)
    var result: [Fields] = []
    result.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      guard case .object(let object) = value else {
        throw ProtocolError.invalidField("\(name(key))[\(index)]", "an object")
      }
      result.append(Fields(object, path: "\(name(key))[\(index)]"))
    }
    return result
  }
}
