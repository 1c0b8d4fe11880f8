import DomainValues
import Foundation
import JSON
import JSONOutput
import UDF
import UDFWire

/// The JSON writer is the `FieldWriter` every module's wire shape is written with: a state dump,
/// a reply, an event, an effect and a journal record all come out of the same module code.
extension JSONWriter: FieldWriter {
  /// `"key":["a","b"]`.
  public mutating func field(_ key: String, strings: some Sequence<String>) {
    self.key(key)
    array { writer in
      for string in strings { writer.string(string) }
    }
  }

  /// `"key":"<uuid>"` formatted straight into the buffer (an event line carries several), or null.
  public mutating func field(_ key: String, uuid: UUID?) {
    guard let uuid else { return nullField(key) }
    ID<Void>(uuid).withUTF8 { field(key, unescaped: $0) }
  }

  /// `"key":"<RFC 3339 time>"` formatted straight into the buffer, or null.
  public mutating func field(_ key: String, _ time: Timestamp?) {
    self.key(key)
    guard let time else { return null() }
    time.withISO8601UTF8 { string(utf8: $0) }
  }

  /// `"key":["<uuid>",…]`.
  public mutating func field<Entity>(_ key: String, ids: some Sequence<ID<Entity>>) {
    self.key(key)
    array { writer in
      for id in ids { id.withUTF8 { writer.string(unescaped: $0) } }
    }
  }

  /// `"key":12.5`: the decimal's exact plain text (`WireDecimal`), or null for NaN.
  public mutating func field(_ key: String, _ value: Decimal) {
    self.key(key)
    decimal(value)
  }

  /// `"key":[1,2]`.
  public mutating func field(_ key: String, ints: some Sequence<Int>) {
    self.key(key)
    array { writer in
      for value in ints { writer.int(value) }
    }
  }

  /// `"key":[0.1,2]`.
  public mutating func field(_ key: String, decimals: some Sequence<Decimal>) {
    self.key(key)
    array { writer in
      for value in decimals { writer.decimal(value) }
    }
  }

  /// A decimal as a JSON number, formatted on the stack (`WireDecimal.withUTF8`), or null for NaN.
  package mutating func decimal(_ value: Decimal) {
    guard let number = WireDecimal(value) else { return null() }
    number.withUTF8 { rawValue(utf8: $0) }
  }

  /// `"key":{…}` written by `body`, or `"key":null`.
  public mutating func object(_ key: String, present: Bool, _ body: (inout JSONWriter) -> Void) {
    self.key(key)
    guard present else { return null() }
    object(body)
  }

  /// `"key":[{…},{…}]`, one object per element.
  public mutating func objects<Element>(
    _ key: String, _ elements: some Sequence<Element>, _ body: (Element, inout JSONWriter) -> Void
  ) {
    self.key(key)
    array { writer in
      for element in elements { writer.object { body(element, &$0) } }
    }
  }
}
