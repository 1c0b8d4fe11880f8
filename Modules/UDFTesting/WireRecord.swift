import Foundation
import UDF

/// One value of a `WireRecord`: what a field can hold on the wire, without JSON.
public enum WireValue: Equatable, Sendable {
  case null
  case string(String)
  case bool(Bool)
  case int(Int)
  case strings([String])
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
