import Concurrency
import DomainValues
import Files
import Foundation
import JSON
import UDF
import UDFWire

/// What decoding one line (or one stored state) shares between its nested readers: the parsed
/// document, the context that says what a missing ID or time means, and the ID it made (reported
/// in the reply).
///
/// It lives on the stack of the call that decodes (`JSONFieldReader.reading`), and readers point
/// at it: a reader is two words with nothing to count, so handing one to a module as
/// `any FieldReader`, or reading a field through it, does no reference counting.
struct DecodingState {
  /// The document being read.
  let document: JSONView
  var context: WireContext
  var usedContext = false
  var generated: GeneratedID?
  /// Whether long arrays may be read on several cores: only for a stored state, which carries
  /// every ID and time, so no reader of it ever asks the context for one.
  let readsConcurrently: Bool
  /// Where `document` stands in the text it was folded out of (`items[7]`), for messages; empty
  /// for a whole text.
  var pathPrefix = ""
  /// Whether the text of folded elements may be given back once read (`reading`'s
  /// `releasingReadElements`): each run of `objects(_:concurrently:)` then gives back its own.
  var releasesReadElements = false
  /// What this state's run gave back; `nil` but for one run of `objects(_:concurrently:)` over
  /// one array (whose read elements are consecutive: pages between two arrays, holding members
  /// read later, are never wholly inside what one run read).
  var released: ReleasedBytes?
}

/// Reads fields straight from a parsed document's bytes, with the protocol's refusals and field
/// paths: no JSON tree, and a UUID or a time is parsed in place without making a `String`.
///
/// A missing or null required field is `missingField`; a present field of the wrong JSON type or
/// with an invalid value is `invalidField`; a null optional field counts as absent; unknown fields
/// are ignored. Field names in messages carry their path (`orders[2].fare`), worked out from the
/// document only when a message needs one. Two words, so `any FieldReader` holds it inline.
///
/// A reader points at its `DecodingState`, so it is valid only inside the `reading` call that made
/// it, as a document's view is; modules get one for the length of a decode call and keep none.
/// The pointer instead of a class: H1 decode 438-451 -> 336-350 ns per line (BENCHMARKS.md); kept
/// (issue 35): with `DecodingState` a final class (and no `RunState`), callgrind counted H1 decode
/// 17,118 -> 17,511 and J1 replay 34,641 -> 35,298 instructions per operation.
package struct JSONFieldReader: FieldReader {
  private let state: UnsafeMutablePointer<DecodingState>
  /// The token of the object being read.
  let object: Int

  private init(state: UnsafeMutablePointer<DecodingState>, object: Int) {
    self.state = state
    self.object = object
  }

  /// Calls `body` with a reader of `document`'s root, IDs and times the document leaves out taken
  /// from `context` (handed back changed when the line used it). With `releasingReadElements`,
  /// the caller promises nothing reads the text of folded elements again once they are read, so
  /// its memory is given back as they are (`ReleasedBytes`).
  package static func reading<Result>(
    _ document: JSONView, context: inout WireContext, concurrently: Bool = false,
    releasingReadElements: Bool = false, _ body: (JSONFieldReader) throws(Rejection) -> Result
  ) throws(Rejection) -> Result {
    // The context is moved in and back (swapped with `.stored`), not copied: a copy of its
    // source retained it and destroyed the state's copy at every line.
    var state = DecodingState(document: document, context: .stored, readsConcurrently: concurrently)
    swap(&state.context, &context)
    defer { swap(&state.context, &context) }
    state.releasesReadElements = releasingReadElements
    return try withUnsafeMutablePointer(to: &state) { (state) throws(Rejection) in
      try body(JSONFieldReader(state: state, object: document.root))
    }
  }

  /// The ID this line's reading generated, if any (the reply reports it).
  package var generated: GeneratedID? { state.pointee.generated }

  /// Whether reading asked the context for an ID or a time.
  var usedContext: Bool { state.pointee.usedContext }

  /// Calls `body` with the UTF-8 of string token `token`, read in place (an action's name).
  package func withBytes<Result>(_ token: Int, _ body: (Span<UInt8>) -> Result) -> Result {
    document.withBytes(token, body)
  }

  /// The string token `token` holds.
  package func string(_ token: Int) -> String { document.string(token) }

  /// The document being read.
  private var document: JSONView { state.pointee.document }

  package func path(_ key: String) -> String {
    let steps = JSONDocument.PathStep.text(document.path(to: object) + [.key(key)])
    // A folded element's reader starts at the element: its place comes first (`items[7]`).
    let prefix = state.pointee.pathPrefix
    return prefix.isEmpty ? steps : prefix + (steps.hasPrefix("[") ? "" : ".") + steps
  }

  /// The token of the field's value, `nil` when absent or null.
  private func value(_ key: String) -> Int? {
    guard let token = document.member(key, of: object), document.kind(token) != .null else { return nil }
    return token
  }

  private func isString(_ token: Int) -> Bool {
    let kind = document.kind(token)
    return kind == .string || kind == .escapedString
  }

  package func optionalString(_ key: String) throws(Rejection) -> String? {
    try optionalStringToken(key).map(document.string)
  }

  /// The token of string field `key`, `nil` when absent or null, with `optionalString`'s
  /// refusals: for a caller that reads the string's bytes in place (an action's name).
  package func optionalStringToken(_ key: String) throws(Rejection) -> Int? {
    guard let token = value(key) else { return nil }
    guard isString(token) else { throw .invalidField(path(key), "a string") }
    return token
  }

  package func optionalBool(_ key: String) throws(Rejection) -> Bool? {
    guard let token = value(key) else { return nil }
    switch document.kind(token) {
    case .true: return true
    case .false: return false
    default: throw .invalidField(path(key), "true or false")
    }
  }

  package func optionalStrings(_ key: String) throws(Rejection) -> [String]? {
    try elements(key) { token, index throws(Rejection) in
      guard isString(token) else { throw .invalidField("\(path(key))[\(index)]", "a string") }
      return document.string(token)
    }
  }

  package func isNull(_ key: String) -> Bool {
    guard let token = document.member(key, of: object) else { return false }
    return document.kind(token) == .null
  }

  package func optionalInt(_ key: String) throws(Rejection) -> Int? {
    guard let token = value(key) else { return nil }
    return try int(token, path(key))
  }

  package func optionalDecimal(_ key: String) throws(Rejection) -> Decimal? {
    guard let token = value(key) else { return nil }
    return try decimal(token, path(key))
  }

  package func optionalInts(_ key: String) throws(Rejection) -> [Int]? {
    try elements(key) { token, index throws(Rejection) in try int(token, "\(path(key))[\(index)]") }
  }

  package func optionalDecimals(_ key: String) throws(Rejection) -> [Decimal]? {
    try elements(key) { token, index throws(Rejection) in try decimal(token, "\(path(key))[\(index)]") }
  }

  /// The integer number token `token` holds exactly (`WireDecimal.int(json:_:)`); "an integer"
  /// naming `name` for any other token.
  private func int(_ token: Int, _ name: @autoclosure () -> String) throws(Rejection) -> Int {
    guard document.kind(token) == .number else { throw .invalidField(name(), WireDecimal.integerRule) }
    let parsed = document.withNumberUTF8(token) { WireDecimal.parse(json: $0.span) }
    return try WireDecimal.int(parsed, name())
  }

  /// The decimal number token `token` holds exactly; "a number" naming `name` for any other token.
  private func decimal(_ token: Int, _ name: @autoclosure () -> String) throws(Rejection) -> Decimal {
    guard document.kind(token) == .number else { throw .invalidField(name(), "a number") }
    let parsed = document.withNumberUTF8(token) { WireDecimal.parse(json: $0.span) }
    return try WireDecimal.decimal(parsed, name())
  }

  package func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    guard let token = value(key) else { throw .missingField(path(key)) }
    guard document.kind(token) == .object else { throw .invalidField(path(key), "an object") }
    return try read(JSONFieldReader(state: state, object: token))
  }

  package func optionalObject<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection)
    -> T?
  {
    guard value(key) != nil else { return nil }
    return try object(key, read)
  }

  package func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T] {
    guard value(key) != nil else { throw .missingField(path(key)) }
    return try elements(key) { token, index throws(Rejection) in try element(key, token, index, read) } ?? []
  }

  /// Element `index` (token `token`) of the array in `key`, which must be an object, read by `read`.
  private func element<T>(
    _ key: String, _ token: Int, _ index: Int, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    guard document.kind(token) == .object else { throw .invalidField("\(path(key))[\(index)]", "an object") }
    if document.isFolded(token) { return try unfolded(key, token, index, read) }
    return try read(JSONFieldReader(state: state, object: token))
  }

  /// Element `index` of the array in `key`, folded by the stored state's parse: parsed again on
  /// its own and read with a state of its own whose messages name the element's place.
  private func unfolded<T>(
    _ key: String, _ token: Int, _ index: Int, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    let place = "\(path(key))[\(index)]"
    let element: JSONDocument
    do {
      element = try document.unfolded(token)
    } catch {
      // Unreachable for a document that parsed: the element was validated whole before folding.
      throw .invalidField(place, "valid JSON (\(error))")
    }
    defer {
      // Once read (a refusal ends the whole read): its pages may go.
      if state.pointee.released != nil, let base = document.bytes.baseAddress {
        state.pointee.released?.read(document.offset(of: token)..<element.bytes.count, from: base)
      }
    }
    return try element.withView { (view) throws(Rejection) in
      var own = DecodingState(
        document: view, context: state.pointee.context, readsConcurrently: false, pathPrefix: place)
      defer {
        if own.usedContext {
          state.pointee.usedContext = true
          state.pointee.context = own.context
          state.pointee.generated = own.generated
        }
      }
      return try withUnsafeMutablePointer(to: &own) { (own) throws(Rejection) in
        try read(JSONFieldReader(state: own, object: view.root))
      }
    }
  }

  /// Splits a long array of a stored state between the cores (`ConcurrentElements`), each run read
  /// with a state of its own over the same document; shorter arrays (and input lines) are read in
  /// order.
  package func objects<T: Sendable>(
    _ key: String, concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    let parts = ProcessInfo.processInfo.activeProcessorCount
    guard state.pointee.readsConcurrently, parts > 1, let token = value(key), document.kind(token) == .array,
      document.next(after: token) - token >= Self.concurrentMinimum
        || (document.count(token) >= Self.concurrentMinimumFolded && document.isFolded(token + 1))
    else { return try objects(key, read) }
    var tokens: [Int] = []
    _ = try forEachElement(key, count: { tokens.reserveCapacity($0) }, { token, _ in tokens.append(token) })
    // Unchecked: every run only reads the parsed document, which outlives `ConcurrentElements.read`.
    let shared = UncheckedSendable(value: document)
    let (starts, object, releases) = (tokens, object, state.pointee.releasesReadElements)
    return try ConcurrentElements.read(count: starts.count, parts: parts) { () -> (Int) throws(Rejection) -> T in
      // This run's own state, read through a reader of the array's object for paths in messages.
      var own = DecodingState(document: shared.value, context: WireContext.stored, readsConcurrently: false)
      own.released = releases ? ReleasedBytes() : nil
      let run = RunState(own)
      return { (index) throws(Rejection) in
        try JSONFieldReader(state: run.state, object: object).element(key, starts[index], index, read)
      }
    }
  }

  /// The state of one run of `objects(_:concurrently:)`, on the heap: the run's reader outlives
  /// the call that makes it, and the state lives as long as the reader's closure holds this.
  private final class RunState {
    let state: UnsafeMutablePointer<DecodingState>

    init(_ initial: DecodingState) {
      state = .allocate(capacity: 1)
      state.initialize(to: initial)
    }

    /// The run has ended: what it read since its last note is given back too.
    deinit {
      state.pointee.released?.finish()
      state.deinitialize(count: 1)
      state.deallocate()
    }
  }

  /// The fewest values (tokens) an array must hold for `objects(_:concurrently:)` to split it:
  /// below that, threads cost more than they save. Counted in values, not elements, so a thousand
  /// boxes of a hundred items each are split too.
  private static let concurrentMinimum = 32_768
  /// The same for an array whose elements were folded (one token each): counted in elements.
  private static let concurrentMinimumFolded = 512

  // MARK: Keys (`StoredFieldAudit`)

  /// The object's keys; `nil` for a client's line, whose unknown fields are ignored.
  package func storedKeys() -> [String]? {
    guard state.pointee.context.isStored else { return nil }
    return document.members(of: object).map { document.string($0.key) }
  }

  /// The shape of the object's keys at every depth; `nil` for a client's line.
  package func storedKeyShape() -> UInt64? {
    guard state.pointee.context.isStored else { return nil }
    return keyShape
  }

  /// The shape of the object's keys at every depth (`JSONView.keyShape(of:)`), whatever the text.
  package var keyShape: UInt64 { document.keyShape(of: object) }

  package func optionalUUID(_ key: String) throws(Rejection) -> UUIDValue? {
    guard let token = value(key) else { return nil }
    return try parsed(token, path(key), "a UUID", UUIDValue.init(utf8:))
  }

  package func uuids(_ key: String, _ append: (UUIDValue) -> Void) throws(Rejection) -> Bool {
    try forEachElement(key) { token, index throws(Rejection) in
      append(try parsed(token, "\(path(key))[\(index)]", "a UUID", UUIDValue.init(utf8:)))
    }
  }

  package func optionalTime(_ key: String) throws(Rejection) -> Timestamp? {
    guard let token = value(key) else { return nil }
    return try parsed(token, path(key), Timestamp.wireRule, Timestamp.init(rfc3339:))
  }

  /// The value `parse` makes of string token `token`'s bytes, read in place; `invalidField` naming
  /// `name` when the token is not a string or `parse` refuses it (`expected` says what it must be).
  private func parsed<Value>(
    _ token: Int, _ name: @autoclosure () -> String, _ expected: String,
    _ parse: (Span<UInt8>) -> Value?
  ) throws(Rejection) -> Value {
    guard isString(token) else { throw .invalidField(name(), "a string") }
    guard let value = document.withBytes(token, parse) else { throw .invalidField(name(), expected) }
    return value
  }

  package func newID(_ key: String) throws(Rejection) -> UUIDValue {
    if let id = try optionalUUID(key) { return id }
    state.pointee.usedContext = true
    let id = UUIDValue(try state.pointee.context.newID(for: path(key)))
    state.pointee.generated = GeneratedID(field: key, value: id.description)
    return id
  }

  package func timeOrNow(_ key: String) throws(Rejection) -> Timestamp {
    if let time = try optionalTime(key) { return time }
    state.pointee.usedContext = true
    return try state.pointee.context.now(for: path(key))
  }

  /// Each element of the array in `key`, read by `read` with its token and position; `nil` when
  /// the field is absent or null, `invalidField` when it is not an array.
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
  private func forEachElement(
    _ key: String, count: (Int) -> Void = { _ in }, _ body: (Int, Int) throws(Rejection) -> Void
  ) throws(Rejection) -> Bool {
    guard let token = value(key) else { return false }
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
