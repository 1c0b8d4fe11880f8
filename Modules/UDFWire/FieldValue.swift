import DomainValues
import Foundation
import UDF

/// A kind of value one field holds on its own (not an object): read and written by one call
/// each, so the calls that work for every kind (`nullable(_:as:)`, writing a `FieldPresence`)
/// are written once.
///
/// `String`, `Bool`, `Int`, `Decimal`, `Timestamp` and `ID` conform. An enumeration whose raw values
/// are one of them conforms by saying so (`extension Score: FieldValue {}`): it is read with
/// `optionalCase` (an unknown value lists the allowed ones) and written as its raw value.
public protocol FieldValue {
  /// The value of `key` in `fields`, with that kind's refusals; `nil` when absent or null.
  static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> Self?
  /// Writes the value as field `key`.
  func write(_ key: String, to writer: inout some FieldWriter)
}

extension String: FieldValue {
  /// `optionalString`.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> String? {
    try fields.optionalString(key)
  }
  /// A string.
  public func write(_ key: String, to writer: inout some FieldWriter) { writer.field(key, self) }
}

extension Bool: FieldValue {
  /// `optionalBool`.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> Bool? {
    try fields.optionalBool(key)
  }
  /// `true` or `false`.
  public func write(_ key: String, to writer: inout some FieldWriter) { writer.field(key, self) }
}

extension Int: FieldValue {
  /// `optionalInt`.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> Int? {
    try fields.optionalInt(key)
  }
  /// An integer.
  public func write(_ key: String, to writer: inout some FieldWriter) { writer.field(key, self) }
}

extension Decimal: FieldValue {
  /// `optionalDecimal`.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> Decimal? {
    try fields.optionalDecimal(key)
  }
  /// A plain number.
  public func write(_ key: String, to writer: inout some FieldWriter) { writer.field(key, self) }
}

extension Timestamp: FieldValue {
  /// `optionalTime`.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> Timestamp? {
    try fields.optionalTime(key)
  }
  /// An RFC 3339 time.
  public func write(_ key: String, to writer: inout some FieldWriter) { writer.field(key, self) }
}

extension ID: FieldValue {
  /// `optionalID`.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> ID? {
    try fields.optionalID(key)
  }
  /// The UUID.
  public func write(_ key: String, to writer: inout some FieldWriter) { writer.field(key, self) }
}

extension FieldValue where Self: RawRepresentable & CaseIterable, RawValue: FieldValue {
  /// `optionalCase`: one of the raw values.
  @inlinable
  public static func read(_ key: String, from fields: some FieldReader) throws(Rejection) -> Self? {
    try fields.optionalCase(key)
  }
  /// The raw value.
  public func write(_ key: String, to writer: inout some FieldWriter) { rawValue.write(key, to: &writer) }
}
