import DomainValues
import Foundation
import UDF
import UDFWire

/// Writes the fields modules write (`FieldWriter`) in the binary stored shape (`BinaryShape`): the
/// state of a snapshot, written once and read back at every start without scanning text.
/// Fixed-width values are appended through `withUnsafeBytes(of:)`: their little-endian bytes, with
/// no pointer kept past the call.
///
/// A container's length comes before its content, so a writer either keeps every byte and puts
/// the lengths in afterwards (`init(capacity:)`), or, for a state too large to hold twice, streams
/// in two runs over the same state: `measuring()` keeps no bytes and learns every container's
/// header, then `stream(headers:writing:to:)` writes each header when its container opens and hands
/// the bytes on in pieces.
package struct BinaryFieldWriter: FieldWriter {
  /// The bytes written so far (since the last piece drained, when streaming).
  package private(set) var bytes: [UInt8] = []
  /// Whether a string, array or object was longer than the shape's four-byte lengths hold (4 GiB):
  /// the bytes are then not a stored shape, and the snapshot is refused, not written.
  package private(set) var overflowed = false
  /// How containers get their headers.
  private var mode = HeaderMode.patched
  /// The headers learned (`measuring`) or given (`stream`), in the order containers open.
  private var headers: [UInt32] = []
  /// The first header of the next container to open, when they are given.
  private var nextHeader = 0
  /// Bytes handed to `drain` before `bytes`.
  private var drained = 0
  /// Takes the bytes written so far, when there are `pieceSize` or more, after an array element.
  private var drain: (([UInt8]) -> Void)?
  private static let pieceSize = 1 << 20

  /// How a container's header (an object's length, an array's count and length) is written.
  private enum HeaderMode {
    /// As zeros, filled in once the container ends: every byte is kept.
    case patched
    /// Learned into `headers` for a later run, in the order containers open; no byte is kept.
    case measured
    /// Written from `headers` when the container opens.
    case given
  }

  /// A writer that keeps every byte, with room for `capacity` of them at first.
  package init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// A writer that learns the headers of what it writes and keeps no byte (`measuredHeaders`).
  package static func measuring() -> BinaryFieldWriter {
    var writer = BinaryFieldWriter(capacity: 0)
    writer.mode = .measured
    return writer
  }

  /// Writes the root object `body` writes, whose headers a `measuring()` writer learned from the
  /// same `body`, handing the bytes to `consume` in order, in pieces of about 1 MiB.
  package static func stream(
    headers: [UInt32], writing body: (inout BinaryFieldWriter) -> Void, to consume: ([UInt8]) -> Void
  ) {
    withoutActuallyEscaping(consume) { consume in
      var writer = BinaryFieldWriter(capacity: pieceSize + pieceSize / 16)
      writer.mode = .given
      writer.headers = headers
      writer.drain = consume
      writer.root(body)
      consume(writer.bytes)
    }
  }

  /// The headers a `measuring()` writer learned (empty for any other).
  package var measuredHeaders: [UInt32] {
    mode == .measured ? headers : []
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
    emit(tag.rawValue)
  }

  /// A key: its length in one byte, then its UTF-8. Keys are the modules' field names, never data.
  private mutating func key(_ key: String) {
    var utf8Key = key
    utf8Key.withUTF8 { utf8 in
      precondition(utf8.count <= Int(UInt8.max), "a field name longer than 255 bytes: \(key)")
      emit(UInt8(utf8.count))
      emit(UnsafeRawBufferPointer(utf8))
    }
  }

  private mutating func string(_ value: String) {
    tag(.string)
    var value = value
    value.withUTF8 { utf8 in
      length(utf8.count)
      emit(UnsafeRawBufferPointer(utf8))
    }
  }

  private mutating func uuid(_ id: UUID) {
    tag(.uuid)
    withUnsafeBytes(of: id.uuid) { emit($0) }
  }

  /// A decimal in its canonical form (`BinaryShape`), or null for NaN.
  private mutating func decimal(_ value: Decimal) {
    guard let number = WireDecimal(value) else { return tag(.null) }
    tag(.decimal)
    emit(number.isNegative ? 1 : 0)
    emit(UInt8(bitPattern: Int8(number.exponent)))
    withUnsafeBytes(of: number.significand.littleEndian) { emit($0) }
  }

  private mutating func integer(_ value: Int64) {
    withUnsafeBytes(of: value.littleEndian) { emit($0) }
  }

  private mutating func length(_ value: Int) {
    if value > Int(UInt32.max) { overflowed = true }
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { emit($0) }
  }

  /// Appends `byte`, or only counts it while measuring (the measuring run needs positions, not
  /// bytes: writing them cost as much as a second run).
  private mutating func emit(_ byte: UInt8) {
    if mode == .measured { drained += 1 } else { bytes.append(byte) }
  }

  /// Appends `raw`, or only counts it while measuring.
  private mutating func emit(_ raw: UnsafeRawBufferPointer) {
    if mode == .measured { drained += raw.count } else { bytes.append(contentsOf: raw) }
  }

  /// Where the next byte goes in the whole output.
  private var position: Int { drained + bytes.count }

  /// An object: its tag, then its fields written by `body`, with their length put in front.
  private mutating func container(_ tag: BinaryShape.Tag, _ body: (inout BinaryFieldWriter) -> Void) {
    self.tag(tag)
    let header = open(slots: 1)
    body(&self)
    close(header, position - header.at - BinaryShape.objectHeader)
  }

  /// An array: its tag, then each element written by `write`, with their count and length put in
  /// front.
  private mutating func array<Element>(
    _ elements: some Sequence<Element>, _ write: (Element, inout BinaryFieldWriter) -> Void
  ) {
    tag(.array)
    let header = open(slots: 2)
    var count = 0
    for element in elements {
      write(element, &self)
      count += 1
      drainIfFull()
    }
    close(header, count, position - header.at - BinaryShape.arrayHeader)
  }

  /// Writes a container's header of `slots` four-byte values: the given ones when streaming,
  /// zeros otherwise. Returns where it starts and its first slot among the measured headers.
  private mutating func open(slots: Int) -> (at: Int, slot: Int) {
    let at = position
    switch mode {
    case .patched:
      for _ in 0..<slots { length(0) }
      return (at, 0)
    case .measured:
      let slot = headers.count
      for _ in 0..<slots {
        headers.append(0)
        length(0)
      }
      return (at, slot)
    case .given:
      for index in nextHeader..<nextHeader + slots { length(index < headers.count ? Int(headers[index]) : 0) }
      nextHeader += slots
      return (at, 0)
    }
  }

  /// Puts a container's header values (`first`, then `second` for an array) where `open` left
  /// room for them (kept bytes) or among the measured headers; nothing when streaming, where they
  /// were written already.
  private mutating func close(_ header: (at: Int, slot: Int), _ first: Int, _ second: Int? = nil) {
    if first > Int(UInt32.max) || (second ?? 0) > Int(UInt32.max) { overflowed = true }
    switch mode {
    case .patched:
      patch(header.at, first)
      if let second { patch(header.at + 4, second) }
    case .measured:
      headers[header.slot] = UInt32(truncatingIfNeeded: first)
      if let second { headers[header.slot + 1] = UInt32(truncatingIfNeeded: second) }
    case .given:
      break
    }
  }

  /// Hands the bytes so far to `drain` once they make a piece (never while headers are patched).
  private mutating func drainIfFull() {
    guard let drain, bytes.count >= Self.pieceSize else { return }
    drain(bytes)
    drained += bytes.count
    bytes.removeAll(keepingCapacity: true)
  }

  /// Writes `value` as a length over the four bytes at `offset`.
  private mutating func patch(_ offset: Int, _ value: Int) {
    withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { length in
      for index in 0..<4 { bytes[offset + index] = length[index] }
    }
  }
}
