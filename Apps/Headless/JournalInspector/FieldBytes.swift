import Foundation
import JSON
import JSONFieldCodec
import JSONOutput
import Persistence
import StdioProtocol
import UDF
import UDFWire

/// A value's fields as separate JSON texts, so the inspector can store only the fields an action
/// changed (a title change stores the title, not the whole item).
package struct FieldBytes: FieldWriter {
  /// Each field's key and its value as compact JSON, in the order written.
  private(set) var fields: [(key: String, json: [UInt8])] = []

  /// The fields of `value`.
  package init(of value: some WireWritable) {
    value.write(to: &self)
  }

  package init() {}

  /// The fields as one JSON object.
  package var objectJSON: [UInt8] {
    var writer = JSONWriter(capacity: 128)
    writer.object { writer in
      for (key, json) in fields {
        writer.key(key)
        writer.rawValue(json)
      }
    }
    return writer.bytes
  }

  private mutating func add(_ key: String, _ write: (inout JSONWriter) -> Void) {
    var writer = JSONWriter(capacity: 32)
    write(&writer)
    fields.append((key, writer.bytes))
  }

  package mutating func field(_ key: String, _ value: String?) {
    add(key) { if let value { $0.string(value) } else { $0.null() } }
  }
  package mutating func field(_ key: String, _ value: Bool) { add(key) { $0.bool(value) } }
  package mutating func field(_ key: String, _ value: Int) { add(key) { $0.int(value) } }
  package mutating func field(_ key: String, strings: some Sequence<String>) {
    add(key) { writer in writer.array { writer in for string in strings { writer.string(string) } } }
  }
  package mutating func field(_ key: String, _ value: Decimal) { add(key) { $0.decimal(value) } }
  package mutating func field(_ key: String, ints: some Sequence<Int>) {
    add(key) { writer in writer.array { writer in for value in ints { writer.int(value) } } }
  }
  package mutating func field(_ key: String, decimals: some Sequence<Decimal>) {
    add(key) { writer in writer.array { writer in for value in decimals { writer.decimal(value) } } }
  }

  package mutating func object(_ key: String, present: Bool, _ body: (inout FieldBytes) -> Void) {
    guard present else { return add(key) { $0.null() } }
    var nested = FieldBytes()
    body(&nested)
    let json = nested.objectJSON
    add(key) { $0.rawValue(json) }
  }

  package mutating func objects<Element>(
    _ key: String, _ elements: some Sequence<Element>, _ body: (Element, inout FieldBytes) -> Void
  ) {
    var parts: [[UInt8]] = []
    for element in elements {
      var nested = FieldBytes()
      body(element, &nested)
      parts.append(nested.objectJSON)
    }
    add(key) { writer in writer.array { writer in for part in parts { writer.rawValue(part) } } }
  }
}
