import DomainValues
import Foundation
import UDF

/// Reads stored text (a snapshot's state, a compacted journal's base record, a journal record)
/// through another reader and, once read, refuses any key in it that this build never asked for.
///
/// It exists because a build reads only the fields it knows: a part, a field or an action's field
/// written by a newer build would otherwise be dropped without a word, and the older build's next
/// snapshot or compaction would lose it for good. Stored text holding one was written by a newer
/// app, and is refused like a newer format (docs/PROTOCOL.md, "Written by a newer app").
///
/// Nested objects and the elements of arrays of objects are audited too, each through a recorder
/// of its own, unless an object with the same keys at every depth (`storedKeyShape`) was audited
/// before in the same place: a million rows with the same keys cost one recorded read, not a
/// million. A reader that is not over stored text (`storedKeys` is `nil`) is read as it is.
public final class StoredFieldAudit: FieldReader {
  /// What an unread key of this object is called in the refusal.
  public enum Level: Sendable {
    /// A key of the whole state: a module's part.
    case part
    /// A key of any other object: a field.
    case field
  }

  private let inner: any FieldReader
  private let shapes: AuditedShapes
  private let level: Level
  private var asked: [String] = []
  /// How many elements each array of objects read from this object held: a part's stored rows.
  public private(set) var elementCounts: [String: Int] = [:]

  /// An audit of `inner`'s object, whose unread keys are called `level`; `shapes` are the key
  /// shapes already audited (share one across many records).
  public init(_ inner: any FieldReader, level: Level = .field, shapes: AuditedShapes = AuditedShapes()) {
    self.inner = inner
    self.level = level
    self.shapes = shapes
  }

  /// The refusal of stored text holding `key` (named by its path `name`), which this build never
  /// asked for.
  public static func unread(_ name: String, level: Level) -> Rejection {
    switch level {
    case .part:
      Rejection(
        code: writtenByNewerApp,
        message: "it holds the part '\(name)', which this app has no module for (it was written by a newer app)")
    case .field:
      Rejection(
        code: writtenByNewerApp,
        message: "it holds the field '\(name)', which this app does not read (it was written by a newer app)")
    }
  }

  /// The code of every refusal of stored text a newer app wrote.
  public static let writtenByNewerApp = "writtenByNewerApp"

  /// Refuses the first key of the object that was not asked for (nor is one of `known`).
  public func verify(besides known: [String] = []) throws(Rejection) {
    guard let keys = try inner.storedKeys() else { return }
    for key in keys where !asked.contains(key) && !known.contains(key) {
      throw Self.unread(inner.path(key), level: level)
    }
  }

  /// `read` of `fields`, audited (`besides` the keys `known`) unless an object with its key shape
  /// was audited before in the same `place` (a key's `place(_:)`, or an action's number).
  public static func read<T>(
    _ fields: any FieldReader, in place: UInt64, shapes: AuditedShapes, besides known: [String] = [],
    _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    guard let keyShape = try fields.storedKeyShape() else { return try read(fields) }
    return try Self.read(fields, keyShape: keyShape, in: place, shapes: shapes, besides: known, read)
  }

  /// `read(_:in:shapes:besides:_:)` for a caller that has the object's `keyShape` already (a
  /// journal record's decoder, which holds its reader's concrete type: J1 replay 35,226 -> 35,094
  /// instructions per record against the shape through `storedKeyShape`). Inlinable, so the
  /// record's decoder is called unboxed: 35,532 -> 35,226 (callgrind; 34,468 before the audit).
  @inlinable
  public static func read<T>(
    _ fields: any FieldReader, keyShape: UInt64, in place: UInt64, shapes: AuditedShapes,
    besides known: [String] = [], _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    let shape = keyShape ^ place &* 0x9E37_79B9_7F4A_7C15
    if shapes.contains(shape) { return try read(fields) }
    let audit = StoredFieldAudit(fields, shapes: shapes)
    let value = try read(audit)
    try audit.verify(besides: known)
    shapes.insert(shape)
    return value
  }

  /// A number for the key an object is read from, which keeps objects with the same keys in
  /// different places (and read by different code) audited apart.
  public static func place(_ key: String) -> UInt64 {
    var place: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in key.utf8 { place = (place ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return place
  }

  private func ask(_ key: String) {
    if !asked.contains(key) { asked.append(key) }
  }

  /// `read` of `key`, noting that `key` was asked for.
  private func asked<Value>(_ key: String, _ read: (String) throws(Rejection) -> Value) throws(Rejection) -> Value {
    ask(key)
    return try read(key)
  }

  public func path(_ key: String) -> String { inner.path(key) }

  public func optionalString(_ key: String) throws(Rejection) -> String? { try asked(key, inner.optionalString) }

  public func optionalBool(_ key: String) throws(Rejection) -> Bool? { try asked(key, inner.optionalBool) }

  public func optionalStrings(_ key: String) throws(Rejection) -> [String]? { try asked(key, inner.optionalStrings) }

  public func isNull(_ key: String) throws(Rejection) -> Bool { try asked(key, inner.isNull) }

  public func optionalInt(_ key: String) throws(Rejection) -> Int? { try asked(key, inner.optionalInt) }

  public func optionalDecimal(_ key: String) throws(Rejection) -> Decimal? { try asked(key, inner.optionalDecimal) }

  public func optionalInts(_ key: String) throws(Rejection) -> [Int]? { try asked(key, inner.optionalInts) }

  public func optionalDecimals(_ key: String) throws(Rejection) -> [Decimal]? { try asked(key, inner.optionalDecimals) }

  public func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    ask(key)
    let (shapes, place) = (shapes, Self.place(key))
    return try inner.object(key) { (fields) throws(Rejection) in
      try Self.read(fields, in: place, shapes: shapes, read)
    }
  }

  public func optionalObject<T>(
    _ key: String, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T? {
    ask(key)
    let (shapes, place) = (shapes, Self.place(key))
    return try inner.optionalObject(key) { (fields) throws(Rejection) in
      try Self.read(fields, in: place, shapes: shapes, read)
    }
  }

  public func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T] {
    ask(key)
    let (shapes, place) = (shapes, Self.place(key))
    let values = try inner.objects(key) { (fields) throws(Rejection) in
      try Self.read(fields, in: place, shapes: shapes, read)
    }
    elementCounts[key] = values.count
    return values
  }

  public func objects<T: Sendable>(
    _ key: String, concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    ask(key)
    let (shapes, place) = (shapes, Self.place(key))
    let values = try inner.objects(
      key,
      concurrently: { (fields) throws(Rejection) in
        try Self.read(fields, in: place, shapes: shapes, read)
      })
    elementCounts[key] = values.count
    return values
  }

  /// Rows read by position are audited by that reading (each key is the one asked for, and
  /// nothing else is in the row: `StoredRowReader`); the others as by `objects(_:concurrently:)`.
  public func objects<T: Sendable>(
    _ key: String, inOrder: @escaping @Sendable (any StoredRowReader) throws(Rejection) -> T,
    concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    ask(key)
    let (shapes, place) = (shapes, Self.place(key))
    let values = try inner.objects(
      key, inOrder: inOrder,
      concurrently: { (fields) throws(Rejection) in
        try Self.read(fields, in: place, shapes: shapes, read)
      })
    elementCounts[key] = values.count
    return values
  }

  public func newID(_ key: String) throws(Rejection) -> UUIDValue { try asked(key, inner.newID) }

  public func timeOrNow(_ key: String) throws(Rejection) -> Timestamp { try asked(key, inner.timeOrNow) }

  public func optionalUUID(_ key: String) throws(Rejection) -> UUIDValue? { try asked(key, inner.optionalUUID) }

  public func uuids(_ key: String, _ append: (UUIDValue) -> Void) throws(Rejection) -> Bool {
    ask(key)
    return try inner.uuids(key, append)
  }

  public func optionalTime(_ key: String) throws(Rejection) -> Timestamp? { try asked(key, inner.optionalTime) }

  public func storedKeys() throws(Rejection) -> [String]? { try inner.storedKeys() }

  public func storedKeyShape() throws(Rejection) -> UInt64? { try inner.storedKeyShape() }
}
