import Foundation
import JSON
import UDF

/// What decoding one line (or one stored state) shares between its nested readers: the parsed
/// document, the edge that makes missing IDs and times, and the ID it made (reported in the reply).
///
/// Not generic, and neither is the reader: a reader handed to a module as `any FieldReader` then
/// has static type metadata, instead of a runtime metadata lookup per line.
final class DecodingContext {
  /// The document being read (a `let`: readers borrow it in place, with no reference counting).
  let document: JSONDocument
  private(set) var edge: any Edge
  private(set) var usedEdge = false
  var generated: GeneratedID?
  /// Whether long arrays may be read on several cores: only for a stored state, which carries
  /// every ID and time, so no reader of it ever asks the edge for one.
  let readsConcurrently: Bool

  init(document: JSONDocument, edge: any Edge, readsConcurrently: Bool = false) {
    self.document = document
    self.edge = edge
    self.readsConcurrently = readsConcurrently
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

/// Reads fields straight from a parsed document's bytes, with the protocol's refusals and field
/// paths: no JSON tree, and a UUID or a time is parsed in place without making a `String`.
///
/// A missing or null required field is `missingField`; a present field of the wrong JSON type or
/// with an invalid value is `invalidField`; a null optional field counts as absent; unknown fields
/// are ignored. Field names in messages carry their path (`orders[2].fare`), worked out from the
/// document only when a message needs one. Two words, so `any FieldReader` holds it inline.
struct JSONFieldReader: FieldReader {
  let context: DecodingContext
  /// The token of the object being read.
  let object: Int

  func path(_ key: String) -> String {
    let base = Self.path(context.document.path(to: object))
    return base.isEmpty ? key : "\(base).\(key)"
  }

  /// `orders[2].fare` from the steps of a document path.
  private static func path(_ steps: [JSONDocument.PathStep]) -> String {
    var text = ""
    for step in steps {
      switch step {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  /// The token of the field's value, `nil` when absent or null.
  @inline(__always)
  private func value(_ key: String) -> Int? {
    let document = context.document
    guard let token = document.member(key, of: object), document.kind(token) != .null else { return nil }
    return token
  }

  @inline(__always)
  private func isString(_ token: Int) -> Bool {
    let kind = context.document.kind(token)
    return kind == .string || kind == .escapedString
  }

  func optionalString(_ key: String) throws(Rejection) -> String? {
    try optionalStringToken(key).map(context.document.string)
  }

  /// The token of string field `key`, `nil` when absent or null, with `optionalString`'s
  /// refusals: for a caller that reads the string's bytes in place (an action's name).
  func optionalStringToken(_ key: String) throws(Rejection) -> Int? {
    guard let token = value(key) else { return nil }
    guard isString(token) else { throw .invalidField(path(key), "a string") }
    return token
  }

  func optionalBool(_ key: String) throws(Rejection) -> Bool? {
    guard let token = value(key) else { return nil }
    switch context.document.kind(token) {
    case .true: return true
    case .false: return false
    default: throw .invalidField(path(key), "true or false")
    }
  }

  func optionalStrings(_ key: String) throws(Rejection) -> [String]? {
    try elements(key) { token, index throws(Rejection) in
      guard isString(token) else { throw .invalidField("\(path(key))[\(index)]", "a string") }
      return context.document.string(token)
    }
  }

  func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    guard let token = value(key) else { throw .missingField(path(key)) }
    guard context.document.kind(token) == .object else { throw .invalidField(path(key), "an object") }
    return try read(JSONFieldReader(context: context, object: token))
  }

  func optionalObject<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T? {
    guard value(key) != nil else { return nil }
    return try object(key, read)
  }

  func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T] {
    guard value(key) != nil else { throw .missingField(path(key)) }
    return try elements(key) { token, index throws(Rejection) in try element(key, token, index, read) } ?? []
  }

  /// Element `index` (token `token`) of the array in `key`, which must be an object, read by `read`.
  @inline(__always)
  private func element<T>(
    _ key: String, _ token: Int, _ index: Int, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    guard context.document.kind(token) == .object else { throw .invalidField("\(path(key))[\(index)]", "an object") }
    return try read(JSONFieldReader(context: context, object: token))
  }

  /// Splits a long array of a stored state between the cores (`ConcurrentElements`), each run read
  /// with a context of its own over the same document; shorter arrays (and input lines) are read
  /// in order.
  func objects<T: Sendable>(
    _ key: String, concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    let document = context.document
    let parts = ProcessInfo.processInfo.activeProcessorCount
    guard context.readsConcurrently, parts > 1, let token = value(key), document.kind(token) == .array,
      document.next(after: token) - token >= Self.concurrentMinimum
    else { return try objects(key, read) }
    var tokens: [Int] = []
    _ = try forEachElement(key, count: { tokens.reserveCapacity($0) }, { token, _ in tokens.append(token) })
    let shared = SharedDocument(document: document)
    let (starts, object) = (tokens, object)
    return try ConcurrentElements.read(count: starts.count, parts: parts) {
      // This run's own context, read through a reader of the array's object for paths in messages.
      let fields = JSONFieldReader(
        context: DecodingContext(document: shared.document, edge: JournalReplay.NoEdge()), object: object)
      return { (index) throws(Rejection) in try fields.element(key, starts[index], index, read) }
    }
  }

  /// The fewest values (tokens) an array must hold for `objects(_:concurrently:)` to split it:
  /// below that, threads cost more than they save. Counted in values, not elements, so a thousand
  /// boxes of a hundred items each are split too.
  private static let concurrentMinimum = 32_768

  func optionalUUID(_ key: String) throws(Rejection) -> UUIDValue? {
    guard let token = value(key) else { return nil }
    return try parsed(token, path(key), "a UUID", UUIDValue.init(utf8:))
  }

  func uuids(_ key: String, _ append: (UUIDValue) -> Void) throws(Rejection) -> Bool {
    try forEachElement(key) { token, index throws(Rejection) in
      append(try parsed(token, "\(path(key))[\(index)]", "a UUID", UUIDValue.init(utf8:)))
    }
  }

  func optionalTime(_ key: String) throws(Rejection) -> Timestamp? {
    guard let token = value(key) else { return nil }
    return try parsed(token, path(key), Timestamp.wireRule, Timestamp.init(rfc3339:))
  }

  /// The value `parse` makes of string token `token`'s bytes, read in place; `invalidField` naming
  /// `name` when the token is not a string or `parse` refuses it (`expected` says what it must be).
  @inline(__always)
  private func parsed<Value>(
    _ token: Int, _ name: @autoclosure () -> String, _ expected: String,
    _ parse: (UnsafeBufferPointer<UInt8>) -> Value?
  ) throws(Rejection) -> Value {
    guard isString(token) else { throw .invalidField(name(), "a string") }
    guard let value = context.document.withUTF8(token, parse) else { throw .invalidField(name(), expected) }
    return value
  }

  func newID(_ key: String) throws(Rejection) -> UUIDValue {
    if let id = try optionalUUID(key) { return id }
    let id = UUIDValue(context.newID())
    context.generated = GeneratedID(field: key, value: id.description)
    return id
  }

  func timeOrNow(_ key: String) throws(Rejection) -> Timestamp {
    try optionalTime(key) ?? context.now()
  }

  /// Each element of the array in `key`, read by `read` with its token and position; `nil` when
  /// the field is absent or null, `invalidField` when it is not an array.
  @inline(__always)
  private func elements<T>(
    _ key: String, _ read: (Int, Int) throws(Rejection) -> T
  ) throws(Rejection) -> [T]? {
    var result: [T] = []
    let present = try forEachElement(
      key, count: { result.reserveCapacity($0) },
      { token, index throws(Rejection) in result.append(try read(token, index)) })
    return present ? result : nil
  }

  /// Calls `body` with each element's token and position of the array in `key` (after `count`
  /// with how many there are); `false` when the field is absent or null, `invalidField` when it is
  /// not an array.
  @inline(__always)
  private func forEachElement(
    _ key: String, count: (Int) -> Void = { _ in }, _ body: (Int, Int) throws(Rejection) -> Void
  ) throws(Rejection) -> Bool {
    guard let token = value(key) else { return false }
    let document = context.document
    guard document.kind(token) == .array else { throw .invalidField(path(key), "an array") }
    count(document.count(token))
    var element = token + 1
    var index = 0
    let end = document.next(after: token)
    while element < end {
      try body(element, index)
      element = document.next(after: element)
      index += 1
    }
    return true
  }
}

/// A parsed document handed to the threads of `objects(_:concurrently:)`: its bytes and tokens are
/// only read, and the buffer it points into outlives the call.
private struct SharedDocument: @unchecked Sendable {
  let document: JSONDocument
}
