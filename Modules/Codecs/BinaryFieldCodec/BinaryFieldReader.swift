import Concurrency
import DomainValues
import Files
import Foundation
import UDF
import UDFWire

/// Reads the fields of a stored state in the binary shape (`BinaryShape`), with the same refusals
/// and field paths as `JSONFieldReader`, so a module's `init(restoring:)` reads a binary snapshot
/// exactly as it reads a JSON one.
///
/// A field is found by stepping over the fields before it (each carries its length); a UUID or a
/// time is loaded from its bytes. A value stored as a UUID or a time reads as its text when asked
/// for a string, and a string holding one reads as the value, as in JSON (where both are
/// strings: a value of another kind is refused as "must be a string"). A stored state carries
/// every ID and time, so a missing one is `missingField` (never generated).
///
/// Three words and no reference count, so `any FieldReader` holds it inline (its buffer is three
/// words: a fourth field, even a `Bool`, would put every reader in a box of its own on the heap,
/// an allocation and reference counting per element) and a reader per element of a million costs
/// nothing to make. Long arrays are always shared between the cores
/// (`objects(_:concurrently:)`): the binary shape is only ever a stored state. Its private steps
/// and `BinaryBytes`' are `@inline(__always)`: kept: without them the optimizer calls them, and the
/// reader's own instructions in J2 snapshot 20,000 rose 7.8 -> 10.4 million (callgrind, all
/// threads, measured alone; BENCHMARKS.md, issue 42).
package struct BinaryFieldReader: FieldReader, Sendable {
  let document: BinaryBytes
  /// Where the object's fields start (just past its header).
  private let start: Int
  /// Where the object ends, shifted left by one, its lowest bit whether the bytes of a long
  /// array's elements are given back once read (`ReleasedBytes`): one word for both keeps the
  /// reader at three (see above).
  private let endAndRelease: Int
  /// Where the object ends.
  private var end: Int {
    endAndRelease >> 1
  }
  /// Whether the bytes of a long array's elements are given back once read.
  private var releasesReadElements: Bool {
    endAndRelease & 1 == 1
  }

  /// Calls `body` with the reader of the stored state in `bytes`, which must be one object; the
  /// reader (and every reader made from it) is valid only inside `body`. With
  /// `releasingReadElements` the caller promises nothing reads `bytes` again (a snapshot file read
  /// once, its checksum taken before), so the memory of a long array's elements is given back as
  /// they are read.
  package static func reading<Result>(
    _ bytes: Span<UInt8>, releasingReadElements: Bool = false, _ body: (BinaryFieldReader) throws -> Result
  ) throws -> Result {
    try bytes.withUnsafeBytes { raw in
      try body(BinaryFieldReader(root: raw, releasingReadElements: releasingReadElements))
    }
  }

  /// The reader of the stored state in `bytes` (see `reading(_:releasingReadElements:_:)`).
  private init(root bytes: UnsafeRawBufferPointer, releasingReadElements: Bool) throws(Rejection) {
    guard let base = bytes.baseAddress, try BinaryBytes(base: base).tag(0, before: bytes.count) == .object else {
      throw Rejection(code: "invalidField", message: "the stored state is not an object")
    }
    let document = BinaryBytes(base: base)
    let end = try document.end(ofValueAt: 0, before: bytes.count)
    guard end == bytes.count else { throw document.malformed(end) }
    self.init(document, object: 0, end: end, releasing: releasingReadElements)
  }

  private init(_ document: BinaryBytes, object: Int, end: Int, releasing: Bool = false) {
    self.document = document
    self.start = object + 1 + BinaryShape.objectHeader
    self.endAndRelease = end << 1 | (releasing ? 1 : 0)
  }

  package func path(_ key: String) -> String {
    let base = document.path(to: start - 1 - BinaryShape.objectHeader)
    return base.isEmpty ? key : "\(base).\(key)"
  }

  /// Where the value of field `key` starts (the whole value checked to end inside the object),
  /// `nil` when absent or null.
  @inline(__always)
  private func value(_ key: String) throws(Rejection) -> Int? {
    guard let found = try lookup(key) else { return nil }
    return document[found] == BinaryShape.Tag.null.rawValue ? nil : found
  }

  /// Where the value of field `key` starts, null included; `nil` when absent.
  @inline(__always)
  private func lookup(_ key: String) throws(Rejection) -> Int? {
    var key = key
    let (bytes, start, end) = (document, start, end)
    // Not throwing inside `withUTF8` (its `rethrows` would lose the error's type): a malformed
    // field comes out as a negative offset, minus one.
    let found = key.withUTF8 { wanted -> Int? in
      var offset = start
      while offset < end {
        let length = Int(bytes[offset])
        let value = offset + 1 + length
        guard value < end, let after = try? bytes.end(ofValueAt: value, before: end) else { return -offset - 1 }
        if length == wanted.count && Self.equal(bytes, offset + 1, wanted) { return value }
        offset = after
      }
      return nil
    }
    guard let found else { return nil }
    guard found >= 0 else { throw document.malformed(-found - 1) }
    return found
  }

  /// Whether the key at `offset` spells `wanted` (whose length it has), eight bytes at a time: a
  /// found key is compared whole, and most keys are 9 to 11 bytes.
  @inline(__always)
  private static func equal(_ bytes: BinaryBytes, _ offset: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
    let wantedBytes = UnsafeRawBufferPointer(wanted)
    var index = 0
    while wanted.count - index >= 8 {
      guard bytes.word(offset + index) == wantedBytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) else {
        return false
      }
      index += 8
    }
    while index < wanted.count {
      guard bytes[offset + index] == wanted[index] else { return false }
      index += 1
    }
    return true
  }

  package func optionalString(_ key: String) throws(Rejection) -> String? {
    guard let offset = try value(key) else { return nil }
    return try string(at: offset, path(key))
  }

  package func optionalBool(_ key: String) throws(Rejection) -> Bool? {
    guard let offset = try value(key) else { return nil }
    switch try document.tag(offset, before: end) {
    case .true: return true
    case .false: return false
    default: throw .invalidField(path(key), "true or false")
    }
  }

  package func optionalStrings(_ key: String) throws(Rejection) -> [String]? {
    try elements(key) { (offset, name) throws(Rejection) in try string(at: offset, name()) }
  }

  package func isNull(_ key: String) throws(Rejection) -> Bool {
    guard let offset = try lookup(key) else { return false }
    return document[offset] == BinaryShape.Tag.null.rawValue
  }

  package func optionalInt(_ key: String) throws(Rejection) -> Int? {
    guard let offset = try value(key) else { return nil }
    return try int(at: offset, path(key))
  }

  package func optionalDecimal(_ key: String) throws(Rejection) -> Decimal? {
    guard let offset = try value(key) else { return nil }
    return try decimal(at: offset, path(key))
  }

  package func optionalInts(_ key: String) throws(Rejection) -> [Int]? {
    try elements(key) { (offset, name) throws(Rejection) in try int(at: offset, name()) }
  }

  package func optionalDecimals(_ key: String) throws(Rejection) -> [Decimal]? {
    try elements(key) { (offset, name) throws(Rejection) in try decimal(at: offset, name()) }
  }

  /// Each element of the array in `key` read by `read` from where it starts, given its name
  /// (`key[i]`) for messages; `nil` when the field is absent or null.
  @inline(__always)
  private func elements<T>(
    _ key: String, _ read: (Int, () -> String) throws(Rejection) -> T
  ) throws(Rejection) -> [T]? {
    var values: [T] = []
    let present = try forEachElement(
      key, count: { values.reserveCapacity($0) },
      { (offset, _, index) throws(Rejection) in values.append(try read(offset, { "\(path(key))[\(index)]" })) })
    return present ? values : nil
  }

  package func object<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> T {
    guard let offset = try value(key) else { throw .missingField(path(key)) }
    guard try document.tag(offset, before: end) == .object else { throw .invalidField(path(key), "an object") }
    return try read(BinaryFieldReader(document, object: offset, end: try document.end(ofValueAt: offset, before: end)))
  }

  package func optionalObject<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection)
    -> T?
  {
    guard try value(key) != nil else { return nil }
    return try object(key, read)
  }

  package func objects<T>(_ key: String, _ read: (any FieldReader) throws(Rejection) -> T) throws(Rejection) -> [T] {
    var values: [T] = []
    let present = try forEachElement(
      key, count: { values.reserveCapacity($0) },
      { (offset, after, index) throws(Rejection) in values.append(try element(key, offset, after, index, read)) })
    guard present else { throw .missingField(path(key)) }
    return values
  }

  /// Element `index` of the array in `key` (from `offset` to `after`), which must be an object,
  /// read by `read`.
  @inline(__always)
  private func element<T>(
    _ key: String, _ offset: Int, _ after: Int, _ index: Int, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    guard document[offset] == BinaryShape.Tag.object.rawValue else {
      throw .invalidField("\(path(key))[\(index)]", "an object")
    }
    return try read(BinaryFieldReader(document, object: offset, end: after))
  }

  /// Splits a long array between the cores (`ConcurrentElements`; each element's place is known
  /// from the lengths, without reading it); shorter arrays are read in order.
  package func objects<T: Sendable>(
    _ key: String, concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    try rows(key, inOrder: nil, read)
  }

  /// `objects(_:concurrently:)` with each row read by position first (`BinaryRowReader`), and
  /// through `read` when `inOrder` throws.
  package func objects<T: Sendable>(
    _ key: String, inOrder: @escaping @Sendable (any StoredRowReader) throws(Rejection) -> T,
    concurrently read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    try rows(key, inOrder: inOrder, read)
  }

  /// The rows of the array in `key`, on every core when it is long; each read by position by
  /// `inOrder` when there is one and it can, else through `read`.
  private func rows<T: Sendable>(
    _ key: String, inOrder: (@Sendable (any StoredRowReader) throws(Rejection) -> T)?,
    _ read: @escaping @Sendable (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> [T] {
    let parts = ProcessInfo.processInfo.activeProcessorCount
    guard parts > 1, let offset = try value(key), try document.tag(offset, before: end) == .array,
      try document.length(offset + 5, before: end) >= Self.concurrentMinimum
    else {
      let row = BinaryRowReader(document)
      var values: [T] = []
      let present = try forEachElement(
        key, count: { values.reserveCapacity($0) },
        { (offset, after, index) throws(Rejection) in
          values.append(try element(key, offset, after, index, inOrder, row, read))
        })
      guard present else { throw .missingField(path(key)) }
      return values
    }
    // Finding each element is a chain of dependent loads (an element's length gives the next
    // one's place), one cache miss per element: reading a byte two cache lines ahead as we go has
    // the memory fetched before the chain gets there. The walk over 197,846 items of a mapped
    // snapshot (2026-11-28, 10 walks each): 19-21 ms reading nothing ahead, 11-18 ms a kilobyte
    // ahead (what this read before), 5-7.5 ms 128 bytes ahead, the same 64 bytes ahead; a whole
    // start 0.95x against a kilobyte (21 pairs). Handing the elements found so far to the other
    // cores while the walk goes on measured 1.01x, so the walk stays this simple.
    var elements: [(offset: Int, after: Int)] = []
    var ahead: UInt8 = 0
    let last = end - 1
    _ = try forEachElement(
      key, count: { elements.reserveCapacity($0) },
      { offset, after, _ in
        ahead &+= document[min(offset + Self.readAhead, last)]
        elements.append((offset, after))
      })
    // Uses what was read ahead, so the compiler keeps the reads.
    if ahead == 0 { elements.reserveCapacity(elements.count) }
    let (fields, starts) = (self, elements)
    return try ConcurrentElements.read(count: starts.count, parts: parts) {
      let row = BinaryRowReader(fields.document)
      guard fields.releasesReadElements else {
        return { (index) throws(Rejection) in
          try fields.element(key, starts[index].offset, starts[index].after, index, inOrder, row, read)
        }
      }
      // This run's own note of what it read (a class: the reader closure changes it).
      let run = RunRelease()
      return { (index) throws(Rejection) in
        let value = try fields.element(key, starts[index].offset, starts[index].after, index, inOrder, row, read)
        run.released.read(starts[index].offset..<starts[index].after, from: fields.document.base)
        return value
      }
    }
  }

  /// Element `index` of the array in `key` (from `offset` to `after`): by position through `row`
  /// when `inOrder` reads it, else (whatever it threw) through `read`, which refuses what
  /// `inOrder` could not read.
  private func element<T>(
    _ key: String, _ offset: Int, _ after: Int, _ index: Int,
    _ inOrder: ((any StoredRowReader) throws(Rejection) -> T)?,
    _ row: BinaryRowReader, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws(Rejection) -> T {
    if let inOrder {
      row.start(offset, end: after)
      do { return try inOrder(row) } catch {}
    }
    return try element(key, offset, after, index, read)
  }

  /// What one run of `objects(_:concurrently:)` gave back of the bytes it read.
  private final class RunRelease {
    /// Unchecked: one run makes it and only that run's thread changes it, one row at a time.
    /// Checked at run time, each row's note cost 80 instructions. This and `BinaryRowReader`'s
    /// `sharedTexts` unchecked took a 1,000,000-record snapshot start from 1,253 to 1,203 M
    /// instructions (J2, callgrind).
    @exclusivity(unchecked) var released = ReleasedBytes()

    /// The run has ended: what it read since its last note is given back too.
    deinit {
      released.finish()
    }
  }

  /// The fewest bytes an array must span for `objects(_:concurrently:)` to split it: below that,
  /// threads cost more than they save (a thousand items span about 200 KB).
  private static let concurrentMinimum = 1 << 18

  /// How far ahead of the walk over a long array's elements its bytes are read (figures in `rows`).
  private static let readAhead = 128

  package func optionalUUID(_ key: String) throws(Rejection) -> UUIDValue? {
    guard let offset = try value(key) else { return nil }
    return try uuid(at: offset, path(key))
  }

  package func uuids(_ key: String, _ append: (UUIDValue) -> Void) throws(Rejection) -> Bool {
    try forEachElement(key) { (offset, _, index) throws(Rejection) in
      append(try uuid(at: offset, "\(path(key))[\(index)]"))
    }
  }

  package func optionalTime(_ key: String) throws(Rejection) -> Timestamp? {
    guard let offset = try value(key) else { return nil }
    switch document[offset] {
    case BinaryShape.Tag.time.rawValue: return Timestamp(millisecondsSince1970: document.int64(offset + 1))
    case BinaryShape.Tag.string.rawValue:
      guard let time = try utf8(at: offset, { Timestamp(rfc3339: $0.span) }) else {
        throw .invalidField(path(key), Timestamp.wireRule)
      }
      return time
    case BinaryShape.Tag.uuid.rawValue: throw .invalidField(path(key), Timestamp.wireRule)
    default: throw .invalidField(path(key), "a string")
    }
  }

  package func newID(_ key: String) throws(Rejection) -> UUIDValue {
    guard let id = try optionalUUID(key) else { throw .missingField(path(key)) }
    return id
  }

  package func timeOrNow(_ key: String) throws(Rejection) -> Timestamp {
    guard let time = try optionalTime(key) else { throw .missingField(path(key)) }
    return time
  }

  // MARK: Keys (`StoredFieldAudit`)

  package func storedKeys() throws(Rejection) -> [String]? {
    var keys: [String] = []
    var offset = start
    while offset < end {
      let length = Int(document[offset])
      guard offset + 1 + length < end else { throw document.malformed(offset) }
      keys.append(String(decoding: document.buffer(offset + 1, length), as: UTF8.self))
      offset = try document.end(ofValueAt: offset + 1 + length, before: end)
    }
    return keys
  }

  package func storedKeyShape() throws(Rejection) -> UInt64? {
    try Self.keyShape(document, fields: start, end: end)
  }

  /// The keys of the fields from `offset` to `end` (an object's), and of every object inside
  /// them, folded into one number. It runs for every row of a snapshot, so each key is taken a
  /// word at a time (its length, its first and its last eight bytes), each value's tag is loaded
  /// once (its end and whether it holds keys come from the one switch) and only a container's
  /// value is looked into.
  private static func keyShape(_ bytes: BinaryBytes, fields offset: Int, end: Int) throws(Rejection) -> UInt64 {
    var shape: UInt64 = 0xCBF2_9CE4_8422_2325
    var offset = offset
    while offset < end {
      let length = Int(bytes[offset])
      let value = offset &+ 1 &+ length
      guard value < end else { throw bytes.malformed(offset) }
      shape = (shape ^ keyWord(bytes, offset &+ 1, length, end)) &* 0x100_0000_01B3
      let after: Int
      switch bytes[value] {
      case BinaryShape.Tag.uuid.rawValue: after = value &+ 17
      case BinaryShape.Tag.time.rawValue, BinaryShape.Tag.int.rawValue: after = value &+ 9
      case BinaryShape.Tag.string.rawValue: after = value &+ 5 &+ (try bytes.length(value &+ 1, before: end))
      case BinaryShape.Tag.array.rawValue:
        after = value &+ 1 &+ BinaryShape.arrayHeader &+ (try bytes.length(value &+ 5, before: end))
        // Only an array whose first element is an object has keys inside (a row's tags and IDs
        // are looked at no further).
        let first = value &+ 1 &+ BinaryShape.arrayHeader
        if first < after, after <= end, bytes[first] == BinaryShape.Tag.object.rawValue {
          shape = mixed(shape, try elementsShape(bytes, first, after))
        }
      case BinaryShape.Tag.object.rawValue:
        after = value &+ 5 &+ (try bytes.length(value &+ 1, before: end))
        if after <= end {
          shape = mixed(shape, try keyShape(bytes, fields: value &+ 1 &+ BinaryShape.objectHeader, end: after))
        }
      default: after = try bytes.end(ofValueAt: value, before: end)
      }
      guard after <= end else { throw bytes.malformed(value) }
      offset = after
    }
    return shape
  }

  /// The key shape of the elements from `element` to `end` (an array's) that are objects, up to
  /// the first that is not.
  private static func elementsShape(_ bytes: BinaryBytes, _ element: Int, _ end: Int) throws(Rejection) -> UInt64 {
    var shape: UInt64 = 0
    var element = element
    while element < end, bytes[element] == BinaryShape.Tag.object.rawValue {
      let after = try bytes.end(ofValueAt: element, before: end)
      shape = mixed(shape, try keyShape(bytes, fields: element + 1 + BinaryShape.objectHeader, end: after))
      element = after
    }
    return shape
  }

  /// The key of `length` bytes at `start` (inside an object that ends at `end`, its value after
  /// it) as one word: its length, its first and its last eight bytes (all of it when shorter).
  private static func keyWord(_ bytes: BinaryBytes, _ start: Int, _ length: Int, _ end: Int) -> UInt64 {
    // The first word multiplied, so no change to a byte both words hold cancels out.
    if length >= 8 {
      return (bytes.word(start) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15 ^ bytes.word(start + length - 8)
    }
    // Eight bytes from the key's start are most often inside the object; those past it are masked off.
    if start + 8 <= end { return bytes.word(start) & (1 << (UInt64(length) * 8) - 1) | UInt64(length) << 56 }
    var word = UInt64(length) << 56
    for index in 0..<length { word |= UInt64(bytes[start + index]) << (index * 8) }
    return word
  }

  /// `shape` with `word` folded in.
  private static func mixed(_ shape: UInt64, _ word: UInt64) -> UInt64 {
    let mixed = (shape ^ word) &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed >> 29)
  }

  // MARK: Values

  /// The string at `offset` (a UUID or a time as its text); `invalidField` naming `name` otherwise.
  private func string(at offset: Int, _ name: @autoclosure () -> String) throws(Rejection) -> String {
    switch document[offset] {
    case BinaryShape.Tag.string.rawValue:
      return try utf8(at: offset) { String(decoding: $0, as: UTF8.self) }
    case BinaryShape.Tag.uuid.rawValue: return UUIDValue(document.uuid(offset + 1)).description
    case BinaryShape.Tag.time.rawValue: return Timestamp(millisecondsSince1970: document.int64(offset + 1)).iso8601
    default: throw .invalidField(name(), "a string")
    }
  }

  /// The integer at `offset`: an int, or a whole decimal in range, as a JSON number is read;
  /// `invalidField` naming `name` otherwise.
  private func int(at offset: Int, _ name: @autoclosure () -> String) throws(Rejection) -> Int {
    switch document[offset] {
    case BinaryShape.Tag.int.rawValue:
      guard let value = Int(exactly: document.int64(offset + 1)) else {
        throw .invalidField(name(), WireDecimal.integerRangeRule)
      }
      return value
    case BinaryShape.Tag.decimal.rawValue: return try document.decimal(offset).int(name())
    default: throw .invalidField(name(), WireDecimal.integerRule)
    }
  }

  /// The decimal at `offset`: a decimal or an int; `invalidField` naming `name` otherwise.
  private func decimal(at offset: Int, _ name: @autoclosure () -> String) throws(Rejection) -> Decimal {
    switch document[offset] {
    case BinaryShape.Tag.int.rawValue: return Decimal(document.int64(offset + 1))
    case BinaryShape.Tag.decimal.rawValue: return try document.decimal(offset).decimal
    default: throw .invalidField(name(), "a number")
    }
  }

  /// The UUID at `offset` (or in the string there); `invalidField` naming `name` otherwise.
  private func uuid(at offset: Int, _ name: @autoclosure () -> String) throws(Rejection) -> UUIDValue {
    switch document[offset] {
    case BinaryShape.Tag.uuid.rawValue: return UUIDValue(document.uuid(offset + 1))
    case BinaryShape.Tag.string.rawValue:
      guard let id = try utf8(at: offset, { UUIDValue(utf8: $0.span) }) else { throw .invalidField(name(), "a UUID") }
      return id
    case BinaryShape.Tag.time.rawValue: throw .invalidField(name(), "a UUID")
    default: throw .invalidField(name(), "a string")
    }
  }

  /// What `parse` makes of the bytes of the string value at `offset` (its end already checked).
  @inline(__always)
  private func utf8<Value>(at offset: Int, _ parse: (UnsafeBufferPointer<UInt8>) -> Value) throws(Rejection) -> Value {
    let length = try document.length(offset + 1, before: end)
    guard offset + 5 + length <= end else { throw document.malformed(offset) }
    return parse(document.buffer(offset + 5, length))
  }

  /// Calls `body` with where each element of the array in `key` starts and ends and its position
  /// (after `count` with how many there are); `false` when the field is absent or null,
  /// `invalidField` when it is not an array.
  @inline(__always)
  private func forEachElement(
    _ key: String, count: (Int) -> Void = { _ in }, _ body: (Int, Int, Int) throws(Rejection) -> Void
  ) throws(Rejection) -> Bool {
    guard let offset = try value(key) else { return false }
    guard try document.tag(offset, before: end) == .array else { throw .invalidField(path(key), "an array") }
    let elementsEnd = try document.end(ofValueAt: offset, before: end)
    let length = elementsEnd - offset - 1 - BinaryShape.arrayHeader
    // Every element takes a byte at least, so a damaged count cannot reserve more than that.
    count(min(try document.length(offset + 1, before: end), length))
    var element = offset + 1 + BinaryShape.arrayHeader
    var index = 0
    while element < elementsEnd {
      let after = try document.end(ofValueAt: element, before: elementsEnd)
      try body(element, after, index)
      element = after
      index += 1
    }
    return true
  }
}
