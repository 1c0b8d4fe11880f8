import App
import Foundation
import JSON
import Journal
import UDF

/// Turns one input object into a `Request`, filling in the IDs and times the client left out.
///
/// It holds no per-action code: the table of names comes from `AppAction.wireDecoders`, which
/// each module declares next to its actions. Only the shape of fields is checked here
/// (`missingField`, `invalidField`, `unknownAction`); every domain rule (`notFound`,
/// `emptyTitleIsNotAllowed`, ...) is the reducers' job, so refusals keep the protocol's precedence.
/// The same decoder reads journal records, which always carry their IDs and `at` times, so replay
/// never generates anything.
public enum ActionDecoder {
  /// Every action name the app reads, with its decoder; built once.
  static let decoders: [String: WireDecoder<AppAction>] = Dictionary(
    AppAction.wireDecoders.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The query that is not an action.
  static let stateGet = "state.get"

  /// Decodes `object`; IDs and times come from `edge` where the line has none.
  public static func decode<E: Edge>(_ object: JSONObject, edge: inout E) throws(Rejection) -> Request {
    try decode(object, edge: &edge, storedShape: nil)
  }

  /// Decodes a journal record's payload: the action in the stored shape the record names
  /// (`"shape"`, 1 when absent), through its module's upgrade when that is an older shape; a shape
  /// newer than this build's is refused (`newerShape`).
  public static func decodeStored<E: Edge>(_ object: JSONObject, edge: inout E) throws(Rejection) -> Request {
    let shape: Int
    switch object["shape"] {
    case nil, .null?:
      shape = 1
    case .number(let number)?:
      guard let value = number.int64, value >= 1, value <= Int64(Int32.max) else { fallthrough }
      shape = Int(value)
    default:
      throw .invalidField("shape", "a stored shape version (a whole number from 1)")
    }
    return try decode(object, edge: &edge, storedShape: shape)
  }

  /// The stored shape an action is written in, when it is not 1 (`ActionEncoder` writes it).
  static let storedShapes: [String: Int] = decoders.compactMapValues { $0.version > 1 ? $0.version : nil }

  private static func decode<E: Edge>(
    _ object: JSONObject, edge: inout E, storedShape: Int?
  ) throws(Rejection) -> Request {
    let context = DecodingContext(edge: edge)
    defer {
      // Written back only when the line used it (a generated ID or time): most lines do not.
      if context.usedEdge, let updated = context.edge as? E { edge = updated }
    }
    let fields = JSONFieldReader(object: object, path: "", context: context)
    let name = try fields.string("action")
    if name == stateGet {
      return .stateGet(try fields.optionalCase("path", as: AppStatePart.self))
    }
    guard let decoder = decoders[name] else { throw ProtocolError.unknownAction(name) }
    let read = try storedShape.map(decoder.decoder(forStoredShape:)) ?? decoder.decode
    let action = try read(fields)
    return .dispatch(action, generated: context.generated)
  }
}

/// What decoding one line shares between its nested readers: the edge that makes missing IDs and
/// times, and the ID it made (reported in the reply).
///
/// Not generic, and neither is the reader: a reader handed to a module as `any FieldReader` then
/// has static type metadata, instead of a runtime metadata lookup per line.
final class DecodingContext {
  private(set) var edge: any Edge
  private(set) var usedEdge = false
  var generated: GeneratedID?

  init(edge: any Edge) {
    self.edge = edge
  }

  /// A new ID from the edge.
  func newID() -> UUID {
    usedEdge = true
    return edge.newID()
  }

  /// The current time from the edge.
  func now() -> Timestamp {
    usedEdge = true
    return edge.now()
  }
}

/// Reads fields from a parsed JSON object, with the protocol's refusals and field paths.
///
/// A missing or null required field is `missingField`; a present field of the wrong JSON type or
/// with an invalid value is `invalidField`; a null optional field counts as absent; unknown fields
/// are ignored. `path` prefixes field names in messages (`orders[2].fare`).
struct JSONFieldReader: FieldReader {
  let object: JSONObject
  let path: String
  let context: DecodingContext

  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  /// The field's value, `nil` when absent or null.
  private func value(_ key: String) -> JSONValue? {
    guard let value = object[key], value != .null else { return nil }
    return value
  }

  func optionalString(_ key: String) throws(Rejection) -> String? {
    guard let value = value(key) else { return nil }
    guard case .string(let text) = value else { throw .invalidField(path(key), "a string") }
    return text
  }

  func optionalBool(_ key: String) throws(Rejection) -> Bool? {
    guard let value = value(key) else { return nil }
    guard case .bool(let flag) = value else { throw .invalidField(path(key), "true or false") }
    return flag
  }

  func optionalStrings(_ key: String) throws(Rejection) -> [String]? {
    guard let value = value(key) else { return nil }
    guard case .array(let values) = value else { throw .invalidField(path(key), "an array") }
    var strings: [String] = []
    strings.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      guard case .string(let text) = value else { throw .invalidField("\(path(key))[\(index)]", "a string") }
      strings.append(text)
    }
    return strings
  }

  func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    guard let value = value(key) else { throw .missingField(path(key)) }
    guard case .object(let object) = value else { throw .invalidField(path(key), "an object") }
    return try read(JSONFieldReader(object: object, path: path(key), context: context))
  }

  func optionalObject<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T? {
    guard value(key) != nil else { return nil }
    return try object(key, read)
  }

  func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T] {
    guard let value = value(key) else { throw .missingField(path(key)) }
    guard case .array(let values) = value else { throw .invalidField(path(key), "an array") }
    var result: [T] = []
    result.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      let name = "\(path(key))[\(index)]"
      guard case .object(let object) = value else { throw .invalidField(name, "an object") }
      result.append(try read(JSONFieldReader(object: object, path: name, context: context)))
    }
    return result
  }

  func newID(_ key: String) throws(Rejection) -> UUIDValue {
    if let id: UUIDValue = try optionalID(key) { return id }
    let id = UUIDValue(context.newID())
    context.generated = GeneratedID(field: key, value: id.description)
    return id
  }

  func timeOrNow(_ key: String) throws(Rejection) -> Timestamp {
    try optionalTime(key) ?? context.now()
  }
}
