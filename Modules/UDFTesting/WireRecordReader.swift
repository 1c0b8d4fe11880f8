import DomainValues
import Foundation
import UDF
import UDFWire

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
