import DomainValues
import Foundation
import UDF
import UDFWire

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
