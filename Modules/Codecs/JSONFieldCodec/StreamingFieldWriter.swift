import DomainValues
import Foundation
import JSONOutput
import UDF

/// A `FieldWriter` that hands its bytes to `drain` after each object of an array, so a dump of a
/// million items streams out instead of being held whole (`superapp replay`).
package struct StreamingFieldWriter: FieldWriter {
  /// The bytes written and not yet drained.
  package var writer: JSONWriter
  /// Takes the bytes so far; called with the writer after each array element.
  let drain: (inout JSONWriter) -> Void

  /// A writer that hands its bytes to `drain` after each array element.
  package init(writer: JSONWriter, drain: @escaping (inout JSONWriter) -> Void) {
    self.writer = writer
    self.drain = drain
  }

  package mutating func field(_ key: String, _ value: String?) { writer.field(key, value) }
  package mutating func field(_ key: String, _ value: Bool) { writer.field(key, value) }
  package mutating func field(_ key: String, _ value: Int) { writer.field(key, value) }
  package mutating func field(_ key: String, strings: some Sequence<String>) { writer.field(key, strings: strings) }
  package mutating func field(_ key: String, uuid: UUID?) { writer.field(key, uuid: uuid) }
  package mutating func field(_ key: String, _ time: Timestamp?) { writer.field(key, time) }
  package mutating func field<Entity>(_ key: String, ids: some Sequence<ID<Entity>>) { writer.field(key, ids: ids) }
  package mutating func field(_ key: String, _ value: Decimal) { writer.field(key, value) }
  package mutating func field(_ key: String, ints: some Sequence<Int>) { writer.field(key, ints: ints) }
  package mutating func field(_ key: String, decimals: some Sequence<Decimal>) { writer.field(key, decimals: decimals) }

  package mutating func object(_ key: String, present: Bool, _ body: (inout StreamingFieldWriter) -> Void) {
    writer.key(key)
    guard present else { return writer.null() }
    writer.beginObject()
    body(&self)
    writer.endObject()
  }

  package mutating func objects<Element>(
    _ key: String, _ elements: some Sequence<Element>, _ body: (Element, inout StreamingFieldWriter) -> Void
  ) {
    writer.key(key)
    writer.beginArray()
    for element in elements {
      writer.beginObject()
      body(element, &self)
      writer.endObject()
      drain(&writer)
    }
    writer.endArray()
  }
}
