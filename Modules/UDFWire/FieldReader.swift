import DomainValues
import Foundation
import UDF

/// Reads the fields of one action (or one nested object) from wherever they come from: a JSON line
/// on stdin, a journal record, a test's dictionary.
///
/// Modules describe how their actions are read with these calls and never see JSON. The reader
/// owns the protocol's refusals and their precedence: a missing or null required field is
/// `missingField`, a present field of the wrong type or an invalid value is `invalidField`, both
/// naming the field's full path (`orders[0].fare`); unknown fields are ignored. The `optional…`
/// calls treat null as absent; `isNull` and `nullable` tell them apart.
///
/// Numbers are read exactly (`WireDecimal`), never through `Double`: an integer field takes a
/// whole number in `Int`'s range, a decimal field any number a `Decimal` holds exactly.
///
/// A reader is lent for the length of the call that hands it over (a decoder, a nested `object`
/// body) and must not be kept after it: the app's reader points into the line it reads, like the
/// pointer `withUnsafeBytes` lends.
public protocol FieldReader {
  /// The field's full name for messages: `key` behind the path of the object being read.
  func path(_ key: String) -> String
  /// A string field; `nil` when absent or null.
  func optionalString(_ key: String) throws(Rejection) -> String?
  /// A boolean field; `nil` when absent or null.
  func optionalBool(_ key: String) throws(Rejection) -> Bool?
  /// An array of strings; `nil` when absent or null.
  func optionalStrings(_ key: String) throws(Rejection) -> [String]?
  /// Whether the field is there and null (absent is `false`): what tells "remove the value" from
  /// "leave it as it is" (`nullable`).
  func isNull(_ key: String) throws(Rejection) -> Bool
  /// An integer field: a number whose value is whole and in `Int`'s range (`7`, `-0`, and also
  /// `7.0` and `7e2`: JSON has one kind of number); `1.5` or a string is "an integer", `1e19` is
  /// out of range. `nil` when absent or null.
  func optionalInt(_ key: String) throws(Rejection) -> Int?
  /// A decimal field, exactly as written (`0.1` is one tenth); a number a `Decimal` cannot hold
  /// exactly is refused (`WireDecimal.decimalRule`), never rounded. `nil` when absent or null.
  func optionalDecimal(_ key: String) throws(Rejection) -> Decimal?
  /// An array of integers, each as `optionalInt` takes it (an element refused names `key[i]`);
  /// `nil` when absent or null.
  func optionalInts(_ key: String) throws(Rejection) -> [Int]?
  /// An array of decimals, each as `optionalDecimal` takes it; `nil` when absent or null.
  func optionalDecimals(_ key: String) throws(Rejection) -> [Decimal]?
  /// The nested object in `key`, read by `read` with a reader whose path is `key`.
  func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T
  /// The nested object in `key`, read by `read`; `nil` when the field is absent or null.
  func optionalObject<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T?
  /// The array of objects in `key`, each read by `read` with a reader whose path is `key[i]`.
  func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T]
  /// The ID in `key`, or a new one from the app's edge when the field is absent (the reply then
  /// reports it). Journal records always carry their IDs, so replay never generates one.
  func newID(_ key: String) throws(Rejection) -> UUIDValue
  /// The time in `key`, or now from the app's edge when absent.
  func timeOrNow(_ key: String) throws(Rejection) -> Timestamp

  // Requirements with a default below, for readers that can do better than going through
  // `optionalString` (a reader over bytes parses a UUID or a time in place, making no `String`).

  /// A UUID field; `nil` when absent or null.
  func optionalUUID(_ key: String) throws(Rejection) -> UUIDValue?
  /// Hands each UUID of the array in `key` to `append`, in order; `false` when absent or null.
  /// (Not generic, so a reader called through `any FieldReader` makes no type metadata per call.)
  func uuids(_ key: String, _ append: (UUIDValue) -> Void) throws(Rejection) -> Bool
  /// A time field (RFC 3339, see `Timestamp.init?(rfc3339:)`); `nil` when absent or null.
  func optionalTime(_ key: String) throws(Rejection) -> Timestamp?
  /// The array of objects in `key`, as `objects` gives it, but read on several cores at once when
  /// the reader can (a stored state of a million items); `read` must depend on its reader only.
  /// The error, if any, is the one of the first element in order that fails.
  func objects<T: Sendable>(
    _ key: String, concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T]
  /// The array of objects in `key`, as `objects(_:concurrently:)` gives it, each row first offered
  /// to `inOrder` by position (`StoredRowReader`) when the reader can (the binary stored shape),
  /// and read by `read` when `inOrder` throws (a row in another shape, or one `read` refuses).
  func objects<T: Sendable>(
    _ key: String, inOrder: @escaping @Sendable (any StoredRowReader) throws(Rejection) -> T,
    concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T]

  // Requirements for reading stored text (`StoredFieldAudit`), `nil` by default: a reader of a
  // client's line or of a test's values has nothing it could drop.

  /// The keys of the object this reader reads, in order, when it reads stored text.
  func storedKeys() throws(Rejection) -> [String]?
  /// A number equal for two objects with the same keys in the same order at every depth (nested
  /// objects and the objects in arrays included), when it reads stored text: an audit reads
  /// through a recorder only the objects whose keys it has not seen.
  func storedKeyShape() throws(Rejection) -> UInt64?
}

/// A UUID as read from the wire, before it is typed (`ID<Entity>` is made from it).
public typealias UUIDValue = ID<Never>

// `@inline(__always)` below, measured by group (callgrind instructions per line or record,
// 2026-11-26; BENCHMARKS.md "Safety switch-offs"): kept on the required fields (`string`, `bool`,
// `int`, `decimal`, `required`): H1 decode 16,888 -> 17,826, J1 replay 33,974 -> 36,135 without
// it; kept on the ID calls (`optionalID`, `id`, `optionalIDs`, `newID`): H1 decode 16,888 ->
// 16,953, J1 replay 33,974 -> 34,110 (1.5% of what replay adds to reading the journal). The case
// calls are plain `@inlinable`: the optimizer inlines them alike (16,888 -> 16,889, 33,974 ->
// 33,969 without it).
extension FieldReader {
  /// A required string field.
  @inlinable @inline(__always)
  public func string(_ key: String) throws(Rejection) -> String {
    try required(key, optionalString(key))
  }

  /// A required boolean field.
  @inlinable @inline(__always)
  public func bool(_ key: String) throws(Rejection) -> Bool {
    try required(key, optionalBool(key))
  }

  /// A required integer field (see `optionalInt`).
  @inlinable @inline(__always)
  public func int(_ key: String) throws(Rejection) -> Int {
    try required(key, optionalInt(key))
  }

  /// A required decimal field (see `optionalDecimal`).
  @inlinable @inline(__always)
  public func decimal(_ key: String) throws(Rejection) -> Decimal {
    try required(key, optionalDecimal(key))
  }

  /// Field `key` as absent, null or a value, `read` (an `optional…` call, which treats null as
  /// absent) giving the value: for a field whose null means "remove" and whose kind is not a
  /// `FieldValue`, such as a nested object:
  ///
  ///     try fields.nullable("address") { (key) throws(Rejection) in
  ///       try fields.optionalObject(key, Address.init(reading:))
  ///     }
  ///
  /// (`FieldVocabularyRoundTripTests` makes this call for a nested `child`.)
  @inlinable
  public func nullable<Value>(_ key: String, _ read: (String) throws(Rejection) -> Value?) throws(Rejection)
    -> FieldPresence<Value>
  {
    if try isNull(key) { return .null }
    guard let value = try read(key) else { return .absent }
    return .value(value)
  }

  /// Field `key` of a kind that reads itself (`FieldValue`: `nullable("comment", as: String.self)`)
  /// as absent, null or a value.
  @inlinable
  public func nullable<Value: FieldValue>(_ key: String, as _: Value.Type = Value.self) throws(Rejection)
    -> FieldPresence<Value>
  {
    try nullable(key) { (key) throws(Rejection) in try Value.read(key, from: self) }
  }

  /// A UUID field read from its string.
  @inlinable
  public func optionalUUID(_ key: String) throws(Rejection) -> UUIDValue? {
    guard let text = try optionalString(key) else { return nil }
    guard let id = UUIDValue(uuidString: text) else { throw .invalidField(path(key), "a UUID") }
    return id
  }

  /// An optional ID field.
  @inlinable @inline(__always)
  public func optionalID<Entity>(_ key: String, as _: Entity.Type = Entity.self) throws(Rejection) -> ID<Entity>? {
    try optionalUUID(key)?.retyped()
  }

  /// A required ID field.
  @inlinable @inline(__always)
  public func id<Entity>(_ key: String, as _: Entity.Type = Entity.self) throws(Rejection) -> ID<Entity> {
    try required(key, optionalID(key))
  }

  /// An optional array of IDs.
  @inlinable @inline(__always)
  public func optionalIDs<Entity>(_ key: String, as _: Entity.Type = Entity.self) throws(Rejection) -> [ID<Entity>]? {
    // Collected untyped, then typed in one pass: a closure appending `ID<Entity>` would look up
    // the array's type metadata at run time for every element.
    var values: [UUIDValue] = []
    guard try uuids(key, { values.append($0) }) else { return nil }
    return values.map { $0.retyped() }
  }

  /// The UUIDs of an array read from its strings.
  @inlinable
  public func uuids(_ key: String, _ append: (UUIDValue) -> Void) throws(Rejection) -> Bool {
    guard let strings = try optionalStrings(key) else { return false }
    for (index, text) in strings.enumerated() {
      guard let id = UUIDValue(uuidString: text) else { throw .invalidField("\(path(key))[\(index)]", "a UUID") }
      append(id)
    }
    return true
  }

  /// The objects read one after another, in order.
  @inlinable
  public func objects<T: Sendable>(
    _ key: String, concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    try objects(key, read)
  }

  /// Every row read by `read`: a reader that cannot read rows by position.
  @inlinable
  public func objects<T: Sendable>(
    _ key: String, inOrder: @escaping @Sendable (any StoredRowReader) throws(Rejection) -> T,
    concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    try objects(key, concurrently: read)
  }

  /// Not stored text: no keys to audit.
  public func storedKeys() throws(Rejection) -> [String]? { nil }

  /// Not stored text: no keys to audit.
  public func storedKeyShape() throws(Rejection) -> UInt64? { nil }

  /// A time field read from its string.
  @inlinable
  public func optionalTime(_ key: String) throws(Rejection) -> Timestamp? {
    guard let text = try optionalString(key) else { return nil }
    guard let time = Timestamp(rfc3339: text) else { throw .invalidField(path(key), Timestamp.wireRule) }
    return time
  }

  /// An optional field holding one of an enumeration's raw values (a string, or an integer for
  /// a 1-5 score: any raw value that reads itself); a value that is none of them is refused
  /// listing the allowed ones.
  @inlinable
  public func optionalCase<Value: RawRepresentable & CaseIterable>(
    _ key: String, as _: Value.Type = Value.self
  ) throws(Rejection) -> Value? where Value.RawValue: FieldValue {
    guard let raw = try Value.RawValue.read(key, from: self) else { return nil }
    guard let value = Value(rawValue: raw) else { throw .invalidCase(path(key), of: Value.self) }
    return value
  }

  /// A required field holding one of an enumeration's raw values.
  @inlinable
  public func `case`<Value: RawRepresentable & CaseIterable>(_ key: String, as _: Value.Type = Value.self)
    throws(Rejection) -> Value where Value.RawValue: FieldValue
  {
    try required(key, optionalCase(key))
  }

  /// An array of an enumeration's raw values; an element that is none of them names `key[i]`
  /// and lists the allowed ones. `nil` when absent or null.
  @inlinable
  public func optionalCases<Value: RawRepresentable & CaseIterable>(
    _ key: String, as _: Value.Type = Value.self
  ) throws(Rejection) -> [Value]? where Value.RawValue == String {
    guard let texts = try optionalStrings(key) else { return nil }
    var values: [Value] = []
    values.reserveCapacity(texts.count)
    for (index, text) in texts.enumerated() {
      guard let value = Value(rawValue: text) else { throw .invalidCase("\(path(key))[\(index)]", of: Value.self) }
      values.append(value)
    }
    return values
  }

  /// `value`, or `missingField` naming `key` when it is absent or null: every required field is
  /// its `optional…` call through here (always inlined, as the six checks it replaces were; see above).
  @inlinable @inline(__always)
  func required<Value>(_ key: String, _ value: Value?) throws(Rejection) -> Value {
    guard let value else { throw .missingField(path(key)) }
    return value
  }

  /// The ID in `key`, typed, or a generated one.
  @inlinable @inline(__always)
  public func newID<Entity>(_ key: String, as _: Entity.Type) throws(Rejection) -> ID<Entity> {
    try newID(key).retyped()
  }
}
