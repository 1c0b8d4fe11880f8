import DomainValues
import Foundation
import UDF
import UDFWire

/// One value of a `WireRecord`: what a field can hold on the wire, without JSON.
public enum WireValue: Equatable, Sendable {
  case null
  case string(String)
  case bool(Bool)
  case int(Int)
  case decimal(Decimal)
  case strings([String])
  case ints([Int])
  case decimals([Decimal])
  case object(WireRecord)
  case objects([WireRecord])
}

/// A module's wire shape as plain values, for reducer-level tests: write a DTO, event or action
/// into one (`WireRecord(of:)`) and compare fields, or read one back (`read(_:)`) and check the
/// refusals, with no JSON and no headless app.
public struct WireRecord: FieldWriter, Equatable, Sendable, ExpressibleByDictionaryLiteral {
  /// The fields in the order they were written.
  public private(set) var fields: [(key: String, value: WireValue)] = []

  /// An empty record.
  public init() {}

  /// A record with these fields, in this order.
  public init(dictionaryLiteral elements: (String, WireValue)...) {
    fields = elements.map { (key: $0.0, value: $0.1) }
  }

  /// A record with these fields, in this order (built in a loop, where a literal cannot be).
  public init(fields: [(key: String, value: WireValue)]) {
    self.fields = fields
  }

  /// What `value` writes.
  public init(of value: some WireWritable) {
    value.write(to: &self)
  }

  /// The value of `key`, if written.
  public subscript(key: String) -> WireValue? {
    fields.last { $0.key == key }?.value
  }

  /// Records are equal when they hold the same fields in the same order.
  public static func == (lhs: WireRecord, rhs: WireRecord) -> Bool {
    lhs.fields.map(\.key) == rhs.fields.map(\.key) && lhs.fields.map(\.value) == rhs.fields.map(\.value)
  }

  public mutating func field(_ key: String, _ value: String?) {
    fields.append((key, value.map(WireValue.string) ?? .null))
  }
  public mutating func field(_ key: String, _ value: Bool) { fields.append((key, .bool(value))) }
  public mutating func field(_ key: String, _ value: Int) { fields.append((key, .int(value))) }
  public mutating func field(_ key: String, strings: some Sequence<String>) {
    fields.append((key, .strings(Array(strings))))
  }
  public mutating func field(_ key: String, _ value: Decimal) {
    fields.append((key, value.isNaN ? .null : .decimal(value)))
  }
  public mutating func field(_ key: String, ints: some Sequence<Int>) { fields.append((key, .ints(Array(ints)))) }
  public mutating func field(_ key: String, decimals: some Sequence<Decimal>) {
    fields.append((key, .decimals(Array(decimals))))
  }

  public mutating func object(_ key: String, present: Bool, _ body: (inout WireRecord) -> Void) {
    guard present else { return fields.append((key, .null)) }
    var nested = WireRecord()
    body(&nested)
    fields.append((key, .object(nested)))
  }

  public mutating func objects<Element>(
    _ key: String, _ elements: some Sequence<Element>, _ body: (Element, inout WireRecord) -> Void
  ) {
    let records = elements.map { element in
      var nested = WireRecord()
      body(element, &nested)
      return nested
    }
    fields.append((key, .objects(records)))
  }

  /// Reads `T` from this record with the protocol's refusals; a missing ID or time throws
  /// `missingField` (tests give them explicitly).
  public func read<T>(_ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    try read(WireRecordReader(record: self, path: ""))
  }
}

/// Reads a `WireRecord` the way the app reads a JSON object: same refusals, same field paths.
struct WireRecordReader: FieldReader {
  let record: WireRecord
  let path: String

  func path(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  private func value(_ key: String) -> WireValue? {
    guard let value = record[key], value != .null else { return nil }
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
    guard case .strings(let strings) = value else { throw .invalidField(path(key), "an array") }
    return strings
  }

  func isNull(_ key: String) -> Bool { record[key] == .null }

  func optionalInt(_ key: String) throws(Rejection) -> Int? {
    try value(key).map { (value) throws(Rejection) in try Self.intValue(value, path(key)) }
  }

  func optionalDecimal(_ key: String) throws(Rejection) -> Decimal? {
    try value(key).map { (value) throws(Rejection) in try Self.decimalValue(value, path(key)) }
  }

  func optionalInts(_ key: String) throws(Rejection) -> [Int]? {
    try elements(key) { (value, name) throws(Rejection) in try Self.intValue(value, name) }
  }

  func optionalDecimals(_ key: String) throws(Rejection) -> [Decimal]? {
    try elements(key) { (value, name) throws(Rejection) in try Self.decimalValue(value, name) }
  }

  /// An integer as a JSON reader takes it: an `.int`, or a whole `.decimal` in range.
  private static func intValue(_ value: WireValue, _ name: @autoclosure () -> String) throws(Rejection) -> Int {
    switch value {
    case .int(let int): return int
    case .decimal(let decimal):
      guard let number = WireDecimal(decimal) else { throw .invalidField(name(), WireDecimal.integerRule) }
      return try number.int(name())
    case .null, .string, .bool, .strings, .ints, .decimals, .object, .objects:
      throw .invalidField(name(), WireDecimal.integerRule)
    }
  }

  /// A decimal as a JSON reader takes it: an `.int` or a `.decimal` (not NaN).
  private static func decimalValue(_ value: WireValue, _ name: @autoclosure () -> String) throws(Rejection) -> Decimal {
    switch value {
    case .int(let int): return Decimal(int)
    case .decimal(let decimal) where !decimal.isNaN: return decimal
    case .decimal, .null, .string, .bool, .strings, .ints, .decimals, .object, .objects:
      throw .invalidField(name(), "a number")
    }
  }

  /// Each element of the array in `key` read by `read` with its path (`key[i]`), as a JSON
  /// reader reads it; `nil` when absent or null, "an array" when the value is not one.
  private func elements<T>(
    _ key: String, _ read: (WireValue, String) throws(Rejection) -> T
  ) throws(Rejection) -> [T]? {
    let elements: [WireValue]
    switch value(key) {
    case nil: return nil
    case .strings(let values): elements = values.map(WireValue.string)
    case .ints(let values): elements = values.map(WireValue.int)
    case .decimals(let values): elements = values.map(WireValue.decimal)
    case .objects(let values): elements = values.map(WireValue.object)
    case .null, .string, .bool, .int, .decimal, .object: throw .invalidField(path(key), "an array")
    }
    var result: [T] = []
    for (index, element) in elements.enumerated() { result.append(try read(element, "\(path(key))[\(index)]")) }
    return result
  }

  func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    guard let value = value(key) else { throw .missingField(path(key)) }
    guard case .object(let nested) = value else { throw .invalidField(path(key), "an object") }
    return try read(WireRecordReader(record: nested, path: path(key)))
  }

  func optionalObject<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T? {
    guard value(key) != nil else { return nil }
    return try object(key, read)
  }

  func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T] {
    guard let value = value(key) else { throw .missingField(path(key)) }
    guard case .objects(let records) = value else { throw .invalidField(path(key), "an array") }
    var result: [T] = []
    for (index, nested) in records.enumerated() {
      result.append(try read(WireRecordReader(record: nested, path: "\(path(key))[\(index)]")))
    }
    return result
  }

  func newID(_ key: String) throws(Rejection) -> UUIDValue { try id(key) }

  func timeOrNow(_ key: String) throws(Rejection) -> Timestamp {
    guard let time = try optionalTime(key) else { throw .missingField(path(key)) }
    return time
  }
}
