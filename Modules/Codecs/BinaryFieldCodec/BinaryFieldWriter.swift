import DomainValues
import Foundation
import UDF
import UDFWire

/// Writes the fields modules write (`FieldWriter`) in the binary stored shape (`BinaryShape`): the
/// state of a snapshot, written once and read back at every start without scanning text.
/// Fixed-width values are appended through `withUnsafeBytes(of:)`: their little-endian bytes, with
/// no pointer kept past the call.
package struct BinaryFieldWriter: FieldWriter {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []
  /// Whether a string, array or object was longer than the shape's four-byte lengths hold (4 GiB):
  /// the bytes are then not a stored shape, and the snapshot is refused, not written.
  package private(set) var overflowed = false

  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Writes one object, the whole stored state, by `body`.
  package mutating func root(_ body: (inout BinaryFieldWriter) -> Void) {
    container(.object, body)
  }

  package mutating func field(_ key: String, _ value: String?) {
    self.key(key)
    guard let value else { return tag(.null) }
    string(value)
  }

  package mutating func field(_ key: String, _ value: Bool) {
    self.key(key)
    tag(value ? .true : .false)
  }

  package mutating func field(_ key: String, _ value: Int) {
    self.key(key)
    tag(.int)
    integer(Int64(value))
  }

  package mutating func field(_ key: String, _ value: Decimal) {
    self.key(key)
    decimal(value)
  }

  package mutating func field(_ key: String, ints: some Sequence<Int>) {
    self.key(key)
    array(ints) { value, writer in
      writer.tag(.int)
      writer.integer(Int64(value))
    }
  }

  package mutating func field(_ key: String, decimals: some Sequence<Decimal>) {
    self.key(key)
    array(decimals) { value, writer in writer.decimal(value) }
  }

  package mutating func field(_ key: String, strings: some Sequence<String>) {
    self.key(key)
    array(strings) { string, writer in writer.string(string) }
  }

  package mutating func object(_ key: String, present: Bool, _ body: (inout BinaryFieldWriter) -> Void) {
    self.key(key)
    guard present else { return tag(.null) }
    container(.object, body)
  }

  package mutating func objects<Element>(
    _ key: String, _ elements: some Sequence<Element>, _ body: (Element, inout BinaryFieldWriter) -> Void
  ) {
    self.key(key)
    array(elements) { element, writer in writer.container(.object) { body(element, &$0) } }
  }

  package mutating func field(_ key: String, uuid id: UUID?) {
    self.key(key)
    guard let id else { return tag(.null) }
    uuid(id)
  }

  package mutating func field(_ key: String, _ time: Timestamp?) {
    self.key(key)
    guard let time else { return tag(.null) }
    tag(.time)
    integer(time.millisecondsSince1970)
  }

  package mutating func field<Entity>(_ key: String, ids: some Sequence<ID<Entity>>) {
    self.key(key)
    array(ids) { id, writer in writer.uuid(id.rawValue) }
  }

  // MARK: Values

  private mutating func tag(_ tag: BinaryShape.Tag) {
    bytes.append(tag.rawValue)
  }

  /// A key: its length in one byte, then its UTF-8. Keys are the modules' field names, never data.
  private mutating func key(_ key: String) {
    var utf8Key = key
    utf8Key.withUTF8 { utf8 in
      precondition(utf8.count <= Int(UInt8.max), "a field name longer than 255 bytes: \(key)")
      bytes.append(UInt8(utf8.count))
      bytes.append(contentsOf: utf8)
    }
  }

  private mutating func string(_ value: String) {
    tag(.string)
    var value = value
    value.withUTF8 { utf8 in
      length(utf8.count)
      bytes.append(contentsOf: utf8)
    }
  }

  private mutating func uuid(_ id: UUID) {
    tag(.uuid)
    withUnsafeBytes(of: id.uuid) { bytes.append(contentsOf: $0) }
  }

  /// A decimal in its canonical form (`BinaryShape`), or null for NaN.
  private mutating func decimal(_ value: Decimal) {
    guard let number = WireDecimal(value) else { return tag(.null) }
    tag(.decimal)
    bytes.append(number.isNegative ? 1 : 0)
    bytes.append(UInt8(bitPattern: Int8(number.exponent)))
    withUnsafeBytes(of: number.significand.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private mutating func integer(_ value: Int64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  private mutating func length(_ value: Int) {
    if value > Int(UInt32.max) { overflowed = true }
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// An object: its tag, then its fields written by `body`, with their length put in front.
  private mutating func container(_ tag: BinaryShape.Tag, _ body: (inout BinaryFieldWriter) -> Void) {
    self.tag(tag)
    let lengthAt = bytes.count
    length(0)
    body(&self)
    patch(lengthAt, bytes.count - lengthAt - BinaryShape.objectHeader)
  }

  /// An array: its tag, then each element written by `write`, with their count and length put in
  /// front.
  private mutating func array<Element>(
    _ elements: some Sequence<Element>, _ write: (Element, inout BinaryFieldWriter) -> Void
  ) {
    tag(.array)
    let headerAt = bytes.count
    length(0)
    length(0)
    var count = 0
    for element in elements {
      write(element, &self)
      count += 1
    }
    patch(headerAt, count)
    patch(headerAt + 4, bytes.count - headerAt - BinaryShape.arrayHeader)
  }

  /// Writes `value` as a length over the four bytes at `offset`.
  private mutating func patch(_ offset: Int, _ value: Int) {
    if value > Int(UInt32.max) { overflowed = true }
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { length in
      for index in 0..<4 { bytes[offset + index] = length[index] }
    }
  }
}
