import DomainValues
import Foundation

/// Writes the fields of one action, event or entity, for whatever carries them: a JSON line, a
/// journal record, a test's dictionary.
///
/// Modules write their shapes with these calls, once, and every output (state dumps, replies,
/// events, journal records, tests) uses that one encoding. Fields are written in the order given;
/// a `nil` optional is written as null (`FieldPresence.absent` writes nothing).
public protocol FieldWriter {
  /// A string field, or null.
  mutating func field(_ key: String, _ value: String?)
  /// A boolean field.
  mutating func field(_ key: String, _ value: Bool)
  /// An integer field.
  mutating func field(_ key: String, _ value: Int)
  /// An array of strings.
  mutating func field(_ key: String, strings: some Sequence<String>)
  /// A nested object written by `body`, or null when `present` is false.
  mutating func object(_ key: String, present: Bool, _ body: (inout Self) -> Void)
  /// An array of objects, one per element, each written by `body`.
  mutating func objects<Element>(
    _ key: String, _ elements: some Sequence<Element>, _ body: (Element, inout Self) -> Void)

  // Requirements with a default below (their text), for writers that store a value more compactly
  // than as text (a binary snapshot keeps a UUID in 16 bytes and a time in 8).

  /// An ID field (its UUID), or null. Not generic over the entity, so a writer called through a
  /// protocol (an event written as `any DomainEvent`) looks up no type metadata per field.
  mutating func field(_ key: String, uuid: UUID?)
  /// A time field, or null.
  mutating func field(_ key: String, _ time: Timestamp?)
  /// An array of IDs.
  mutating func field<Entity>(_ key: String, ids: some Sequence<ID<Entity>>)

  // Numbers beyond a plain integer: every writer writes them as numbers (no default, so a new
  // writer cannot write them as text by accident).

  /// A decimal field: a plain JSON number, exact, never in exponent form (`WireDecimal.text`).
  /// NaN, which no reader makes (only `0 / 0` does), is written as null.
  mutating func field(_ key: String, _ value: Decimal)
  /// An array of integers.
  mutating func field(_ key: String, ints: some Sequence<Int>)
  /// An array of decimals, each as `field(_:_: Decimal)` writes it.
  mutating func field(_ key: String, decimals: some Sequence<Decimal>)
}

extension FieldWriter {
  /// An ID field written as its lowercase canonical text, or null.
  public mutating func field(_ key: String, uuid: UUID?) {
    field(key, uuid.map(CanonicalUUID.format))
  }

  /// An ID field, or null: its UUID, written by `field(_:uuid:)`.
  @inlinable
  public mutating func field<Entity>(_ key: String, _ id: ID<Entity>?) {
    field(key, uuid: id?.rawValue)
  }

  /// A time field (RFC 3339), or null.
  public mutating func field(_ key: String, _ time: Timestamp?) {
    field(key, time?.iso8601)
  }

  /// An array of IDs written as their texts.
  public mutating func field<Entity>(_ key: String, ids: some Sequence<ID<Entity>>) {
    field(key, strings: ids.lazy.map(\.description))
  }

  /// A nested object written by `body`.
  public mutating func object(_ key: String, _ body: (inout Self) -> Void) {
    object(key, present: true, body)
  }

  /// A null field: every writer writes a `nil` string as null, whatever the field's kind.
  @inlinable
  public mutating func nullField(_ key: String) {
    field(key, nil as String?)
  }

  /// An integer field, or null.
  @inlinable
  public mutating func field(_ key: String, _ value: Int?) {
    guard let value else { return nullField(key) }
    field(key, value)
  }

  /// A boolean field, or null.
  @inlinable
  public mutating func field(_ key: String, _ value: Bool?) {
    guard let value else { return nullField(key) }
    field(key, value)
  }

  /// A decimal field, or null.
  @inlinable
  public mutating func field(_ key: String, _ value: Decimal?) {
    guard let value else { return nullField(key) }
    field(key, value)
  }

  /// An enumeration's raw value, or null: the one place its wire string is written, read back
  /// by `optionalCase`.
  @inlinable
  public mutating func field<Value: RawRepresentable>(_ key: String, case value: Value?)
  where Value.RawValue == String {
    field(key, value?.rawValue)
  }

  /// An enumeration's integer raw value, or null.
  @inlinable
  public mutating func field<Value: RawRepresentable>(_ key: String, case value: Value?) where Value.RawValue == Int {
    field(key, value?.rawValue)
  }

  /// An array of an enumeration's raw values, read back by `optionalCases`.
  @inlinable
  public mutating func field<Value: RawRepresentable>(_ key: String, cases values: some Sequence<Value>)
  where Value.RawValue == String {
    field(key, strings: values.lazy.map(\.rawValue))
  }
}
